import { ROUTEN } from '@lieferdesk/shared';
import { zuordnungLoeschen } from '../gesellschaftZugang/zuordnungen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.gesellschaftZugangLoeschen, async ({ query }) => {
  await zuordnungLoeschen(query.extZugangBezeichnung, query.gesellschaft);
  return {};
});
