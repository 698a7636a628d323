import { ROUTEN } from '@lieferdesk/shared';
import { jobsNeustarten } from '../abholung/uebersicht';
import { apiHandler } from '../http/api-handler';

/** restart_all_jobs: every visible download job that may start now starts. */
export const handler = apiHandler(ROUTEN.downloadJobsAlleNeustarten, async ({ benutzer }) => {
  await jobsNeustarten(benutzer, undefined);
  return {};
});
