import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Deletes the file with its lines (delZahl 3; full-filter users, by the route's permission). Answers the run to poll (workerId). */
export const handler = apiHandler(ROUTEN.importDateiLoeschen, async ({ benutzer, body }) => ({
  workerId: await starteVerarbeitung(benutzer, 'dateiLoeschen', body.fileId),
}));
