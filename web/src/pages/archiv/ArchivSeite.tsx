/**
 * Reference §2.9: the archive of excluded BiPRO files, 'BiPRO Archiv'. Filter (default the last
 * 6 months), the table in the reference's column order (default sort company id descending, 100
 * rows a page, both remembered; paged, sorted and counted by the server, useServerSeiten.ts), and
 * the row action 'Anzeigen': the file in the viewer page, or the no-data modal for a file without
 * content — asked before leaving, so the list stays in view when there is nothing to show. The
 * filter and the page of the table, with the tokens that reach it, are kept for coming back
 * (archiv.ts). A search cut at the list bound says so (`mess`).
 */
import {
  ARCHIV_SORTIERBAR,
  ARCHIV_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
  type ArchivEintrag as Zeile,
} from '@lieferdesk/shared';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { formatAnzahl, formatDatum } from '../../format';
import { KeineDatenDialog } from '../../komponenten/DateiAnsicht';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { Suchanzahl } from '../../komponenten/Suchanzahl';
import { leereListeText } from '../../komponenten/leereListe';
import { gleicherFilter } from '../../komponenten/liste';
import { aktionenSpalte, textZelle, zellentext } from '../../komponenten/Listentabelle';
import { useServerSeiten } from '../../komponenten/useServerSeiten';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import {
  ARCHIV_SPALTEN,
  filterAnfrage,
  ladeZustand,
  speichereZustand,
  standardEntwurf,
  STANDARD_SORTIERUNG,
  startZustand,
  zustandsSchluessel,
  type FilterEntwurf,
} from './archiv';
import { ArchivFilter } from './ArchivFilter';
import { ansichtPfad } from './pfade';
import './archiv.css';

const S = T.spalten;
/** Text columns: two lines at most, the whole text on hover (made once, not per render). */
const TEXT = {
  transferId: textZelle<Zeile>('transferId'),
  policeNr: textZelle<Zeile>('policeNr'),
  kundenname: textZelle<Zeile>('kundenname'),
  cause: textZelle<Zeile>('cause'),
  extUserName: textZelle<Zeile>('extUserName'),
};

