/**
 * Reference §2.10: the BiPRO documents inbox at /intern/bipro/documents (every signed-in user; the
 * API narrows to what he may see). The broker blacklist behind a header toggle; the filter
 * (default: unassigned documents of the last month); the table with every column of §2.10 in its
 * order, rows markable, the count in the title, sort and page size remembered (default: customer
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
  hatVollenFilter,
  MELDUNGEN,
  POSTEINGANG_TEXTE as T,
  ROUTEN,
  type BiproDokument as Zeile,
} from '@lieferdesk/shared';
import { Button, type ButtonProps } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Message } from 'primereact/message';
import { Tag } from 'primereact/tag';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rufe } from '../../api/client';
import { inStapel } from '../../api/stapel';
import { useRoute } from '../../api/useRoute';
import { formatDatum } from '../../format';
import { Fehlerleiste } from '../../komponenten/Fehlerleiste';
import { gleicherFilter, nochMarkiert, zeilenKlasse } from '../../komponenten/liste';
import {
  aktionenSpalte,
  auswahlSpalte,
  FEST_LINKS_NACH_AUSWAHL,
  useListentabelle,
} from '../../komponenten/Listentabelle';
import { useBestaetigteAktion } from '../../komponenten/useBestaetigteAktion';
import { ZeilenAktion } from '../../komponenten/ZeilenAktion';
import { useBenutzer } from '../../shell/Benutzer';
import { useMeldungen } from '../../shell/Meldungen';
import { inNeuemTab, vertragPfad } from '../bestand/pfade';
import { Blacklist, BlacklistUmschalter } from './Blacklist';
import { KommentarZelle } from './KommentarZelle';
import {
  bearbeitbar,
  downloadArt,
  ersteSpalte,
  filterAnfrage,
  gesperrtWeil,
  markierbar,
  STANDARD_SORTIERUNG,
  standardEntwurf,
  zuordnenPfad,
  type FilterEntwurf,
} from './posteingang';
import { PosteingangFilter } from './PosteingangFilter';
import './posteingang.css';

const S = T.spalten;
const DOWNLOAD = {
  zugeordnet: ROUTEN.dokumentZugeordnetHerunterladen,
  nichtZugeordnet: ROUTEN.dokumentNichtZugeordnetHerunterladen,
} as const;

/**
 * A header action on the marked rows: off while another runs (`aus` true) or while none of its
 * rows is marked (`aus` says why, as its tooltip).
 */
function Kopfaktion({
  aus,
  ...knopf
}: Omit<ButtonProps, 'disabled' | 'outlined'> & { aus: string | boolean }) {
  return (
    <Button
      {...knopf}
      outlined
      disabled={aus !== false}
      tooltip={typeof aus === 'string' ? aus : undefined}
      tooltipOptions={{ showOnDisabled: true, position: 'bottom' }}
    />
  );
}

