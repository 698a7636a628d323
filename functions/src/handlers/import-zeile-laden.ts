import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeileLaden } from '../werkbank/bearbeiten';

/** Line edit, loaded: use4Booking, the text, disabled past status 1 (reference §3). */
export const handler = apiHandler(ROUTEN.importZeileLaden, ({ benutzer, query }) =>
  zeileLaden(benutzer, query.id),
);
