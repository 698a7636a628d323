import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zuordnungsDatenLaden } from '../zuordnung/laden';

/** The assign page's data: delivered person and contract, ranked suggestions (reference §2.5, §2.11). */
export const handler = apiHandler(ROUTEN.datensatzZuordnenLaden, ({ benutzer, query }) =>
  zuordnungsDatenLaden(benutzer, query),
);
