import type { Schema } from 'electrodb';

/**
 * BiPRO categories are configuration of bounded size (a few hundred codes), read whole by the
 * categories screen and by document assignment: one partition per entity type serves both in a
 * single Query, keyed by gevoArt in the sort key.
 */
export const kategorieSchema = {
  model: { entity: 'kategorie', version: '1', service: 'lieferdesk' },
  attributes: {
    gevoArt: { type: 'number', required: true, readOnly: true },
    hauptKategorie: { type: 'string', required: true },
    unterKategorie: { type: 'string', required: true },
    kategorieFK: { type: 'number', required: true },
    statusFK: { type: 'number' },
    transferNorm: { type: 'string' },
    zuordnungsAttribute: { type: 'string' },
    dateCreated: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['gevoArt'] },
    },
  },
} as const satisfies Schema<string, string, string>;
