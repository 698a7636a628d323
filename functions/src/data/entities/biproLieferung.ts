import type { Schema } from 'electrodb';

/**
 * A BiPRO shipment (Lieferung) as one access received it, with its statistics (reference §3
 * "Delivery"). Key: access + shipment id, so a shipment fetched again (a run that died before
 * acknowledging it) updates the one record. The deliveries list filters by month of arrival
 * (gsi1: one partition per calendar month, start time and key in the sort key) and a broker sees
 * his own (gsi2: broker + month).
 */
export const biproLieferungSchema = {
  model: { entity: 'biproLieferung', version: '1', service: 'lieferdesk' },
  attributes: {
    zugangId: { type: 'number', required: true, readOnly: true },
    transferId: { type: 'string', required: true, readOnly: true },
    extZugangBezeichnung: { type: 'string', required: true },
    gesellschaftId: { type: 'number', required: true },
    maklernr: { type: 'string', required: true },
    /** Calendar month (YYYY-MM, Europe/Berlin) of the first fetch; fixed once written. */
    monat: { type: 'string', required: true, readOnly: true },
    dateStarted: { type: 'string', required: true, readOnly: true },
    dateFinished: { type: 'string' },
    einstellzeitpunkt: { type: 'string' },
    gevoArt: { type: 'number' },
    allInputFiles: { type: 'number' },
    persistedFiles: { type: 'number' },
    nichtzugeordnetePdfFiles: { type: 'number' },
    nonUniquePolices: { type: 'number' },
    notFoundPolices: { type: 'number' },
    inputUnassigned: { type: 'number' },
    dbAlreadyExistFiles: { type: 'number' },
    schadenLeistungMeldungen: { type: 'number' },
    inputZips: { type: 'number' },
    abgelegteZipFiles: { type: 'number' },
    defekteZipFiles: { type: 'number' },
    schonErledigteFiles: { type: 'number' },
    numberGeschaeftsvorfallTransfers: { type: 'number' },
    numberInkassoTransfers: { type: 'number' },
    fehlendeGevoArts: { type: 'string' },
    error: { type: 'string' },
    /** The insurer confirmed our acknowledgement. */
    quittiert: { type: 'boolean' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['zugangId', 'transferId'] },
      sk: { field: 'sk', composite: [] },
    },
    monat: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['monat'] },
      sk: { field: 'gsi1sk', composite: ['dateStarted', 'zugangId', 'transferId'] },
    },
    desMaklers: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['maklernr', 'monat'] },
      sk: { field: 'gsi2sk', composite: ['dateStarted', 'zugangId', 'transferId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
