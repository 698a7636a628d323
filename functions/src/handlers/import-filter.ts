import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { sucheZeilen } from '../werkbank/suche';

/** The workbench's search (reference §2.4, §5, §7): lines of the user's files, at most 5,000, with mess. */
export const handler = apiHandler(ROUTEN.importFilter, ({ benutzer, body }) => sucheZeilen(benutzer, body));
