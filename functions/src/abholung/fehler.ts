/**
 * The download pipeline's errors a retry cannot cure: the Map does not retry them (their name is
 * the Step Functions error, listed in events/src/abholen.ts ABHOL_NICHT_WIEDERHOLEN), so a run
 * that lost its access or a shipment the insurer no longer has fails at once instead of after
 * its retries. A run that lost its access throws the domain's `SperreVerloren`
 * (domain/sperreVerloren.ts), which the import pipelines share.
 */
import type { Meldung } from '../bipro/lesen/antwort';

/** The insurer does not have the shipment (04003 unknown, 04006 past its availability). */
export class LieferungNichtAbholbar extends Error {
  override name = 'LieferungNichtAbholbar';
}

/** An answer's messages as one German text (errors first), bounded for the overview. */
export function meldungsText(meldungen: readonly Meldung[]): string {
  const sortiert = [...meldungen].sort((a, b) => Number(b.art === 'Fehler') - Number(a.art === 'Fehler'));
  const text = sortiert
    .map((m) => (m.id ? `${m.text} (${m.id})` : m.text))
    .filter(Boolean)
    .join('; ');
  return (text || 'Die Antwort des Versicherers enthält keine Meldung.').slice(0, 1000);
}
