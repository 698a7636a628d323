import { ROUTEN } from '@lieferdesk/shared';
import { downloadHandler } from '../http/api-handler';
import { fehlerExport } from '../werkbank/fehlerExport';

/** The -4 error lines of the last 1–31 days as an Excel workbook (reference §2.4, §9). */
export const handler = downloadHandler(ROUTEN.fehlerExcelHerunterladen, ({ benutzer, query }) =>
  fehlerExport(benutzer, query),
);
