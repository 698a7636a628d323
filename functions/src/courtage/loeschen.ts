/**
 * POST /bipro_courtage/delete_rows (reference §4: "rows marked invisible cannot be deleted again")
 * and POST /bipro_courtage/restore_rows (ours): soft and all or nothing, as every list of stored
 * BiPRO files deletes and restores (biproDateien/loeschen.ts).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { geloeschtSetzen } from '../biproDateien/loeschen';
import { datenbank, type Datenbank } from '../data/datenbank';
import { COURTAGE_ZIELE } from './kriterien';

/** Deletes (`geloescht`) or restores the rows of `eintraege`. */
export const zeilenGeloeschtSetzen = (
  benutzer: Benutzer,
  eintraege: readonly { id: number }[],
  geloescht: boolean,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> =>
  geloeschtSetzen(
    benutzer,
    eintraege.map((e) => e.id),
    { ziele: COURTAGE_ZIELE },
    geloescht,
    db,
  );
