import { ROUTEN } from '@lieferdesk/shared';
import { zeilenGeloeschtSetzen } from '../courtage/loeschen';
import { apiHandler } from '../http/api-handler';

/** Marks the rows deleted (soft); deleted ones are refused (reference §4). */
export const handler = apiHandler(ROUTEN.courtageZeilenLoeschen, ({ benutzer, body }) =>
  zeilenGeloeschtSetzen(benutzer, body, true),
);
