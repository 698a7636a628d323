/**
 * The pure part of "test this interface": the sample's bytes as base64 for the API, and the
 * texts of the result table (status with the error catalogue of reference §8, fields as name: value).
 */
import { FEHLER_STATUS, MELDUNGEN, type SchnittstellenTestZeile } from '@lieferdesk/shared';

/** Bytes per String.fromCharCode call: large enough to be quick, small enough for the call stack. */
const STUECK = 0x8000;

/** Standard base64 (with padding) of the bytes, as the API's body schema expects it. */
export function alsBase64(bytes: Uint8Array): string {
  let binaer = '';
  for (let i = 0; i < bytes.length; i += STUECK) {
    binaer += String.fromCharCode(...bytes.subarray(i, i + STUECK));
  }
  return btoa(binaer);
}

/** "0 – gelesen", "-7 – Formatfehler"; an unknown code shows just its number. */
export function statusText(status: number): string {
  if (status === 0) return `0 – ${MELDUNGEN.testStatusGelesen}`;
  const text = FEHLER_STATUS[status];
  return text ? `${status} – ${text}` : String(status);
}

export type TestWert = NonNullable<SchnittstellenTestZeile['felder']>[string];

/** A value as read: null ("not given") is marked, numbers keep their point (they are typed values). */
export function wertText(wert: TestWert): string {
  return wert === null ? MELDUNGEN.testWertLeer : String(wert);
}

/** The fields of one line in their order, as name and value text. */
export function feldPaare(felder: SchnittstellenTestZeile['felder']): { name: string; wert: string }[] {
  return Object.entries(felder ?? {}).map(([name, wert]) => ({ name, wert: wertText(wert) }));
}
