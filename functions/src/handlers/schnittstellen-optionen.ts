import { GESELLSCHAFT_ALLGEMEIN, ROUTEN } from '@lieferdesk/shared';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { apiHandler } from '../http/api-handler';

/** Companies ('Allgemein' first: interfaces for every insurer) and interfaces for the edit page's selects. */
export const handler = apiHandler(ROUTEN.schnittstellenOptionen, async () => {
  const [gesellschaften, interfaces] = await Promise.all([
    gesellschaftenRepository().liste(),
    schnittstellenVerwaltung().auswahl(),
  ]);
  const namen = gesellschaften.map((g) => g.name).sort((a, b) => a.localeCompare(b, 'de'));
  return {
    gesellschaften: [GESELLSCHAFT_ALLGEMEIN, ...namen].map((name) => ({ label: name, value: name })),
    interfaces,
  };
});
