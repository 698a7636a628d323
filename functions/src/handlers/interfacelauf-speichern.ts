import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfacelaufSpeichern } from '../interfacelaeufe/verwaltung';

/** Creates or changes a planned interface run and its schedule; answers its id (reference §2.16). */
export const handler = apiHandler(ROUTEN.interfacelaufSpeichern, async ({ benutzer, body }) => ({
  id: await interfacelaufSpeichern(benutzer, body),
}));
