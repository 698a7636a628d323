import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Deletes the file's evaluation (delZahl 2). Answers the run to poll (workerId). */
export const handler = apiHandler(ROUTEN.importAuswertungLoeschen, async ({ benutzer, body }) => ({
  workerId: await starteVerarbeitung(benutzer, 'auswertungLoeschen', body.fileId),
}));
