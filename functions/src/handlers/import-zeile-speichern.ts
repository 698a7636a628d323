import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeileSpeichern } from '../werkbank/bearbeiten';

/** Line edit, saved: the text read again through the file's interface (reference §7). */
export const handler = apiHandler(ROUTEN.importZeileSpeichern, async ({ benutzer, query, body }) => {
  await zeileSpeichern(benutzer, query.id, body);
  return {};
});
