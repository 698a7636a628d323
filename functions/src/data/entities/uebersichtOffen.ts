import type { Schema } from 'electrodb';

/**
 * The start page's open-document aggregate (architecture "Übersicht: aggregates"): documents not
 * assigned and not deleted, per scope ('alle' or one broker) and insurer — a gauge, raised when
 * an open document is stored and lowered when it is assigned or deleted (biproDateien.ts
 * `ablegen`, `aendern`; atomic ADDs). One partition per scope: its items are the insurers.
 */
export const uebersichtOffenSchema = {
  model: { entity: 'uebersichtOffen', version: '1', service: 'lieferdesk' },
  attributes: {
    anteil: { type: 'string', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    offen: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['anteil'] },
      sk: { field: 'sk', composite: ['gesellschaftId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
