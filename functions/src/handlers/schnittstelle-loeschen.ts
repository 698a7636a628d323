import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenRepository } from '../data/repositories/schnittstellen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.schnittstelleLoeschen, async ({ query }) => {
  await schnittstellenRepository().loeschen(query.id);
  return {};
});
