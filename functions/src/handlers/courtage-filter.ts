import { ROUTEN } from '@lieferdesk/shared';
import { courtageListe } from '../courtage/liste';
import { apiHandler } from '../http/api-handler';

/** The commission or dunning list (reference §2.7), scoped to the files the user sees. */
export const handler = apiHandler(ROUTEN.courtageFilter, ({ benutzer, body }) =>
  courtageListe(benutzer, body),
);
