import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dateiEntsperren } from '../monitor/aktionen';

/** Unlocks a file whose run died; no message (reference §8). */
export const handler = apiHandler(ROUTEN.monitorDateiEntsperren, async ({ benutzer, body }) => {
  await dateiEntsperren(benutzer, body.fileId);
  return {};
});
