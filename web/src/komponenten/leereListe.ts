/**
 * What an empty list says (issue 25 §5: empty states say why): a filter narrower than the default
 * is named as the reason — 'Zurücksetzen' brings the default back —, else the range searched held
 * nothing; after a failed search the list shows no rows (liste.ts `antwortDerSuche`) and says the
 * search failed. A user who may open the list but sees no broker's rows at all (no broker number,
 * no internal view: a categories clerk) is told so, not sent looking for a filter. (A list a user
 * may not open says 'keine Berechtigung' instead of a table.)
 */
import { hatVollenFilter, MELDUNGEN, type Benutzer } from '@lieferdesk/shared';
import { formatDatum } from '../format';
import { gleicherFilter } from './liste';

/**
 * `filter` and `standard`: the filter searched and the default (a page's filter drafts; their
 * range, `zeitraum`, is left out of the comparison: it is named, not blamed); `zeitraum`: the
 * days searched as ISO dates, if any.
 */
export function leereListeText(o: {
  filter: object;
  standard: object;
  zeitraum?: { von?: string; bis?: string };
  /** The search failed (its error is shown above the table). */
  fehlgeschlagen?: boolean;
  /** Who searched. */
  benutzer: Benutzer;
}): string {
  if (o.fehlgeschlagen) return MELDUNGEN.sucheFehler;
  if (siehtKeineMakler(o.benutzer)) return MELDUNGEN.keineEintraegeOhneSicht;
  if (!gleicherFilter(ohneZeitraum(o.filter), ohneZeitraum(o.standard)))
    return MELDUNGEN.keineEintraegeFilter;
  const { von, bis } = o.zeitraum ?? {};
  if (von === undefined) return MELDUNGEN.keineEintraege;
  return MELDUNGEN.keineEintraegeImZeitraum(formatDatum(von), formatDatum(bis ?? von));
}

function ohneZeitraum(filter: object): object {
  const { zeitraum: _zeitraum, ...rest } = filter as { zeitraum?: unknown };
  return rest;
}

/**
 * Whether the server shows the user no broker's BiPRO rows whatever he searches: he neither sees
 * everything (internal, data import, internal view) nor has a broker number or a structure
 * (functions/src/domain/bipro/sicht.ts `biproListenMakler`, the rule that decides; this only
 * words the empty list).
 */
export const siehtKeineMakler = (b: Benutzer): boolean =>
  !hatVollenFilter(b) &&
  !b.rollen.includes('VIEW_INTERN') &&
  b.maklernr === undefined &&
  b.struktur.length === 0;
