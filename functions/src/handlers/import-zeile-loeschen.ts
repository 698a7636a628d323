import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeilenLoeschen } from '../werkbank/loeschen';

/** Deletes one line; only with status <= 1 (reference §4). */
export const handler = apiHandler(ROUTEN.importZeileLoeschen, async ({ benutzer, query }) => {
  await zeilenLoeschen(benutzer, [query.id]);
  return {};
});
