import type { Schema } from 'electrodb';

/**
 * Brokers, each in its own partition (read by broker number), and their structure: the
 * structure leader's number is the partition key of gsi1, so "all brokers of a structure" is
 * one Query.
 */
export const maklerSchema = {
  model: { entity: 'makler', version: '1', service: 'lieferdesk' },
  attributes: {
    maklernr: { type: 'string', required: true, readOnly: true },
    name: { type: 'string', required: true },
    strukturLeiter: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['maklernr'] },
      sk: { field: 'sk', composite: [] },
    },
    struktur: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['strukturLeiter'] },
      sk: { field: 'gsi1sk', composite: ['maklernr'] },
    },
  },
} as const satisfies Schema<string, string, string>;