export default function PosteingangSeite() {
  const ich = useBenutzer();
  const meldungen = useMeldungen();
  const navigate = useNavigate();
  const darfStruktur = darfStrukturDokumenteSehen(ich);
  const darfWiederherstellen = hatVollenFilter(ich);
  const [angewandt, setAngewandt] = useState<FilterEntwurf>(() => standardEntwurf());
  const anfrage = useMemo(() => filterAnfrage(angewandt, darfStruktur), [angewandt, darfStruktur]);
  // No earlier answer while another list loads: the first column and the downloads follow the
  // list's filter mode, which the rows shown must have.
  const { data, error, isLoading, mutate } = useRoute(ROUTEN.dokumenteFilter, undefined, { body: anfrage });
  const zeilen = useMemo(() => data?.rows ?? [], [data]);
  const modus = anfrage.filterMode;
  const { tabelle, zuruecksetzen } = useListentabelle('dokumente', STANDARD_SORTIERUNG);
  const [markiert, setMarkiert] = useState<Zeile[]>([]);
  // Only rows still shown stay marked (a new search, a delete, a re-assign).
  const auswahl = useMemo(() => nochMarkiert(markiert, zeilen), [markiert, zeilen]);
  // Deleted rows are marked to be restored, the others to be deleted or re-assigned.
  const zuAendern = auswahl.filter((z) => !z.invisible);
  const geloeschte = auswahl.filter((z) => z.invisible);
  const [blacklistOffen, setBlacklistOffen] = useState(false);
  const { beschaeftigt, ausfuehren } = useBestaetigteAktion();

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

  async function loeschen() {
    if (zuAendern.length === 0) return;
    const gelaufen = await ausfuehren(
      T.loeschenFrage,
      async () => {
        await fuer(zuAendern, (ids) => rufe(ROUTEN.dokumenteLoeschen, { body: ids }));
        meldungen.erfolg(T.geloescht(zuAendern.length));
        setMarkiert([]);
      },
      { gefaehrlich: true },
    );
    if (gelaufen) await mutate();
  }

  async function wiederherstellen() {
    if (geloeschte.length === 0) return;
    const gelaufen = await ausfuehren(T.wiederherstellenFrage(geloeschte.length), async () => {
      await fuer(geloeschte, (ids) => rufe(ROUTEN.dokumenteWiederherstellen, { body: ids }));
      meldungen.erfolg(T.wiederhergestellt(geloeschte.length));
      setMarkiert([]);
    });
    if (gelaufen) await mutate();
  }

  async function neuZuordnen() {
    if (zuAendern.length === 0) return;
    await ausfuehren(T.neuZuordnenFrage, async () => {
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
        <span
          className="ld-posteingang-ohne"
          title={gesperrtWeil(z)}
          data-testid={`posteingang-zuordnen-${z.id}`}
        >
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
        <span
          className="ld-posteingang-ohne"
          title={T.keinVertrag}
          data-testid={`posteingang-zuordnen-${z.id}`}
        >
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
      <span className="ld-lieferliste-zweizeilig">
        <span data-testid={`posteingang-datei-${z.id}`}>{z.fileName}</span>
        <Tag
          className="ld-lieferliste-geloescht-marke"
          value={T.geloeschtMarke}
          data-testid={`posteingang-geloescht-${z.id}`}
        />
      </span>
    ) : (
      <button
        type="button"
        className="p-link ld-posteingang-datei"
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

  const text = (feld: keyof Zeile) => {
    const Zelle = (z: Zeile) => (
      <span className="ld-posteingang-text" data-testid={`posteingang-${feld}-${z.id}`}>
        {String(z[feld] ?? '')}
      </span>
    );
    return Zelle;
  };

  return (
    <section>
      <div className="ld-werkzeugleiste ld-posteingang-kopf">
        <h1 className="ld-titel ld-posteingang-titel" data-testid="posteingang-titel">
          {data ? T.titelMitAnzahl(zeilen.length) : T.titel}
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
          onClick={() => void loeschen()}
        />
        {darfWiederherstellen && (
          <Kopfaktion
            id="posteingang-wiederherstellen"
            label={T.wiederherstellen}
            icon="pi pi-replay"
            aus={geloeschte.length === 0 ? T.keineGeloeschtenMarkiert : beschaeftigt}
            onClick={() => void wiederherstellen()}
          />
        )}
      </div>

      <Blacklist offen={blacklistOffen} />

      <PosteingangFilter darfStruktur={darfStruktur} onAnwenden={anwenden} />

      {error && <Fehlerleiste fehler={error} einleitung={MELDUNGEN.sucheFehler} onErneut={mutate} />}
      {data?.mess && <Message severity="info" text={data.mess} className="ld-posteingang-hinweis" />}

      <DataTable
        id="posteingang-tabelle"
        className="ld-tabelle ld-posteingang-tabelle"
        value={zeilen}
        dataKey="id"
        loading={isLoading}
        {...tabelle}
        // Eighteen columns do not fit 1280 px: the table scrolls sideways in its own box (its
        // headers do not wrap, so it keeps its width instead of squeezing the columns).
        selectionMode="checkbox"
        selection={auswahl}
        onSelectionChange={(e) => setMarkiert(e.value)}
        // The header checkbox marks the page shown, never rows out of sight.
        selectionPageOnly
        isDataSelectable={(e) => markierbar(e.data as Zeile, darfWiederherstellen)}
        rowClassName={(z: Zeile) => zeilenKlasse('posteingang-zeile', z.invisible)}
      >
        {auswahlSpalte({ festLinks: true })}
        <Column
          header={modus === 2 ? T.vertragOeffnen : S.zuordnen}
          body={erste}
          className={FEST_LINKS_NACH_AUSWAHL}
          style={{ minWidth: '8rem' }}
        />
        <Column
          field="fileName"
          header={S.fileName}
          sortable
          body={dateiname}
          style={{ minWidth: '14rem' }}
        />
        <Column field="policeNr" header={S.policeNr} sortable body={text('policeNr')} />
        <Column field="customerName" header={S.customerName} sortable body={text('customerName')} />
        <Column field="customerSurname" header={S.customerSurname} sortable body={text('customerSurname')} />
        <Column field="cause" header={S.cause} sortable body={text('cause')} style={{ minWidth: '14rem' }} />
        <Column field="fremdnummer" header={S.fremdnummer} sortable body={text('fremdnummer')} />
        <Column
          field="vermittlernummer"
          header={S.vermittlernummer}
          sortable
          body={text('vermittlernummer')}
        />
        <Column
          field="category"
          header={S.category}
          sortable
          body={text('category')}
          style={{ minWidth: '12rem' }}
        />
        <Column field="gevoArt" header={S.gevoArt} sortable body={text('gevoArt')} />
        <Column
          field="creationDate"
          header={S.creationDate}
          sortable
          body={(z: Zeile) => formatDatum(z.creationDate)}
        />
        <Column
          field="comment"
          header={S.comment}
          sortable
          style={{ minWidth: '14rem' }}
          body={(z: Zeile) => (
            <KommentarZelle
              key={`${z.id}:${z.comment ?? ''}`}
              id={z.id}
              kommentar={z.comment}
              gesperrt={gesperrtWeil(z)}
              onSpeichern={(comment) => kommentarSpeichern(z, comment)}
            />
          )}
        />
        <Column
          field="biproGesellschaft"
          header={S.biproGesellschaft}
          sortable
          body={text('biproGesellschaft')}
        />
        <Column field="mscGesellschaft" header={S.mscGesellschaft} sortable body={text('mscGesellschaft')} />
        <Column field="mscDate" header={S.mscDate} sortable body={(z: Zeile) => formatDatum(z.mscDate)} />
        <Column field="internalId" header={S.internalId} sortable body={text('internalId')} />
        <Column field="brokerId" header={S.brokerId} sortable body={text('brokerId')} />
        <Column field="accessId" header={S.accessId} sortable body={text('accessId')} />
        {aktionenSpalte(aktionen)}
      </DataTable>
    </section>
  );
}
