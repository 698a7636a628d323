import { ROUTEN } from '@lieferdesk/shared';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { unbekannteVuNummernRepository } from '../data/repositories/unbekannteVuNummern';
import { gesellschaftsOptionen } from '../domain/gesellschaftAusDatei';
import { apiHandler } from '../http/api-handler';

/**
 * The shared company loader (reference §7): every company, by name; the value is the id, which every
 * company filter of the API takes (as the upload modal's choice does). Then the VU numbers files
 * named that no company had, '9999 (unbekannt)', so such files can be filtered too.
 */
export const handler = apiHandler(ROUTEN.importGesellschaften, async () => {
  const [gesellschaften, unbekannt] = await Promise.all([
    gesellschaftenRepository().liste(),
    unbekannteVuNummernRepository().liste(),
  ]);
  return { gesellschaften: gesellschaftsOptionen(gesellschaften, unbekannt) };
});
