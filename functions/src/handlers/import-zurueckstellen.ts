import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeilenAktion } from '../werkbank/aktionen';

/** Defers the file's faulty lines: use4Booking 1 → 0 for status < 0 (reference §4). */
export const handler = apiHandler(ROUTEN.importFehlerhafteZurueckstellen, ({ benutzer, body }) =>
  zeilenAktion(benutzer, 'zurueckstellen', body),
);
