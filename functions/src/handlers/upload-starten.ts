import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { registriereUpload } from '../pipeline/lesen/upload';

/** Registers the uploaded file and starts reading it; answers the import job's id (the file number). */
export const handler = apiHandler(ROUTEN.uploadStarten, async ({ benutzer, body }) => ({
  id: await registriereUpload(benutzer, body),
}));
