import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

/** `name` is the field's old name, so a rename replaces the field in place; absent when new. */
export const handler = apiHandler(ROUTEN.schnittstellenFeldSpeichern, async ({ query, body }) => {
  const alterName = query.name === undefined || query.name === '' ? undefined : query.name;
  await schnittstellenVerwaltung().feldSpeichern(query.interface, alterName, body);
  return {};
});
