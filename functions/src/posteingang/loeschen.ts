/**
 * POST /bipro_documents/delete_rows (reference §2.10 "delete the marked positions", §4): soft and
 * all or nothing, as every list of stored BiPRO files deletes (biproAblage/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { dateienLoeschen } from '../biproAblage/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';
import { DOKUMENTE } from './dokumente';

export const dokumenteLoeschen = (
  b: Benutzer,
  ids: readonly number[],
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> => dateienLoeschen(b, ids, DOKUMENTE, db);
