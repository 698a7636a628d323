import { CustomAttributeType, type Schema } from 'electrodb';

/**
 * A planned interface run (reference §2.16, §3 "Planned interface run"): staff expect a file of a
 * company ('Allgemein': any company) and an interface on some weekdays by a time of day. Its
 * schedule (functions/src/interfacelaeufe/zeitplan.ts) starts the check at that time.
 *
 * Configuration of bounded size (tens of runs): one partition for all of them, keyed by id in
 * the sort key, read whole by the list and its filter (as the stored interfaces are).
 */
export const interfacelaufSchema = {
  model: { entity: 'interfacelauf', version: '1', service: 'lieferdesk' },
  attributes: {
    id: { type: 'number', required: true, readOnly: true, padding: { length: 10, char: '0' } },
    gesellschaft: { type: 'string', required: true },
    interfaceName: { type: 'string', required: true },
    /** The interface the name resolved to when the run was saved. */
    interfaceId: { type: 'number', required: true },
    description: { type: 'string' },
    /** The monitor the interface's files show in (1 import, 2 settlement): where a missed run shows. */
    modus: { type: CustomAttributeType<1 | 2>('number'), required: true },
    /** The weekdays, 0 Monday … 6 Sunday (ElectroDB lists hold no booleans: the set days' numbers). */
    wochentage: { type: 'list', required: true, items: { type: 'number' } },
    /** 'Bis Uhrzeit': HH:MM or HH:MM:SS, German time. */
    time: { type: 'string', required: true },
    /** The form's toggle as it was saved (which interfaces it offered). */
    withInactiveInterfaces: { type: 'boolean', required: true },
    geaendertAm: { type: 'string', required: true },
    geaendertVon: { type: 'string', required: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: [] },
      sk: { field: 'sk', composite: ['id'] },
    },
  },
} as const satisfies Schema<string, string, string>;
