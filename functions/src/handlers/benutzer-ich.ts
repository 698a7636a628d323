import { rechteVon, ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.ich, async ({ benutzer }) => ({
  ...benutzer,
  rechte: rechteVon(benutzer),
}));
