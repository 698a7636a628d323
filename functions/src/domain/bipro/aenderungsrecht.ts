/**
 * Who may change a stored BiPRO file he sees (reference §6 "Who changes BiPRO files"): delete,
 * restore, comment, note, re-assign, assign. Seeing is wider than changing (sicht.ts): the
 * internal view (VIEW_INTERN) sees every broker's files and a structure leader (BIPRO_STRUKTUR,
 * FP_PLUS) his structure's, but both only read and download them — a file is its own broker's
 * business, and beyond him only of staff who hold the full filter (INTERN, DATEN_IMPORT).
 */
import { hatVollenFilter, type Benutzer } from '@lieferdesk/shared';
import type { BiproEigentum } from './sicht';

export const darfBiproDateiAendern = (b: Benutzer, d: Pick<BiproEigentum, 'maklernr'>): boolean =>
  hatVollenFilter(b) || (b.maklernr !== undefined && b.maklernr === d.maklernr);
