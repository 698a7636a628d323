/**
 * A BiPRO list the server pages, sorts and counts (documents, GDV files, commission and dunning
 * lists, deliveries; issue 22 §1, reference §9): the remembered sort and page size of the list's
 * table (useListentabelle), each page asked for on its own (SWR per page, keyed by the search,
 * sort, size and the page's token; the next page asked for as soon as its token is known),
 * PrimeReact's DataTable in lazy mode. A page after the first is
 * reached by the token the page before it answered (`weiter`), kept per page, so the paginator
 * goes forward one page at a time and back to any page seen; another sort or page size starts at
 * the first page (the tokens were the old order's). The count is the server's: exact, or 'mehr als'
 * where it stopped counting.
 *
 * A screen that comes back to the page it showed (the archive, from its viewer) keeps `stand` —
 * the search and the tokens seen — and the page's first row, and hands them back as `start`: the
 * page is asked for again by its own token. Where the search is no longer the same (another day's
 * default range, another sort or size), the tokens are not its own and the list starts at its
 * first page.
 */
import { DATENIMPORT_TEXTE, MELDUNGEN, type AntwortVon, type BodyVon, type ROUTEN } from '@lieferdesk/shared';
import type { DataTablePageEvent, DataTableSortEvent } from 'primereact/datatable';
import { useEffect, useMemo, useState } from 'react';
import { useRoute, useVorladen } from '../api/useRoute';
import { antwortDerSuche } from './liste';
import { useListentabelle } from './Listentabelle';
import type { SpaltenAngabe } from './spalten';
import { BLAETTERN, type TabellenZustand } from './useTabellenZustand';

type SeitenRoute =
  | typeof ROUTEN.dokumenteFilter
  | typeof ROUTEN.archivFilter
  | typeof ROUTEN.gdvDateienFilter
  | typeof ROUTEN.courtageFilter
  | typeof ROUTEN.lieferungenFilter;

/** The tokens seen of one search (its request without the token, as text): page n+1's is `marken[n]`. */
export interface Seitenstand {
  suche: string;
  marken: string[];
}

/** The search's count as the paginator and the title say it: exact, or more than `anzahl`. */
export interface Suchgesamt {
  anzahl: number;
  genau: boolean;
}

/** The count as text: '1.234', or 'mehr als 1.100'. */
export const gesamtText = (g: Suchgesamt) =>
  g.genau ? g.anzahl.toLocaleString('de-DE') : MELDUNGEN.mehrAls(g.anzahl.toLocaleString('de-DE'));

/** The paginator's count: exact, or one more than known, so 'next' stays open while a next page exists. */
export const paginatorGesamt = (g: Suchgesamt, erste: number, zeilen: number, weiter: boolean) =>
  Math.max(g.genau ? g.anzahl : g.anzahl + 1, erste + zeilen + (weiter ? 1 : 0));

/** How long a page stands before the next one is asked for ahead (a reader takes longer to page). */
const VORLADEN_NACH_MS = 400;

/** One empty list: the same from render to render (`stand` changes only when the tokens do). */
const KEINE_MARKEN: string[] = [];

/** Forward one page at a time by the server's token, back to any page seen; the page size named. */
const SERVER_BLAETTERN = {
  ...BLAETTERN,
  layout: 'FirstPageLink PrevPageLink CurrentPageReport NextPageLink RowsPerPageDropdown',
};

/**
 * The page the table asks for (`first`, `rows`) as the server can give it: by the token the page
 * before it answered, of the tokens `stand` holds for `suche`. A page whose token is not known —
 * the search changed under it, or a kept page of another search — is the first page.
 */
export function gewaehlteSeite(stand: Seitenstand, suche: string, first: number, rows: number) {
  const gemerkt = stand.suche === suche ? stand.marken : KEINE_MARKEN;
  const gewuenscht = Math.floor(first / rows);
  const seite = gewuenscht === 0 || gemerkt[gewuenscht - 1] !== undefined ? gewuenscht : 0;
  return {
    gemerkt,
    /** The page asked for (0: the first), its first row and its token. */
    seite,
    erste: seite === gewuenscht ? first : 0,
    marke: seite > 0 ? gemerkt[seite - 1] : undefined,
  };
}

