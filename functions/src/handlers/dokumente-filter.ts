import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumenteFiltern } from '../posteingang/suchen';

/** The BiPRO documents inbox's search (reference §2.10, §7). */
export const handler = apiHandler(ROUTEN.dokumenteFilter, ({ benutzer, body }) =>
  dokumenteFiltern(benutzer, body),
);
