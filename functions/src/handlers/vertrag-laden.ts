import { ROUTEN } from '@lieferdesk/shared';
import { vertragsAnsicht } from '../bestand/ansicht';
import { apiHandler } from '../http/api-handler';

/** The read-only contract page (our path; reference §2.11 opens contracts from the assign page). */
export const handler = apiHandler(ROUTEN.vertragLaden, ({ benutzer, query }) =>
  vertragsAnsicht(benutzer, query.id),
);
