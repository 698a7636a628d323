import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfacelaufListe } from '../interfacelaeufe/verwaltung';

/** The planned interface runs, filtered by company and interface text (reference §2.16). */
export const handler = apiHandler(ROUTEN.geplanteInterfacelaeufe, async ({ query }) => ({
  rows: await interfacelaufListe(query),
}));
