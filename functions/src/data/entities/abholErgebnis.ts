import { CustomAttributeType, type Schema } from 'electrodb';
import type { ZugangZaehler } from '../../domain/bipro/zaehler';

/**
 * What one shipment of a download run came to (architecture "Pipelines and schedules"): its
 * counts by destination, or why it stayed unacknowledged. The Map's iterations write it here
 * instead of into the state (a run's results outgrew Step Functions' 256 KiB); "Abholung
 * abschliessen" reads the run's partition and adds it up. The key (run, shipment) makes a
 * repeated write the same item. Expires a week after the run (`ttl`).
 */
export const abholErgebnisSchema = {
  model: { entity: 'abholErgebnis', version: '1', service: 'lieferdesk' },
  attributes: {
    laufId: { type: 'string', required: true, readOnly: true },
    lieferungId: { type: 'string', required: true, readOnly: true },
    zaehler: { type: CustomAttributeType<ZugangZaehler>('any') },
    /** The shipment stayed unacknowledged: why (bounded text). */
    grund: { type: 'string' },
    /** The insurer had it acknowledged before (04002): stored, but no progress of the run. */
    schonQuittiert: { type: 'boolean' },
    ttl: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['laufId'] },
      sk: { field: 'sk', composite: ['lieferungId'] },
    },
  },
} as const satisfies Schema<string, string, string>;
