import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { uploadZielAnlegen } from '../pipeline/lesen/upload';

/** A presigned PUT of the declared size into the inbox under upload/<user id>/<tempId>/<file name>. */
export const handler = apiHandler(ROUTEN.uploadZiel, ({ benutzer, body }) =>
  uploadZielAnlegen(benutzer, body),
);
