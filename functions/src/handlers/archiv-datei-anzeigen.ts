import { ROUTEN } from '@lieferdesk/shared';
import { archivDateiLink } from '../archiv/datei';
import { apiHandler } from '../http/api-handler';

/** An archived file's link for the viewer, none without content (reference §2.9 'Anzeigen'). */
export const handler = apiHandler(ROUTEN.archivDateiAnzeigen, ({ benutzer, query }) =>
  archivDateiLink(benutzer, query),
);
