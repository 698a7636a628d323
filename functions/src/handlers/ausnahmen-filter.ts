import { ROUTEN } from '@lieferdesk/shared';
import { ausnahmenListe } from '../ausnahmen/liste';
import { apiHandler } from '../http/api-handler';

/** Every BiPRO category with the company's exceptions checked (reference §2.15). */
export const handler = apiHandler(ROUTEN.ausnahmenFilter, async ({ body }) => ({
  rows: await ausnahmenListe(body.gesellschaft),
}));
