import { ROUTEN } from '@lieferdesk/shared';
import { gdvDateienGeloeschtSetzen } from '../gdvDateien/loeschen';
import { apiHandler } from '../http/api-handler';

/** Deletes GDV files softly, all or none (reference §2.13, §4). */
export const handler = apiHandler(ROUTEN.gdvDateienLoeschen, ({ benutzer, query }) =>
  gdvDateienGeloeschtSetzen(benutzer, query.id, true),
);
