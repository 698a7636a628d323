import { ROUTEN } from '@lieferdesk/shared';
import { courtageEinlesen } from '../courtage/einlesen';
import { apiHandler } from '../http/api-handler';

/** Reads a commission or dunning file into the import; the message is shown as info (reference §8). */
export const handler = apiHandler(ROUTEN.courtageEinlesen, ({ benutzer, body }) =>
  courtageEinlesen(benutzer, body.id),
);
