/**
 * POST /bipro_courtage/delete_rows (reference §4: "rows marked invisible cannot be deleted again"):
 * soft and all or nothing, as every list of stored BiPRO files deletes (biproAblage/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { dateienLoeschen } from '../biproAblage/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';
import { COURTAGE_ZIELE } from './kriterien';

export const zeilenLoeschen = (
  benutzer: Benutzer,
  eintraege: readonly { id: number }[],
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> =>
  dateienLoeschen(
    benutzer,
    eintraege.map((e) => e.id),
    { ziele: COURTAGE_ZIELE },
    db,
  );
