/**
 * How a line counts in its file's counts, the import monitor's "Fehlerhafte Datensätze" and
 * "Fehlerfreie Datensätze" (reference §3 "Import monitor line"): an active line (use4Booking 1)
 * with a negative status is faulty, any other active line faultless — exactly the lines the
 * workbench lists for the file with "Nur Fehler" and with its other statuses. A deferred or not
 * considered line is neither: deferring faulty lines takes them off the count.
 */
import { USE4BOOKING } from '@lieferdesk/shared';

export interface Fehlerzahl {
  numRowsError: number;
  numRowsWithoutError: number;
}

/** What of a line the counts depend on. */
export type Gezaehlt = { status: number; use4Booking: number };

export const KEINE_AENDERUNG: Fehlerzahl = { numRowsError: 0, numRowsWithoutError: 0 };

/** One line's part of the counts. */
export function fehlerzahlDer(z: Gezaehlt): Fehlerzahl {
  if (z.use4Booking !== USE4BOOKING.aktiv) return KEINE_AENDERUNG;
  return z.status < 0
    ? { numRowsError: 1, numRowsWithoutError: 0 }
    : { numRowsError: 0, numRowsWithoutError: 1 };
}

/** The counts of these lines. */
export function fehlerzahlSumme(zeilen: readonly Gezaehlt[]): Fehlerzahl {
  const summe = { ...KEINE_AENDERUNG };
  for (const z of zeilen) {
    const teil = fehlerzahlDer(z);
    summe.numRowsError += teil.numRowsError;
    summe.numRowsWithoutError += teil.numRowsWithoutError;
  }
  return summe;
}

/** How the counts move when lines change from `vorher` to `nachher` (pairs of the same line; without `nachher`: deleted). */
export function fehlerzahlAenderung(paare: readonly { vorher: Gezaehlt; nachher?: Gezaehlt }[]): Fehlerzahl {
  const summe = { ...KEINE_AENDERUNG };
  for (const { vorher, nachher } of paare) {
    const alt = fehlerzahlDer(vorher);
    const neu = nachher ? fehlerzahlDer(nachher) : KEINE_AENDERUNG;
    summe.numRowsError += neu.numRowsError - alt.numRowsError;
    summe.numRowsWithoutError += neu.numRowsWithoutError - alt.numRowsWithoutError;
  }
  return summe;
}

/** Whether a change moves the counts at all. */
export const aendertFehlerzahl = (a: Fehlerzahl): boolean =>
  a.numRowsError !== 0 || a.numRowsWithoutError !== 0;
