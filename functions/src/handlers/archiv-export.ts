import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { ARCHIV_EXPORT } from '../listenExport/listen';

/** The BiPRO archive as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.archivExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, ARCHIV_EXPORT),
);
