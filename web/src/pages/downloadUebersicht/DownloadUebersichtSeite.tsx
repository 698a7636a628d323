/**
 * Reference §2.6: the BiPRO download overview — one row per automatic download job, with its last
 * successful pickup, its status icon (§4: red when overdue, green otherwise; said in words too),
 * the five counts with their warnings — the last successful pickup's, as each header says —, a
 * run under way (read again until it ends), and the number of insurers beside the title. Filters:
 * insurer and the last pickup's range, kept for coming back (useGemerkterFilter). A job is restarted where the server allows it
 * (jobStartAllowed), all of them from the header; internal users open a job's access page in a
 * new tab.
 */
import {
  ABHOL_FILTER_STATUS,
  DOWNLOAD_UEBERSICHT_TEXTE as T,
  DOWNLOAD_ZAEHLSPALTEN,
  istIntern,
  MELDUNGEN,
  ROUTEN,
  type DownloadUebersichtZeile as Zeile,
} from '@lieferdesk/shared';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable, type DataTableSortEvent } from 'primereact/datatable';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { useRoute } from '../../api/useRoute';
import { formatAnzahl, zeitwert } from '../../format';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { sortierungVon } from '../../komponenten/Listentabelle';
import { AuswahlFeld } from '../../komponenten/AuswahlFeld';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { GesellschaftsnameFeld } from '../../komponenten/Gesellschaftsfeld';
import { leereListeText } from '../../komponenten/leereListe';
import { useGemerkterFilter } from '../../komponenten/gemerkterFilter';
import { antwortDerSuche, anzahlDerSuche, gleicherFilter } from '../../komponenten/liste';
import { Listenfilter, useFilterEntwurf, Zeitraumfeld } from '../../komponenten/Listenfilter';
import { sicherheitsabfrage } from '../../komponenten/sicherheitsabfrage';
import { Suchanzahl } from '../../komponenten/Suchanzahl';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import { ZUGANG_NEU, zugangPfad } from '../zugang/pfade';
import {
  entwurfAusAdresse,
  filterAnfrage,
  formatLetzteAbholung,
  istAbholFilterStatus,
  LEERER_FILTER,
  zeilenStatus,
  type FilterEntwurf,
  type StatusSymbol,
} from './uebersicht';
import './downloadUebersicht.css';

const S = T.spalten;
/** Reference §9: the older tables show 20 rows per page. */
const SEITENGROESSE = 20;

const ICON: Record<Exclude<StatusSymbol, 'keins'>, string> = {
  haken: 'pi pi-check-circle',
  download: 'pi pi-download',
  kreuz: 'pi pi-times-circle',
};

type Anzeige = Zeile & { abholungMs: number };

const STATUS_OPTIONEN = ABHOL_FILTER_STATUS.map((s) => ({ label: T.filter.statusWerte[s], value: s }));

/** How long, and how often, the rows are read again after a restart. */
const BEOBACHTEN_MS = 2 * 60_000;
const BEOBACHTEN_ABSTAND_MS = 3_000;
const beobachtungsEnde = () => Date.now() + BEOBACHTEN_MS;

/** The table's data in its column order: what the export writes (broker and user, one column here, two there). */
const EXPORT_SPALTEN = [
  'gesellschaft',
  'maklernr',
  'extUserName',
  'lastSuccess',
  'status',
  ...DOWNLOAD_ZAEHLSPALTEN,
];

/** The last pickup sorts by its time here (`abholungMs`), which the server's rows carry as `lastSuccess`. */
const exportSortierung = (s: ReturnType<typeof sortierungVon>) =>
  s?.feld === 'abholungMs' ? { ...s, feld: 'lastSuccess' } : s;

