import { ROUTEN } from '@lieferdesk/shared';
import { zuordnungSpeichern } from '../gesellschaftZugang/zuordnungen';
import { apiHandler } from '../http/api-handler';

export const handler = apiHandler(ROUTEN.gesellschaftZugangSpeichern, ({ body }) => zuordnungSpeichern(body));
