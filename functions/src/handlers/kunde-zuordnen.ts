import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { zuordnen } from '../zuordnung/zuordnen';

/**
 * Assigns an import line or a BiPRO document to a contract; a failure's text also travels in the
 * fehlertext header (reference §8).
 */
export const handler = apiHandler(ROUTEN.kundeZuordnen, ({ benutzer, body }) => zuordnen(benutzer, body));
