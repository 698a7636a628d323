/**
 * One page of a list read over its month partitions in the list's order (keyset paging): the
 * months in order, each month one or several streams (a Query each, already in the list's order
 * and started after the previous page's last row), merged. Reads stop once `anzahl` rows that
 * pass are in — each stream of a month needs to give at most as many rows as are still wanted, so
 * a page reads about itself, never the range — or once `hoechstensGelesen` rows were examined
 * (a filter few rows pass must not walk a year of rows in one call): then the answer says up to
 * which row the range was examined (`bis`), where the next page goes on.
 */
import { parallel } from './parallel';

/** A stream of rows in the list's order; `bedarf`: rows still wanted (a hint for the read's size). */
export interface Strom<T> {
  naechste(bedarf: number): Promise<{ zeilen: readonly T[]; zuEnde: boolean }>;
}

export interface SeitenweiseLesen<T> {
  /** The months in the list's order (newest first for newest first). */
  monate: readonly string[];
  /** The month's streams, each started after the page's place where that lies in this month. */
  stroeme(monat: string): Strom<T>[];
  /** The list's order: negative when `a` comes first. A total order (ties by id). */
  vergleiche(a: T, b: T): number;
  passt(zeile: T): boolean;
  anzahl: number;
  hoechstensGelesen: number;
}

export interface GelesenSeite<T> {
  /** At most `anzahl` rows that pass, in the list's order. */
  zeilen: T[];
  /** No row passes beyond `zeilen` in the range. */
  zuEnde: boolean;
  /**
   * Reading stopped at `hoechstensGelesen` before `anzahl` rows were in: every row up to this one
   * (in the list's order) was examined — the next page goes on after it.
   */
  bis?: T;
  gelesen: number;
}

interface Stand<T> {
  strom: Strom<T>;
  puffer: T[];
  zuEnde: boolean;
  letzte?: T;
}

export async function seitenweiseLesen<T>(o: SeitenweiseLesen<T>): Promise<GelesenSeite<T>> {
  const zeilen: T[] = [];
  let gelesen = 0;
  for (const [m, monat] of o.monate.entries()) {
    const staende: Stand<T>[] = o.stroeme(monat).map((strom) => ({ strom, puffer: [], zuEnde: false }));
    let begrenzt = false;
    for (let runde = 0; ; runde++) {
      const bedarf = o.anzahl - zeilen.length;
      // A stream that gave as many rows as are wanted has given all of it the page can take.
      const offen = staende.filter((s) => !s.zuEnde && s.puffer.length < bedarf);
      if (offen.length === 0) break;
      if (runde > 0 && gelesen >= o.hoechstensGelesen) {
        begrenzt = true;
        break;
      }
      await parallel(offen, async (s) => {
        const teil = await s.strom.naechste(bedarf - s.puffer.length);
        gelesen += teil.zeilen.length;
        s.zuEnde = teil.zuEnde;
        if (teil.zeilen.length) s.letzte = teil.zeilen[teil.zeilen.length - 1];
        s.puffer.push(...teil.zeilen.filter((z) => o.passt(z)));
      });
    }
    const bedarf = o.anzahl - zeilen.length;
    const alle = staende.flatMap((s) => s.puffer).sort((a, b) => o.vergleiche(a, b));
    if (begrenzt) {
      // Only rows every unfinished stream has passed are known to be in their place.
      const grenzen = staende.filter((s) => !s.zuEnde).map((s) => s.letzte);
      const bis = grenzen.includes(undefined)
        ? undefined
        : (grenzen as T[]).reduce((a, b) => (o.vergleiche(a, b) <= 0 ? a : b));
      const sicher = bis === undefined ? [] : alle.filter((z) => o.vergleiche(z, bis) <= 0);
      zeilen.push(...sicher.slice(0, bedarf));
      if (zeilen.length === o.anzahl) return { zeilen, zuEnde: false, gelesen };
      return { zeilen, zuEnde: false, bis: bis ?? zeilen[zeilen.length - 1], gelesen };
    }
    zeilen.push(...alle.slice(0, bedarf));
    if (zeilen.length === o.anzahl) {
      const restImMonat = alle.length > bedarf || staende.some((s) => !s.zuEnde);
      return { zeilen, zuEnde: !restImMonat && m === o.monate.length - 1, gelesen };
    }
  }
  return { zeilen, zuEnde: true, gelesen };
}

/** A list Query as a stream reads it: ElectroDB's query with its range, run from a cursor on. */
export interface SeitenAbfrage<T> {
  go(o: object): Promise<{ data: T[]; cursor: string | null }>;
}

/**
 * A Query as a stream of the list's order (`order` as the index runs): from `start` (the cursor
 * of the row the page goes on after) on, each request sized to the rows still wanted and one more,
 * doubling while a filter leaves rows out, at most `hoechstens` items (a request's page).
 */
export function abfrageStrom<E, T>(
  abfrage: () => SeitenAbfrage<E>,
  start: string | undefined,
  o: { order: 'asc' | 'desc'; hoechstens: number; als: (e: E) => T },
): Strom<T> {
  let cursor: string | null | undefined = start;
  let limit = 0;
  return {
    async naechste(bedarf) {
      limit = Math.min(o.hoechstens, Math.max(bedarf + 1, limit * 2, 10));
      const { data, cursor: weiter } = await abfrage().go({
        order: o.order,
        limit,
        ...(cursor ? { cursor } : {}),
      });
      cursor = weiter;
      return { zeilen: data.map(o.als), zuEnde: !weiter };
    },
  };
}
