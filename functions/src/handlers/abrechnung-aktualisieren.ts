import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { abrechnungUebernehmen } from '../pipeline/verarbeitung/abrechnung';

/** After a settlement finished: takes it over on the file (once). */
export const handler = apiHandler(ROUTEN.abrechnungAktualisieren, async ({ benutzer, query }) => {
  await abrechnungUebernehmen(benutzer, query.fileId);
  return {};
});
