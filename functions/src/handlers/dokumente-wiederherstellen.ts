import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumenteGeloeschtSetzen } from '../posteingang/loeschen';

/** Restores the marked deleted documents (reference §4 "Deleted entries"). */
export const handler = apiHandler(ROUTEN.dokumenteWiederherstellen, ({ benutzer, body }) =>
  dokumenteGeloeschtSetzen(benutzer, body, false),
);