export default function ArchivSeite() {
  const ich = useBenutzer();
  const navigate = useNavigate();
  const meldungen = useMeldungen();
  const schluessel = zustandsSchluessel(ich.id);
  const [start] = useState(() => startZustand(ladeZustand(sessionStorage, schluessel)));
  const [entwurf, setEntwurf] = useState(start.entwurf);
  const [angewandt, setAngewandt] = useState(start.angewandt);
  const [keineDaten, setKeineDaten] = useState<string>();
  const anfrage = useMemo(() => filterAnfrage(angewandt), [angewandt]);
  // A page at a time from the server, sorted and counted there; a failed search shows no rows
  // (useServerSeiten.ts). It starts on the page kept for coming back, by that page's token.
  const {
    abfrage: { error, isLoading, mutate },
    antwort,
    zeilen,
    gesamt,
    erste,
    stand,
    tabelle,
    zuruecksetzen: ersteSeite,
    spalte,
    spaltenwahl,
    suche,
    gezeigteFelder,
  } = useServerSeiten({
    name: 'archiv',
    route: ROUTEN.archivFilter,
    anfrage,
    sortierbar: ARCHIV_SORTIERBAR,
    standard: STANDARD_SORTIERUNG,
    spalten: ARCHIV_SPALTEN,
    vorherigeBehalten: true,
    start: { erste: start.erste, stand: start.seiten },
  });

  useEffect(
    () => speichereZustand(sessionStorage, schluessel, { entwurf, angewandt, erste, seiten: stand }),
    [schluessel, entwurf, angewandt, erste, stand],
  );

  function anwenden(neu: FilterEntwurf) {
    // The same filter again is a request to look again, not nothing.
    if (gleicherFilter(neu, angewandt)) void mutate();
    setAngewandt(neu);
    ersteSeite();
  }

  function zuruecksetzen() {
    const standard = standardEntwurf();
    setEntwurf(standard);
    anwenden(standard);
  }

  async function anzeigen(z: Zeile) {
    try {
      const link = await rufe(ROUTEN.archivDateiAnzeigen, { query: { id: z.id, anzeigen: 'true' } });
      if (link.url) void navigate(ansichtPfad(z.id));
      else setKeineDaten(link.dateiname);
    } catch (e) {
      meldungen.fehler(e);
    }
  }

  const aktionen = (z: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.anzeigen}
        icon="pi pi-eye"
        onClick={() => void anzeigen(z)}
        testId={`archiv-anzeigen-${z.id}`}
      />
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{T.titel}</h1>
        <Suchanzahl anzahl={gesamt?.anzahl} genau={gesamt?.genau} text={T.anzahl} testId="archiv-anzahl" />
        <span className="ld-fuellung" />
        <ExportKnopf id="archiv-export" route={ROUTEN.archivExport} filter={suche} spalten={gezeigteFelder} />
      </div>

      <ArchivFilter
        entwurf={entwurf}
        onAendern={setEntwurf}
        onSuchen={() => anwenden(entwurf)}
        onZuruecksetzen={zuruecksetzen}
      />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && (
        <Message
          severity="info"
          text={antwort.mess}
          className="ld-archiv-hinweis"
          data-testid="archiv-hinweis"
        />
      )}

      {spaltenwahl}
      <DataTable
        id="archiv-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-archiv-tabelle"
        value={zeilen}
        dataKey="id"
        loading={isLoading}
        {...tabelle}
        emptyMessage={leereListeText({
          filter: angewandt,
          standard: standardEntwurf(),
          zeitraum: { von: anfrage.fromDate, bis: anfrage.toDate },
          fehlgeschlagen: Boolean(error),
          benutzer: ich,
        })}
        rowClassName={() => 'archiv-zeile'}
      >
        {spalte('id', {
          header: S.id,
          sortable: true,
          body: (z: Zeile) => <span data-testid={`archiv-id-${z.id}`}>{z.id}</span>,
        })}
        {spalte('gesellschaftId', { header: S.gesellschaftId, sortable: true })}
        {spalte('transferId', { header: S.transferId, sortable: true, body: TEXT.transferId })}
        {spalte('gevoArt', { header: S.gevoArt, sortable: true })}
        {spalte('policeNr', { header: S.policeNr, sortable: true, body: TEXT.policeNr })}
        {spalte('kundenname', { header: S.kundenname, sortable: true, body: TEXT.kundenname })}
        {spalte('fileName', {
          header: S.fileName,
          sortable: true,
          bodyClassName: 'ld-archiv-dateiname',
          body: (z: Zeile) => zellentext(z.fileName, `archiv-datei-${z.id}`),
        })}
        {spalte('fileSize', {
          header: S.fileSize,
          sortable: true,
          bodyClassName: 'ld-archiv-zahl',
          body: (z: Zeile) => formatAnzahl(z.fileSize),
        })}
        {spalte('dateCreated', {
          header: S.dateCreated,
          sortable: true,
          body: (z: Zeile) => <span data-testid={`archiv-datum-${z.id}`}>{formatDatum(z.dateCreated)}</span>,
        })}
        {spalte('cause', { header: S.cause, bodyClassName: 'ld-archiv-grund', body: TEXT.cause })}
        {spalte('maklernr', { header: S.maklernr, sortable: true })}
        {spalte('extUserName', { header: S.extUserName, body: TEXT.extUserName })}
        {aktionenSpalte(aktionen)}
      </DataTable>

      {keineDaten !== undefined && (
        <KeineDatenDialog dateiname={keineDaten} onSchliessen={() => setKeineDaten(undefined)} />
      )}
    </section>
  );
}
