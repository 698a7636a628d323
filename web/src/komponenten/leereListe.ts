/**
 * What an empty list says (issue 25 §5: empty states say why): a filter narrower than the default
 * is named as the reason — 'Zurücksetzen' brings the default back —, else the range searched held
 * nothing; after a failed search the list shows no rows (liste.ts `antwortDerSuche`) and says the
 * search failed. (A list a user may not open says 'keine Berechtigung' instead of a table.)
 */
import { MELDUNGEN } from '@lieferdesk/shared';
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
}): string {
  if (o.fehlgeschlagen) return MELDUNGEN.sucheFehler;
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
