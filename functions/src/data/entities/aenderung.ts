import type { Schema } from 'electrodb';

/**
 * An entry of the change log (shared/src/entities/aenderung.ts): written once, never changed.
 *
 * Keys: the German calendar month as partition — the log is read a month at a time, newest
 * first, and staff change settings rarely enough that a month's entries never make a hot key —,
 * the time and a random id in the sort key (two changes in one millisecond stay two).
 */
export const aenderungSchema = {
  model: { entity: 'aenderung', version: '1', service: 'lieferdesk' },
  attributes: {
    /** 'YYYY-MM' of `zeitpunkt` in Berlin. */
    monat: { type: 'string', required: true, readOnly: true },
    zeitpunkt: { type: 'string', required: true, readOnly: true },
    eintragId: { type: 'string', required: true, readOnly: true },
    benutzer: { type: 'string', required: true, readOnly: true },
    bereich: {
      type: [
        'zugang',
        'gesellschaftZugang',
        'schnittstelle',
        'kategorie',
        'kategorieAusnahme',
        'blacklist',
        'interfacelauf',
      ] as const,
      required: true,
      readOnly: true,
    },
    aktion: { type: ['gespeichert', 'geloescht'] as const, required: true, readOnly: true },
    route: { type: 'string', required: true, readOnly: true },
    objekt: { type: 'string', readOnly: true },
    eingabe: { type: 'string', required: true, readOnly: true },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['monat'] },
      sk: { field: 'sk', composite: ['zeitpunkt', 'eintragId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
