import type { Schema } from 'electrodb';

/**
 * A category exception (reference §2.15): files of this GeVo type from this company are not
 * taken in but archived. One partition per company holds its (bounded) exceptions; the download
 * job reads them once per shipment.
 */
export const kategorieAusnahmeSchema = {
  model: { entity: 'kategorieAusnahme', version: '1', service: 'lieferdesk' },
  attributes: {
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    gevoArt: { type: 'number', required: true, readOnly: true },
    dateCreated: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['gesellschaftId'] },
      sk: { field: 'sk', composite: ['gevoArt'] },
    },
  },
} as const satisfies Schema<string, string, string>;
