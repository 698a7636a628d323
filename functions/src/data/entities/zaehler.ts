import type { Schema } from 'electrodb';

/**
 * Counters for new numeric ids (interfaces, and whatever else needs a short number a person can
 * read and type). Each counter is its own item, raised with an atomic ADD, so two concurrent
 * creates never get the same id. A counter starts at 0 when first raised; the caller adds its
 * own offset.
 */
export const zaehlerSchema = {
  model: { entity: 'zaehler', version: '1', service: 'lieferdesk' },
  attributes: {
    name: { type: 'string', required: true, readOnly: true },
    wert: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['name'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
