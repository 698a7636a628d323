import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { uploadAuswahl } from '../pipeline/lesen/auswahl';

/** Companies and interfaces of the upload modal (reference §2.17, §7). */
export const handler = apiHandler(ROUTEN.uploadComboboxen, ({ query }) => uploadAuswahl(query));
