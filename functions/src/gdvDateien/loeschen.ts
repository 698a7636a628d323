/**
 * Deleting GDV files (reference §2.13, §4, §7 DELETE /bipro/gdv_files?id=..&id=..) and restoring
 * them (POST /bipro/gdv_files/restore, ours): soft and all or nothing, as every list of stored
 * BiPRO files deletes and restores (biproDateien/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { geloeschtSetzen } from '../biproDateien/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';

/** Deletes (`geloescht`) or restores the GDV files of `ids`. */
export const gdvDateienGeloeschtSetzen = (
  b: Benutzer,
  ids: readonly number[],
  geloescht: boolean,
  o: { db?: Datenbank } = {},
): Promise<Record<string, never>> =>
  geloeschtSetzen(b, ids, { ziele: ['gdv'] }, geloescht, o.db ?? datenbank());
