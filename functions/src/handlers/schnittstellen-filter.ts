import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.schnittstellenFilter, async ({ body }) => ({
  rows: await schnittstellenVerwaltung().liste(body),
}));
