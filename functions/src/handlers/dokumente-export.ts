import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { exportStarten } from '../listenExport/auftrag';

/** The BiPRO documents inbox as Excel: every row of the current search, the columns shown, started as a job: the export run writes the file (issue 24 §2). */
export const handler = apiHandler(ROUTEN.dokumenteExport, ({ benutzer, body }) =>
  exportStarten(benutzer, 'dokumenteExport', body),
);
