import type { Schema } from 'electrodb';

/**
 * Progress of long work (spec §3 "Progress record": act, max, sLabel, sInfo): reading a file,
 * evaluating, booking. One item per job, `act` raised with an atomic ADD by the workers, polled
 * by the UI until act >= max. `schritte` names the steps already counted (chunk numbers), so a
 * step repeated after a retry does not count twice. Expires a week after its last change (`ttl`).
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
    ttl: { type: 'number' },
  },
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['id'] },
      sk: { field: 'sk', composite: [] },
    },
  },
} as const satisfies Schema<string, string, string>;