export function useServerSeiten<R extends SeitenRoute>(o: {
  name: string;
  route: R;
  /** The search, without paging; null: none yet. */
  anfrage: BodyVon<R>;
  /** The columns the server sorts by (the route's `sortFeld`). */
  sortierbar: readonly string[];
  standard?: Partial<TabellenZustand>;
  spalten?: readonly SpaltenAngabe[];
  /** Show the last answer while the next loads (not where rows must match the search's mode). */
  vorherigeBehalten?: boolean;
  /** The page to come back to: its first row and the tokens kept (`stand` of before). */
  start?: { erste: number; stand?: Seitenstand };
}) {
  const liste = useListentabelle(o.name, o.standard, { spalten: o.spalten, erste: o.start?.erste });
  const { tabelle } = liste;
  const sortFeld =
    typeof tabelle.sortField === 'string' && o.sortierbar.includes(tabelle.sortField)
      ? tabelle.sortField
      : undefined;
  const sortRichtung = sortFeld ? tabelle.sortOrder : undefined;
  // The search a token belongs to: another one starts with no tokens.
  const suche = useMemo(
    () => ({
      ...o.anfrage,
      anzahl: tabelle.rows,
      ...(sortFeld ? { sortFeld, sortRichtung: sortRichtung ?? 1 } : {}),
    }),
    [o.anfrage, tabelle.rows, sortFeld, sortRichtung],
  );
  const sucheText = JSON.stringify(suche);
  const [marken, setMarken] = useState<Seitenstand>(
    () => o.start?.stand ?? { suche: sucheText, marken: KEINE_MARKEN },
  );
  const { gemerkt, seite, erste, marke } = gewaehlteSeite(marken, sucheText, tabelle.first, tabelle.rows);
  const body = (marke ? { ...suche, seite: marke } : suche) as BodyVon<R>;

  const abfrage = useRoute(o.route, undefined, {
    body,
    swr: o.vorherigeBehalten ? { keepPreviousData: true } : undefined,
  });
  const { data, error, isLoading } = abfrage;
  const antwort = antwortDerSuche({ data, error }) as AntwortVon<R> | undefined;
  const zeilen = useMemo(() => (antwort?.rows ?? []) as AntwortVon<R>['rows'], [antwort]);
  // The next page's token, taken from this page's own answer once it is in — also where the page
  // asked for fell back to the first, so that 'next' goes on from there.
  const geladen = antwort !== undefined && !isLoading;
  const weiter = geladen ? antwort.weiter : undefined;
  if (geladen) {
    const neu = [...gemerkt.slice(0, seite), ...(weiter ? [weiter] : [])];
    if (marken.suche !== sucheText || neu.length !== gemerkt.length || neu.some((m, i) => m !== gemerkt[i]))
      setMarken({ suche: sucheText, marken: neu });
  }
  // The next page asked for while this one is read: turning to it shows it at once. Only once
  // the page has stood a moment — a page passed straight on (or a sort clicked again) must not
  // leave a read of the server behind that the next search waits on (a column no index orders
  // reads up to 5,000 rows a page).
  const route = o.route;
  const vorladen = useVorladen();
  useEffect(() => {
    if (!weiter) return;
    const zeit = setTimeout(
      () => vorladen(route, undefined, { ...suche, seite: weiter } as BodyVon<R>),
      VORLADEN_NACH_MS,
    );
    return () => clearTimeout(zeit);
  }, [vorladen, route, suche, weiter]);
  const gesamt: Suchgesamt | undefined = antwort
    ? { anzahl: antwort.gesamt, genau: antwort.gesamtGenau }
    : undefined;

  // The state itself where it is this search's (the same object from render to render).
  const stand: Seitenstand = marken.suche === sucheText ? marken : { suche: sucheText, marken: KEINE_MARKEN };

  return {
    ...liste,
    abfrage,
    /** The search with its sort, without a page: what the list's export exports (ExportKnopf). */
    suche,
    /** The page shown: its first row and the tokens that reach it, to keep for coming back. */
    erste,
    stand,
    antwort,
    zeilen,
    gesamt,
    tabelle: {
      ...tabelle,
      lazy: true,
      first: erste,
      totalRecords: gesamt ? paginatorGesamt(gesamt, erste, zeilen.length, weiter !== undefined) : 0,
      paginatorTemplate: SERVER_BLAETTERN,
      currentPageReportTemplate: `{first}–{last} ${DATENIMPORT_TEXTE.seiteVon} ${gesamt ? gesamtText(gesamt) : '0'}`,
      onPage: (e: DataTablePageEvent) => tabelle.onPage(e.rows !== tabelle.rows ? { ...e, first: 0 } : e),
      onSort: (e: DataTableSortEvent) => tabelle.onSort(e),
    },
  };
}
