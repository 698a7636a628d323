import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Evaluates a file (reference §7: id is the fileId); answers the run to poll (threadId). */
export const handler = apiHandler(ROUTEN.importAuswertungStarten, async ({ benutzer, query }) => ({
  threadId: await starteVerarbeitung(benutzer, 'auswerten', query.id),
}));
