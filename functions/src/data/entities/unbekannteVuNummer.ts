import type { Schema } from 'electrodb';

/**
 * VU numbers files named that no company had when they were read (domain gesellschaftAusDatei.ts):
 * such a file's company is shown as '{number} (unbekannt)', and the company selects offer it so
 * the monitor and the workbench can filter by it. One small partition, read whole with the
 * companies; written (idempotently) by the read's plan.
 */
export const unbekannteVuNummerSchema = {
  model: { entity: 'unbekannteVuNummer', version: '1', service: 'lieferdesk' },
  attributes: {
    /** As the file delivered it (trimmed). */
    vuNummer: { type: 'string', required: true, readOnly: true },
    /** When a file named it last. */
    gesehenAm: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['vuNummer'] },
    },
  },
} as const satisfies Schema<string, string, string>;
