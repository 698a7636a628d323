import { ROUTEN } from '@lieferdesk/shared';
import { downloadHandler } from '../http/api-handler';
import { zeilenFehler } from '../werkbank/zeilenFehler';

/** The erroneous lines of one file as CSV (reference §7 "Downloads": bipro_gdv_line_errors?id). */
export const handler = downloadHandler(ROUTEN.zeilenFehlerHerunterladen, ({ benutzer, query }) =>
  zeilenFehler(benutzer, query.id),
);
