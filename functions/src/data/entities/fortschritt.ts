import type { Schema } from 'electrodb';

/**
 * Progress of long work (reference §3 "Progress record": act, max, sLabel, sInfo): reading a file,
 * evaluating, booking. One item per job, `act` raised with an atomic ADD by the workers, polled
 * by the UI until act >= max. `schritte` names the steps already counted (chunk numbers), so a
 * step repeated after a retry does not count twice. Expires a week after its last change (`ttl`).
 * A failed job keeps its text in `fehler`.
 */
export const fortschrittSchema = {
  model: { entity: 'fortschritt', version: '1', service: 'lieferdesk' },
  attributes: {
    id: { type: 'string', required: true, readOnly: true },
    act: { type: 'number', required: true },
    max: { type: 'number', required: true },
    sLabel: { type: 'string', required: true },
    sInfo: { type: 'string' },
    schritte: { type: 'set', items: 'string' },
    /** The work failed: its text (the API answers it as an error, reference §8 "Progress polling error"). */
    fehler: { type: 'string' },
    /**
     * The file the work is on, and whose it is (its broker, its uploader): the progress is shown
     * only to users who may see the file, also after the file was deleted. Set on every record
     * (the repository's anlegen requires them); one without an owner is shown only to the users
     * who see everything.
     */
    dateiId: { type: 'number' },
    maklernr: { type: 'string' },
    userId: { type: 'string' },
    /**
     * A list export's job (functions/src/listenExport/auftrag.ts), which works on no file: its
     * finished file under export/ and the name the browser saves it as. Its owner is `userId`.
     */
    exportKey: { type: 'string' },
    dateiname: { type: 'string' },
    ttl: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
