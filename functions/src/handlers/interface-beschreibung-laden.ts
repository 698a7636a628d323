import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfaceBeschreibung } from '../interfacelaeufe/auswahl';

/** The chosen interface's id and description for the planned-run modal (reference §2.16, §7). */
export const handler = apiHandler(ROUTEN.interfaceBeschreibungLaden, ({ query }) =>
  interfaceBeschreibung(query),
);
