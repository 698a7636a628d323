import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

/** Without ?id a new interface (new id), with ?id the head of that one (404 if unknown). */
export const handler = apiHandler(ROUTEN.schnittstelleSpeichern, async ({ query, body }) => {
  const schnittstellen = schnittstellenVerwaltung();
  const id =
    query.id === undefined
      ? await schnittstellen.anlegen(body)
      : await schnittstellen.kopfSpeichern(query.id, body);
  return { id };
});
