/**
 * Batch helpers of the repositories: evaluation and booking touch thousands of items per file,
 * so reads and writes go out many at a time rather than one after the other.
 */

/** How many requests a repository sends at once (DynamoDB serves far more; Lambda memory is the bound). */
export const PARALLEL = 16;

/** One page of a long list. */
export interface Seite<T> {
  daten: T[];
  /** Pass back for the next page; undefined: the last page. */
  weiter?: string;
}

/**
 * Runs `arbeit` over `eingaben`, at most `anzahl` at once; results in input order. `solange`,
 * asked before each input is started: once false, no further input starts (those running
 * finish), and the results are those of the inputs started — a beginning of `eingaben`.
 */
export async function parallel<E, A>(
  eingaben: readonly E[],
  arbeit: (e: E) => Promise<A>,
  anzahl = PARALLEL,
  solange: () => boolean = () => true,
): Promise<A[]> {
  const ergebnisse = new Array<A>(eingaben.length);
  let naechste = 0;
  const arbeiter = async () => {
    while (naechste < eingaben.length && solange()) {
      const i = naechste++;
      ergebnisse[i] = await arbeit(eingaben[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(anzahl, eingaben.length) }, arbeiter));
  return ergebnisse.slice(0, naechste);
}
