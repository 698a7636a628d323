/**
 * `nameCheck`: which interface reads a delivered file, decided by its file name.
 *
 * A pattern is one or more alternatives separated by `;`; each alternative is a wildcard
 * pattern over the whole file name (without folders): `*` any run of characters, `?` exactly
 * one character, everything else literal. Case does not matter, and names are compared in
 * Unicode NFC so "Mahnliste_Prämie.csv" from a Mac (NFD) matches too.
 *
 * Matching is done by hand, not by building a RegExp: a user-written pattern like `*a*a*a*b`
 * must not be able to make the matcher backtrack exponentially.
 */
import type { Schnittstelle } from '@lieferdesk/shared';

const vergleichbar = (text: string): string => text.normalize('NFC').toLowerCase();

/** The name after the last folder separator (uploads from Windows carry backslashes). */
export const basisname = (pfad: string): string =>
  pfad.slice(Math.max(pfad.lastIndexOf('/'), pfad.lastIndexOf('\\')) + 1);

/** Wildcard match in O(name × pattern): on a mismatch only the last `*` is retried. */
export function passtMuster(name: string, muster: string): boolean {
  const n = [...vergleichbar(name)];
  const m = [...vergleichbar(muster)];
  let i = 0;
  let j = 0;
  let stern = -1;
  let merke = 0;
  while (i < n.length) {
    if (j < m.length && (m[j] === '?' || (m[j] !== '*' && m[j] === n[i]))) {
      i++;
      j++;
    } else if (j < m.length && m[j] === '*') {
      stern = j++;
      merke = i;
    } else if (stern >= 0) {
      j = stern + 1;
      i = ++merke;
    } else return false;
  }
  while (j < m.length && m[j] === '*') j++;
  return j === m.length;
}

export const alternativen = (nameCheck: string | undefined): string[] =>
  (nameCheck ?? '')
    .split(';')
    .map((a) => a.trim())
    .filter((a) => a !== '');

/**
 * How specific a matching alternative is: more literal characters first ("courtage_allianz*.csv"
 * beats "*courtage*.csv" beats "*.csv"), then fewer `*`, then fewer `?`.
 */
function spezifitaet(muster: string): [number, number, number] {
  const zeichen = [...muster];
  const sterne = zeichen.filter((z) => z === '*').length;
  const fragen = zeichen.filter((z) => z === '?').length;
  return [zeichen.length - sterne - fragen, -sterne, -fragen];
}

function vergleiche(a: [number, number, number], b: [number, number, number]): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/**
 * The interface whose nameCheck matches the file name: only active, not invisible interfaces
 * take part. Among several, the most specific matching alternative wins (see `spezifitaet`);
 * on a tie, the lower id (built-ins before user-defined, older before newer), so the routing
 * never depends on the order the list came in.
 */
export function findeSchnittstelle(
  dateiname: string,
  schnittstellen: readonly Schnittstelle[],
): Schnittstelle | undefined {
  const name = basisname(dateiname);
  let beste: { s: Schnittstelle; wert: [number, number, number] } | undefined;
  for (const s of schnittstellen) {
    if (!s.active || s.invisible) continue;
    for (const muster of alternativen(s.nameCheck)) {
      if (!passtMuster(name, muster)) continue;
      const wert = spezifitaet(muster);
      const unterschied = beste ? vergleiche(wert, beste.wert) : 1;
      if (unterschied > 0 || (unterschied === 0 && beste && s.id < beste.s.id)) beste = { s, wert };
    }
  }
  return beste?.s;
}
