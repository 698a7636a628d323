import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

/** Built-ins are copyable too: the copy is how a user gets an editable variant of one. */
export const handler = apiHandler(ROUTEN.schnittstelleKopieren, async ({ query }) => ({
  id: await schnittstellenVerwaltung().kopieren(query.id),
}));
