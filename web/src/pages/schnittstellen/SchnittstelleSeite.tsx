/**
 * Reference §2.8: the edit page of one interface (/intern/gdv/gdv-interfaces/gdv-interface?id={id},
 * without id a new one) and, the same component, a sub-interface opened from a multiple
 * interface (/intern/gdv/gdv-interface?id={id}&sub=true). Head form, fields, sub-interfaces.
 * Internal users change stored interfaces and copy any; everyone else and every built-in: read-only.
 * Everyone who sees an interface can test it with a sample file (`TestDialog`).
 */
import { MELDUNGEN, ROUTEN, type SchnittstellenEingabe } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { useBenutzer } from '../../shell/Benutzer';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useMeldungen } from '../../shell/Meldungen';
import { FelderTabelle } from './FelderTabelle';
import { kopfEntwurf, schnittstellenRechte } from './formular';
import { KopfFormular } from './KopfFormular';
import { MultiTabelle } from './MultiTabelle';
import { bearbeitenPfad, LISTE, SUB_INTERFACE } from './pfade';
import { TestDialog } from './TestDialog';
import { useKopieren } from './useKopieren';
import './schnittstellen.css';

export default function SchnittstelleSeite() {
  const [parameter] = useSearchParams();
  const { pathname } = useLocation();
  const idText = parameter.get('id') ?? '';
  const sub = parameter.get('sub') === 'true' || pathname === SUB_INTERFACE;
  const id = idText === '' ? undefined : Number(idText);
  // A new id is a new page: nothing of the last interface's drafts or dialogs carries over.
  return <Bearbeitung key={`${idText}-${sub}`} id={id} sub={sub} />;
}

function Bearbeitung({ id, sub }: { id: number | undefined; sub: boolean }) {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const kopiereSchnittstelle = useKopieren();
  const [kopiert, setKopiert] = useState(false);
  const [testet, setTestet] = useState(false);
  const neu = id === undefined && !sub;
  const idGueltig = id !== undefined && Number.isInteger(id);
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.schnittstelleLaden, idGueltig ? { id } : null);
  const { data: optionen } = useRoute(ROUTEN.schnittstellenOptionen);
  const rechte = schnittstellenRechte(ich, data);

  const titel = sub
    ? MELDUNGEN.subInterfaceTitel
    : neu
      ? MELDUNGEN.interfaceAnlegenTitel
      : rechte.aendern
        ? MELDUNGEN.interfaceBearbeitenTitel
        : MELDUNGEN.interfaceAnzeigenTitel;

  function zurueck() {
    // Back where the user came from (the multiple interface); on a fresh tab to the list.
    if (sub && (window.history.state as { idx?: number } | null)?.idx) void navigate(-1);
    else void navigate(LISTE);
  }

  async function kopfSpeichern(kopf: SchnittstellenEingabe) {
    const antwort = await rufe(ROUTEN.schnittstelleSpeichern, { query: { id }, body: kopf });
    meldungen.erfolg(MELDUNGEN.interfaceGespeichert);
    void revalidiere(ROUTEN.schnittstellenFilter);
    void revalidiere(ROUTEN.schnittstellenOptionen);
    if (neu) void navigate(bearbeitenPfad(antwort.id), { replace: true });
    else await mutate();
  }

  async function kopieren() {
    if (id === undefined) return;
    setKopiert(true);
    if (!(await kopiereSchnittstelle(id))) setKopiert(false);
  }

  const kopf = (
    <>
      <h1 className="ld-titel">{titel}</h1>
      <div className="ld-werkzeugleiste">
        <Button
          id="interface-zurueck"
          label={sub ? MELDUNGEN.zurueck : MELDUNGEN.zurListe}
          icon="pi pi-arrow-left"
          text
          onClick={zurueck}
        />
        {data && (
          <span className="ld-kennung" data-testid="interface-kennung">
            {data.id} – {data.interfaceName}
            {data.eingebaut && <Tag value={MELDUNGEN.eingebaut} severity="info" className="ld-marke" />}
          </span>
        )}
        <span className="ld-fuellung" />
        {data && (
          <Button
            id="interface-testen"
            label={MELDUNGEN.interfaceTesten}
            icon="pi pi-play"
            outlined
            onClick={() => setTestet(true)}
          />
        )}
        {data && rechte.kopieren && (
          <Button
            id="interface-kopieren"
            label={MELDUNGEN.kopieren}
            icon="pi pi-copy"
            outlined
            loading={kopiert}
            disabled={kopiert}
            onClick={() => void kopieren()}
          />
        )}
      </div>
      {data && testet && <TestDialog schnittstelle={data} onSchliessen={() => setTestet(false)} />}
      {sub && id !== undefined && (
        <Message
          severity="info"
          className="ld-hinweis"
          data-testid="sub-interface-hinweis"
          text={MELDUNGEN.subInterfaceHinweis(id)}
        />
      )}
    </>
  );

  if (!neu && (!idGueltig || error)) {
    return (
      <section>
        {kopf}
        <Fehlerleiste
          fehler={error}
          text={error ? undefined : MELDUNGEN.schnittstelleNichtGefunden(id ?? NaN)}
          einleitung={MELDUNGEN.ladenFehler}
          onErneut={error ? mutate : undefined}
        />
      </section>
    );
  }
  if (neu && !rechte.aendern) {
    return (
      <section>
        {kopf}
        <Message severity="warn" text={MELDUNGEN.keineBerechtigung} />
      </section>
    );
  }
  if (!neu && (isLoading || !data)) {
    return (
      <section>
        {kopf}
        <ProgressSpinner aria-label={MELDUNGEN.laedt} />
      </section>
    );
  }

  return (
    <section>
      {kopf}
      {data?.eingebaut && (
        <Message
          severity="info"
          className="ld-hinweis"
          data-testid="interface-eingebaut-hinweis"
          text={MELDUNGEN.schnittstelleEingebautHinweis}
        />
      )}
      {!rechte.kopieren && (
        <Message
          severity="info"
          className="ld-hinweis"
          data-testid="interface-nur-lesen"
          text={MELDUNGEN.schnittstelleNurLesen}
        />
      )}
      <KopfFormular
        start={kopfEntwurf(data)}
        gesellschaften={optionen?.gesellschaften ?? []}
        aendern={rechte.aendern}
        onSpeichern={kopfSpeichern}
      />
      {data ? (
        <>
          <FelderTabelle schnittstelle={data} aendern={rechte.aendern} onGeaendert={() => mutate()} />
          <MultiTabelle
            schnittstelle={data}
            interfaces={optionen?.interfaces ?? []}
            aendern={rechte.aendern}
            onGeaendert={() => mutate()}
          />
        </>
      ) : (
        <Message severity="info" className="ld-hinweis" text={MELDUNGEN.interfaceErstSpeichern} />
      )}
    </section>
  );
}
