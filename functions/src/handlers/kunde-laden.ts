import { ROUTEN } from '@lieferdesk/shared';
import { kundenAnsicht } from '../bestand/ansicht';
import { apiHandler } from '../http/api-handler';

/** The read-only customer page with the insurers' customer numbers (our path; reference §2.11). */
export const handler = apiHandler(ROUTEN.kundeLaden, ({ benutzer, query }) =>
  kundenAnsicht(benutzer, query.kundennr),
);
