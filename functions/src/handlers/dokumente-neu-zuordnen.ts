import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { dokumenteNeuZuordnen } from '../posteingang/neuZuordnen';

/** The automatic assignment run again over the marked documents; answers how many it assigned. */
export const handler = apiHandler(ROUTEN.dokumenteNeuZuordnen, ({ benutzer, body }) =>
  dokumenteNeuZuordnen(benutzer, body),
);
