import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { laufFortschritt } from '../pipeline/verarbeitung/fortschritt';

/** The progress of a bulk action on a file (id: the workerId). */
export const handler = apiHandler(ROUTEN.importFortschritt, ({ benutzer, query }) =>
  laufFortschritt(benutzer, query.id),
);
