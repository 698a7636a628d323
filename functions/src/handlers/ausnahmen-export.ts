import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { listeExportieren } from '../listenExport/exportieren';
import { AUSNAHMEN_EXPORT } from '../listenExport/listen';

/** A company's category exceptions as Excel: every row of the current search, the columns shown (issue 24 §2). */
export const handler = apiHandler(ROUTEN.ausnahmenExport, ({ benutzer, body }) =>
  listeExportieren(benutzer, body, AUSNAHMEN_EXPORT),
);
