import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { vertragKunde } from '../posteingang/vertragKunde';

/** The customer of a contract by its internal number; none when it is deleted (reference §7, §8). */
export const handler = apiHandler(ROUTEN.vertragKundeLaden, ({ benutzer, query }) =>
  vertragKunde(benutzer, query.id),
);
