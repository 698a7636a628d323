import type { Schema } from 'electrodb';

/**
 * Insurer-to-access mappings (reference §2.2): which insurers a BiPRO access name delivers for.
 * Configuration of bounded size (tens of accesses, a handful of insurers each), so it lives in
 * the entity's one partition like the categories and companies. The access name leads the sort
 * key: an access's insurers are one Query (begins_with on the name; ElectroDB closes the prefix
 * with the next attribute's label, so "VEMA" never reads "VEMA 2"), and the first access name
 * that has any mapping is the same Query with Limit 1 (the screen's default).
 *
 * The keys keep the access name as written (`casing: 'none'`): it is the name the access page
 * stores, and two accesses differing only in case must not share their insurers. The company's
 * name and place are kept as they were when mapped, for a company later removed from the list.
 */
export const gesellschaftZugangSchema = {
  model: { entity: 'gesellschaftZugang', version: '1', service: 'lieferdesk' },
  attributes: {
    extZugangBezeichnung: { type: 'string', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    gesellschaftName: { type: 'string', required: true },
    vuNrBafin: { type: 'string' },
    ort: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['extZugangBezeichnung', 'gesellschaftId'], casing: 'none' },
    },
  },
} as const satisfies Schema<string, string, string>;
