import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { INTERFACELAEUFE_EXPORT } from '../listenExport/listen';

/** The planned interface runs as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.interfacelaeufeExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, INTERFACELAEUFE_EXPORT),
);
