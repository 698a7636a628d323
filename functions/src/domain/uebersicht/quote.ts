/**
 * The automatic assignment rate (issue 24 §1): documents the intake assigned / documents
 * delivered, per insurer and ISO week, from the day aggregates.
 */
import type { UebersichtQuoteWoche } from '@lieferdesk/shared';
import { isoWoche } from './kalender';

/** The rate as a share 0…1; undefined for a week without documents (no rate, not 0 %). */
export const quote = (automatisch: number, geliefert: number): number | undefined =>
  geliefert > 0 ? Math.min(1, automatisch / geliefert) : undefined;

/** Day counts summed per insurer and ISO week; only weeks with documents. */
export function quoteJeWoche(
  tage: readonly { tag: string; gesellschaftId: number; dokumente: number; automatisch: number }[],
): UebersichtQuoteWoche[] {
  const je = new Map<string, UebersichtQuoteWoche>();
  for (const t of tage) {
    if (t.dokumente === 0) continue;
    const woche = isoWoche(t.tag);
    const schluessel = `${woche}|${t.gesellschaftId}`;
    const w = je.get(schluessel) ?? { woche, gesellschaftId: t.gesellschaftId, geliefert: 0, automatisch: 0 };
    w.geliefert += t.dokumente;
    w.automatisch += t.automatisch;
    je.set(schluessel, w);
  }
  return [...je.values()].sort(
    (a, b) => a.woche.localeCompare(b.woche) || a.gesellschaftId - b.gesellschaftId,
  );
}
