import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { GDV_DATEIEN_EXPORT } from '../listenExport/listen';

/** The BiPRO GDV files list as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.gdvDateienExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, GDV_DATEIEN_EXPORT),
);
