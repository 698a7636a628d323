import { ROUTEN } from '@lieferdesk/shared';
import { zugangSpeichern } from '../abholung/zugaenge';
import { apiHandler } from '../http/api-handler';

/** Saves an access: its password into the secrets store, its download times as schedules. */
export const handler = apiHandler(ROUTEN.zugangSpeichern, async ({ query, body }) => ({
  id: await zugangSpeichern(body, query.id),
}));
