import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeilenLoeschen } from '../werkbank/loeschen';

/** Deletes the listed lines; all only with status <= 1, otherwise none (reference §4). */
export const handler = apiHandler(ROUTEN.importZeilenLoeschen, async ({ benutzer, body }) => {
  await zeilenLoeschen(benutzer, body);
  return {};
});
