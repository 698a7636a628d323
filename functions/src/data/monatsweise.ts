/**
 * A date range read month by month: the list indexes keep one partition per month (files by
 * modus and month, BiPRO files and shipments by list and month, missed runs by month), so a range
 * is one read per month it touches. Every list reads its months here — never all at once: one
 * request over decades of months once held the local stack's memory until it died, and in AWS a
 * function for 29 s. Schemas bound the range (shared entities/zeitraum.ts); this bounds the reads.
 */
import { parallel } from './parallel';

/**
 * Months read at once. A list's range is at most 14 months, and a list cut at its row limit is
 * usually full after the newest few: four at a time leaves the older ones unread.
 */
export const MONATE_PARALLEL = 4;

/**
 * The rows of `monate` ('YYYY-MM'), read by `lesen` newest month first, MONATE_PARALLEL at a
 * time. Once the months read hold more than `grenze` rows, no further month starts: months do
 * not overlap in time, so those read hold the newest `grenze` + 1 rows of the range — all a list
 * of `grenze` rows needs to answer and to say there were more. `lesen` answers the rows of its
 * month that count (its filter applied), so a month of rows left out does not stop the reading.
 * Without `grenze` every month is read. Rows in month order, newest month first; the caller sorts.
 */
export async function monateLesen<T>(
  monate: readonly string[],
  lesen: (monat: string) => Promise<readonly T[]>,
  grenze = Infinity,
): Promise<T[]> {
  const neuesteZuerst = [...new Set(monate)].sort().reverse();
  let gelesen = 0;
  const teile = await parallel(
    neuesteZuerst,
    async (monat) => {
      const zeilen = await lesen(monat);
      gelesen += zeilen.length;
      return zeilen;
    },
    MONATE_PARALLEL,
    () => gelesen <= grenze,
  );
  return teile.flat();
}

/**
 * monateLesen for a list whose month is several Queries (a broker scope: one per broker), each
 * answered as ElectroDB answers ({ data }): at most MONATE_PARALLEL of a month's at once, the
 * rows `passt` keeps counted towards `grenze`.
 */
export function abfragenJeMonat<T>(
  monate: readonly string[],
  abfragen: (monat: string) => (() => Promise<{ data: T[] }>)[],
  passt: (zeile: T) => boolean,
  grenze: number,
): Promise<T[]> {
  return monateLesen(
    monate,
    async (monat) => {
      const teile = await parallel(abfragen(monat), (abfrage) => abfrage(), MONATE_PARALLEL);
      return teile.flatMap(({ data }) => data).filter(passt);
    },
    grenze,
  );
}
