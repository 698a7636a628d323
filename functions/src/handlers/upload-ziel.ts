import { randomUUID } from 'node:crypto';
import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { uploadSchluessel } from '../pipeline/lesen/upload';
import { inboxBucket, uploadUrl } from '../speicher/s3';

/** A presigned PUT into the inbox under upload/<tempId>/<file name>; the browser sends the bytes there. */
export const handler = apiHandler(ROUTEN.uploadZiel, async ({ body }) => {
  const tempId = randomUUID();
  return { tempId, url: await uploadUrl(inboxBucket(), uploadSchluessel(tempId, body.fileName)) };
});
