import { CustomAttributeType, type Schema } from 'electrodb';
import type { Vertragsstatus, Zahlweise } from '../../domain/bestand';

/**
 * Contracts (domain `Vertrag`). Access patterns:
 * - by internal number (`vertragId`): the primary key (BatchGet for many);
 * - a broker's contracts at one company, by normalised policy number: gsi1 with the broker in the
 *   partition and company, policy number, id in the sort key — one Query finds a policy number,
 *   the same partition prefix read in pages is the broker's book at that company (evaluation
 *   loads it once per file where the book is smaller than the file);
 * - a customer's contracts: gsi2 by customer number.
 * The lookup by company and policy number across all brokers is the unique-key item
 * (`eindeutig`, art "vertrag"), which also makes "one active contract per company and policy
 * number" a condition DynamoDB enforces: see repositories/vertraege.ts.
 */
export const vertragSchema = {
  model: { entity: 'vertrag', version: '1', service: 'lieferdesk' },
  attributes: {
    vertragId: { type: 'number', required: true, readOnly: true },
    gesellschaftId: { type: 'number', required: true, readOnly: true },
    vuNummer: { type: 'string', required: true },
    sparte: { type: 'string' },
    vsnr: { type: 'string', required: true },
    vsnrNorm: { type: 'string', required: true, readOnly: true },
    kundennr: { type: 'number', required: true },
    maklernr: { type: 'string', required: true },
    beginn: { type: 'string' },
    ablauf: { type: 'string' },
    beitrag: { type: 'number' },
    zahlweise: { type: CustomAttributeType<Zahlweise>('string') },
    status: { type: CustomAttributeType<Vertragsstatus>('string') },
    geloescht: { type: 'boolean', required: true },
    /** The import file that created it. */
    herkunft: { type: 'number' },
    angelegtAm: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['vertragId'] },
      sk: { field: 'sk', composite: [] },
    },
    makler: {
      index: 'gsi1',
      pk: { field: 'gsi1pk', composite: ['maklernr'] },
      sk: { field: 'gsi1sk', composite: ['gesellschaftId', 'vsnrNorm', 'vertragId'] },
    },
    kunde: {
      index: 'gsi2',
      pk: { field: 'gsi2pk', composite: ['kundennr'] },
      sk: { field: 'gsi2sk', composite: ['vertragId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
