/**
 * Reference §2.12: 'BiPRO Lieferungen' — filter by date range (default the last month up to today)
 * and company; a table of 100 rows per page with the remembered sort (paged, sorted and counted by
 * the server, useServerSeiten.ts) and the reference's columns in its order. Internal users
 * (reference §6) see the internal columns besides and an action: the delivery's access page in a
 * new tab (its configuration, its last run and failure) — where one goes from a delivery that
 * failed or missed GeVo types. The API leaves the internal fields out for everyone else; the page
 * only follows.
 */
import {
  LIEFERUNG_SORTIERBAR,
  LIEFERUNGEN_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
  siehtInterneLieferungsSpalten,
  type Lieferung as Zeile,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useMemo } from 'react';
import { formatAnzahl, formatZeitpunkt } from '../../format';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useGemerkterFilter } from '../../komponenten/gemerkterFilter';
import { GesellschaftsnameFeld } from '../../komponenten/Gesellschaftsfeld';
import { leereListeText } from '../../komponenten/leereListe';
import { gleicherFilter } from '../../komponenten/liste';
import { Listenfilter, useFilterEntwurf, Zeitraumfeld } from '../../komponenten/Listenfilter';
import { aktionenSpalte, textZelle, zellentext } from '../../komponenten/Listentabelle';
import { useServerSeiten } from '../../komponenten/useServerSeiten';
import { useBenutzer } from '../../shell/Benutzer';

import { zugangPfad } from '../zugang/pfade';
import {
  filterAnfrage,
  INTERNE_ZAEHLSPALTEN,
  LIEFERUNGEN_SPALTEN,
  LIEFERUNGEN_SPALTEN_INTERN,
  standardEntwurf,
  ZAEHLSPALTEN,
  zeilenSchluessel,
  type FilterEntwurf,
} from './lieferungen';
import './lieferliste.css';

const S = T.spalten;
/** Text columns: two lines at most, the whole text on hover (made once, not per render). */
const TEXT = {
  transferId: textZelle<Zeile>('transferId'),
  fehlendeGevoArts: textZelle<Zeile>('fehlendeGevoArts'),
};
const F = T.filter;

type Anzeige = Zeile & { schluessel: string };

