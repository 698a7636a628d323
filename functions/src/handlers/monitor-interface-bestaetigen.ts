import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfaceBestaetigen } from '../monitor/aktionen';

/** Confirms a planned interface that did not run — none exist yet (planned runs are not built yet). */
export const handler = apiHandler(ROUTEN.monitorInterfaceBestaetigen, async ({ body }) =>
  interfaceBestaetigen(body),
);
