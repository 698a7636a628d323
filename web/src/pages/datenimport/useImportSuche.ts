/**
 * The data import's search (reference §5, §7, §9): the filter as typed, its check, the submitted
 * search, and its lines a page at a time as the server answers them — the server filters, sorts
 * (the columns it can: SORTIERBARE_SPALTEN) and counts; each answer's `weiter` is the next
 * page's token, kept per page so 'back' shows a page seen. Filter, search, sorting, page, tokens
 * and the page's answer are restored from and kept in the tab's sessionStorage (zustand.ts), so
 * coming back from the assign page shows the screen as it was. The answer's `mess` (a search
 * cut short) is the search's notice for the user.
 */
import {
  hatVollenFilter,
  IMPORT_SEITENGROESSE,
  MELDUNGEN,
  ROUTEN,
  SORTIERBARE_SPALTEN,
  type ImportZeile,
  type SortierbareSpalte,
} from '@lieferdesk/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { rufe } from '../../api/client';
import { useRevalidiere, useRoute } from '../../api/useRoute';
import type { Ich } from '../../shell/Benutzer';
import {
  gleicheSuche,
  pruefeFilter,
  standardFilter,
  type FilterEntwurf,
  type FilterNutzlast,
  type ImportModus,
} from './filter';
import {
  ladeZeilen,
  ladeZustand,
  speichereZeilen,
  speichereZustand,
  startZustand,
  zustandsSchluessel,
  type Sortierung,
} from './zustand';

/** The sorting the server applies: a sortable column and its direction, or none (newest file first). */
export function serverSortierung(s: Sortierung): Pick<FilterNutzlast, 'sortFeld' | 'sortRichtung'> {
  const feld = SORTIERBARE_SPALTEN.find((f): f is SortierbareSpalte => f === s.feld);
  return feld && s.richtung ? { sortFeld: feld, sortRichtung: s.richtung } : {};
}

/** Lines the header checkbox marks at most: all pages of a search, fetched one after the other. */
export const ALLE_HOECHSTENS = 20_000;

/** The request of one page: the search, its sorting, and the token that reaches the page. */
export function seitenAnfrage(
  suche: FilterNutzlast | null,
  sortierung: Sortierung,
  erste: number,
  marken: readonly string[],
): FilterNutzlast | null {
  if (!suche) return null;
  const seite = Math.floor(erste / IMPORT_SEITENGROESSE);
  const marke = seite > 0 ? marken[seite - 1] : undefined;
  return { ...suche, ...serverSortierung(sortierung), ...(marke ? { seite: marke } : {}) };
}

