/**
 * Reference §2.16: the planned interface runs 'Daten einlesen' — filter by company and interface
 * text, 'create', the table (company, interface, the period in words; 20 rows per page) with
 * 'open data' and delete (confirmed), and the modal 'Termineingabe für Interfacelauf'. One
 * component for its menu area (/intern/gdv/interfacelaeufe) and the import monitor's settings,
 * which show it with a way back to the monitor.
 */
import { INTERFACELAUF_TEXTE as T, MELDUNGEN, ROUTEN, type GeplanterLauf as Zeile } from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { InputText } from 'primereact/inputtext';
import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { sortierungVon } from '../../komponenten/Listentabelle';
import { useTabellenZustand } from '../../komponenten/useTabellenZustand';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useMeldungen } from '../../shell/Meldungen';
import { InterfacelaufDialog } from './InterfacelaufDialog';
import { filterAnfrage, LEERER_FILTER, SEITENGROESSE, type FilterEntwurf } from './interfacelauf';
import './interfacelaeufe.css';

type Bearbeitung = { id?: number } | null;

/** The table's data columns in their order: what the export writes. */
const SPALTEN = ['gesellschaft', 'interfaceName', 'zeitraum'];

export function Interfacelaeufe({ kopf }: { kopf?: ReactNode }) {
  const meldungen = useMeldungen();
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(LEERER_FILTER);
  const [angewandt, setAngewandt] = useState<FilterEntwurf>(LEERER_FILTER);
  const [bearbeitung, setBearbeitung] = useState<Bearbeitung>(null);
  const { tabelle, zuruecksetzen } = useTabellenZustand('interfacelaeufe', { rows: SEITENGROESSE });
  const anfrage = useMemo(() => filterAnfrage(angewandt), [angewandt]);
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.geplanteInterfacelaeufe, anfrage, {
    swr: { keepPreviousData: true },
  });
  // The companies of the modal's choices, 'Allgemein' first.
  const { data: auswahl } = useRoute(ROUTEN.monitorComboboxen, {});

  function anwenden(f: FilterEntwurf) {
    // The same filter again is a request to look again.
    if (JSON.stringify(f) === JSON.stringify(angewandt)) void mutate();
    setAngewandt(f);
    zuruecksetzen();
  }
  function suchen(ereignis: FormEvent) {
    ereignis.preventDefault();
    anwenden(entwurf);
  }

  async function loeschen(z: Zeile) {
    if (!(await sicherheitsabfrage(T.loeschenFrage(z.interfaceName, z.gesellschaft), { gefaehrlich: true })))
      return;
    try {
      await rufe(ROUTEN.interfacelaufLoeschen, { query: { id: z.id } });
      meldungen.erfolg(T.geloescht);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  async function gespeichert() {
    setBearbeitung(null);
    meldungen.erfolg(MELDUNGEN.interfacelaufGespeichert);
    await mutate();
  }

  const aktionen = (z: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.oeffnen}
        icon="pi pi-folder-open"
        onClick={() => setBearbeitung({ id: z.id })}
        testId={`interfacelauf-oeffnen-${z.id}`}
      />
      <ZeilenAktion
        label={T.loeschen}
        icon="pi pi-trash"
        severity="danger"
        onClick={() => void loeschen(z)}
        testId={`interfacelauf-loeschen-${z.id}`}
      />
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{T.titel}</h1>
        <span className="ld-interfacelaeufe-untertitel">{T.untertitel}</span>
        <span className="ld-fuellung" />
        {kopf}
        <ExportKnopf
          id="interfacelaeufe-export"
          route={ROUTEN.interfacelaeufeExport}
          filter={anfrage}
          spalten={SPALTEN}
          sortierung={sortierungVon(tabelle)}
        />
        <Button
          id="interfacelauf-anlegen"
          label={T.anlegen}
          icon="pi pi-plus"
          onClick={() => setBearbeitung({})}
        />
      </div>

      <form className="ld-interfacelaeufe-filter" onSubmit={suchen} aria-label={MELDUNGEN.filter}>
        <AuswahlFeld
          id="interfacelaeufe-gesellschaft"
          beschriftung={T.filter.gesellschaft}
          value={entwurf.gesellschaft || null}
          options={auswahl?.gesellschaften ?? []}
          placeholder={MELDUNGEN.alleGesellschaften}
          filter
          showClear
          onChange={(e) =>
            setEntwurf({ ...entwurf, gesellschaft: typeof e.value === 'string' ? e.value : '' })
          }
        />
        <div className="ld-feld">
          <label htmlFor="interfacelaeufe-interface">{T.filter.interface}</label>
          <InputText
            id="interfacelaeufe-interface"
            value={entwurf.interfaceText}
            maxLength={200}
            onChange={(e) => setEntwurf({ ...entwurf, interfaceText: e.target.value })}
          />
        </div>
        <Button id="interfacelaeufe-suchen" type="submit" label={T.filter.suchen} icon="pi pi-search" />
        <Button
          id="interfacelaeufe-zuruecksetzen"
          type="button"
          label={MELDUNGEN.zuruecksetzen}
          icon="pi pi-filter-slash"
          outlined
          onClick={() => {
            setEntwurf(LEERER_FILTER);
            anwenden(LEERER_FILTER);
          }}
        />
      </form>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      <DataTable
        id="interfacelaeufe-tabelle"
        className="ld-tabelle"
        value={data?.rows ?? []}
        dataKey="id"
        loading={isLoading}
        {...tabelle}
        removableSort
        stripedRows
        rowClassName={() => 'interfacelauf-zeile'}
        emptyMessage={MELDUNGEN.keineEintraege}
      >
        <Column field="gesellschaft" header={T.spalten.gesellschaft} sortable />
        <Column
          field="interfaceName"
          header={T.spalten.interfaceName}
          sortable
          body={(z: Zeile) => <span data-testid={`interfacelauf-interface-${z.id}`}>{z.interfaceName}</span>}
        />
        <Column
          field="zeitraum"
          header={T.spalten.zeitraum}
          body={(z: Zeile) => <span data-testid={`interfacelauf-zeitraum-${z.id}`}>{z.zeitraum}</span>}
        />
        <Column header={MELDUNGEN.aktionen} body={aktionen} />
      </DataTable>

      {bearbeitung && (
        <InterfacelaufDialog
          id={bearbeitung.id}
          onGespeichert={() => void gespeichert()}
          onAbbrechen={() => setBearbeitung(null)}
        />
      )}
    </section>
  );
}
