/**
 * The workbench list's page token (`weiter` in the answer, `seite` in the next request;
 * reference §2.4, §7): where the last page ended — the rows shown before, the file (its number
 * and the value it is sorted by) and the last line examined. Opaque to the web: base64url JSON.
 *
 * Bound to the user and the search: a check value over the user's id, the filter as he sent
 * it (with sorting) and the position. A token another user sends, one sent with another
 * filter, or one altered in any byte is refused (400) before anything is read. The check value
 * holds no secret, so it proves no origin: what keeps a token from showing another broker's
 * lines is that every page applies the sender's filter and data scope (domain/datensicht.ts)
 * again — the token only says where in *his* result to go on.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { WERKBANK_TEXTE, type Benutzer, type ImportFilter } from '@lieferdesk/shared';
import { ungueltig } from '../domain/fehler';

export interface Seitenstand {
  /** Rows the pages before this one showed. */
  erste: number;
  /** The file the last page ended in, and the value the files are sorted by (its place). */
  datei: number;
  wert: string | number;
  /** The last line of that file the last page examined. */
  zeile: number;
}

const marke = z.strictObject({
  v: z.literal(1),
  e: z.number().int().min(0),
  d: z.number().int().min(0),
  w: z.union([z.string().max(300), z.number()]),
  z: z.number().int().min(0),
  p: z.string().length(22),
});

/** The filter as it names the search: without the page itself, keys in a fixed order. */
function sucheAlsText(filter: ImportFilter): string {
  const { seite: _seite, ...rest } = filter;
  return JSON.stringify(Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))));
}

function pruefwert(benutzer: Benutzer, filter: ImportFilter, s: Seitenstand): string {
  return createHash('sha256')
    .update(JSON.stringify([benutzer.id, sucheAlsText(filter), s.erste, s.datei, s.wert, s.zeile]))
    .digest('base64url')
    .slice(0, 22);
}

export function seitenmarke(benutzer: Benutzer, filter: ImportFilter, s: Seitenstand): string {
  const inhalt = { v: 1, e: s.erste, d: s.datei, w: s.wert, z: s.zeile, p: pruefwert(benutzer, filter, s) };
  return Buffer.from(JSON.stringify(inhalt)).toString('base64url');
}

/** The position a token names; 400 when it is not this user's token of this search. */
export function seitenstand(benutzer: Benutzer, filter: ImportFilter, text: string): Seitenstand {
  let gelesen: unknown;
  try {
    gelesen = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw ungueltig(WERKBANK_TEXTE.seiteUngueltig);
  }
  const m = marke.safeParse(gelesen);
  if (!m.success) throw ungueltig(WERKBANK_TEXTE.seiteUngueltig);
  const s: Seitenstand = { erste: m.data.e, datei: m.data.d, wert: m.data.w, zeile: m.data.z };
  if (m.data.p !== pruefwert(benutzer, filter, s) || seitenmarke(benutzer, filter, s) !== text)
    throw ungueltig(WERKBANK_TEXTE.seiteUngueltig);
  return s;
}
