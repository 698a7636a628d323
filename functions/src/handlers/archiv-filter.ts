import { ROUTEN } from '@lieferdesk/shared';
import { archivFiltern } from '../archiv/liste';
import { apiHandler } from '../http/api-handler';

/** The BiPRO archive's rows: the excluded files the user may see (reference §2.9). */
export const handler = apiHandler(ROUTEN.archivFilter, ({ benutzer, body }) => archivFiltern(benutzer, body));
