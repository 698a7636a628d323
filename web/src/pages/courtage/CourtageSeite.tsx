/**
 * Reference §2.7: one screen with two titles — 'BiPRO Abrechnungen/Courtage' (commission files,
 * /intern/bipro/abrechnungen) and 'BiPRO Mahn-/Dynamik-/Aktionslisten' (/intern/bipro/mahnlisten).
 * Filter (company, date range — default the last month —, show deleted); the table with its
 * remembered sort and page size, rows markable for the confirmed bulk delete — deleted rows, for
 * users with the full filter, for the restore (confirmed with their number);
 * per row, reference §4: 'read file' (confirmed; its message shown as info, §8) while the file has
 * an interface and no status log, 'show result' once it has one (each only for users with its
 * right, liste.ts); the extra text edited in a small
 * dialog. What does not fit 1280 px is in the row's expansion.
 */
import {
  COURTAGE_SORTIERBAR,
  COURTAGE_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
  type CourtageDatei as Zeile,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { formatDatum } from '../../format';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useGemerkterFilter } from '../../komponenten/gemerkterFilter';
import { Kopfaktion } from '../../komponenten/Kopfaktion';
import { leereListeText } from '../../komponenten/leereListe';
import { gleicherFilter, zeilenKlasse } from '../../komponenten/liste';
import { useServerSeiten } from '../../komponenten/useServerSeiten';
import { Suchanzahl } from '../../komponenten/Suchanzahl';
import { aktionenSpalte, auswahlSpalte, textZelle, zellentext } from '../../komponenten/Listentabelle';
import { useBestaetigteAktion } from '../../komponenten/useBestaetigteAktion';
import { useMarkierung } from '../../komponenten/useMarkierung';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { Zeilenerweiterung, useZeilenerweiterung } from '../../komponenten/Zeilenerweiterung';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import { formatZeitpunkt } from '../../format';
import { CourtageFilter } from './CourtageFilter';
import {
  BEREICH_VON,
  ergebnisPfad,
  filterAnfrage,
  standardEntwurf,
  titelVon,
  zeilenAktion,
  zeilenrechte,
  type FilterEntwurf,
  type ListenArt,
} from './liste';
import { ZusatzDialog } from './ZusatzDialog';
import './courtage.css';

const S = T.spalten;
/** The company's name: two lines at most, the whole name on hover (made once, not per render). */
const GESELLSCHAFT = textZelle<Zeile>('gesellschaft');
/** The table's data columns in their order (no chooser here): what the export writes. */
const SPALTEN = ['fileName', 'creationDate', 'gesellschaft', 'zusatz', 'statuslog', 'importItem'] as const;

export function AbrechnungenSeite() {
  return <ListenSeite art="abrechnung" />;
}

export function MahnlistenSeite() {
  return <ListenSeite art="mahnung" />;
}

