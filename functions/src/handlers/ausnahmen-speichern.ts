import { ROUTEN } from '@lieferdesk/shared';
import { ausnahmenSpeichern } from '../ausnahmen/speichern';
import { apiHandler } from '../http/api-handler';

/** Sets and removes a company's exceptions as the changed rows say (reference §7 "Exceptions"). */
export const handler = apiHandler(ROUTEN.ausnahmenSpeichern, ({ body }) =>
  ausnahmenSpeichern(body.gesellschaft, body.rows),
);
