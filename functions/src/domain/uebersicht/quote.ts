/**
 * The automatic assignment rate (issue 24 §1): documents the intake assigned / documents
 * delivered, per insurer and ISO week, from the week aggregate.
 */
import type { UebersichtQuoteWoche } from '@lieferdesk/shared';

/** The rate as a share 0…1; undefined for a week without documents (no rate, not 0 %). */
export const quote = (automatisch: number, geliefert: number): number | undefined =>
  geliefert > 0 ? Math.min(1, automatisch / geliefert) : undefined;

/**
 * Week counts (of several shares: a broker's numbers) summed per insurer and ISO week, oldest
 * first; only weeks with documents.
 */
export function quoteJeWoche(
  wochen: readonly { woche: string; gesellschaftId: number; dokumente: number; automatisch: number }[],
): UebersichtQuoteWoche[] {
  const je = new Map<string, UebersichtQuoteWoche>();
  for (const w of wochen) {
    if (w.dokumente === 0) continue;
    const schluessel = `${w.woche}|${w.gesellschaftId}`;
    const q = je.get(schluessel) ?? {
      woche: w.woche,
      gesellschaftId: w.gesellschaftId,
      geliefert: 0,
      automatisch: 0,
    };
    q.geliefert += w.dokumente;
    q.automatisch += w.automatisch;
    je.set(schluessel, q);
  }
  return [...je.values()].sort(
    (a, b) => a.woche.localeCompare(b.woche) || a.gesellschaftId - b.gesellschaftId,
  );
}
