import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { starteVerarbeitung } from '../pipeline/verarbeitung/starten';

/** Settles a file with the error protocol. Answers the run to poll (workerId). */
export const handler = apiHandler(ROUTEN.importAbrechnenFehlerprotokoll, async ({ benutzer, body }) => ({
  workerId: await starteVerarbeitung(benutzer, 'abrechnenFehlerprotokoll', body.fileId),
}));
