import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumenteGeloeschtSetzen } from '../posteingang/loeschen';

/** Deletes the marked documents (soft: marked invisible; reference §2.10, §4). */
export const handler = apiHandler(ROUTEN.dokumenteLoeschen, ({ benutzer, body }) =>
  dokumenteGeloeschtSetzen(benutzer, body, true),
);
