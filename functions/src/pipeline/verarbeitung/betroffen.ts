/**
 * The lines a person's assignment of one line changes (assign page): the lines the evaluation
 * follows the assignment on (domain auswertung/README.md, "Assigned lines").
 *
 * - A GDV line with a policy number: its whole contract — from the contract's first line to its
 *   last, wherever the chunks end, with the unreadable or foreign lines in between (they make
 *   the contract's later lines -2). The lines before and after it (back to the previous
 *   contract, on to the next) are left out: they are judged without this contract.
 * - Any other line (OMDS, commission, dunning; a GDV line without policy number): itself.
 *
 * Evaluated from its first line, a contract gets exactly the statuses an evaluation of the
 * whole file gives it (a new key starts a new group, domain auswertung/gdv.ts), so evaluating
 * these lines alone is the pipeline's evaluation of them. Which lines belong to the contract is
 * decided as the Vorlauf and the Nachlauf decide it (vorlauf.ts, nachlauf.ts).
 */
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import { Nachlauf } from './nachlauf';
import { rolle, Vorlauf } from './vorlauf';

type Zeile = Pick<ZeilenErgebnis, 'zeile' | 'satz' | 'felder'>;

/**
 * The contract the line belongs to (its key), or undefined for a line that is judged alone.
 */
export function vertragDer(zeile: Zeile): string | undefined {
  const r = rolle(zeile);
  return r.art === 'vertrag' ? r.schluessel : undefined;
}

/**
 * The affected lines among `zeilen` (any order; the lines the evaluation works on, around line
 * `nr`, reaching at least to the contract's ends), in line order. Empty if `nr` is not among
 * them.
 */
export function betroffeneZeilen<Z extends Zeile>(zeilen: readonly Z[], nr: number): Z[] {
  const sortiert = [...zeilen].sort((a, b) => a.zeile - b.zeile);
  const i = sortiert.findIndex((z) => z.zeile === nr);
  if (i < 0) return [];
  const zeile = sortiert[i]!;
  const ziel = vertragDer(zeile);
  if (ziel === undefined) return [zeile];

  const zurueck = new Vorlauf(ziel);
  let von = i;
  while (von > 0 && zurueck.gehoertDazu(rolle(sortiert[von - 1]!))) von--;
  const vor = new Nachlauf(ziel);
  let bis = i;
  while (bis < sortiert.length - 1 && vor.gehoertDazu(rolle(sortiert[bis + 1]!))) bis++;
  // From the contract's first own line to its last: lines that only follow at either end
  // belong to whatever comes before or after.
  while (vertragDer(sortiert[von]!) !== ziel) von++;
  while (vertragDer(sortiert[bis]!) !== ziel) bis--;
  return sortiert.slice(von, bis + 1);
}
