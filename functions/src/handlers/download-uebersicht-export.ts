import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { DOWNLOAD_UEBERSICHT_EXPORT } from '../listenExport/listen';

/** The download overview as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.downloadUebersichtExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, DOWNLOAD_UEBERSICHT_EXPORT),
);
