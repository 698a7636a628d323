import type { Schema } from 'electrodb';

/**
 * Contracts created by a broker's bookings per month (the fee of reference §1/§9: domain
 * buchung/gebuehr.ts), kept in GEBUEHR_ANTEILE shards per broker and month. Each shard is raised
 * with an atomic ADD in the same transaction that creates the contract, so a contract is counted
 * exactly once; the month's count is the sum of its shards (repositories/gebuehren.ts).
 *
 * Why shards, and in the partition key: one item takes at most 1,000 write units a second, and
 * the creating transaction writes it twice over — ≈ 500 contracts a second for a broker, however
 * many chunks book at once, and concurrent transactions on the one item cancel each other. A
 * contract's shard is its number mod GEBUEHR_ANTEILE: the numbers a chunk hands out in a row
 * (data/nummernblock.ts) spread its creates over every shard.
 */
export const GEBUEHR_ANTEILE = 16;

/** The shard a contract is counted in. */
export const gebuehrenAnteil = (vertragId: number): number => vertragId % GEBUEHR_ANTEILE;

export const gebuehrenzaehlerSchema = {
  model: { entity: 'gebuehrenzaehler', version: '2', service: 'lieferdesk' },
  attributes: {
    maklernr: { type: 'string', required: true, readOnly: true },
    /** 0 … GEBUEHR_ANTEILE − 1 */
    anteil: { type: 'number', required: true, readOnly: true },
    /** YYYY-MM */
    monat: { type: 'string', required: true, readOnly: true },
    angelegt: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['maklernr', 'anteil'] },
      sk: { field: 'sk', composite: ['monat'] },
    },
  },
} as const satisfies Schema<string, string, string>;

/**
 * The counters as they were written before the shards: one item per broker and month, a
 * broker's months in his partition. Still read and summed with the shards, never written.
 */
export const gebuehrenzaehlerUngeteiltSchema = {
  model: { entity: 'gebuehrenzaehler', version: '1', service: 'lieferdesk' },
  attributes: {
    maklernr: { type: 'string', required: true, readOnly: true },
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
