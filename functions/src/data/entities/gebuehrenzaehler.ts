import type { Schema } from 'electrodb';

/**
 * Contracts created by a broker's bookings per month (the fee of reference §1/§9: domain
 * buchung/gebuehr.ts). One item per broker and month, raised with an atomic ADD in the same
 * transaction that creates the contract, so a contract is counted exactly once. A broker's
 * months are one Query (his partition), oldest first: the first is where his free months begin.
 */
export const gebuehrenzaehlerSchema = {
  model: { entity: 'gebuehrenzaehler', version: '1', service: 'lieferdesk' },
  attributes: {
    maklernr: { type: 'string', required: true, readOnly: true },
    /** YYYY-MM */
    monat: { type: 'string', required: true, readOnly: true },
    angelegt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['maklernr'] },
      sk: { field: 'sk', composite: ['monat'] },
    },
  },
} as const satisfies Schema<string, string, string>;
