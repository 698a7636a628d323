import { ROUTEN } from '@lieferdesk/shared';
import { apiHandler } from '../http/api-handler';
import { uebersichtKennzahlen } from '../uebersicht/kennzahlen';

/** The start page 'Übersicht': every figure of the page in one answer, in the caller's scope. */
export const handler = apiHandler(ROUTEN.uebersichtKennzahlen, ({ benutzer }) =>
  uebersichtKennzahlen(benutzer),
);
