import { seitenListe, dateiLink, dateiLinkAbfrage, idListe, leer } from '../entities/common';
import { gdvDatei, gdvDateienLoeschenAbfrage, gdvDateiFilter } from '../entities/gdvDatei';
import { exportRoute } from './listenExport';
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
    antwort: seitenListe(gdvDatei),
    berechtigung: 'angemeldet',
    handler: 'gdv-dateien-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  gdvDateienExport: exportRoute({
    id: 'gdvDateienExport',
    pfad: '/bipro/gdv_files/export',
    handler: 'gdv-dateien-export',
    filter: gdvDateiFilter,
    berechtigung: 'angemeldet',
  }),
  /** Soft delete (`invisible`); rows marked invisible cannot be deleted again (409). */
  gdvDateienLoeschen: route({
    id: 'gdvDateienLoeschen',
    methode: 'DELETE',
    pfad: '/bipro/gdv_files',
    query: gdvDateienLoeschenAbfrage,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'gdv-dateien-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /**
   * Takes the delete mark off the marked GDV files (reference §4 "Deleted entries"). Ours: the
   * reference names no such call. For the full filter only; all or nothing as the delete.
   */
  gdvDateienWiederherstellen: route({
    id: 'gdvDateienWiederherstellen',
    methode: 'POST',
    pfad: '/bipro/gdv_files/restore',
    body: idListe,
    antwort: leer,
    berechtigung: 'vollerFilter',
    handler: 'gdv-dateien-wiederherstellen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /** A presigned GET of the stored file (`dateiLink`); no `url` when nothing is stored. */
  gdvDateiHerunterladen: route({
    id: 'gdvDateiHerunterladen',
    methode: 'GET',
    pfad: '/gdv_file',
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'download-gdv-datei',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', inbox: { lesen: ['bipro/'] } },
  }),
};
