import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { lesefehlerBestaetigen } from '../monitor/aktionen';

/** Confirms a file's read errors; answers the success text of reference §8. */
export const handler = apiHandler(ROUTEN.monitorLesefehlerBestaetigen, async ({ benutzer, body }) => ({
  message: await lesefehlerBestaetigen(benutzer, body),
}));
