/**
 * Reference §2.10: the BiPRO documents inbox at /intern/bipro/documents (every signed-in user; the
 * API narrows to what he may see). The broker blacklist behind a header toggle; the filter
 * (default: unassigned documents of the last month; the one searched is kept for coming back,
 * komponenten/gemerkterFilter.ts); the table with every column of §2.10 in its order, rows markable, the count in the title, sort and page size remembered (default: customer
 * name descending). Wider than the window, the table scrolls in itself, the marks and the actions
 * held at its edges.
 *
 * The first column leads to the assign page — in the list of automatically assigned documents it
 * opens the contract in a new tab instead; the file name downloads the document; the comment is
 * edited in place. Header actions on the marked rows: delete (confirmed) and re-assign
 * (confirmed; the count as info, §8, the list read again when it assigned any); for the full
 * filter, restore of the marked deleted rows ('show deleted'; confirmed with their number). A
 * row the server says the user may only read (`aenderbar` false: the internal view, a
 * structure's document) cannot be marked, commented or assigned. Row actions: view,
 * assign, open the contract (a deleted one is said, §8), open the damage case (kept outside this
 * product: only where the document names one).
 */
import {
  darfStrukturDokumenteSehen,
  DOKUMENT_SORTIERBAR,
  MELDUNGEN,
  POSTEINGANG_TEXTE as T,
  ROUTEN,
  type BiproDokument as Zeile,
} from '@lieferdesk/shared';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { rufe } from '../../api/client';
import { inStapel } from '../../api/stapel';
import { formatDatum } from '../../format';
import { ExportKnopf } from '../../komponenten/ExportKnopf';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { useGemerkterFilter } from '../../komponenten/gemerkterFilter';
import { leereListeText } from '../../komponenten/leereListe';
import { Kopfaktion } from '../../komponenten/Kopfaktion';
import { gleicherFilter, zeilenKlasse } from '../../komponenten/liste';
import {
  aktionenSpalte,
  auswahlSpalte,
  FEST_LINKS_NACH_AUSWAHL,
  textZelle,
} from '../../komponenten/Listentabelle';
import { gesamtText, useServerSeiten } from '../../komponenten/useServerSeiten';
import { useBestaetigteAktion } from '../../komponenten/useBestaetigteAktion';
import { useMarkierung } from '../../komponenten/useMarkierung';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import { inNeuemTab, vertragPfad } from '../bestand/pfade';
import { Blacklist, BlacklistUmschalter } from './Blacklist';
import { KommentarZelle } from './KommentarZelle';
import {
  bearbeitbar,
  downloadArt,
  entwurfAusAdresse,
  ersteSpalte,
  filterAnfrage,
  gesperrtWeil,
  POSTEINGANG_SPALTEN,
  STANDARD_SORTIERUNG,
  standardEntwurf,
  zuordnenPfad,
  type FilterEntwurf,
} from './posteingang';
import { PosteingangFilter } from './PosteingangFilter';
import './posteingang.css';

const S = T.spalten;
/**
 * Headers that may break inside a long word (a soft hyphen): 'Versicherungsscheinnr.' in one
 * line alone was a sixth of the table at 1280 px.
 */
const KOPF: Partial<Record<keyof typeof S, string>> = { policeNr: 'Versicherungs\u00ADscheinnr.' };
/** The text columns' bodies, made once: a sort renders every cell again, not the columns. */
const TEXT = Object.fromEntries(
  (Object.keys(S) as (keyof typeof S)[]).map((feld) => [
    feld,
    textZelle<Zeile>(feld as keyof Zeile & string, 'posteingang'),
  ]),
) as Record<keyof typeof S, (z: Zeile) => ReactNode>;
const DOWNLOAD = {
  zugeordnet: ROUTEN.dokumentZugeordnetHerunterladen,
  nichtZugeordnet: ROUTEN.dokumentNichtZugeordnetHerunterladen,
} as const;

