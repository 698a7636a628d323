import type { Schema } from 'electrodb';

/**
 * The duplicate rule (reference §4, "Arrival"): the same content arriving twice is not imported
 * twice. One item per content hash (SHA-256 of the bytes) naming the file that holds it; a file
 * claims its hash with a conditional create, so of two identical deliveries arriving at the
 * same moment exactly one wins.
 */
export const dateiHashSchema = {
  model: { entity: 'dateiHash', version: '1', service: 'lieferdesk' },
  attributes: {
    sha256: { type: 'string', required: true, readOnly: true },
    dateiId: { type: 'number', required: true },
    fileName: { type: 'string', required: true },
    /** When the holding file was registered. */
    datum: { type: 'string', required: true },
    /**
     * The object that claimed the content: the same object announced twice at the same moment
     * is recognised before its file record is written.
     */
    bucket: { type: 'string' },
    key: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['sha256'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
