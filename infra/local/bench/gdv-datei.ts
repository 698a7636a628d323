/**
 * Large GDV deliveries for the import benchmark and the tests of multi-chunk runs, built from
 * the GDV's official sample delivery (musterdatei_041222.txt): its Vorsatz, then its 162 records
 * repeated with renumbered policy numbers (every repetition is a new set of 14 contracts, the
 * persons the same — so a repetition evaluates like the sample against an empty book, and its
 * contracts are created anew when booked), then a Nachsatz with the right count and total premium.
 *
 * A policy number (bytes 14–30, right-aligned, 17 bytes) gets a prefix of 6 characters in front:
 * a mark of the file (a letter none of the known policy-number prefixes begins with, so
 * normalising keeps it) and the repetition's number.
 */
import { readFileSync } from 'node:fs';
import { MUSTERDATEI } from '@lieferdesk/test/fixtures';

/** Lines of the sample between Vorsatz and Nachsatz: one repetition. */
export const RUMPF_ZEILEN = MUSTERDATEI.saetze;

/** Most repetitions a file can have (4 digits of repetition number in the policy number). */
const HOECHSTENS = 10_000;

/**
 * A delivery of about `zeilen` lines (Vorsatz + whole repetitions + Nachsatz, at least one
 * repetition). `marke`: two characters of [A-Z0-9], the first a letter other than K, N, P, V
 * (those begin known policy-number prefixes); different marks give different contracts.
 */
export function vervielfachteMusterdatei(zeilen: number, marke = 'ZZ'): { inhalt: Buffer; zeilen: number } {
  if (!/^[A-JLMOQ-UW-Z][A-Z0-9]$/.test(marke)) throw new Error(`Ungeeignete Marke ${marke}`);
  const alle = readFileSync(MUSTERDATEI.pfad)
    .toString('latin1')
    .split('\n')
    .filter((z) => z.trim() !== '');
  const vorsatz = alle.filter((z) => z.startsWith('0001'));
  const rumpf = alle.filter((z) => !z.startsWith('0001') && !z.startsWith('9999'));
  const nachsatz = alle.find((z) => z.startsWith('9999'))!;
  const wiederholungen = Math.max(1, Math.ceil((zeilen - vorsatz.length - 1) / rumpf.length));
  if (wiederholungen > HOECHSTENS) throw new Error(`Höchstens ${HOECHSTENS * rumpf.length} Zeilen`);

  const teile: string[] = vorsatz.map((z) => `${z}\n`);
  const vsnrFrei = rumpf.map((z) => [z.slice(0, 13), z.slice(13, 30).trim(), z.slice(30)] as const);
  for (let i = 0; i < wiederholungen; i++) {
    const vorsilbe = `${marke}${String(i).padStart(4, '0')}`;
    for (const [vor, vsnr, nach] of vsnrFrei)
      teile.push(`${vor}${(vorsilbe + vsnr).padStart(17).slice(-17)}${nach}\n`);
  }
  const anzahl = rumpf.length * wiederholungen;
  // Nachsatz: number of records (bytes 5–14) and total premium (25–39, 2 decimals) of the copy.
  const gesamt = BigInt(nachsatz.slice(24, 39)) * BigInt(wiederholungen);
  teile.push(
    `${nachsatz.slice(0, 4)}${String(anzahl).padStart(10, '0')}${nachsatz.slice(14, 24)}${String(gesamt).padStart(15, '0')}${nachsatz.slice(39)}\n`,
  );
  return { inhalt: Buffer.from(teile.join(''), 'latin1'), zeilen: anzahl + vorsatz.length + 1 };
}
