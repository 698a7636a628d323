import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Creates the bookings of an evaluated file (import: contracts and customers; settlement file: commissions). Answers the run to poll (workerId). */
export const handler = apiHandler(ROUTEN.importBuchen, async ({ benutzer, body }) => ({
  workerId: await starteVerarbeitung(benutzer, 'buchen', body.fileId),
}));
