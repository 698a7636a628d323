import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zuordnungsDatenLaden } from '../zuordnung/laden';

/**
 * The assign page's data of an import line or a BiPRO document: what it delivered, ranked
 * suggestions (reference §2.5, §2.11).
 */
export const handler = apiHandler(ROUTEN.datensatzZuordnenLaden, ({ benutzer, query }) =>
  zuordnungsDatenLaden(benutzer, query),
);
