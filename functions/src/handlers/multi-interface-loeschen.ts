import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenRepository } from '../data/repositories/schnittstellen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.multiInterfaceLoeschen, async ({ query }) => {
  await schnittstellenRepository().multiLoeschen(query.interface, query.lfdno);
  return {};
});
