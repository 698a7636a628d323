import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.schnittstellenFeldLoeschen, async ({ query }) => {
  await schnittstellenVerwaltung().feldLoeschen(query.interface, query.name);
  return {};
});
