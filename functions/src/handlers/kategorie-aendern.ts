import { ROUTEN } from '@lieferdesk/shared';
import { kategorienRepository } from '../data/repositories/kategorien';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.kategorieAendern, ({ query, body }) =>
  kategorienRepository().aendern(query.gevoArt, body),
);
