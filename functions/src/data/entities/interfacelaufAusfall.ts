import { CustomAttributeType, type Schema } from 'electrodb';

/**
 * A planned interface run that did not run (reference §2.14 "confirm planned interface", §4): on
 * that day no file of the run's company and interface came by its time. The import monitor shows
 * it as a line of its own until and after it is confirmed.
 *
 * Keys: the German calendar month of the day as partition (architecture "Data": shard or bucket
 * by month — a monitor range reads the months it touches, as the file index does), the day and
 * the planned run in the sort key. That key is the idempotency of the check: a check repeated for
 * the same run and day (a retried task, a second start) finds its line there and writes none.
 * The run's company, interface and monitor are copied in, so the line outlives a changed or
 * deleted run.
 */
export const interfacelaufAusfallSchema = {
  model: { entity: 'interfacelaufAusfall', version: '1', service: 'lieferdesk' },
  attributes: {
    /** 'YYYY-MM' of `tag`. */
    monat: { type: 'string', required: true, readOnly: true },
    /** The German calendar day (YYYY-MM-DD) the run was expected on. */
    tag: { type: 'string', required: true, readOnly: true },
    interfacelaufId: {
      type: 'number',
      required: true,
      readOnly: true,
      padding: { length: 10, char: '0' },
    },
    /** The expected time (ISO, UTC): the line's start in the monitor. */
    erwartetAm: { type: 'string', required: true, readOnly: true },
    /** Since when a file would have counted (the previous expected time). */
    seitAm: { type: 'string', required: true, readOnly: true },
    gesellschaft: { type: 'string', required: true, readOnly: true },
    interfaceId: { type: 'number', required: true, readOnly: true },
    interfaceName: { type: 'string', required: true, readOnly: true },
    modus: { type: CustomAttributeType<1 | 2>('number'), required: true, readOnly: true },
    geprueftAm: { type: 'string', required: true, readOnly: true },
    bestaetigtAm: { type: 'string' },
    bestaetigtVon: { type: 'string' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['monat'] },
      sk: { field: 'sk', composite: ['tag', 'interfacelaufId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
