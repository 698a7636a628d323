/**
 * Reference §2.13: the BiPRO GDV files — filter, a table of 100 rows per page with the remembered
 * sort (paged, sorted and counted by the server), rows to mark, and per row download, show import result (only where one exists and the
 * user may open the data import) and delete (confirmed, not for a deleted row). The header deletes
 * the marked rows (confirmed with the reference's question, disabled without a mark). Deleted
 * rows, shown on request, are greyed and marked in words; for users with the full filter they are
 * markable, and the header restores the marked ones (confirmed with their number). The status
 * protocol shows its first line in the row (a month of files scans row by row); the whole
 * protocol, each reason once, is in the row's expansion.
 */
import {
  darfImportLesen,
  darfStrukturGdvDateienSehen,
  GDV_DATEIEN_TEXTE as T,
  GDV_SORTIERBAR,
  MELDUNGEN,
  ROUTEN,
  type GdvDatei as Zeile,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { formatAnzahl, formatDatum } from '../../format';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useGemerkterFilter } from '../../komponenten/gemerkterFilter';
import { loeschbar } from '../../komponenten/geloeschteZeilen';
import { Kopfaktion } from '../../komponenten/Kopfaktion';
import { Zeilenerweiterung, useZeilenerweiterung } from '../../komponenten/Zeilenerweiterung';
import { leereListeText } from '../../komponenten/leereListe';
import { gleicherFilter, zeilenKlasse } from '../../komponenten/liste';
import { Suchanzahl } from '../../komponenten/Suchanzahl';
import { aktionenSpalte, auswahlSpalte, textZelle, zellentext } from '../../komponenten/Listentabelle';
import { useServerSeiten } from '../../komponenten/useServerSeiten';
import { useBestaetigteAktion } from '../../komponenten/useBestaetigteAktion';
import { useMarkierung } from '../../komponenten/useMarkierung';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import '../lieferungen/lieferliste.css';
import {
  filterAnfrage,
  GDV_SPALTEN,
  mitProtokoll,
  standardEntwurf,
  statusZeilen,
  type FilterEntwurf,
} from './gdvDateien';
import { GdvDateienFilter } from './GdvDateienFilter';
import { herunterladen } from './herunterladen';
import { gdvImportPfad } from './pfade';

const S = T.spalten;
/** Text columns: two lines at most, the whole text on hover (made once, not per render). */
const TEXT = {
  gesellschaft: textZelle<Zeile>('gesellschaft'),
  transferId: textZelle<Zeile>('transferId'),
  vermittlernr: textZelle<Zeile>('vermittlernr'),
};
const jaNein = (wert: boolean) => (wert ? MELDUNGEN.ja : MELDUNGEN.nein);

