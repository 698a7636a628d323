import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { MONITOR_EXPORT } from '../listenExport/listen';

/** The import monitor as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.monitorExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, MONITOR_EXPORT),
);
