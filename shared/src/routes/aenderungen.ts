import { aenderungenAbfrage, aenderungenListe } from '../entities/aenderung';
import { route } from './route';

/** The change log (entities/aenderung.ts): internal users read it, a month at a time. Our own path. */
export const aenderungenRouten = {
  aenderungenListe: route({
    id: 'aenderungenListe',
    methode: 'GET',
    pfad: '/aenderungen',
    query: aenderungenAbfrage,
    antwort: aenderungenListe,
    berechtigung: 'intern',
    handler: 'aenderungen-liste',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
};
