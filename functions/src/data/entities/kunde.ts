import type { Schema } from 'electrodb';

/**
 * The broker's customers (domain `Kunde`). Access patterns:
 * - by customer number: the primary key, one partition per customer (BatchGet for the
 *   customers of a set of contracts);
 * - a broker's customers by surname key (`nameNorm`, domain namen.ts): gsi1 with the broker in
 *   the partition and the name key before the number in the sort key — one Query finds the
 *   candidates for a name; the same partition read in pages is the broker's whole customer list.
 *
 * `gesellschaftKundennummern` (the insurers' numbers of the customer) is a list on the item:
 * a customer has a handful, and evaluation reads them with the customer. `version` is the
 * optimistic lock of changes to that list.
 */
export const kundeSchema = {
  model: { entity: 'kunde', version: '1', service: 'lieferdesk' },
  attributes: {
    kundennr: { type: 'number', required: true, readOnly: true },
    maklernr: { type: 'string', required: true },
    name: { type: 'string', required: true },
    vorname: { type: 'string' },
    geburtsdatum: { type: 'string' },
    strasse: { type: 'string' },
    plz: { type: 'string' },
    ort: { type: 'string' },
    /** Surname as key (normalisiereName): the sort key of the name lookup. */
    nameNorm: { type: 'string', required: true },
    gesellschaftKundennummern: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          gesellschaftId: { type: 'number', required: true },
          nummer: { type: 'string', required: true },
        },
      },
    },
    version: { type: 'number', required: true },
    /** The import file whose booking created the customer. */
    herkunft: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['kundennr'] },
      sk: { field: 'sk', composite: [] },
    },
    makler: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['maklernr'] },
      sk: { field: 'gsi1sk', composite: ['nameNorm', 'kundennr'] },
    },
  },
} as const satisfies Schema<string, string, string>;
