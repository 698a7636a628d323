import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { kommentarAendern } from '../posteingang/kommentar';

/** A document's comment, edited in the inbox's table (reference §2.10). */
export const handler = apiHandler(ROUTEN.dokumentKommentarAendern, ({ benutzer, body }) =>
  kommentarAendern(benutzer, body),
);
