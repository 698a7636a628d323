import { ROUTEN } from '@lieferdesk/shared';
import { zeilenGeloeschtSetzen } from '../courtage/loeschen';
import { apiHandler } from '../http/api-handler';

/** Restores the marked deleted rows (reference §4 "Deleted entries"). */
export const handler = apiHandler(ROUTEN.courtageZeilenWiederherstellen, ({ benutzer, body }) =>
  zeilenGeloeschtSetzen(benutzer, body, false),
);
