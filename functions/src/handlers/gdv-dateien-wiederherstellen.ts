import { ROUTEN } from '@lieferdesk/shared';
import { gdvDateienGeloeschtSetzen } from '../gdvDateien/loeschen';
import { apiHandler } from '../http/api-handler';

/** Restores the marked deleted GDV files (reference §4 "Deleted entries"). */
export const handler = apiHandler(ROUTEN.gdvDateienWiederherstellen, ({ benutzer, body }) =>
  gdvDateienGeloeschtSetzen(benutzer, body, false),
);