export default function LieferungenSeite() {
  const ich = useBenutzer();
  const intern = siehtInterneLieferungsSpalten(ich);
  // Kept for coming back from another screen (gemerkterFilter.ts).
  const [angewandt, setAngewandt] = useGemerkterFilter('lieferungen', standardEntwurf);
  const anfrage = useMemo(() => filterAnfrage(angewandt), [angewandt]);
  // A page at a time from the server, sorted and counted there (useServerSeiten.ts); a failed
  // search shows no rows: the earlier answer's would stand under the error.
  const {
    abfrage: { error, isLoading, mutate },
    antwort,
    zeilen: seite,
    tabelle,
    zuruecksetzen,
    spalte,
    spaltenwahl,
    suche,
    gezeigteFelder,
  } = useServerSeiten({
    name: 'lieferungen',
    route: ROUTEN.lieferungenFilter,
    anfrage,
    sortierbar: LIEFERUNG_SORTIERBAR,
    standard: { sortField: 'dateStarted', sortOrder: -1 },
    spalten: intern ? LIEFERUNGEN_SPALTEN_INTERN : LIEFERUNGEN_SPALTEN,
    vorherigeBehalten: true,
  });
  const zeilen = useMemo<Anzeige[]>(
    () => seite.map((z) => ({ ...z, schluessel: zeilenSchluessel(z) })),
    [seite],
  );
  const zaehlspalte = (feld: (typeof ZAEHLSPALTEN)[number] | (typeof INTERNE_ZAEHLSPALTEN)[number]) =>
    spalte(feld, {
      header: S[feld],
      sortable: true,
      body: (z: Zeile) => formatAnzahl(z[feld]),
      bodyClassName: 'ld-lieferliste-zahl',
    });
  const zeitspalte = (feld: 'dateStarted' | 'dateFinished' | 'einstellzeitpunkt') =>
    spalte(feld, {
      header: S[feld],
      sortable: true,
      body: (z: Zeile) => formatZeitpunkt(z[feld], { sekunden: true }),
      bodyClassName: 'ld-lieferliste-zeit',
    });
  function anwenden(e: FilterEntwurf) {
    if (gleicherFilter(e, angewandt)) void mutate();
    setAngewandt(e);
    zuruecksetzen();
  }

  const {
    entwurf,
    setze,
    suchen,
    zuruecksetzen: zuruecksetzenFilter,
  } = useFilterEntwurf(standardEntwurf, anwenden, angewandt);

  // The company, and below it the access that received the delivery.
  const gesellschaft = (z: Anzeige) => (
    <span className="ld-zweizeilig">
      {zellentext(z.gesellschaft, `lieferung-gesellschaft-${z.schluessel}`)}
      <span className="ld-nebentext">{zellentext(z.extZugangBzeichnung)}</span>
    </span>
  );

  const aktionen = (z: Anzeige) => (
    <span className="ld-zeilenaktionen">
      {/* A link: the browser opens it in a new tab as the user expects (and lets him copy it). */}
      <a
        href={zugangPfad(z.gesellschaft, z.zugangId)}
        target="_blank"
        rel="noopener noreferrer"
        className="p-button p-button-icon-only p-button-rounded p-button-text ld-zeilenlink"
        aria-label={T.zugangOeffnen}
        title={T.zugangOeffnen}
        data-testid={`lieferung-zugang-${z.schluessel}`}
      >
        <i className="pi pi-external-link" aria-hidden="true" />
      </a>
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{T.titel}</h1>
        <span className="ld-fuellung" />
        <ExportKnopf
          id="lieferungen-export"
          route={ROUTEN.lieferungenExport}
          filter={suche}
          // The company (with the access below it) is always in view, before the chosen columns.
          spalten={['gesellschaft', 'extZugangBzeichnung', ...gezeigteFelder]}
        />
      </div>

      <Listenfilter
        id="lieferungen-filter"
        praefix="lieferungen"
        className="ld-lieferliste-filter"
        suchenText={F.suchen}
        onSuchen={suchen}
        onZuruecksetzen={zuruecksetzenFilter}
      >
        <Zeitraumfeld
          id="lieferungen-zeitraum"
          beschriftung={F.zeitraum}
          className="ld-lieferliste-zeitraum"
          wert={entwurf.zeitraum}
          onWert={(z) => setze('zeitraum', z)}
        />
        <GesellschaftsnameFeld
          id="lieferungen-gesellschaft"
          beschriftung={F.gesellschaft}
          wert={entwurf.gesellschaft}
          onWert={(name) => setze('gesellschaft', name ?? '')}
        />
      </Listenfilter>

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && <Message className="ld-lieferliste-hinweis" severity="info" text={antwort.mess} />}

      {spaltenwahl}
      <DataTable
        id="lieferungen-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-lieferliste-tabelle"
        value={zeilen}
        dataKey="schluessel"
        loading={isLoading}
        {...tabelle}
        emptyMessage={leereListeText({
          filter: angewandt,
          standard: standardEntwurf(),
          zeitraum: { von: anfrage.dateFrom, bis: anfrage.dateTo },
          fehlgeschlagen: Boolean(error),
          benutzer: ich,
        })}
        rowClassName={() => 'lieferung-zeile'}
      >
        <Column
          field="gesellschaft"
          header={S.gesellschaft}
          sortable
          body={gesellschaft}
          bodyClassName="ld-lieferliste-umbruch"
        />
        {spalte('transferId', { header: S.transferId, sortable: true, body: TEXT.transferId })}
        {zeitspalte('dateStarted')}
        {spalte('gevoArt', { header: S.gevoArt, sortable: true })}
        {ZAEHLSPALTEN.map(zaehlspalte)}
        {zeitspalte('dateFinished')}
        {zeitspalte('einstellzeitpunkt')}
        {INTERNE_ZAEHLSPALTEN.map(zaehlspalte)}
        {spalte('fehlendeGevoArts', {
          header: S.fehlendeGevoArts,
          sortable: true,
          body: TEXT.fehlendeGevoArts,
        })}
        {spalte('error', {
          header: S.error,
          sortable: true,
          body: (z: Zeile) => <span className="ld-lieferliste-fehler">{zellentext(z.error)}</span>,
          bodyClassName: 'ld-lieferliste-fehlerspalte',
        })}
        {intern && aktionenSpalte(aktionen)}
      </DataTable>
    </section>
  );
}
