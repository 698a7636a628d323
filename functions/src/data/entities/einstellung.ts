import type { Schema } from 'electrodb';

/**
 * Settings of the whole product that staff change (one item each, by name): today the broker
 * blacklist (reference §2.10) — structure-leader broker numbers whose structures are left out of
 * suggestion searches and whose deliveries the BiPRO intake archives.
 */
export const einstellungSchema = {
  model: { entity: 'einstellung', version: '1', service: 'lieferdesk' },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    wert: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['name'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
