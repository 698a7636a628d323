import { begrenzteListe, leer, nachricht } from '../entities/common';
import {
  courtageDatei,
  courtageFilter,
  courtageId,
  courtageIdListe,
  courtageZusatz,
} from '../entities/courtage';
import { route } from './route';

/**
 * Courtage and dunning/dynamics/action lists (reference §2.7; §7 "Courtage and dunning lists").
 * 'angemeldet': the handler narrows to the broker's own files.
 */
export const courtageRouten = {
  courtageFilter: route({
    id: 'courtageFilter',
    methode: 'POST',
    pfad: '/bipro_courtage/filter',
    body: courtageFilter,
    antwort: begrenzteListe(courtageDatei),
    berechtigung: 'angemeldet',
    handler: 'courtage-filter',
  }),
  courtageZusatzAendern: route({
    id: 'courtageZusatzAendern',
    methode: 'POST',
    pfad: '/bipro_courtage/edit_zusatz',
    body: courtageZusatz,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'courtage-zusatz-aendern',
  }),
  /** Reads the file into the import; the answer's text is shown as info. */
  courtageEinlesen: route({
    id: 'courtageEinlesen',
    methode: 'POST',
    pfad: '/bipro_courtage/einlesen',
    body: courtageId,
    antwort: nachricht,
    berechtigung: 'angemeldet',
    handler: 'courtage-einlesen',
  }),
  courtageZeilenLoeschen: route({
    id: 'courtageZeilenLoeschen',
    methode: 'POST',
    pfad: '/bipro_courtage/delete_rows',
    body: courtageIdListe,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'courtage-zeilen-loeschen',
  }),
};
