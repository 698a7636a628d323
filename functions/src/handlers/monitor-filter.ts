import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { monitorZeilen } from '../monitor/liste';

/** The import monitor's list (reference §2.14): filtered, scoped to what the user may see. */
export const handler = apiHandler(ROUTEN.monitorFilter, async ({ benutzer, body }) => ({
  rows: await monitorZeilen(benutzer, body),
}));
