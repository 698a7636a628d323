import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { laufFortsetzenImMonitor } from '../monitor/aktionen';

/** Continues a file's run that stopped (reference §4 "A run that stopped"); answers a message. */
export const handler = apiHandler(ROUTEN.monitorLaufFortsetzen, async ({ benutzer, body }) => ({
  message: await laufFortsetzenImMonitor(benutzer, body.fileId),
}));
