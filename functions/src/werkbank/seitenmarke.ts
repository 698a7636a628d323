/**
 * The workbench list's page token (reference §2.4, §7): where the last page ended — the rows
 * shown before, the file (its number and the value it is sorted by) and the last line examined.
 * Bound to the user and the search (with its sorting) by the shared codec (domain/seitenmarke.ts):
 * a token of another user or search, or altered in any byte, is refused (400) before anything is
 * read.
 */
import { z } from 'zod';
import type { Benutzer, ImportFilter } from '@lieferdesk/shared';
import { seitenmarken } from '../domain/seitenmarke';

export interface Seitenstand {
  /** Rows the pages before this one showed. */
  erste: number;
  /** The file the last page ended in, and the value the files are sorted by (its place). */
  datei: number;
  wert: string | number;
  /** The last line of that file the last page examined. */
  zeile: number;
}

const marken = seitenmarken({
  e: z.number().int().min(0),
  d: z.number().int().min(0),
  w: z.union([z.string().max(300), z.number()]),
  z: z.number().int().min(0),
});

export const seitenmarke = (benutzer: Benutzer, filter: ImportFilter, s: Seitenstand): string =>
  marken.schreiben(benutzer.id, filter, { e: s.erste, d: s.datei, w: s.wert, z: s.zeile });

/** The position a token names; 400 when it is not this user's token of this search. */
export function seitenstand(benutzer: Benutzer, filter: ImportFilter, text: string): Seitenstand {
  const m = marken.lesen(benutzer.id, filter, text);
  return { erste: m.e, datei: m.d, wert: m.w, zeile: m.z };
}
