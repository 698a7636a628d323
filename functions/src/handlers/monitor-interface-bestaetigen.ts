import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfaceBestaetigen } from '../monitor/aktionen';

/** Confirms a planned interface run that did not run (reference §2.14, §8). */
export const handler = apiHandler(ROUTEN.monitorInterfaceBestaetigen, async ({ benutzer, body }) => ({
  message: await interfaceBestaetigen(benutzer, body),
}));
