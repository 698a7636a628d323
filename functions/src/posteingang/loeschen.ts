/**
 * POST /bipro_documents/delete_rows (reference §2.10 "delete the marked positions", §4) and
 * POST /bipro_documents/restore_rows (ours): soft and all or nothing, as every list of stored
 * BiPRO files deletes and restores (biproDateien/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { geloeschtSetzen } from '../biproDateien/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';
import { DOKUMENTE } from './dokumente';

/** Deletes (`geloescht`) or restores the documents of `ids`. */
export const dokumenteGeloeschtSetzen = (
  b: Benutzer,
  ids: readonly number[],
  geloescht: boolean,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> => geloeschtSetzen(b, ids, DOKUMENTE, geloescht, db);
