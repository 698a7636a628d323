import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { POSTEINGANG_EXPORT } from '../listenExport/listen';

/** The BiPRO documents inbox as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.dokumenteExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, POSTEINGANG_EXPORT),
);
