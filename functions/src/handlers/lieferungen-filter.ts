import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { lieferungenFiltern } from '../lieferungen/liste';

/** The BiPRO deliveries list (reference §2.12): scoped, internal columns for internal users only. */
export const handler = apiHandler(ROUTEN.lieferungenFilter, ({ benutzer, body }) =>
  lieferungenFiltern(benutzer, body),
);
