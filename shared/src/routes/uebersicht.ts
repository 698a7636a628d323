import { uebersichtAntwort } from '../entities/uebersicht';
import { route } from './route';

/**
 * The start page 'Übersicht' (issue 24 §1; a path of our own, not the reference's). One call
 * answers the whole page from the aggregates; the handler narrows to the caller's data scope
 * (a broker sees his own share).
 */
export const uebersichtRouten = {
  uebersichtKennzahlen: route({
    id: 'uebersichtKennzahlen',
    methode: 'GET',
    pfad: '/uebersicht/kennzahlen',
    antwort: uebersichtAntwort,
    berechtigung: 'uebersichtSehen',
    handler: 'uebersicht-kennzahlen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
};
