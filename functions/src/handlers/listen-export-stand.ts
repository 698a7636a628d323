import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { exportStand } from '../listenExport/auftrag';

/** A list export's progress and, once done, its file's link: the caller's own jobs only (issue 24 §2). */
export const handler = apiHandler(ROUTEN.listenExportStand, ({ benutzer, query }) =>
  exportStand(benutzer, query.id),
);