export default function GdvDateienSeite() {
  const ich = useBenutzer();
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  const darfStruktur = darfStrukturGdvDateienSehen(ich);
  // The import result opens the data import: offered only to who may open it.
  const darfErgebnis = darfImportLesen(ich);
  // Kept for coming back from another screen (gemerkterFilter.ts).
  const [angewandt, setAngewandt] = useGemerkterFilter('gdvDateien', standardEntwurf);
  const anfrage = useMemo(() => filterAnfrage(angewandt, darfStruktur), [angewandt, darfStruktur]);
  // A page at a time from the server, sorted and counted there (useServerSeiten.ts); a failed
  // search shows no rows.
  const {
    abfrage: { error, isLoading, mutate },
    antwort,
    zeilen,
    gesamt,
    tabelle,
    zuruecksetzen,
    spalte,
    spaltenwahl,
    suche,
    gezeigteFelder,
  } = useServerSeiten({
    name: 'gdvDateien',
    route: ROUTEN.gdvDateienFilter,
    anfrage,
    sortierbar: GDV_SORTIERBAR,
    standard: { sortField: 'creationDate', sortOrder: -1 },
    spalten: GDV_SPALTEN,
    vorherigeBehalten: true,
  });
  const aktion = useBestaetigteAktion();
  const { beschaeftigt } = aktion;
  const { setMarkiert, zuLoeschen, loeschen, ...markierung } = useMarkierung({
    zeilen,
    wiederherstellen: {
      route: ROUTEN.gdvDateienWiederherstellen,
      texte: T,
      senden: (stapel) => rufe(ROUTEN.gdvDateienWiederherstellen, { body: stapel.map((z) => z.id) }),
    },
    loeschen: {
      senden: (stapel) =>
        rufe(ROUTEN.gdvDateienLoeschen, { query: { id: stapel.map((z) => z.id).join(',') } }),
      geloescht: T.geloescht,
    },
    aktion,
    liste: ROUTEN.gdvDateienFilter,
  });
  const erweiterung = useZeilenerweiterung();

  function anwenden(entwurf: FilterEntwurf) {
    // The same filter again is a request to look again, not nothing.
    if (gleicherFilter(entwurf, angewandt)) void mutate();
    setAngewandt(entwurf);
    setMarkiert([]);
    zuruecksetzen();
  }

  async function laden(z: Zeile) {
    try {
      const link = await rufe(ROUTEN.gdvDateiHerunterladen, { query: { id: z.id } });
      if (!herunterladen(link)) meldungen.info(T.keinInhalt);
    } catch (e) {
      meldungen.fehler(e);
    }
  }

  const dateiname = (z: Zeile) => (
    <span className="ld-zweizeilig">
      {zellentext(z.filename, `gdv-datei-${z.id}`)}
      {z.invisible && (
        <Tag className="ld-geloescht-marke" value={T.geloeschtMarke} data-testid={`gdv-geloescht-${z.id}`} />
      )}
    </span>
  );

  const status = (z: Zeile) => (
    <span className="ld-gdv-status" title={z.statusLog} data-testid={`gdv-status-${z.id}`}>
      {statusZeilen(z.statusLog)[0]}
    </span>
  );

  const aktionen = (z: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.herunterladen}
        icon="pi pi-download"
        onClick={() => void laden(z)}
        testId={`gdv-herunterladen-${z.id}`}
      />
      {z.hasImportResult && darfErgebnis && (
        <ZeilenAktion
          label={T.importergebnis}
          icon="pi pi-list"
          onClick={() => void navigate(gdvImportPfad(z.filename))}
          testId={`gdv-ergebnis-${z.id}`}
        />
      )}
      {loeschbar(z) && (
        <ZeilenAktion
          label={T.loeschen}
          icon="pi pi-trash"
          severity="danger"
          onClick={() => void loeschen([z], T.loeschenFrage(z.filename))}
          testId={`gdv-loeschen-${z.id}`}
        />
      )}
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{T.titel}</h1>
        <Suchanzahl anzahl={gesamt?.anzahl} genau={gesamt?.genau} text={T.anzahl} testId="gdv-anzahl" />
        <span className="ld-fuellung" />
        <Kopfaktion
          id="gdv-markierte-loeschen"
          label={T.markierteLoeschen}
          icon="pi pi-trash"
          severity="danger"
          aus={zuLoeschen.length === 0 ? T.keineAuswahl : beschaeftigt}
          onClick={() => void loeschen(zuLoeschen, T.markierteLoeschenFrage(zuLoeschen.length))}
        />
        {markierung.wiederherstellen.darf && (
          <Kopfaktion id="gdv-wiederherstellen" {...markierung.wiederherstellen.knopf} />
        )}
        <ExportKnopf
          id="gdv-export"
          route={ROUTEN.gdvDateienExport}
          filter={suche}
          // The file name is always in view, before the chosen columns.
          spalten={['filename', ...gezeigteFelder]}
        />
      </div>

      <GdvDateienFilter darfStruktur={darfStruktur} start={angewandt} onAnwenden={anwenden} />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && <Message className="ld-lieferliste-hinweis" severity="info" text={antwort.mess} />}

      {spaltenwahl}
      <DataTable
        id="gdv-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-lieferliste-tabelle"
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
        {...markierung.tabelle}
        rowClassName={(z: Zeile) => zeilenKlasse('gdv-zeile', z.invisible)}
        {...erweiterung}
        rowExpansionTemplate={(z: Zeile) => (
          <Zeilenerweiterung
            testId={`gdv-erweiterung-${z.id}`}
            angaben={[
              {
                label: S.statusLog,
                wert: (
                  <ul className="ld-gdv-protokoll" data-testid={`gdv-protokoll-${z.id}`}>
                    {statusZeilen(z.statusLog).map((zeile) => (
                      <li key={zeile}>{zeile}</li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        )}
      >
        <Column expander={(z: Zeile) => mitProtokoll(z)} style={{ width: '2.5rem' }} />
        {auswahlSpalte()}
        <Column
          field="filename"
          header={S.filename}
          sortable
          body={dateiname}
          bodyClassName="ld-lieferliste-umbruch ld-lieferliste-breit"
        />
        {spalte('statusLog', { header: S.statusLog, sortable: true, body: status })}
        {spalte('biProGevoArt', { header: S.biProGevoArt, sortable: true })}
        {spalte('creationDate', {
          header: S.creationDate,
          sortable: true,
          body: (z: Zeile) => formatDatum(z.creationDate),
          bodyClassName: 'ld-lieferliste-zeit',
        })}
        {spalte('gesellschaft', { header: S.gesellschaft, sortable: true, body: TEXT.gesellschaft })}
        {spalte('transferId', { header: S.transferId, sortable: true, body: TEXT.transferId })}
        {spalte('fileSize', {
          header: S.fileSize,
          sortable: true,
          body: (z: Zeile) => formatAnzahl(z.fileSize),
          bodyClassName: 'ld-lieferliste-zahl',
        })}
        {spalte('eingespielt', {
          header: S.eingespielt,
          sortable: true,
          body: (z: Zeile) => <span data-testid={`gdv-eingespielt-${z.id}`}>{jaNein(z.eingespielt)}</span>,
        })}
        {spalte('ausgewertet', {
          header: S.ausgewertet,
          sortable: true,
          body: (z: Zeile) => <span data-testid={`gdv-ausgewertet-${z.id}`}>{jaNein(z.ausgewertet)}</span>,
        })}
        {spalte('zugangId', { header: S.zugangId, sortable: true })}
        {spalte('vermittlernr', { header: S.vermittlernr, sortable: true, body: TEXT.vermittlernr })}
        {aktionenSpalte(aktionen)}
      </DataTable>
    </section>
  );
}
