import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { laufFortschritt } from '../pipeline/verarbeitung/fortschritt';

/** The progress of an evaluation (id: the threadId), polled first after 1 s, then every 3 s. */
export const handler = apiHandler(ROUTEN.importAuswertungFortschritt, ({ benutzer, query }) =>
  laufFortschritt(benutzer, query.id),
);
