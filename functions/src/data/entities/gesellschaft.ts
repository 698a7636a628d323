import type { Schema } from 'electrodb';

/** Insurers (Gesellschaften): a bounded reference list (hundreds), read whole for every company select. */
export const gesellschaftSchema = {
  model: { entity: 'gesellschaft', version: '1', service: 'lieferdesk' },
  attributes: {
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    name: { type: 'string', required: true },
    vuNrBafin: { type: 'string' },
    ort: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['gesellschaftId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
