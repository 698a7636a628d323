import { ROUTEN } from '@lieferdesk/shared';
import { zusatzAendern } from '../courtage/zusatz';
import { apiHandler } from '../http/api-handler';

/** A row's extra text (reference §7 edit_zusatz). */
export const handler = apiHandler(ROUTEN.courtageZusatzAendern, ({ benutzer, body }) =>
  zusatzAendern(benutzer, body),
);
