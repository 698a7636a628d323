import { ROUTEN } from '@lieferdesk/shared';
import { aenderungenListe } from '../aenderungen/liste';
import { apiHandler } from '../http/api-handler';

/** The change log of a month (internal users). */
export const handler = apiHandler(ROUTEN.aenderungenListe, ({ query }) => aenderungenListe(query));
