/**
 * Where the contract a chunk ends in goes on after it — the "Nachlauf", the mirror of the
 * Vorlauf (vorlauf.ts). A chunk's lines are judged from the contract's earlier lines only, with
 * one exception: a person's assignment (assign page) on *any* line of a GDV contract stands for
 * the whole contract (domain auswertung/kontext.ts `zuordnungen.jeGruppe`). An assignment on a
 * line of the next chunk must therefore reach the lines of this chunk too, or the two chunks
 * would judge one contract in two ways. So a chunk reads on past its end, as far as its last
 * contract goes, and takes the assignments of those lines (it evaluates and writes none of
 * them: they are the next chunk's).
 *
 * The same rules as the Vorlauf tell where the contract ends: a boundary (Vorsatz, Nachsatz, a
 * GDV record without policy number) or a line of another contract; unreadable and non-GDV lines
 * only follow.
 */
import type { ZeilenErgebnis } from '../../formate/ergebnis';
import { rolle, type Rolle } from './vorlauf';

/**
 * The contract lines (in order, Vorlauf included) leave open at their end: the key of the last
 * deciding line, or undefined when that is a boundary or there is none.
 */
export function nachlaufZiel(zeilen: Iterable<Rolle>): string | undefined {
  let ziel: string | undefined;
  for (const r of zeilen) {
    if (r.art === 'vertrag') ziel = r.schluessel;
    else if (r.art === 'grenze') ziel = undefined;
  }
  return ziel;
}

/**
 * Walks the lines after the chunk from the oldest on: `gehoertDazu` is true while the line
 * belongs to the contract (or only follows it), false at the first that does not (stop there).
 */
export class Nachlauf {
  constructor(private readonly ziel: string) {}

  gehoertDazu(r: Rolle): boolean {
    if (r.art === 'folgt') return true;
    return r.art === 'vertrag' && r.schluessel === this.ziel;
  }
}

/**
 * The Nachlauf of a chunk: of the lines after it (any order), those of the contract it ends in,
 * in line order — only the contract's own lines, whose assignments count for it. `nachher` must
 * reach at least to the contract's end (the caller reads on until `gehoertDazu` says stop);
 * pure, for tests and small inputs.
 */
export function nachlaufAus<Z extends Pick<ZeilenErgebnis, 'zeile' | 'satz' | 'felder'>>(
  abschnitt: readonly Z[],
  nachher: readonly Z[],
): Z[] {
  const ziel = nachlaufZiel([...abschnitt].sort((a, b) => a.zeile - b.zeile).map(rolle));
  if (ziel === undefined) return [];
  const lauf = new Nachlauf(ziel);
  const genommen: Z[] = [];
  for (const z of [...nachher].sort((a, b) => a.zeile - b.zeile)) {
    const r = rolle(z);
    if (!lauf.gehoertDazu(r)) break;
    if (r.art === 'vertrag') genommen.push(z);
  }
  return genommen;
}
