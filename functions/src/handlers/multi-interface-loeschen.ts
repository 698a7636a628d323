import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.multiInterfaceLoeschen, async ({ query }) => {
  await schnittstellenVerwaltung().multiLoeschen(query.interface, query.lfdno);
  return {};
});
