import { ROUTEN } from '@lieferdesk/shared';
import { zugangLoeschen } from '../abholung/zugaenge';
import { apiHandler } from '../http/api-handler';

/** Deletes an access with its password and its schedules. */
export const handler = apiHandler(ROUTEN.zugangLoeschen, async ({ query }) => {
  await zugangLoeschen(query.id);
  return {};
});
