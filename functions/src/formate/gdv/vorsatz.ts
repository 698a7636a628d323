/**
 * Whether a file starts like a GDV delivery. GDV deliveries are named freely by each insurer, but
 * every one starts with a Vorsatz (Satzart 0001), so its first line recognises one whatever its
 * name: the registration and the interface command line ask the same question here.
 */
import { isUtf8 } from 'node:buffer';
import { SATZLAENGE } from './zeilen';

/**
 * Whether the file starts like a GDV delivery: its first line is a Vorsatz (Satzart 0001) of at
 * most one record's length (trailing blanks may be stripped, so shorter is fine; 40 characters
 * hold at least Satzart, VU number and sender).
 */
export function istGdvVorsatz(anfang: Buffer): boolean {
  const ende = anfang.indexOf(0x0a);
  let zeile = anfang.subarray(0, ende < 0 ? anfang.length : ende);
  if (zeile.at(-1) === 0x0d) zeile = zeile.subarray(0, -1);
  const text = isUtf8(zeile) ? zeile.toString('utf8') : zeile.toString('latin1');
  return text.startsWith('0001') && text.length >= 40 && text.length <= SATZLAENGE;
}
