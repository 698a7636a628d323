import { ROUTEN } from '@lieferdesk/shared';
import { zuordnungenListe } from '../gesellschaftZugang/zuordnungen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.gesellschaftZugangListe, async ({ query }) => ({
  rows: await zuordnungenListe(query.extZugangBezeichnung),
}));
