/**
 * The marking of a list of stored BiPRO files (the inbox, the GDV files, the commission and
 * dunning lists; reference §4 "Deleted entries", §6 "Who changes BiPRO files"): which rows may be
 * marked, which marks still hold, which marked rows a delete takes — and restoring the marked
 * deleted ones. Restoring is offered only to who holds the restore route's permission (the server
 * checks it anyway): asked first with the number of rows, sent in requests of at most
 * HOECHSTE_ID_LISTE, reported with the number, the list's searches read again. The page shows the
 * header action (`wiederherstellen.knopf`) where `wiederherstellen.darf` says so. Deleting goes the
 * same way (`loeschen`), with the page's own question.
 */
import { hatBerechtigung, type Berechtigung, type Route } from '@lieferdesk/shared';
import { useMemo, useState } from 'react';
import { inStapel } from '../api/stapel';
import { useRevalidiere } from '../api/useRoute';
import { useBenutzer } from '../shell/Benutzer';
import { useMeldungen } from '../shell/Meldungen';
import { markierbar, nachAktion, type AenderbareZeile } from './geloeschteZeilen';
import type { KopfaktionProps } from './Kopfaktion';
import { nochMarkiert } from './liste';
import type { useBestaetigteAktion } from './useBestaetigteAktion';

/** The list's words for restoring (each list names its own rows). */
export interface WiederherstellenTexte {
  wiederherstellen: string;
  /** The disabled action's tooltip: no deleted row marked. */
  keineGeloeschtenMarkiert: string;
  wiederherstellenFrage(anzahl: number): string;
  wiederhergestellt(anzahl: number): string;
}

export function useMarkierung<Z extends AenderbareZeile>(o: {
  /** The rows shown. */
  zeilen: readonly Z[];
  wiederherstellen: {
    route: { berechtigung: Berechtigung };
    texte: WiederherstellenTexte;
    /** One request for at most HOECHSTE_ID_LISTE rows. */
    senden(stapel: Z[]): Promise<unknown>;
  };
  loeschen: {
    /** One request for at most HOECHSTE_ID_LISTE rows. */
    senden(stapel: Z[]): Promise<unknown>;
    geloescht(anzahl: number): string;
  };
  /** The page's confirmed actions, so one runs at a time. */
  aktion: ReturnType<typeof useBestaetigteAktion>;
  /**
   * The list's route. After a delete or restore ran, also after a failure (some may have run),
   * every search of it kept is read again — the one shown now, and the others when they are shown
   * next (without it SWR may serve the list without deleted entries as it was before, unasked).
   */
  liste: Route;
}) {
  const meldungen = useMeldungen();
  const revalidiere = useRevalidiere();
  const darf = hatBerechtigung(useBenutzer(), o.wiederherstellen.route.berechtigung);
  const [markiert, setMarkiert] = useState<Z[]>([]);
  const { zeilen } = o;
  // Marks on other pages stay; on the page shown only markable rows (a new search, a delete, a restore clear them).
  const auswahl = useMemo(
    () => nochMarkiert(markiert, zeilen, (z) => markierbar(z, darf)),
    [markiert, zeilen, darf],
  );
  const { zuLoeschen, zuWiederherstellen } = nachAktion(auswahl);
  const { texte, senden } = o.wiederherstellen;

  async function wiederherstellen() {
    const anzahl = zuWiederherstellen.length;
    if (anzahl === 0) return;
    const gelaufen = await o.aktion.ausfuehren(texte.wiederherstellenFrage(anzahl), async () => {
      for (const stapel of inStapel(zuWiederherstellen)) await senden(stapel);
      meldungen.erfolg(texte.wiederhergestellt(anzahl));
      setMarkiert([]);
    });
    if (gelaufen) await revalidiere(o.liste);
  }

  /** Deletes `zeilen` once `frage` is confirmed as dangerous. */
  async function loeschen(zeilen: readonly Z[], frage: string) {
    if (zeilen.length === 0) return;
    const gelaufen = await o.aktion.ausfuehren(
      frage,
      async () => {
        for (const stapel of inStapel(zeilen)) await o.loeschen.senden(stapel);
        meldungen.erfolg(o.loeschen.geloescht(zeilen.length));
        setMarkiert([]);
      },
      { gefaehrlich: true },
    );
    if (gelaufen) await revalidiere(o.liste);
  }

  const knopf: Omit<KopfaktionProps, 'id'> = {
    label: texte.wiederherstellen,
    icon: 'pi pi-replay',
    aus: zuWiederherstellen.length === 0 ? texte.keineGeloeschtenMarkiert : o.aktion.beschaeftigt,
    onClick: () => void wiederherstellen(),
  };

  return {
    /**
     * The marking props of the list's DataTable (spread them onto it), one shape on every list:
     * the header checkbox marks the page shown, never rows out of sight; marks on other pages
     * stay while the user pages and sorts, so a bulk action takes exactly the rows he marked.
     */
    tabelle: {
      selectionMode: 'checkbox' as const,
      selection: auswahl,
      onSelectionChange: (e: { value: Z[] }) => setMarkiert(e.value),
      selectionPageOnly: true,
      isDataSelectable: (e: { data: unknown }) => markierbar(e.data as Z, darf),
    },
    /** The marked rows still shown and markable: the table's selection. */
    auswahl,
    setMarkiert,
    /** The marked rows a delete (or re-assign) takes. */
    zuLoeschen,
    loeschen,
    wiederherstellen: { darf, knopf },
  };
}
