import { begrenzteListe, dateiLink, dateiLinkAbfrage, leer } from '../entities/common';
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
    antwort: begrenzteListe(gdvDatei),
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
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'download-gdv-datei',
  }),
};
