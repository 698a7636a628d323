/**
 * Reference §2.8: the interface list (/intern/gdv/gdv-interfaces). Filter by company and name part,
 * table of stored interfaces (first) and built-in ones; internal users add, copy and delete (with
 * confirmation), everyone opens an interface to view it.
 */
import { MELDUNGEN, PARAMETER_ALLE, ROUTEN, type SchnittstellenZeile as Zeile } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { Tag } from 'primereact/tag';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import { useBenutzer } from '../../shell/Benutzer';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useMeldungen } from '../../shell/Meldungen';
import { schnittstellenRechte } from './formular';
import { bearbeitenPfad } from './pfade';
import { useKopieren } from './useKopieren';
import './schnittstellen.css';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';

const F = MELDUNGEN.interfaceFelder;
/** Reference §9: the old tables show 20 rows per page. */
const SEITENGROESSE = 20;
/** Typing in the name filter asks the server once the user pauses, not on every key. */
const VERZOEGERUNG_MS = 300;

function useVerzoegert<T>(wert: T, ms: number): T {
  const [verzoegert, setVerzoegert] = useState(wert);
  useEffect(() => {
    const zeitgeber = setTimeout(() => setVerzoegert(wert), ms);
    return () => clearTimeout(zeitgeber);
  }, [wert, ms]);
  return verzoegert;
}

export default function SchnittstellenSeite() {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const kopieren = useKopieren();
  const rechte = schnittstellenRechte(ich);
  const [gesellschaft, setGesellschaft] = useState<string>(PARAMETER_ALLE);
  const [name, setName] = useState('');
  const nameFilter = useVerzoegert(name.trim(), VERZOEGERUNG_MS);
  // The page of the table belongs to one filter: another filter starts at the top.
  const filter = `${gesellschaft}|${nameFilter}`;
  const [seite, setSeite] = useState({ filter, erste: 0 });
  const erste = seite.filter === filter ? seite.erste : 0;
  const { data: optionen } = useRoute(ROUTEN.schnittstellenOptionen);
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.schnittstellenFilter, undefined, {
    body: { gesellschaft, interfaceName: nameFilter || undefined },
    swr: { keepPreviousData: true },
  });
  // Own interfaces first: the built-ins (hundreds of GDV record types) would bury them otherwise.
  const zeilen = useMemo(
    () =>
      [...(data?.rows ?? [])].sort(
        (a, b) => Number(a.eingebaut ?? false) - Number(b.eingebaut ?? false) || a.id - b.id,
      ),
    [data],
  );
  const firmen = useMemo(
    () => [
      { label: MELDUNGEN.alleGesellschaften, value: PARAMETER_ALLE },
      ...(optionen?.gesellschaften ?? []),
    ],
    [optionen],
  );

  function zuruecksetzen() {
    setGesellschaft(PARAMETER_ALLE);
    setName('');
  }

  async function loeschen(z: Zeile) {
    if (
      !(await sicherheitsabfrage(MELDUNGEN.schnittstelleLoeschenFrage(z.interfaceName), {
        gefaehrlich: true,
      }))
    )
      return;
    try {
      await rufe(ROUTEN.schnittstelleLoeschen, { query: { id: z.id } });
      meldungen.erfolg(MELDUNGEN.schnittstelleGeloescht);
      void revalidiere(ROUTEN.schnittstellenOptionen);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  const aktionen = (z: Zeile) => {
    const zeilenRechte = schnittstellenRechte(ich, z);
    const oeffnen = zeilenRechte.aendern ? MELDUNGEN.bearbeiten : MELDUNGEN.anzeigen;
    return (
      <span className="ld-zeilenaktionen">
        <ZeilenAktion
          label={oeffnen}
          icon={zeilenRechte.aendern ? 'pi pi-pencil' : 'pi pi-eye'}
          onClick={() => void navigate(bearbeitenPfad(z.id))}
          testId={`interface-${zeilenRechte.aendern ? 'bearbeiten' : 'anzeigen'}-${z.id}`}
        />
        {zeilenRechte.kopieren && (
          <ZeilenAktion
            label={MELDUNGEN.kopieren}
            icon="pi pi-copy"
            onClick={() => void kopieren(z.id)}
            testId={`interface-kopieren-${z.id}`}
          />
        )}
        {zeilenRechte.aendern && (
          <ZeilenAktion
            label={MELDUNGEN.loeschen}
            icon="pi pi-trash"
            severity="danger"
            onClick={() => void loeschen(z)}
            testId={`interface-loeschen-${z.id}`}
          />
        )}
      </span>
    );
  };

  const janein = (wert: unknown) =>
    wert ? (
      <i className="pi pi-check" role="img" aria-label={MELDUNGEN.ja} />
    ) : (
      <span className="ld-leise">–</span>
    );

  return (
    <section>
      <h1 className="ld-titel">{MELDUNGEN.interfacesTitel}</h1>

      <div className="ld-werkzeugleiste">
        <AuswahlFeld
          id="interfaces-filter-gesellschaft"
          beschriftung={F.gesellschaft}
          nebeneinander
          value={gesellschaft}
          options={firmen}
          filter
          onChange={(e) => setGesellschaft(typeof e.value === 'string' ? e.value : PARAMETER_ALLE)}
          style={{ minWidth: '16rem' }}
        />
        <label htmlFor="interfaces-filter-name">{F.interfaceName}</label>
        <InputText
          id="interfaces-filter-name"
          placeholder={MELDUNGEN.interfacesNamePlatzhalter}
          value={name}
          onChange={(e) => setName(e.target.value)}
          style={{ minWidth: '16rem' }}
        />
        <Button
          id="interfaces-filter-zuruecksetzen"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={zuruecksetzen}
        />
        <span className="ld-fuellung" />
        {rechte.aendern && (
          <Button
            id="interface-hinzufuegen"
            label={MELDUNGEN.hinzufuegen}
            icon="pi pi-plus"
            onClick={() => void navigate(bearbeitenPfad())}
            data-testid="interface-hinzufuegen"
          />
        )}
      </div>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      <DataTable
        id="interfaces-tabelle"
        className="ld-tabelle"
        value={zeilen}
        dataKey="id"
        loading={isLoading}
        paginator
        rows={SEITENGROESSE}
        first={erste}
        onPage={(e) => setSeite({ filter, erste: e.first })}
        removableSort
        stripedRows
        rowClassName={() => 'interface-zeile'}
        emptyMessage={MELDUNGEN.keineEintraege}
      >
        <Column
          field="id"
          header={F.id}
          sortable
          body={(z: Zeile) => <span data-testid={`interface-${z.id}`}>{z.id}</span>}
        />
        <Column field="interfaceName" header={F.interfaceName} sortable />
        <Column field="gesellschaft" header={F.gesellschaft} sortable />
        <Column field="description" header={F.description} />
        <Column field="type" header={F.type} sortable />
        <Column field="active" header={F.active} sortable body={(z: Zeile) => janein(z.active)} />
        <Column
          field="eingebaut"
          header={F.eingebaut}
          sortable
          body={(z: Zeile) =>
            z.eingebaut ? (
              <Tag value={MELDUNGEN.eingebaut} severity="info" data-testid={`interface-eingebaut-${z.id}`} />
            ) : (
              <span className="ld-leise">{MELDUNGEN.eigenes}</span>
            )
          }
        />
        <Column header={MELDUNGEN.aktionen} body={aktionen} />
      </DataTable>
    </section>
  );
}
