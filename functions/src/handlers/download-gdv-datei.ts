import { ROUTEN } from '@lieferdesk/shared';
import { gdvDateiLink } from '../gdvDateien/herunterladen';
import { apiHandler } from '../http/api-handler';

/** A presigned link to a stored GDV file (reference §2.13 "download"). */
export const handler = apiHandler(ROUTEN.gdvDateiHerunterladen, ({ benutzer, query }) =>
  gdvDateiLink(benutzer, query.id, query.anzeigen),
);
