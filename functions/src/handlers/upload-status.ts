import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { uploadStand } from '../pipeline/lesen/upload';

/** The upload job, polled every 5 s until removeTimer (reference §4 "Upload"). */
export const handler = apiHandler(ROUTEN.uploadStatus, ({ benutzer, query }) =>
  uploadStand(benutzer, query.id),
);
