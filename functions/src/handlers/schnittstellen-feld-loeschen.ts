import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenRepository } from '../data/repositories/schnittstellen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.schnittstellenFeldLoeschen, async ({ query }) => {
  await schnittstellenRepository().feldLoeschen(query.interface, query.name);
  return {};
});
