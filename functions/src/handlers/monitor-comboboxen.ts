import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { interfacelaufAuswahl } from '../interfacelaeufe/auswahl';

/** Companies and interfaces of the modal 'Termineingabe für Interfacelauf' (reference §2.16, §7). */
export const handler = apiHandler(ROUTEN.monitorComboboxen, ({ query }) => interfacelaufAuswahl(query));
