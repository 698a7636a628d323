/**
 * Deleting GDV files (reference §2.13, §4, §7 DELETE /bipro/gdv_files?id=..&id=..): soft and all
 * or nothing, as every list of stored BiPRO files deletes (biproAblage/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { dateienLoeschen } from '../biproAblage/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';

export const gdvDateienLoeschen = (
  b: Benutzer,
  ids: readonly number[],
  o: { db?: Datenbank } = {},
): Promise<Record<string, never>> => dateienLoeschen(b, ids, { ziele: ['gdv'] }, o.db ?? datenbank());
