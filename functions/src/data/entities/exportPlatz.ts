import type { Schema } from 'electrodb';

/**
 * One of a user's places for a running list export (listenExport/auftrag.ts): a user runs at most
 * EXPORTE_JE_BENUTZER exports at a time. A place holds the job until the run ends (the file
 * written, a German refusal, or the failure task) — or until `bis`, the latest a run can end
 * (the export task's timeout and the failure task's), so a run that died unrecorded frees its
 * place by itself. `ttl` lets DynamoDB remove a place long past `bis`.
 */
export const exportPlatzSchema = {
  model: { entity: 'exportPlatz', version: '1', service: 'lieferdesk' },
  attributes: {
    userId: { type: 'string', required: true, readOnly: true },
    platz: { type: 'number', required: true, readOnly: true },
    jobId: { type: 'string', required: true },
    /** Epoch milliseconds: from then on the place is free, whatever the run did. */
    bis: { type: 'number', required: true },
    ttl: { type: 'number', required: true },
  },
  indexes: {
    primary: {
      // A partition key of its own kind: the export run's grant names this prefix (infra/src/exportstrecke.ts).
      pk: { field: 'pk', composite: ['userId'], template: '$lieferdesk#exportplatz#userid_${userId}' },
      sk: { field: 'sk', composite: ['platz'] },
    },
  },
} as const satisfies Schema<string, string, string>;
