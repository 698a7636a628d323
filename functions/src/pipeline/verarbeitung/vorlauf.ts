/**
 * Where a chunk's evaluation has to begin. GDV delivers a contract as consecutive lines, and a
 * line can only be judged with the contract's earlier lines (domain auswertung/kontext.ts,
 * `gruppe`). A chunk is a fixed range of line numbers, so it may begin inside a contract: its
 * evaluation then first evaluates the contract's lines of the previous chunk(s) again — the
 * "Vorlauf" — and writes only its own lines. The previous chunk evaluates the same lines with the
 * same data, so both agree.
 *
 * Which line starts, continues or ends a contract mirrors werteGdvZeileAus exactly:
 * - Vorsatz (0001), Nachsatz (9999) and a GDV record without a policy number end every contract;
 * - a GDV record with a policy number belongs to the contract of its key (gruppenSchluessel);
 * - lines without a layout or without fields (unreadable, -7) and non-GDV lines neither start
 *   nor end one: they follow whatever contract is open.
 */
import { gdvSatz, gruppenSchluessel, istGdvSatz } from '../../domain/auswertung/gdv';
import type { ZeilenErgebnis } from '../../formate/ergebnis';

export type Rolle = { art: 'folgt' } | { art: 'grenze' } | { art: 'vertrag'; schluessel: string };

export function rolle(z: Pick<ZeilenErgebnis, 'satz' | 'felder'>): Rolle {
  if (!istGdvSatz(z.satz)) return { art: 'folgt' };
  const art = gdvSatz(z.satz);
  if (!art || !z.felder) return { art: 'folgt' };
  if (art.satzart === '0001' || art.satzart === '9999') return { art: 'grenze' };
  const schluessel = gruppenSchluessel(z);
  return schluessel === undefined ? { art: 'grenze' } : { art: 'vertrag', schluessel };
}

/**
 * The contract a chunk's lines (in order) may have begun before the chunk: undefined when the
 * chunk itself begins one (or a boundary comes first) — no step back; its key when the first
 * deciding line continues a contract; null when the chunk has no deciding line at all (then it
 * continues whatever contract precedes it).
 */
export function vorlaufZiel(abschnitt: Iterable<Rolle>): string | null | undefined {
  for (const r of abschnitt) {
    if (r.art === 'folgt') continue;
    return r.art === 'grenze' ? undefined : r.schluessel;
  }
  return null;
}

/**
 * Walks the lines before the chunk from the newest back: `gehoertDazu` is true while the line
 * belongs to the contract the chunk continues, false at the first that does not (stop there).
 */
export class Vorlauf {
  constructor(private ziel: string | null) {}

  gehoertDazu(r: Rolle): boolean {
    if (r.art === 'folgt') return true;
    if (r.art === 'grenze') return false;
    this.ziel ??= r.schluessel;
    return r.schluessel === this.ziel;
  }
}

/**
 * The Vorlauf of a chunk: of the lines before it (any order), those to evaluate first, in line
 * order. `vorher` must contain at least every line back to the contract's start (the caller
 * reads backwards until `gehoertDazu` says stop); pure, for tests and small inputs.
 */
export function vorlaufAus<Z extends Pick<ZeilenErgebnis, 'zeile' | 'satz' | 'felder'>>(
  vorher: readonly Z[],
  abschnitt: readonly Z[],
): Z[] {
  const ziel = vorlaufZiel([...abschnitt].sort((a, b) => a.zeile - b.zeile).map(rolle));
  if (ziel === undefined) return [];
  const lauf = new Vorlauf(ziel);
  const genommen: Z[] = [];
  for (const z of [...vorher].sort((a, b) => b.zeile - a.zeile)) {
    if (!lauf.gehoertDazu(rolle(z))) break;
    genommen.push(z);
  }
  return genommen.reverse();
}
