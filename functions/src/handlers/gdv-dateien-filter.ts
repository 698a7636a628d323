import { ROUTEN } from '@lieferdesk/shared';
import { gdvDateienFiltern } from '../gdvDateien/liste';
import { apiHandler } from '../http/api-handler';

/** The BiPRO GDV files list (reference §2.13): filtered, scoped to what the user may see. */
export const handler = apiHandler(ROUTEN.gdvDateienFilter, ({ benutzer, body }) =>
  gdvDateienFiltern(benutzer, body),
);
