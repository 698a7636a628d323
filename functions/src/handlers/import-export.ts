import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { WERKBANK_EXPORT } from '../listenExport/listen';

/** The workbench's lines as Excel: every line of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.importExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, WERKBANK_EXPORT),
);
