import { ROUTEN } from '@lieferdesk/shared';
import { downloadUebersicht } from '../abholung/uebersicht';
import { apiHandler } from '../http/api-handler';

/** The download overview's rows: the accesses the user may see (reference §2.6). */
export const handler = apiHandler(ROUTEN.downloadUebersichtZeilen, ({ benutzer, query }) =>
  downloadUebersicht(benutzer, query),
);
