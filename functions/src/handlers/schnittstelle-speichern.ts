import { ROUTEN } from '@lieferdesk/shared';
import { schnittstellenRepository } from '../data/repositories/schnittstellen';
import { apiHandler } from '../http/api-handler';

/** Without ?id a new interface (new id), with ?id the head of that one (404 if unknown). */
export const handler = apiHandler(ROUTEN.schnittstelleSpeichern, async ({ query, body }) => {
  const repository = schnittstellenRepository();
  const id =
    query.id === undefined ? await repository.anlegen(body) : await repository.kopfSpeichern(query.id, body);
  return { id };
});
