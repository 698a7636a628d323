import { ROUTEN } from '@lieferdesk/shared';
import { gesellschaftenSuchen } from '../gesellschaftZugang/zuordnungen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.gesellschaftSuchen, async ({ query }) => ({
  rows: await gesellschaftenSuchen(query.suche, query.extZugangBezeichnung),
}));
