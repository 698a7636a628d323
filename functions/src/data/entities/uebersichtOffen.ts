import type { Schema } from 'electrodb';

/**
 * The start page's open-document aggregate (architecture "Übersicht: aggregates"): documents not
 * assigned and not deleted, per scope ('alle' or one broker), month of delivery (YYYY-MM, German
 * day of `creationDate`) and insurer — a gauge, raised when an open document is stored and
 * lowered when it is assigned or deleted (biproDateien.ts `ablegen`, `aendern`; atomic ADDs).
 * One partition per scope, its items sorted by month: the page reads the months its inbox link
 * opens, from the first on. Version 2: version 1 had no month (all time, more than the inbox
 * link could show).
 */
export const uebersichtOffenSchema = {
  model: { entity: 'uebersichtOffen', version: '2', service: 'lieferdesk' },
  attributes: {
    anteil: { type: 'string', required: true, readOnly: true },
    monat: { type: 'string', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    offen: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['anteil'] },
      sk: { field: 'sk', composite: ['monat', 'gesellschaftId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
