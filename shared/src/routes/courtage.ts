import { seitenListe, leer, nachricht } from '../entities/common';
import {
  courtageDatei,
  courtageFilter,
  courtageId,
  courtageIdListe,
  courtageZusatz,
} from '../entities/courtage';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * Courtage and dunning/dynamics/action lists (reference §2.7; §7 "Courtage and dunning lists").
 * 'angemeldet': the use cases narrow to the files the user sees (domain/bipro/sicht.ts), a file
 * outside his scope is not found. The settlement protocol of a read commission file is
 * `courtageDateiHerunterladen` (routes/datenimport.ts).
 */
export const courtageRouten = {
  courtageFilter: route({
    id: 'courtageFilter',
    methode: 'POST',
    pfad: '/bipro_courtage/filter',
    body: courtageFilter,
    antwort: seitenListe(courtageDatei),
    berechtigung: 'angemeldet',
    handler: 'courtage-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  courtageExport: exportRoute({
    id: 'courtageExport',
    pfad: '/bipro_courtage/export',
    handler: 'courtage-export',
    filter: courtageFilter,
    berechtigung: 'angemeldet',
  }),
  courtageZusatzAendern: route({
    id: 'courtageZusatzAendern',
    methode: 'POST',
    pfad: '/bipro_courtage/edit_zusatz',
    body: courtageZusatz,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'courtage-zusatz-aendern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /**
   * Reads the file into the import (registration as for a GDV file of the download job; the
   * read pipeline starts); the answer's text is shown as info. importLesen: its result is a file
   * of the data import, which only that right opens.
   */
  courtageEinlesen: route({
    id: 'courtageEinlesen',
    methode: 'POST',
    pfad: '/bipro_courtage/einlesen',
    body: courtageId,
    antwort: nachricht,
    berechtigung: 'importLesen',
    handler: 'courtage-einlesen',
    umgesetzt: true,
    // The stored file is copied to ablage/<file number>/ and read from there (pipeline/lesen/registrieren.ts).
    zugriff: { tabelle: 'schreiben', strecken: ['lesen'], inbox: { lesen: true, schreiben: ['ablage/'] } },
    last: 'schwer',
  }),
  /** Deletes softly (invisible); a deleted row cannot be deleted again (409). */
  courtageZeilenLoeschen: route({
    id: 'courtageZeilenLoeschen',
    methode: 'POST',
    pfad: '/bipro_courtage/delete_rows',
    body: courtageIdListe,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'courtage-zeilen-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /**
   * Takes the delete mark off the marked rows (reference §4 "Deleted entries"). Ours: the
   * reference names no such call. For the full filter only; all or nothing as the delete.
   */
  courtageZeilenWiederherstellen: route({
    id: 'courtageZeilenWiederherstellen',
    methode: 'POST',
    pfad: '/bipro_courtage/restore_rows',
    body: courtageIdListe,
    antwort: leer,
    berechtigung: 'vollerFilter',
    handler: 'courtage-zeilen-wiederherstellen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
};
