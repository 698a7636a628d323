import { darfKategorienSetzen, ROUTEN } from '@lieferdesk/shared';
import { kategorienRepository } from '../data/repositories/kategorien';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.kategorienListe, async ({ benutzer }) => ({
  rows: await kategorienRepository().liste(),
  darfKategorienSetzen: darfKategorienSetzen(benutzer),
}));
