import { ROUTEN } from '@lieferdesk/shared';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { apiHandler } from '../http/api-handler';

/**
 * The shared company loader (reference §7): every company, by name; the value is the id, which every
 * company filter of the API takes (as the upload modal's choice does).
 */
export const handler = apiHandler(ROUTEN.importGesellschaften, async () => {
  const gesellschaften = await gesellschaftenRepository().liste();
  return {
    gesellschaften: [...gesellschaften]
      .sort((a, b) => a.name.localeCompare(b.name, 'de'))
      .map((g) => ({ label: g.name, value: String(g.gesellschaftId) })),
  };
});
