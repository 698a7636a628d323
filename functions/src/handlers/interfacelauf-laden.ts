import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfacelaufLaden } from '../interfacelaeufe/verwaltung';

/** One planned interface run (reference §2.16). */
export const handler = apiHandler(ROUTEN.interfacelaufLaden, ({ query }) => interfacelaufLaden(query.id));
