import { ROUTEN } from '@lieferdesk/shared';
import { datenbank } from '../data/datenbank';
import { apiHandler } from '../http/api-handler';
import { zeilenDetails } from '../werkbank/details';
import { sichtbareZeile } from '../datensicht/importDateien';

/** A line's values and journal (reference §3 "Line details"). */
export const handler = apiHandler(ROUTEN.importZeileDetails, async ({ benutzer, query }) => {
  const { datei, zeile } = await sichtbareZeile(benutzer, query.id, datenbank());
  return zeilenDetails(datei, zeile);
});
