/**
 * How long a toast stays (reference §2 "Common parts"): long enough to read. A success, info or
 * warning stays by its length — a base for finding it, then a reading pace of about 14 characters
 * a second —, at least 5 and at most 20 seconds, and the pointer on it holds it (PrimeReact). An
 * error stays until it is closed: it says what went wrong and what to do, and may be read late.
 */

/** Time to turn to the toast before reading starts. */
const ANLAUF_MS = 3000;
/** About 14 characters a second: slow reading, in a second language too. */
const JE_ZEICHEN_MS = 70;
export const KUERZESTE_MS = 5000;
export const LAENGSTE_MS = 20_000;

export type Dauer = { sticky: true } | { life: number };

export function anzeigedauer(art: 'success' | 'info' | 'warn' | 'error', ...texte: string[]): Dauer {
  if (art === 'error') return { sticky: true };
  const zeichen = texte.reduce((summe, t) => summe + t.length, 0);
  return { life: Math.min(LAENGSTE_MS, Math.max(KUERZESTE_MS, ANLAUF_MS + zeichen * JE_ZEICHEN_MS)) };
}
