import { z } from 'zod';
import { biproKategorie, kategorieAenderung, kategorieEingabe, kategorieListe } from '../entities/kategorie';
import { leer } from '../entities/common';
import { route } from './route';

const schluessel = z.object({ gevoArt: z.coerce.number().int() });

/** BiPRO categories (reference §2.1, §7 "retrieve, save, update and delete by gevoArt"). */
export const kategorienRouten = {
  kategorienListe: route({
    id: 'kategorienListe',
    methode: 'GET',
    pfad: '/bipro_kategorien',
    antwort: kategorieListe,
    berechtigung: 'angemeldet',
    handler: 'kategorien-liste',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  kategorieLaden: route({
    id: 'kategorieLaden',
    methode: 'GET',
    pfad: '/bipro_kategorien/kategorie',
    query: schluessel,
    antwort: biproKategorie,
    berechtigung: 'angemeldet',
    handler: 'kategorie-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  kategorieAnlegen: route({
    id: 'kategorieAnlegen',
    methode: 'POST',
    pfad: '/bipro_kategorien/kategorie',
    body: kategorieEingabe,
    antwort: biproKategorie,
    berechtigung: 'kategorienSetzen',
    handler: 'kategorie-anlegen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'kategorie',
  }),
  kategorieAendern: route({
    id: 'kategorieAendern',
    methode: 'PUT',
    pfad: '/bipro_kategorien/kategorie',
    query: schluessel,
    body: kategorieAenderung,
    antwort: biproKategorie,
    berechtigung: 'kategorienSetzen',
    handler: 'kategorie-aendern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'kategorie',
  }),
  kategorieLoeschen: route({
    id: 'kategorieLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_kategorien/kategorie',
    query: schluessel,
    antwort: leer,
    berechtigung: 'kategorienSetzen',
    handler: 'kategorie-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'kategorie',
  }),
};