export function useImportSuche({
  ich,
  modus,
  herkunft,
}: {
  ich: Ich;
  modus: ImportModus;
  /** The query the screen was opened with (a link naming a file). */
  herkunft: string;
}) {
  const schluessel = zustandsSchluessel(ich.id, modus);
  const [start] = useState(() =>
    startZustand({ gespeichert: ladeZustand(sessionStorage, schluessel), herkunft, benutzer: ich, modus }),
  );
  const startAnfrage = seitenAnfrage(start.suche, start.sortierung, start.erste, start.marken);
  const [gespeicherteSeite] = useState(() =>
    start.wiederhergestellt ? ladeZeilen(sessionStorage, schluessel, startAnfrage) : undefined,
  );
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(start.entwurf);
  const [suche, setSuche] = useState<FilterNutzlast | null>(start.suche);
  const [sortierung, setSortierungRoh] = useState<Sortierung>(start.sortierung);
  const [erste, setErste] = useState(start.erste);
  const [marken, setMarken] = useState<string[]>(start.marken);
  const anfrage = seitenAnfrage(suche, sortierung, erste, marken);
  /** The filter check's message, shown below the form. */
  const [meldung, setMeldung] = useState<string>();
  const [hinweis, setHinweis] = useState<string | null>(null);
  // The mess of an answer is shown for searches started here, not again for a restored one.
  const messZeigen = useRef(!start.wiederhergestellt && start.suche !== null);

  const { data, error, isLoading, isValidating, mutate } = useRoute(
    ROUTEN.importFilter,
    anfrage ? undefined : null,
    {
      body: anfrage ?? undefined,
      swr: {
        keepPreviousData: true,
        fallbackData:
          gespeicherteSeite && gleicheSuche(anfrage, startAnfrage) ? gespeicherteSeite : undefined,
        onSuccess: (antwort) => {
          if (messZeigen.current && antwort.mess) setHinweis(antwort.mess);
          messZeigen.current = false;
        },
      },
    },
  );
  const vollerFilter = hatVollenFilter(ich);
  const { data: firmen } = useRoute(ROUTEN.importGesellschaften, vollerFilter ? undefined : null);
  const revalidiere = useRevalidiere();
  const zeilen = useMemo(() => (anfrage ? (data?.rows ?? []) : []), [anfrage, data]);
  // `data` answers this page once nothing is loading for it (keepPreviousData shows the last page meanwhile).
  const seiteGeladen = anfrage !== null && data !== undefined && !isLoading && !error;
  const seite = Math.floor(erste / IMPORT_SEITENGROESSE);
  const weiter = seiteGeladen ? data.weiter : undefined;

  useEffect(() => {
    speichereZustand(sessionStorage, schluessel, { herkunft, entwurf, suche, sortierung, erste, marken });
  }, [schluessel, herkunft, entwurf, suche, sortierung, erste, marken]);
  // The next page's token, as this page's answer gives it (a page ending the result has none):
  // taken while rendering the answer, once per answer.
  const [gemerkt, setGemerkt] = useState<unknown>(null);
  if (seiteGeladen && data !== gemerkt) {
    setGemerkt(data);
    const neu = [...marken.slice(0, seite), ...(weiter ? [weiter] : [])];
    if (neu.length !== marken.length || neu.some((m, i) => m !== marken[i])) setMarken(neu);
  }
  // The page only once it has answered without error: then `data` is this request's answer.
  useEffect(() => {
    if (anfrage && data && !isValidating && !isLoading && !error)
      speichereZeilen(sessionStorage, schluessel, anfrage, data);
  }, [schluessel, anfrage, data, isValidating, isLoading, error]);

  /** Another order shows the result from its first page: the tokens were the old order's. */
  function setSortierung(neu: Sortierung) {
    setSortierungRoh(neu);
    setErste(0);
    setMarken([]);
  }

  function aendern(aenderung: Partial<FilterEntwurf>) {
    setEntwurf((alt) => ({ ...alt, ...aenderung }));
    setMeldung(undefined);
  }

  function zuruecksetzen() {
    setEntwurf(standardFilter());
    setMeldung(undefined);
  }

  /**
   * Takes `e` as the filter, checks it and searches with it; the same search again fetches anew
   * (SWR would answer it from its cache). False when the check refused it (its message shows).
   */
  function suchenMit(e: FilterEntwurf): boolean {
    setEntwurf(e);
    const pruefung = pruefeFilter(e, ich, modus);
    if (pruefung.meldung !== undefined) {
      setMeldung(pruefung.meldung);
      return false;
    }
    setMeldung(undefined);
    setErste(0);
    setMarken([]);
    messZeigen.current = true;
    if (gleicheSuche(pruefung.nutzlast, suche) && erste === 0) void mutate();
    else setSuche(pruefung.nutzlast);
    return true;
  }

  /**
   * Every line of the search (the header checkbox marks the result, not the page): its pages
   * one after the other, at most ALLE_HOECHSTENS lines.
   */
  async function alleZeilen(): Promise<ImportZeile[]> {
    const alle: ImportZeile[] = [];
    if (!suche) return alle;
    let seite: string | undefined;
    do {
      const antwort = await rufe(ROUTEN.importFilter, {
        body: { ...suche, ...serverSortierung(sortierung), ...(seite ? { seite } : {}) },
      });
      alle.push(...antwort.rows);
      seite = antwort.weiter;
    } while (seite && alle.length < ALLE_HOECHSTENS);
    return alle.slice(0, ALLE_HOECHSTENS);
  }

  /** The lines changed on the server: the table and the details (status, journal) fetch anew. */
  function zeilenNeuLaden() {
    if (suche) void mutate();
    void revalidiere(ROUTEN.importZeileDetails);
  }

  return {
    entwurf,
    aendern,
    zuruecksetzen,
    meldung,
    vollerFilter,
    gesellschaften: firmen?.gesellschaften ?? [],
    suche,
    suchenMit,
    zeilen,
    alleZeilen,
    /** The search's rows: exact, or more than `anzahl`; whether a next page exists. */
    gesamt: {
      anzahl: data && anfrage ? data.gesamt : 0,
      genau: data && anfrage ? data.gesamtGenau : true,
      weiter: weiter !== undefined,
    },
    /**
     * What the empty table says: before a search, to one who must name a file, what to enter
     * (reference §5); otherwise that nothing was found.
     */
    leerText: suche === null && !vollerFilter ? MELDUNGEN.sucheNurMitDatei : MELDUNGEN.keineEintraege,
    /** The submitted search is running (a first answer or a refresh). */
    sucht: suche !== null && isValidating,
    fehler: error,
    erneutSuchen: mutate,
    zeilenNeuLaden,
    sortierung,
    setSortierung,
    erste,
    setErste,
    hinweis,
    hinweisGelesen: () => setHinweis(null),
  };
}
