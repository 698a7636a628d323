import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.schnittstelleLaden, ({ query }) =>
  schnittstellenVerwaltung().laden(query.id),
);
