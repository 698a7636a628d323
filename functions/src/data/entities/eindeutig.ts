import type { Schema } from 'electrodb';

/**
 * Unique keys of the portfolio: one item per key, pointing at the item that holds it, written
 * with a condition in the same transaction as that item. DynamoDB has no unique index; this is
 * how "never two active contracts with the same company and policy number" and "a new customer
 * is created once per broker, name and birth date" hold even when two bookings run at once or a
 * booking is retried. `art` "vertrag": key company#vsnrNorm → vertragId; `art` "kunde": key
 * kundenSchluessel → kundennr. Reading a key is a GetItem, many keys a BatchGet.
 *
 * Beyond the portfolio, `art` "ankunft": a delivery (an upload's tempId, a dropped object) →
 * the number of the file it was registered as, written with the file record, so the same
 * delivery announced twice becomes one file.
 */
export const eindeutigSchema = {
  model: { entity: 'eindeutig', version: '1', service: 'lieferdesk' },
  attributes: {
    art: { type: 'string', required: true, readOnly: true },
    schluessel: { type: 'string', required: true, readOnly: true },
    ziel: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['art', 'schluessel'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
