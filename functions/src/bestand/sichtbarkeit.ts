/**
 * Whose portfolio a user may see (DESIGN.md "Auth and roles": the API checks every scope
 * itself) — the same rule as for import files (monitor/filter.ts `sichtbarkeit`): internal
 * users, the data-import right and the internal view see every broker's contracts and
 * customers; everyone else his own broker number's, a BiPRO-structure user also his
 * structure's. Outside the scope a contract or customer is answered as not found.
 */
import type { Benutzer } from '@lieferdesk/shared';
import { sichtbarkeit } from '../monitor/filter';

export function siehtBestandVon(benutzer: Benutzer, maklernr: string): boolean {
  const s = sichtbarkeit(benutzer, true);
  return s.alle || s.makler.has(maklernr);
}
