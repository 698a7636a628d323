import type { Schema } from 'electrodb';

/**
 * Stored (user-defined) interfaces. They are configuration of bounded size (tens to a few hundred),
 * read whole by the list, the selects and the import: one partition per entity type serves all of
 * them in one Query, keyed by id in the sort key.
 *
 * One item per interface holds the head and its `felder` and `multiInterfaces` as lists: the edit
 * page and the import always need the whole interface, and one item makes every change atomic.
 * `version` is the optimistic lock of the list edits — a field save reads the item, changes the
 * list and writes it back only if nobody changed it in between.
 */
export const schnittstelleSchema = {
  model: { entity: 'schnittstelle', version: '1', service: 'lieferdesk' },
  attributes: {
    id: { type: 'number', required: true, readOnly: true },
    interfaceName: { type: 'string', required: true },
    gesellschaft: { type: 'string', required: true },
    description: { type: 'string' },
    checkStatement: { type: 'string' },
    preFileCheckStatement: { type: 'string' },
    tableName: { type: 'string' },
    type: { type: 'string' },
    xml: { type: 'boolean', required: true },
    xPath: { type: 'string' },
    nameCheck: { type: 'string' },
    xmlElement: { type: 'string' },
    keepErrors: { type: 'boolean', required: true },
    hideErrors: { type: 'boolean', required: true },
    multiple: { type: 'boolean', required: true },
    active: { type: 'boolean', required: true },
    invisible: { type: 'boolean', required: true },
    unicode: { type: 'boolean', required: true },
    felder: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          name: { type: 'string', required: true },
          conversion: { type: 'string' },
          art: { type: 'number', required: true },
          delimiter: { type: 'string' },
          occurance: { type: 'number' },
          position: { type: 'number' },
          len: { type: 'number' },
          selection: { type: 'string' },
          comment: { type: 'string' },
        },
      },
    },
    multiInterfaces: {
      type: 'list',
      required: true,
      items: {
        type: 'map',
        properties: {
          lfdno: { type: 'number', required: true },
          newItabSid: { type: 'number', required: true },
          tableName: { type: 'string' },
          checkStatement: { type: 'string' },
          description: { type: 'string' },
        },
      },
    },
    version: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
} as const satisfies Schema<string, string, string>;
