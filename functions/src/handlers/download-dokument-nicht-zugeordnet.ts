import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumentLink } from '../posteingang/link';

/** An unassigned document (state 0) as a presigned link (reference §7). */
export const handler = apiHandler(ROUTEN.dokumentNichtZugeordnetHerunterladen, ({ benutzer, query }) =>
  dokumentLink(benutzer, query, false),
);
