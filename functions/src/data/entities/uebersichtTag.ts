import type { Schema } from 'electrodb';

/**
 * The start page's day aggregate (architecture "Übersicht: aggregates"): the BiPRO files that
 * arrived per scope ('alle' or one broker), German day and insurer, by kind, and how many of the
 * documents the intake assigned. Raised with atomic ADDs where a download stores its files
 * (biproDateien.ts `ablegen`). One partition per scope and month, so the page's 12 weeks are at
 * most four Queries per scope, and a month's partition holds days × insurers items.
 */
export const uebersichtTagSchema = {
  model: { entity: 'uebersichtTag', version: '1', service: 'lieferdesk' },
  attributes: {
    anteil: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM of `tag`. */
    monat: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM-DD, German calendar day. */
    tag: { type: 'string', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    dokumente: { type: 'number' },
    automatisch: { type: 'number' },
    gdv: { type: 'number' },
    abrechnungen: { type: 'number' },
    mahnungen: { type: 'number' },
    archiv: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['anteil', 'monat'] },
      sk: { field: 'sk', composite: ['tag', 'gesellschaftId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
