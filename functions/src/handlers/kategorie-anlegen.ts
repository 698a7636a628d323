import { ROUTEN } from '@lieferdesk/shared';
import { kategorienRepository } from '../data/repositories/kategorien';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.kategorieAnlegen, ({ body }) =>
  kategorienRepository().anlegen(body),
);
