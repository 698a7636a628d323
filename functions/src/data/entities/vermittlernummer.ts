import type { Schema } from 'electrodb';

/**
 * The brokers' intermediary numbers at the insurers (GDV "GeschaeftsstelleVermittler", the
 * "Vermittlernummer" of commission lists): which broker a line belongs to when the file has no
 * uploading broker (domain makler.ts). A company's numbers are one Query (bounded: one per
 * broker and company); a broker's numbers are gsi1 in his partition.
 */
export const vermittlernummerSchema = {
  model: { entity: 'vermittlernummer', version: '1', service: 'lieferdesk' },
  attributes: {
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    /** As the insurer writes it. */
    nummer: { type: 'string', required: true },
    /** normalisiereKennung(nummer): the key. */
    nummerNorm: { type: 'string', required: true, readOnly: true },
    maklernr: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['gesellschaftId'] },
      sk: { field: 'sk', composite: ['nummerNorm'] },
    },
    makler: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['maklernr'] },
      sk: { field: 'gsi1sk', composite: ['gesellschaftId', 'nummerNorm'] },
    },
  },
} as const satisfies Schema<string, string, string>;