export default function DownloadUebersichtSeite() {
  const ich = useBenutzer();
  const intern = istIntern(ich);
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  // Kept for coming back from another screen, as the other BiPRO lists keep theirs; a link into
  // the list (the start page's failed or overdue accesses) names its filter.
  const [adresse] = useSearchParams();
  const [angewandt, setAngewandt] = useGemerkterFilter<FilterEntwurf>(
    'downloadUebersicht',
    () => LEERER_FILTER,
    () => entwurfAusAdresse(adresse),
  );
  const [erste, setErste] = useState(0);
  // The moment the rows were answered: "older than 72 hours" is measured from it.
  const [jetzt, setJetzt] = useState(() => new Date());
  const anfrage = useMemo(() => filterAnfrage(angewandt), [angewandt]);
  // After a restart the rows are polled for a while, so the runs' results show without a reload.
  const [beobachtenBis, setBeobachtenBis] = useState(0);
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.downloadUebersichtZeilen, anfrage, {
    swr: {
      keepPreviousData: true,
      onSuccess: () => setJetzt(new Date()),
      // Read again while a run is under way (or was just started), so its end shows without a reload.
      refreshInterval: (aktuell) =>
        Date.now() < beobachtenBis || aktuell?.rows.some((z) => z.jobRunning) ? BEOBACHTEN_ABSTAND_MS : 0,
    },
  });
  // A failed search shows no rows: the earlier answer's would stand under the error.
  const antwort = antwortDerSuche({ data, error });
  const zeilen = useMemo<Anzeige[]>(
    () => (antwort?.rows ?? []).map((z) => ({ ...z, abholungMs: zeitwert(z.lastSuccess) })),
    [antwort],
  );
  const darfNeustarten = zeilen.some((z) => z.jobStartAllowed);
  // The sort shown is kept here (not in the table): the export writes the rows in it.
  const [sortiert, setSortiert] = useState<Pick<DataTableSortEvent, 'sortField' | 'sortOrder'>>({
    sortField: 'gesellschaft',
    sortOrder: 1,
  });
  const gesellschaften = anzahlDerSuche({ data, error }, (d) => d.uniqueGesellschaftCount);
  function anwenden(e: FilterEntwurf) {
    // The same filter again is a request to look again, not nothing.
    if (gleicherFilter(e, angewandt)) void mutate();
    setAngewandt(e);
    setErste(0);
  }

  const { entwurf, setze, suchen, zuruecksetzen } = useFilterEntwurf(
    () => LEERER_FILTER,
    anwenden,
    angewandt,
  );

  async function neustarten(z: Zeile) {
    if (!(await sicherheitsabfrage(T.neustartenFrage(z.gesellschaft)))) return;
    try {
      await rufe(ROUTEN.downloadJobNeustarten, { query: { gesellschaft: z.gesellschaft } });
      meldungen.erfolg(T.neugestartet(z.gesellschaft));
      setBeobachtenBis(beobachtungsEnde());
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  async function alleNeustarten() {
    if (!(await sicherheitsabfrage(T.alleNeustartenFrage, { warnung: true }))) return;
    try {
      await rufe(ROUTEN.downloadJobsAlleNeustarten);
      meldungen.erfolg(T.alleNeugestartet);
      setBeobachtenBis(beobachtungsEnde());
    } catch (e) {
      meldungen.fehler(e);
    }
    await mutate();
  }

  const status = (z: Zeile) => {
    const s = zeilenStatus(z, jetzt);
    const bedeutung = s.symbol === 'keins' ? undefined : T.symbol[s.symbol];
    const titel = [bedeutung, s.ueberfaelligGrund].filter(Boolean).join(' ');
    return (
      <span className="ld-download-status">
        {s.symbol !== 'keins' && (
          <i
            className={`${ICON[s.symbol]} ld-download-${s.farbe}`}
            role="img"
            aria-label={titel}
            title={titel}
            data-testid={`download-symbol-${z.id}`}
            data-symbol={s.symbol}
            data-farbe={s.farbe}
          />
        )}
        <span className="ld-zweizeilig">
          <span data-testid={`download-status-${z.id}`}>{z.status ?? bedeutung}</span>
          {s.fehler && (
            <span className="ld-download-fehler" data-testid={`download-fehler-${z.id}`}>
              {s.fehler}
            </span>
          )}
          {z.jobRunning && (
            <span
              className="ld-download-laeuft"
              title={T.laeuftTitel}
              data-testid={`download-laeuft-${z.id}`}
            >
              <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {T.laeuft}
            </span>
          )}
        </span>
      </span>
    );
  };

  // The broker and the BiPRO user name of his access share a column (the user name below, smaller).
  const makler = (z: Zeile) => (
    <span className="ld-zweizeilig">
      <span data-testid={`download-maklernr-${z.id}`}>{z.maklernr}</span>
      {z.extUserName && (
        <span className="ld-nebentext" title={S.extUserName} data-testid={`download-benutzer-${z.id}`}>
          {z.extUserName}
        </span>
      )}
    </span>
  );

  const letzteAbholung = (z: Zeile) => {
    const s = zeilenStatus(z, jetzt);
    return (
      <span className="ld-zweizeilig ld-download-abholung">
        <span data-testid={`download-abholung-${z.id}`}>
          {formatLetzteAbholung(z.lastSuccess) || T.nieAbgeholt}
        </span>
        {s.ueberfaellig && (
          <span
            className="ld-download-ueberfaellig"
            title={s.ueberfaelligGrund}
            data-testid={`download-ueberfaellig-${z.id}`}
          >
            <i className="pi pi-clock" aria-hidden="true" /> {T.ueberfaellig}
          </span>
        )}
      </span>
    );
  };

  const anzahl = (spalte: (typeof DOWNLOAD_ZAEHLSPALTEN)[number]) => {
    const Zelle = (z: Zeile) => (
      <span className="ld-zweizeilig">
        <span data-testid={`download-${spalte}-${z.id}`}>{formatAnzahl(z[spalte])}</span>
        {z.warning[spalte] && (
          <span
            className="ld-download-warnung"
            title={T.warnungTitel(S[spalte])}
            data-testid={`download-warnung-${spalte}-${z.id}`}
          >
            <i className="pi pi-exclamation-triangle" aria-hidden="true" /> {T.warnung}
          </span>
        )}
      </span>
    );
    return Zelle;
  };

  // The counts are the last successful pickup's (reference §7), not the lists' state now: the
  // header says so, below the column's name.
  const zaehlkopf = (spalte: (typeof DOWNLOAD_ZAEHLSPALTEN)[number]) => (
    <span
      className="ld-download-zaehlkopf"
      title={T.zaehlspaltenTitel(S[spalte])}
      data-testid={`download-kopf-${spalte}`}
    >
      <span>{S[spalte]}</span> <span className="ld-download-zaehlkopf-zusatz">{T.zaehlspaltenZusatz}</span>
    </span>
  );

  const aktionen = (z: Zeile) => (
    <span className="ld-zeilenaktionen">
      {z.jobStartAllowed && (
        <ZeilenAktion
          label={T.neustarten}
          icon="pi pi-refresh"
          onClick={() => void neustarten(z)}
          testId={`download-neustarten-${z.id}`}
        />
      )}
      {intern && (
        // A link, not a script: the browser opens it in a new tab as the user expects (and lets
        // him copy it); the tab signs in from the same stored session.
        <a
          href={zugangPfad(z.gesellschaft, z.id)}
          target="_blank"
          rel="noopener noreferrer"
          className="p-button p-button-icon-only p-button-rounded p-button-text ld-zeilenlink"
          aria-label={T.zugangOeffnen}
          title={T.zugangOeffnen}
          data-testid={`download-zugang-${z.id}`}
        >
          <i className="pi pi-external-link" aria-hidden="true" />
        </a>
      )}
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{T.titel}</h1>
        <Suchanzahl
          anzahl={gesellschaften}
          text={T.anzahlGesellschaften}
          testId="download-anzahl-gesellschaften"
        />
        <span className="ld-fuellung" />
        <ExportKnopf
          id="download-export"
          route={ROUTEN.downloadUebersichtExport}
          filter={anfrage}
          spalten={EXPORT_SPALTEN}
          sortierung={exportSortierung(sortierungVon(sortiert))}
        />
        {darfNeustarten && (
          <Button
            id="download-alle-neustarten"
            label={T.alleNeustarten}
            icon="pi pi-refresh"
            outlined
            onClick={() => void alleNeustarten()}
          />
        )}
        {intern && (
          <Button
            id="download-neuer-zugang"
            label={T.neuerZugang}
            icon="pi pi-plus"
            outlined
            onClick={() => void navigate(ZUGANG_NEU)}
          />
        )}
      </div>

      <Listenfilter
        id="download-filter"
        praefix="download"
        className="ld-download-filter"
        suchenText={T.filter.suchen}
        onSuchen={suchen}
        onZuruecksetzen={zuruecksetzen}
      >
        <GesellschaftsnameFeld
          id="download-gesellschaft"
          beschriftung={T.filter.gesellschaft}
          wert={entwurf.gesellschaft}
          placeholder={T.filter.gesellschaftPlatzhalter}
          onWert={(name) => setze('gesellschaft', name ?? '')}
        />
        <Zeitraumfeld
          id="download-zeitraum"
          beschriftung={T.filter.zeitraum}
          className="ld-download-zeitraum"
          wert={entwurf.zeitraum}
          onWert={(z) => setze('zeitraum', z)}
        />
        <AuswahlFeld
          id="download-status"
          beschriftung={T.filter.status}
          value={entwurf.status}
          options={STATUS_OPTIONEN}
          placeholder={T.filter.statusAlle}
          showClear
          onChange={(e) => setze('status', istAbholFilterStatus(e.value) ? e.value : null)}
        />
      </Listenfilter>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}

      <DataTable
        id="download-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-download-tabelle"
        value={zeilen}
        dataKey="id"
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
        rowClassName={(z: Anzeige) =>
          z.invisible ? 'download-zeile ld-download-unsichtbar' : 'download-zeile'
        }
        emptyMessage={leereListeText({
          filter: angewandt,
          standard: LEERER_FILTER,
          fehlgeschlagen: Boolean(error),
          benutzer: ich,
        })}
      >
        <Column
          field="gesellschaft"
          header={S.gesellschaft}
          sortable
          bodyClassName="ld-download-umbruch"
          body={(z: Zeile) => <span data-testid={`download-gesellschaft-${z.id}`}>{z.gesellschaft}</span>}
        />
        <Column
          field="maklernr"
          header={S.makler}
          sortable
          body={makler}
          bodyClassName="ld-download-umbruch"
        />
        <Column field="abholungMs" header={S.lastSuccess} sortable body={letzteAbholung} />
        <Column
          field="status"
          header={S.status}
          sortable
          body={status}
          bodyClassName="ld-download-statusspalte"
        />
        {/* The counts are not sortable: five sort icons more would push the table past 1280 px. */}
        {DOWNLOAD_ZAEHLSPALTEN.map((spalte) => (
          <Column key={spalte} field={spalte} header={zaehlkopf(spalte)} body={anzahl(spalte)} />
        ))}
        <Column header={MELDUNGEN.aktionen} body={aktionen} />
      </DataTable>
    </section>
  );
}