function ListenSeite({ art }: { art: ListenArt }) {
  const ich = useBenutzer();
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  const rechte = useMemo(() => zeilenrechte(ich, art), [ich, art]);
  // Kept for coming back from another screen (gemerkterFilter.ts), each list its own.
  const [angewandt, setAngewandt] = useGemerkterFilter(BEREICH_VON[art], standardEntwurf);
  const anfrage = useMemo(() => filterAnfrage(art, angewandt), [art, angewandt]);
  // A page at a time from the server, sorted and counted there (useServerSeiten.ts); a failed
  // search shows no rows.
  const {
    abfrage: { error, isLoading, mutate },
    antwort,
    zeilen,
    gesamt,
    tabelle,
    zuruecksetzen,
    suche,
  } = useServerSeiten({
    name: `bipro-${art}`,
    route: ROUTEN.courtageFilter,
    anfrage,
    sortierbar: COURTAGE_SORTIERBAR,
    standard: { sortField: 'creationDate', sortOrder: -1 },
    vorherigeBehalten: true,
  });
  const erweiterung = useZeilenerweiterung();
  const aktion = useBestaetigteAktion();
  const { beschaeftigt, ausfuehren } = aktion;
  const { setMarkiert, zuLoeschen, loeschen, ...markierung } = useMarkierung({
    zeilen,
    wiederherstellen: {
      route: ROUTEN.courtageZeilenWiederherstellen,
      texte: T,
      senden: (stapel) =>
        rufe(ROUTEN.courtageZeilenWiederherstellen, { body: stapel.map((z) => ({ id: z.id })) }),
    },
    loeschen: {
      senden: (stapel) => rufe(ROUTEN.courtageZeilenLoeschen, { body: stapel.map((z) => ({ id: z.id })) }),
      geloescht: T.geloescht,
    },
    aktion,
    liste: ROUTEN.courtageFilter,
  });
  const [zusatzZeile, setZusatzZeile] = useState<Zeile | null>(null);

  function anwenden(entwurf: FilterEntwurf) {
    // The same filter again is a request to look again.
    if (gleicherFilter(entwurf, angewandt)) void mutate();
    setAngewandt(entwurf);
    setMarkiert([]);
    zuruecksetzen();
  }

  async function einlesen(z: Zeile) {
    const frage = T.einlesenFrage(z.fileName, z.importItem ?? '');
    const gelaufen = await ausfuehren(frage, async () => {
      const { message } = await rufe(ROUTEN.courtageEinlesen, { body: { id: z.id } });
      meldungen.info(message);
    });
    if (gelaufen) await mutate();
  }

  async function zusatzSpeichern(z: Zeile, zusatz: string) {
    await rufe(ROUTEN.courtageZusatzAendern, { body: { id: z.id, zusatz } });
    setZusatzZeile(null);
    meldungen.erfolg(T.zusatzGespeichert);
    await mutate();
  }

  const aktionen = (z: Zeile) => {
    const aktion = zeilenAktion(z, rechte);
    return (
      <span className="ld-zeilenaktionen">
        {aktion === 'einlesen' && (
          <ZeilenAktion
            label={T.einlesen}
            icon="pi pi-upload"
            disabled={beschaeftigt}
            onClick={() => void einlesen(z)}
            testId={`courtage-einlesen-${z.id}`}
          />
        )}
        {aktion === 'ergebnis' && (
          <ZeilenAktion
            label={T.ergebnis}
            icon="pi pi-list"
            onClick={() => void navigate(ergebnisPfad(art, z.fileId!, z.fileName))}
            testId={`courtage-ergebnis-${z.id}`}
          />
        )}
        {z.aenderbar && (
          <ZeilenAktion
            label={T.zusatzBearbeiten}
            icon="pi pi-pencil"
            onClick={() => setZusatzZeile(z)}
            testId={`courtage-zusatz-bearbeiten-${z.id}`}
          />
        )}
      </span>
    );
  };

  const dateiname = (z: Zeile) => (
    <span className="ld-courtage-datei">
      <span data-testid={`courtage-datei-${z.id}`}>{z.fileName}</span>
      {z.invisible && (
        <Tag severity="secondary" value={T.geloeschtMarke} data-testid={`courtage-geloescht-${z.id}`} />
      )}
    </span>
  );

  return (
    <section>
      <div className="ld-werkzeugleiste">
        <h1 className="ld-titel">{titelVon(art)}</h1>
        <Suchanzahl anzahl={gesamt?.anzahl} genau={gesamt?.genau} text={T.anzahl} testId="courtage-anzahl" />
        <span className="ld-fuellung" />
        <Kopfaktion
          id="courtage-loeschen"
          label={T.loeschen}
          icon="pi pi-trash"
          severity="danger"
          aus={zuLoeschen.length === 0 ? T.keineAuswahl : beschaeftigt}
          onClick={() => void loeschen(zuLoeschen, T.loeschenFrage(zuLoeschen.length))}
        />
        {markierung.wiederherstellen.darf && (
          <Kopfaktion id="courtage-wiederherstellen" {...markierung.wiederherstellen.knopf} />
        )}
        <ExportKnopf id="courtage-export" route={ROUTEN.courtageExport} filter={suche} spalten={SPALTEN} />
      </div>

      <CourtageFilter start={angewandt} onAnwenden={anwenden} />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && <Message severity="info" text={antwort.mess} className="ld-courtage-hinweis" />}

      <DataTable
        id="courtage-tabelle"
        className="ld-tabelle ld-courtage-tabelle"
        value={zeilen}
        dataKey="id"
        loading={isLoading}
        {...tabelle}
        emptyMessage={leereListeText({
          filter: angewandt,
          standard: standardEntwurf(),
          zeitraum: { von: anfrage.dateFrom, bis: anfrage.dateTo },
          fehlgeschlagen: Boolean(error),
          benutzer: ich,
        })}
        {...markierung.tabelle}
        rowClassName={(z: Zeile) => zeilenKlasse('courtage-zeile', z.invisible)}
        {...erweiterung}
        rowExpansionTemplate={(z: Zeile) => (
          <Zeilenerweiterung
            testId={`courtage-erweiterung-${z.id}`}
            angaben={[
              { label: S.fileId, wert: z.fileId, testId: `courtage-dateinummer-${z.id}` },
              { label: S.gevoArt, wert: z.gevoArt },
              { label: S.dateRecorded, wert: formatZeitpunkt(z.dateRecorded) },
              { label: S.evaluationDate, wert: formatZeitpunkt(z.evaluationDate) },
              { label: S.extUserName, wert: z.extUserName },
            ]}
          />
        )}
      >
        <Column expander style={{ width: '2.5rem' }} />
        {auswahlSpalte()}
        <Column
          field="fileName"
          header={S.fileName}
          sortable
          body={dateiname}
          bodyClassName="ld-courtage-umbruch"
        />
        <Column
          field="creationDate"
          header={S.creationDate}
          sortable
          body={(z: Zeile) => formatDatum(z.creationDate)}
        />
        <Column field="gesellschaft" header={S.gesellschaft} sortable body={GESELLSCHAFT} />
        <Column
          field="zusatz"
          header={S.zusatz}
          sortable
          bodyClassName="ld-courtage-umbruch"
          body={(z: Zeile) => zellentext(z.zusatz, `courtage-zusatz-${z.id}`)}
        />
        <Column
          field="statuslog"
          header={S.statuslog}
          bodyClassName="ld-courtage-umbruch ld-courtage-status"
          body={(z: Zeile) => zellentext(z.statuslog, `courtage-status-${z.id}`)}
        />
        <Column
          field="importItem"
          header={S.importItem}
          sortable
          bodyClassName="ld-courtage-umbruch"
          body={(z: Zeile) => zellentext(z.importItem, `courtage-import-${z.id}`)}
        />
        {aktionenSpalte(aktionen)}
      </DataTable>

      {zusatzZeile && (
        <ZusatzDialog
          zeile={zusatzZeile}
          onSpeichern={(zusatz) => zusatzSpeichern(zusatzZeile, zusatz)}
          onAbbrechen={() => setZusatzZeile(null)}
        />
      )}
    </section>
  );
}
