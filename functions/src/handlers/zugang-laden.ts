import { ROUTEN } from '@lieferdesk/shared';
import { zugangLaden } from '../abholung/zugaenge';
import { apiHandler } from '../http/api-handler';

/** One access for the access page (internal users); never its password. */
export const handler = apiHandler(ROUTEN.zugangLaden, ({ query }) => zugangLaden(query.id));
