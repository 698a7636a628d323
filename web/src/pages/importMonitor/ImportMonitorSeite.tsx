/**
 * Reference §2.14: the import monitor 'Dateien in Bearbeitung' at /intern/gdv/gdv-import-monitor/:modus?
 * (1 GDV, 2 billing, default 1). Filter (default today), 30 rows per page, status icons, links
 * into the data import, the row actions each only where the row's flag allows, the settings
 * button for internal users and 'Datei einlesen' with the upload modal. While any shown file is
 * still processing the list asks the server again every 5 s. A planned interface run that did not
 * run is a line without a file (no links, no file number), confirmed there.
 */
import {
  darfMonitorEinstellungen,
  darfStrukturDokumenteSehen,
  MELDUNGEN,
  MONITOR_TEXTE as T,
  ROUTEN,
  type ImportMonitorZeile as Zeile,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { SelectButton } from 'primereact/selectbutton';
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { FEST_RECHTS, sortierungVon } from '../../komponenten/Listentabelle';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { UploadDialog } from '../../komponenten/upload/UploadDialog';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { Zeilenerweiterung, useZeilenerweiterung } from '../../komponenten/Zeilenerweiterung';
import { formatAnzahl, formatZeitpunkt } from '../../format';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import {
  aktualisierung,
  entwurfAusAdresse,
  filterAnfrage,
  ICON_KLASSE,
  modusAus,
  SEITENGROESSE,
  standardEntwurf,
  zeilenSchluessel,
  type FilterEntwurf,
} from './monitor';
import { MonitorFilter } from './MonitorFilter';
import { importPfad } from '../datenimport/pfade';
import { EINSTELLUNGEN, monitorPfad } from './pfade';
import './importMonitor.css';

const S = T.spalten;
/** A line with its key (monitor.ts zeilenSchluessel). */
type Anzeige = Zeile & { schluessel: string };
const MODI = [
  { label: T.modus[1], value: 1 },
  { label: T.modus[2], value: 2 },
];

/** The table's data columns in their order: what the export writes (the symbol and the actions are none). */
const MONITOR_SPALTEN = [
  'status',
  'fileName',
  'gesellschaft',
  'interfaceName',
  'dateFrom',
  'numRows',
  'numRowsError',
  'fileId',
];

export default function ImportMonitorSeite() {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const modus = modusAus(useParams().modus);
  const darfStruktur = darfStrukturDokumenteSehen(ich);
  // A link into the monitor (the start page's figures) names its filter; read once on arrival.
  const [adresse] = useSearchParams();
  const [angewandt, setAngewandt] = useState<FilterEntwurf>(
    () => entwurfAusAdresse(adresse) ?? standardEntwurf(),
  );
  // The page of the table belongs to one modus: another modus is another list and starts at its top.
  const [seite, setSeite] = useState({ modus, erste: 0 });
  const erste = seite.modus === modus ? seite.erste : 0;
  const setErste = (wert: number) => setSeite({ modus, erste: wert });
  const [upload, setUpload] = useState(false);
  const erweiterung = useZeilenerweiterung();

  // The applied filter follows the route's modus.
  const anfrage = useMemo(
    () => filterAnfrage(angewandt, modus, darfStruktur),
    [angewandt, modus, darfStruktur],
  );
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.monitorFilter, undefined, {
    body: anfrage,
    swr: { keepPreviousData: true, refreshInterval: aktualisierung },
  });
  const zeilen = useMemo<Anzeige[]>(
    () => (data?.rows ?? []).map((z) => ({ ...z, schluessel: zeilenSchluessel(z) })),
    [data],
  );

  // The sort shown is kept here (not in the table): the export writes the rows in it.
  const [sortiert, setSortiert] = useState<Pick<DataTableSortEvent, 'sortField' | 'sortOrder'>>({
    sortField: '',
    sortOrder: null,
  });

  function anwenden(entwurf: FilterEntwurf) {
    setAngewandt(entwurf);
    setErste(0);
  }

  async function entsperren(z: Zeile) {
    if (!(await sicherheitsabfrage(T.entsperrenFrage(z.fileName), { warnung: true }))) return;
    try {
      // Reference §8: unlocking produces no message; the row's icon and actions tell.
      await rufe(ROUTEN.monitorDateiEntsperren, { body: { fileId: z.fileId } });
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  async function fortsetzen(z: Zeile) {
    if (!(await sicherheitsabfrage(T.fortsetzenFrage(z.fileName)))) return;
    try {
      const { message } = await rufe(ROUTEN.monitorLaufFortsetzen, { body: { fileId: z.fileId } });
      meldungen.erfolg(message);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  async function fehlerBestaetigen(z: Zeile) {
    if (!(await sicherheitsabfrage(T.fehlerBestaetigenFrage(z.numRowsError, z.fileName)))) return;
    try {
      const { message } = await rufe(ROUTEN.monitorLesefehlerBestaetigen, {
        body: { fileName: z.fileName, dateFrom: z.dateFrom, fileId: z.fileId },
      });
      meldungen.erfolg(message);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  async function interfaceBestaetigen(z: Zeile) {
    if (z.interfaceId === undefined) return;
    const interfaceId = z.interfaceId;
    if (!(await sicherheitsabfrage(T.interfaceBestaetigenFrage))) return;
    try {
      const { message } = await rufe(ROUTEN.monitorInterfaceBestaetigen, {
        body: { interfaceId, dateFrom: z.dateFrom },
      });
      meldungen.erfolg(message);
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  const aktion = (titel: string, icon: string, testId: string, klick: () => void, warnung = false) => (
    <ZeilenAktion
      label={titel}
      icon={icon}
      severity={warnung ? 'warning' : undefined}
      onClick={klick}
      testId={testId}
    />
  );

  const aktionen = (z: Anzeige) => (
    <span className="ld-zeilenaktionen">
      {z.hasUnlockAction &&
        aktion(
          T.entsperren,
          'pi pi-lock-open',
          `monitor-entsperren-${z.schluessel}`,
          () => void entsperren(z),
          true,
        )}
      {z.hasContinueAction &&
        aktion(T.fortsetzen, 'pi pi-play', `monitor-fortsetzen-${z.schluessel}`, () => void fortsetzen(z))}
      {z.hasConfirmErrorsAction &&
        aktion(
          T.fehlerBestaetigen,
          'pi pi-check-square',
          `monitor-fehler-bestaetigen-${z.schluessel}`,
          () => void fehlerBestaetigen(z),
        )}
      {z.hasConfirmAction &&
        aktion(
          T.interfaceBestaetigen,
          'pi pi-calendar-times',
          `monitor-interface-bestaetigen-${z.schluessel}`,
          () => void interfaceBestaetigen(z),
        )}
      {z.hasImportResult &&
        aktion(
          T.importergebnis,
          'pi pi-list',
          `monitor-ergebnis-${z.schluessel}`,
          () => void navigate(importPfad(modus, z.fileName)),
        )}
    </span>
  );

  const icon = (z: Anzeige) => (
    <i
      className={ICON_KLASSE[z.iconMetadata.icon]}
      style={{ color: z.iconMetadata.color }}
      role="img"
      aria-label={T.iconText[z.iconMetadata.icon]}
      title={T.iconText[z.iconMetadata.icon]}
      data-testid={`monitor-icon-${z.schluessel}`}
      data-icon={z.iconMetadata.icon}
    />
  );
  const status = (z: Anzeige) =>
    z.plannedRunId !== undefined ? (
      // No file: nothing to show in the data import.
      <span
        className={z.statusErrors ? 'ld-monitor-statusfehler' : undefined}
        data-testid={`monitor-status-${z.schluessel}`}
      >
        {z.statusErrors ?? z.status ?? ''}
      </span>
    ) : (
      <Link
        to={importPfad(modus, z.fileName, z.fileId)}
        className={z.statusErrors ? 'ld-monitor-statusfehler' : undefined}
        data-testid={`monitor-status-${z.schluessel}`}
      >
        {z.statusErrors ?? z.status ?? ''}
      </Link>
    );
  const fehlerhafte = (z: Anzeige) =>
    z.numRowsError > 0 ? (
      <Link to={importPfad(modus, z.fileName, z.fileId)} data-testid={`monitor-fehler-${z.schluessel}`}>
        {formatAnzahl(z.numRowsError)}
      </Link>
    ) : (
      <span data-testid={`monitor-fehler-${z.schluessel}`}>0</span>
    );

  return (
    <section>
      <h1 className="ld-titel">{T.titel}</h1>
      <div className="ld-werkzeugleiste">
        <h2 className="ld-monitor-untertitel">{T.untertitel}</h2>
        <SelectButton
          id="monitor-modus"
          value={modus}
          options={MODI}
          allowEmpty={false}
          onChange={(e) => {
            if (e.value === 1 || e.value === 2) void navigate(monitorPfad(e.value));
          }}
        />
        <span className="ld-fuellung" />
        <ExportKnopf
          id="monitor-export"
          route={ROUTEN.monitorExport}
          filter={anfrage}
          spalten={MONITOR_SPALTEN}
          sortierung={sortierungVon(sortiert)}
        />
        <Button
          id="monitor-datei-einlesen"
          label={T.dateiEinlesen}
          icon="pi pi-upload"
          onClick={() => setUpload(true)}
        />
        {darfMonitorEinstellungen(ich) && (
          <Button
            id="monitor-einstellungen"
            label={T.einstellungen}
            icon="pi pi-cog"
            outlined
            onClick={() => void navigate(EINSTELLUNGEN)}
          />
        )}
      </div>

      <MonitorFilter modus={modus} darfStruktur={darfStruktur} angewandt={angewandt} onAnwenden={anwenden} />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      <DataTable
        id="monitor-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-monitor-tabelle"
        value={zeilen}
        dataKey="schluessel"
        loading={isLoading}
        paginator
        rows={SEITENGROESSE}
        first={erste}
        onPage={(e) => setErste(e.first)}
        sortField={sortiert.sortField}
        sortOrder={sortiert.sortOrder}
        onSort={(e) => setSortiert({ sortField: e.sortField, sortOrder: e.sortOrder })}
        removableSort
        stripedRows
        scrollable
        rowClassName={() => 'monitor-zeile'}
        emptyMessage={MELDUNGEN.keineEintraege}
        {...erweiterung}
        rowExpansionTemplate={(z: Anzeige) => (
          <Zeilenerweiterung
            testId={`monitor-erweiterung-${z.schluessel}`}
            angaben={[
              { label: S.dateTo, wert: formatZeitpunkt(z.dateTo, { sekunden: true }) },
              { label: S.numRowsWithoutError, wert: formatAnzahl(z.numRowsWithoutError) },
              { label: S.userId, wert: z.userId },
            ]}
          />
        )}
      >
        {/* The end, the faultless records and the user are in the row's expansion: at 1280 px the
            columns that matter and the actions fit beside the navigation. */}
        <Column expander style={{ width: '2.5rem' }} />
        <Column header={<span className="ld-unsichtbar">{S.icon}</span>} body={icon} />
        <Column header={S.status} body={status} bodyClassName="ld-monitor-umbruch" />
        <Column
          field="fileName"
          header={S.fileName}
          sortable
          bodyClassName="ld-monitor-dateiname"
          body={(z: Anzeige) => <span data-testid={`monitor-datei-${z.schluessel}`}>{z.fileName}</span>}
        />
        <Column field="gesellschaft" header={S.gesellschaft} sortable bodyClassName="ld-monitor-umbruch" />
        <Column field="interfaceName" header={S.interfaceName} sortable bodyClassName="ld-monitor-umbruch" />
        <Column
          field="dateFrom"
          header={S.dateFrom}
          sortable
          body={(z: Zeile) => formatZeitpunkt(z.dateFrom, { sekunden: true })}
        />
        <Column
          field="numRows"
          header={S.numRows}
          sortable
          body={(z: Anzeige) => (
            <span data-testid={`monitor-anzahl-${z.schluessel}`}>{formatAnzahl(z.numRows)}</span>
          )}
        />
        <Column field="numRowsError" header={S.numRowsError} sortable body={fehlerhafte} />
        <Column
          field="fileId"
          header={S.fileId}
          sortable
          body={(z: Anzeige) => (z.plannedRunId === undefined ? z.fileId : '')}
        />
        {/* Where the table is wider than the screen it scrolls in itself; the actions stay in view. */}
        <Column header={MELDUNGEN.aktionen} body={aktionen} className={FEST_RECHTS} />
      </DataTable>

      <UploadDialog
        visible={upload}
        modus={modus}
        onHide={() => setUpload(false)}
        onFertig={() => void mutate()}
      />
    </section>
  );
}
