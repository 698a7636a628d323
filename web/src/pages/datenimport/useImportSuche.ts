/**
 * The data import's search (reference §5, §7): the filter as typed, its check, the submitted search,
 * the request and its rows, sorting and page — restored from and kept in the tab's
 * sessionStorage (zustand.ts), so coming back from the assign page shows the screen as it was.
 * The answer's `mess` (too many hits, a search cut short) is the search's notice for the user.
 */
import { hatVollenFilter, ROUTEN } from '@lieferdesk/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
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
  const [gespeicherteZeilen] = useState(() =>
    start.wiederhergestellt ? ladeZeilen(sessionStorage, schluessel, start.suche) : undefined,
  );
  const [entwurf, setEntwurf] = useState<FilterEntwurf>(start.entwurf);
  const [suche, setSuche] = useState<FilterNutzlast | null>(start.suche);
  const [sortierung, setSortierung] = useState<Sortierung>(start.sortierung);
  const [erste, setErste] = useState(start.erste);
  /** The filter check's message, shown below the form. */
  const [meldung, setMeldung] = useState<string>();
  const [hinweis, setHinweis] = useState<string | null>(null);
  // The mess of an answer is shown for searches started here, not again for a restored one.
  const messZeigen = useRef(!start.wiederhergestellt && start.suche !== null);

  const { data, error, isValidating, mutate } = useRoute(ROUTEN.importFilter, suche ? undefined : null, {
    body: suche ?? undefined,
    swr: {
      keepPreviousData: true,
      fallbackData:
        gespeicherteZeilen && gleicheSuche(suche, start.suche) ? { rows: gespeicherteZeilen } : undefined,
      onSuccess: (antwort) => {
        if (messZeigen.current && antwort.mess) setHinweis(antwort.mess);
        messZeigen.current = false;
      },
    },
  });
  const vollerFilter = hatVollenFilter(ich);
  const { data: firmen } = useRoute(ROUTEN.importGesellschaften, vollerFilter ? undefined : null);
  const revalidiere = useRevalidiere();
  const zeilen = useMemo(() => (suche ? (data?.rows ?? []) : []), [suche, data]);

  useEffect(() => {
    speichereZustand(sessionStorage, schluessel, { herkunft, entwurf, suche, sortierung, erste });
  }, [schluessel, herkunft, entwurf, suche, sortierung, erste]);
  // Rows only once the search has answered without error: then `data` is this search's answer.
  useEffect(() => {
    if (suche && data && !isValidating && !error)
      speichereZeilen(sessionStorage, schluessel, suche, data.rows);
  }, [schluessel, suche, data, isValidating, error]);

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
    messZeigen.current = true;
    if (gleicheSuche(pruefung.nutzlast, suche)) void mutate();
    else setSuche(pruefung.nutzlast);
    return true;
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
