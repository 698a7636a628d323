import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumentLink } from '../posteingang/link';

/** An assigned document (state 1 or 2) as a presigned link (reference §7). */
export const handler = apiHandler(ROUTEN.dokumentZugeordnetHerunterladen, ({ benutzer, query }) =>
  dokumentLink(benutzer, query, true),
);
