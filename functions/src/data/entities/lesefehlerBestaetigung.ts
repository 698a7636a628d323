import type { Schema } from 'electrodb';

/**
 * The monitor's "confirm erroneous records" (reference §2.14, §8): who confirmed the read errors of
 * a file, when, and how many there were. One item per file beside the file record: it is the
 * monitor's acknowledgement, not pipeline state, so no run ever writes it and no run's
 * conditional write on the file can collide with it. The count ties the confirmation to the
 * errors it saw — a file read again with a different result asks again.
 */
export const lesefehlerBestaetigungSchema = {
  model: { entity: 'lesefehlerBestaetigung', version: '1', service: 'lieferdesk' },
  attributes: {
    fileId: { type: 'number', required: true, readOnly: true },
    numRowsError: { type: 'number', required: true },
    bestaetigtAm: { type: 'string', required: true },
    bestaetigtVon: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['fileId'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
