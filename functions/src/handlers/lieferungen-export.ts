import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { LIEFERUNGEN_EXPORT } from '../listenExport/listen';

/** The BiPRO deliveries list as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.lieferungenExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, LIEFERUNGEN_EXPORT),
);
