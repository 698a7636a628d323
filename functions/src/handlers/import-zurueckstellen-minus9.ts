import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zeilenAktion } from '../werkbank/aktionen';

/** Defers the file's lines with status -9 (reference §4). */
export const handler = apiHandler(ROUTEN.importMinus9Zurueckstellen, ({ benutzer, body }) =>
  zeilenAktion(benutzer, 'minus9', body),
);
