import type { Schema } from 'electrodb';

/**
 * Commission bookings from settlement lines (domain `Provisionsbuchung`). The key is the line
 * that booked it (file, line): booking a line twice writes nothing the second time, and "delete
 * bookings" of a file (delZahl 1) is one Query of the file's partition. A contract's bookings:
 * gsi2 by contract, by date. Settlement files have hundreds to a few thousand lines, so one
 * partition per file is enough (portfolio lines, which are many, are never booked here).
 */
export const provisionsbuchungSchema = {
  model: { entity: 'provisionsbuchung', version: '1', service: 'lieferdesk' },
  attributes: {
    dateiId: { type: 'number', required: true, readOnly: true },
    zeile: { type: 'number', required: true, readOnly: true },
    vertragId: { type: 'number', required: true },
    maklernr: { type: 'string', required: true },
    gesellschaftId: { type: 'number', required: true },
    vsnr: { type: 'string', required: true },
    betrag: { type: 'number', required: true },
    provisionssatz: { type: 'number' },
    datum: { type: 'string', required: true },
    text: { type: 'string' },
    gebuchtAm: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['dateiId'] },
      sk: { field: 'sk', composite: ['zeile'] },
    },
    vertrag: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['vertragId'] },
      sk: { field: 'gsi2sk', composite: ['datum', 'dateiId', 'zeile'] },
    },
  },
} as const satisfies Schema<string, string, string>;