export default function PosteingangSeite() {
  const ich = useBenutzer();
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  const darfStruktur = darfStrukturDokumenteSehen(ich);
  // Kept for coming back: 'Zuordnen' and back shows the list as it was searched.
  // A link into the list (the start page's unassigned documents of one insurer) names its filter.
  const [parameter] = useSearchParams();
  const [angewandt, setAngewandt] = useGemerkterFilter('dokumente', standardEntwurf, () =>
    entwurfAusAdresse(parameter),
  );
  const anfrage = useMemo(() => filterAnfrage(angewandt, darfStruktur), [angewandt, darfStruktur]);
  // A page at a time from the server, sorted and counted there (useServerSeiten.ts). No earlier
  // answer while another list loads: the first column and the downloads follow the list's filter
  // mode, which the rows shown must have. A failed search shows no rows.
  const {
    abfrage: { error, isLoading, mutate },
    antwort,
    zeilen,
    gesamt,
    tabelle,
    zuruecksetzen,
    spalte: gewaehlteSpalte,
    spaltenwahl,
    suche,
    gezeigteFelder,
  } = useServerSeiten({
    name: 'dokumente',
    route: ROUTEN.dokumenteFilter,
    anfrage,
    sortierbar: DOKUMENT_SORTIERBAR,
    standard: STANDARD_SORTIERUNG,
    spalten: POSTEINGANG_SPALTEN,
  });
  const modus = anfrage.filterMode;
  const aktion = useBestaetigteAktion();
  const { beschaeftigt, ausfuehren } = aktion;
  // Deleted rows are marked to be restored, the others to be deleted or re-assigned.
  const {
    setMarkiert,
    zuLoeschen: zuAendern,
    loeschen,
    ...markierung
  } = useMarkierung({
    zeilen,
    wiederherstellen: {
      route: ROUTEN.dokumenteWiederherstellen,
      texte: T,
      senden: (stapel) => rufe(ROUTEN.dokumenteWiederherstellen, { body: stapel.map((z) => z.id) }),
    },
    loeschen: {
      senden: (stapel) => rufe(ROUTEN.dokumenteLoeschen, { body: stapel.map((z) => z.id) }),
      geloescht: T.geloescht,
    },
    aktion,
    liste: ROUTEN.dokumenteFilter,
  });
  const [blacklistOffen, setBlacklistOffen] = useState(false);

  function anwenden(entwurf: FilterEntwurf) {
    // The same filter again is a request to look again.
    if (gleicherFilter(entwurf, angewandt)) void mutate();
    setAngewandt(entwurf);
    setMarkiert([]);
    zuruecksetzen();
  }

  /** Sends the rows' ids in requests of at most HOECHSTE_ID_LISTE; answers their answers. */
  async function fuer<A>(zeilen: Zeile[], senden: (ids: number[]) => Promise<A>): Promise<A[]> {
    const antworten: A[] = [];
    for (const stapel of inStapel(zeilen.map((z) => z.id))) antworten.push(await senden(stapel));
    return antworten;
  }

  async function neuZuordnen() {
    if (zuAendern.length === 0) return;
    await ausfuehren(T.neuZuordnenFrage(zuAendern.length), async () => {
      const antworten = await fuer(zuAendern, (ids) => rufe(ROUTEN.dokumenteNeuZuordnen, { body: ids }));
      const anzahl = antworten.reduce((summe, a) => summe + a.count, 0);
      meldungen.info(T.neuZugeordnet(anzahl));
      // Read again only when it assigned any.
      if (anzahl > 0) await mutate();
    });
  }

  /**
   * The document from its presigned link: viewed in a new tab, or downloaded. The tab is opened in
   * the click itself (a browser lets a page open one only then) and sent to the link once it came.
   */
  async function oeffnen(z: Zeile, anzeigen: boolean) {
    const fenster = anzeigen ? window.open('', '_blank') : null;
    try {
      const link = await rufe(DOWNLOAD[downloadArt(modus)], {
        query: anzeigen ? { id: z.id, anzeigen: 'true' } : { id: z.id },
      });
      if (!link.url) {
        fenster?.close();
        meldungen.warnung(T.keinInhalt);
      } else if (fenster) {
        fenster.opener = null;
        fenster.location.href = link.url;
      } else {
        // An attachment: the browser saves it and stays on the page.
        window.location.assign(link.url);
      }
    } catch (e) {
      fenster?.close();
      meldungen.fehler(e);
    }
  }

  async function vertragOeffnen(z: Zeile) {
    if (z.internalId === undefined) return;
    try {
      const { customerId } = await rufe(ROUTEN.vertragKundeLaden, { query: { id: z.internalId } });
      if (customerId === undefined) meldungen.warnung(T.vertragGeloescht);
      else inNeuemTab(vertragPfad(z.internalId));
    } catch (e) {
      meldungen.fehler(e);
    }
  }

  async function kommentarSpeichern(z: Zeile, comment: string) {
    await rufe(ROUTEN.dokumentKommentarAendern, { body: { id: z.id, comment } });
    // The row as saved, without reading the list again.
    await mutate(
      (alt) =>
        alt && {
          ...alt,
          rows: alt.rows.map((r) =>
            r.id === z.id ? { ...r, comment: comment.trim() === '' ? undefined : comment } : r,
          ),
        },
      { revalidate: false },
    );
  }

  const erste = (z: Zeile) => {
    const spalte = ersteSpalte(z, modus);
    if (spalte.art === 'zuordnen' && !bearbeitbar(z))
      return (
        <span className="ld-nebentext" title={gesperrtWeil(z)} data-testid={`posteingang-zuordnen-${z.id}`}>
          {T.zuordnen}
        </span>
      );
    if (spalte.art === 'zuordnen')
      return (
        <Link
          to={spalte.pfad}
          className="ld-posteingang-zuordnen"
          aria-label={`${T.zuordnen}: ${z.fileName}`}
          data-testid={`posteingang-zuordnen-${z.id}`}
        >
          <i className="pi pi-link" aria-hidden="true" /> {T.zuordnen}
        </Link>
      );
    if (spalte.art === 'ohneVertrag')
      return (
        <span className="ld-nebentext" title={T.keinVertrag} data-testid={`posteingang-zuordnen-${z.id}`}>
          {T.keinVertrag}
        </span>
      );
    // A link, not a script: the browser opens the contract in a new tab as the user expects.
    return (
      <a
        href={spalte.pfad}
        target="_blank"
        rel="noopener noreferrer"
        className="ld-posteingang-zuordnen"
        aria-label={`${T.vertragOeffnen}: ${z.internalId}`}
        data-testid={`posteingang-zuordnen-${z.id}`}
      >
        <i className="pi pi-external-link" aria-hidden="true" /> {z.internalId}
      </a>
    );
  };

  // A deleted document is not served (its downloads answer it as gone): its name only, tagged.
  const dateiname = (z: Zeile) =>
    z.invisible ? (
      <span className="ld-zweizeilig">
        <span data-testid={`posteingang-datei-${z.id}`}>{z.fileName}</span>
        <Tag
          className="ld-geloescht-marke"
          value={T.geloeschtMarke}
          data-testid={`posteingang-geloescht-${z.id}`}
        />
      </span>
    ) : (
      <button
        type="button"
        className="p-link ld-posteingang-datei ld-zelle-text"
        aria-label={T.herunterladen(z.fileName)}
        title={T.herunterladen(z.fileName)}
        data-testid={`posteingang-datei-${z.id}`}
        onClick={() => void oeffnen(z, false)}
      >
        {z.fileName}
      </button>
    );

  const aktionen = (z: Zeile) => (
    <span className="ld-zeilenaktionen">
      <ZeilenAktion
        label={T.anzeigen}
        icon="pi pi-eye"
        disabled={z.invisible}
        hinweis={z.invisible ? T.geloeschtNurLesen : undefined}
        onClick={() => void oeffnen(z, true)}
        testId={`posteingang-anzeigen-${z.id}`}
      />
      <ZeilenAktion
        label={T.zuordnen}
        icon="pi pi-link"
        disabled={!bearbeitbar(z)}
        hinweis={gesperrtWeil(z)}
        onClick={() => void navigate(zuordnenPfad(z))}
        testId={`posteingang-zuordnen-aktion-${z.id}`}
      />
      <ZeilenAktion
        label={T.vertragOeffnen}
        icon="pi pi-file"
        disabled={z.internalId === undefined}
        hinweis={z.internalId === undefined ? T.keinVertrag : undefined}
        onClick={() => void vertragOeffnen(z)}
        testId={`posteingang-vertrag-${z.id}`}
      />
      <ZeilenAktion
        label={T.schadenOeffnen}
        icon="pi pi-exclamation-circle"
        disabled={z.versSchadenId === undefined}
        hinweis={z.versSchadenId === undefined ? T.keinSchaden : undefined}
        onClick={() => z.versSchadenId !== undefined && meldungen.info(T.schadenAusserhalb(z.versSchadenId))}
        testId={`posteingang-schaden-${z.id}`}
      />
    </span>
  );

  /** A column the user chose to see (Spaltenwahl), sortable by its field. */
  const spalte = (feld: keyof typeof S, body: (z: Zeile) => ReactNode, mindestens?: string) =>
    gewaehlteSpalte(feld, {
      header: KOPF[feld] ?? S[feld],
      sortable: true,
      body,
      style: mindestens ? { minWidth: mindestens } : undefined,
    });

  return (
    <section>
      <div className="ld-werkzeugleiste ld-posteingang-kopf">
        <h1 className="ld-titel" data-testid="posteingang-titel">
          {gesamt === undefined ? T.titel : T.titelMitAnzahl(gesamtText(gesamt))}
        </h1>
        <span className="ld-fuellung" />
        <BlacklistUmschalter offen={blacklistOffen} onUmschalten={() => setBlacklistOffen((o) => !o)} />
        <Kopfaktion
          id="posteingang-neu-zuordnen"
          label={T.neuZuordnen}
          icon="pi pi-sync"
          aus={zuAendern.length === 0 ? T.keineAuswahl : beschaeftigt}
          onClick={() => void neuZuordnen()}
        />
        <Kopfaktion
          id="posteingang-loeschen"
          label={T.loeschen}
          icon="pi pi-trash"
          severity="danger"
          aus={zuAendern.length === 0 ? T.keineAuswahl : beschaeftigt}
          onClick={() => void loeschen(zuAendern, T.loeschenFrage(zuAendern.length))}
        />
        {markierung.wiederherstellen.darf && (
          <Kopfaktion id="posteingang-wiederherstellen" {...markierung.wiederherstellen.knopf} />
        )}
        <ExportKnopf
          id="posteingang-export"
          route={ROUTEN.dokumenteExport}
          filter={suche}
          spalten={gezeigteFelder}
        />
      </div>

      <Blacklist offen={blacklistOffen} />

      <PosteingangFilter darfStruktur={darfStruktur} start={angewandt} onAnwenden={anwenden} />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {antwort?.mess && <Message severity="info" text={antwort.mess} className="ld-posteingang-hinweis" />}

      {spaltenwahl}
      <DataTable
        id="posteingang-tabelle"
        className="ld-tabelle ld-tabelle-kompakt ld-posteingang-tabelle"
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
        rowClassName={(z: Zeile) => zeilenKlasse('posteingang-zeile', z.invisible)}
      >
        {auswahlSpalte({ festLinks: true })}
        <Column
          header={modus === 2 ? T.vertragOeffnen : S.zuordnen}
          body={erste}
          className={FEST_LINKS_NACH_AUSWAHL}
        />
        {spalte('fileName', dateiname, '8rem')}
        {spalte('policeNr', TEXT.policeNr)}
        {spalte('customerName', TEXT.customerName)}
        {spalte('customerSurname', TEXT.customerSurname)}
        {spalte('cause', TEXT.cause, '19rem')}
        {spalte('fremdnummer', TEXT.fremdnummer)}
        {spalte('vermittlernummer', TEXT.vermittlernummer)}
        {spalte('category', TEXT.category)}
        {spalte('gevoArt', TEXT.gevoArt)}
        {spalte('creationDate', (z: Zeile) => formatDatum(z.creationDate))}
        {spalte(
          'comment',
          (z: Zeile) => (
            <KommentarZelle
              key={`${z.id}:${z.comment ?? ''}`}
              id={z.id}
              kommentar={z.comment}
              gesperrt={gesperrtWeil(z)}
              onSpeichern={(comment) => kommentarSpeichern(z, comment)}
            />
          ),
          '5rem',
        )}
        {spalte('biproGesellschaft', TEXT.biproGesellschaft)}
        {spalte('mscGesellschaft', TEXT.mscGesellschaft)}
        {spalte('mscDate', (z: Zeile) => formatDatum(z.mscDate))}
        {spalte('internalId', TEXT.internalId)}
        {spalte('brokerId', TEXT.brokerId)}
        {spalte('accessId', TEXT.accessId)}
        {aktionenSpalte(aktionen)}
      </DataTable>
    </section>
  );
}
