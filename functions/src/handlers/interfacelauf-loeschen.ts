import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfacelaufLoeschen } from '../interfacelaeufe/verwaltung';

/** Deletes a planned interface run with its schedule (reference §2.16). */
export const handler = apiHandler(ROUTEN.interfacelaufLoeschen, async ({ query }) => {
  await interfacelaufLoeschen(query.id);
  return {};
});
