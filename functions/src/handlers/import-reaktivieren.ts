import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeilenAktion } from '../werkbank/aktionen';

/** Reactivates the file's deferred lines: use4Booking 0 → 1 (reference §4). */
export const handler = apiHandler(ROUTEN.importReaktivieren, ({ benutzer, body }) =>
  zeilenAktion(benutzer, 'reaktivieren', body),
);
