import { ROUTEN } from '@lieferdesk/shared';
import { jobsNeustarten } from '../abholung/uebersicht';
import { apiHandler } from '../http/api-handler';

/** restart_job: the visible download jobs of one company start now, where allowed. */
export const handler = apiHandler(ROUTEN.downloadJobNeustarten, async ({ benutzer, query }) => {
  await jobsNeustarten(benutzer, query.gesellschaft);
  return {};
});
