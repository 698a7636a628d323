import type { Schema } from 'electrodb';

/**
 * The start page's week aggregate (architecture "Übersicht: aggregates"): the documents that
 * arrived per share ('alle' or one broker), ISO week and insurer, and how many of them the intake
 * assigned — the automatic assignment rate. Raised with the day aggregate's ADDs
 * (repositories/uebersicht.ts `nachziehen`). One partition per share and ISO week-year, so the
 * rate's 12 weeks are at most two Queries per share of weeks × insurers items.
 */
export const uebersichtWocheSchema = {
  model: { entity: 'uebersichtWoche', version: '1', service: 'lieferdesk' },
  attributes: {
    anteil: { type: 'string', required: true, readOnly: true },
    /** The ISO week's year, YYYY. */
    jahr: { type: 'string', required: true, readOnly: true },
    /** YYYY-Www. */
    woche: { type: 'string', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    dokumente: { type: 'number' },
    automatisch: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['anteil', 'jahr'] },
      sk: { field: 'sk', composite: ['woche', 'gesellschaftId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
