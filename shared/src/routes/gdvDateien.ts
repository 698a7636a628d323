import { datei, idAbfrage, leer, zeilenListe } from '../entities/common';
import { gdvDatei, gdvDateienLoeschenAbfrage, gdvDateiFilter } from '../entities/gdvDatei';
import { route } from './route';

/**
 * GDV files delivered via BiPRO (reference §2.13). 'angemeldet': the handler narrows to the broker's
 * own files and, for FP-plus users, his structure's.
 */
export const gdvDateienRouten = {
  gdvDateienFilter: route({
    id: 'gdvDateienFilter',
    methode: 'POST',
    pfad: '/bipro/gdv_files',
    body: gdvDateiFilter,
    antwort: zeilenListe(gdvDatei),
    berechtigung: 'angemeldet',
    handler: 'gdv-dateien-filter',
  }),
  /** Rows marked invisible cannot be deleted again. */
  gdvDateienLoeschen: route({
    id: 'gdvDateienLoeschen',
    methode: 'DELETE',
    pfad: '/bipro/gdv_files',
    query: gdvDateienLoeschenAbfrage,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'gdv-dateien-loeschen',
  }),
  gdvDateiHerunterladen: route({
    id: 'gdvDateiHerunterladen',
    methode: 'GET',
    pfad: '/gdv_file',
    query: idAbfrage,
    antwort: datei,
    download: true,
    berechtigung: 'angemeldet',
    handler: 'download-gdv-datei',
  }),
};
