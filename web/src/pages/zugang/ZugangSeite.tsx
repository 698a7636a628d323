/**
 * Reference §2.6: the BiPRO access page, /intern/configs/externe-zugaenge/configs-extern-zugang-edit/
 * {gesellschaft}/{id} (the download overview opens it in a new tab; `neu` as id — or the address
 * without insurer and id — makes a new access). Internal users only. The form holds every field
 * of the access; it is checked with the shared schema on every change, each message beside its
 * field; the password and the client certificate are write-only. Leaving with changes not saved asks first.
 */
import {
  BEREICHE,
  istIntern,
  MELDUNGEN,
  ROUTEN,
  ZUGANG_SEITE_TEXTE as T,
  type Zugang,
  type ZugangEingabe,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { ProgressSpinner } from 'primereact/progressspinner';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import {
  entwurfVon,
  gesellschaftAusPfad,
  gesellschaftsOptionen,
  neuerEntwurf,
  zielAusPfad,
  type GesellschaftsOption,
} from './formular';
import { NEU, zugangPfad } from './pfade';
import { ZugangFormular } from './ZugangFormular';
import './zugang.css';

const UEBERSICHT = BEREICHE.find((b) => b.id === 'downloadUebersicht')!.pfad;

export default function ZugangSeite() {
  const ich = useBenutzer();
  const { gesellschaft, id } = useParams();
  if (!istIntern(ich)) {
    return (
      <section>
        <h1 className="ld-titel">{T.titel}</h1>
        <Message severity="warn" text={MELDUNGEN.keineBerechtigung} />
      </section>
    );
  }
  // Another access is another page: nothing of the last one's draft carries over.
  return <Bearbeitung key={`${gesellschaft ?? ''}/${id ?? ''}`} segment={gesellschaft} idText={id} />;
}

function Bearbeitung({ segment, idText }: { segment?: string; idText?: string }) {
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const ziel = zielAusPfad(idText);
  const neu = ziel === NEU;
  const {
    data: zugang,
    error,
    mutate,
  } = useRoute(ROUTEN.zugangLaden, typeof ziel === 'number' ? { id: ziel } : null);
  const { data: firmen, error: firmenFehler, mutate: firmenNeu } = useRoute(ROUTEN.importGesellschaften);
  // Each save starts the form afresh from what the server now holds (and the password empty again).
  const [fassung, setFassung] = useState(0);

  const optionen = useMemo<GesellschaftsOption[]>(() => {
    const liste = gesellschaftsOptionen(firmen?.gesellschaften ?? []);
    // An access of a company no longer in the list still shows its company.
    return zugang && !liste.some((o) => o.value === zugang.gesellschaftId)
      ? [{ label: zugang.gesellschaft, value: zugang.gesellschaftId }, ...liste]
      : liste;
  }, [firmen, zugang]);

  const zurUebersicht = () => void navigate(UEBERSICHT);

  async function speichern(daten: ZugangEingabe) {
    const antwort = await rufe(ROUTEN.zugangSpeichern, {
      query: typeof ziel === 'number' ? { id: ziel } : {},
      body: daten,
    });
    void revalidiere(ROUTEN.downloadUebersichtZeilen);
    if (neu) {
      const name = optionen.find((o) => o.value === daten.gesellschaftId)?.label ?? '';
      void navigate(zugangPfad(name, antwort.id), { replace: true });
    } else {
      await mutate();
      setFassung((f) => f + 1);
    }
    // Said once the form shows what was saved: what is typed after the message is not wiped by
    // the form starting afresh.
    meldungen.erfolg(T.gespeichert);
  }

  async function loeschen(z: Zugang) {
    if (!(await sicherheitsabfrage(T.loeschenFrage(z.extZugangBezeichnung), { gefaehrlich: true }))) return;
    try {
      await rufe(ROUTEN.zugangLoeschen, { query: { id: z.id } });
    } catch (e) {
      meldungen.fehler(e);
      return;
    }
    meldungen.erfolg(T.geloescht);
    void revalidiere(ROUTEN.downloadUebersichtZeilen);
    zurUebersicht();
  }

  const titel = (
    <div className="ld-werkzeugleiste">
      <h1 className="ld-titel">{neu ? T.titelNeu : T.titel}</h1>
      {zugang && (
        <span className="ld-zugang-kennung" data-testid="zugang-kennung">
          {T.kennung(zugang.id, zugang.extZugangBezeichnung)}
        </span>
      )}
    </div>
  );
  const zurueck = (
    <Button
      id="zugang-zurueck"
      label={T.zurUebersicht}
      icon="pi pi-arrow-left"
      text
      onClick={zurUebersicht}
    />
  );

  if (ziel === undefined || error || firmenFehler) {
    return (
      <section>
        {titel}
        {zurueck}
        <Fehlerleiste
          fehler={error ?? firmenFehler}
          text={ziel === undefined ? T.idUngueltig : undefined}
          einleitung={MELDUNGEN.ladenFehler}
          onErneut={ziel === undefined ? undefined : () => (error ? mutate() : firmenNeu())}
        />
      </section>
    );
  }
  if (!firmen || (!neu && !zugang)) {
    return (
      <section>
        {titel}
        <ProgressSpinner aria-label={MELDUNGEN.laedt} />
      </section>
    );
  }

  return (
    <section>
      {titel}
      <ZugangFormular
        key={fassung}
        start={zugang ? entwurfVon(zugang) : neuerEntwurf(gesellschaftAusPfad(segment, optionen))}
        neu={neu}
        passwortGesetzt={zugang?.passwortGesetzt === true}
        zertifikatGesetzt={zugang?.zertifikatGesetzt === true}
        optionen={optionen}
        onSpeichern={speichern}
        onLoeschen={zugang ? () => loeschen(zugang) : undefined}
        onZurueck={zurUebersicht}
      />
    </section>
  );
}
