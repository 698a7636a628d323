import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Deletes what the file's booking created (delZahl 1). Answers the run to poll (workerId). */
export const handler = apiHandler(ROUTEN.importBuchungenLoeschen, async ({ benutzer, body }) => ({
  workerId: await starteVerarbeitung(benutzer, 'buchungenLoeschen', body.fileId),
}));
