import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { COURTAGE_EXPORT } from '../listenExport/listen';

/** The commission or dunning list as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.courtageExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, COURTAGE_EXPORT),
);
