import { z } from 'zod';
import {
  comboboxen,
  datei,
  gesellschaftOptionen,
  idAbfrage,
  idListe,
  leer,
  nachricht,
  neueId,
  queryZahl,
} from '../entities/common';
import { arbeitsStart, auswertungStart, fortschritt } from '../entities/fortschritt';
import { fehlerExportAbfrage, importAktion } from '../entities/importAktion';
import { importFilterAnfrage, importFilterAntwort } from '../entities/importFilter';
import { zeilenAenderung, zeilenBearbeitung, zeilenDetails } from '../entities/importZeile';
import {
  importJob,
  uploadComboboxenAbfrage,
  uploadEingabe,
  uploadZiel,
  uploadZielEingabe,
} from '../entities/upload';
import { kundeZuordnen, zuordnungsAbfrage, zuordnungsDaten } from '../entities/zuordnung';
import { LAENGEN, nameFeld } from '../entities/text';
import { exportRoute } from './listenExport';
import { route } from './route';

/** The id of a running job (thread or worker) to poll. */
const laufAbfrage = z.object({ id: nameFeld(LAENGEN.kennung).min(1) });

/**
 * The data-import workbench (reference §2.4, §2.5, §2.11, §2.17; §7 "Import workbench").
 *
 * The bulk actions on a file (booking, settlement, defer, reactivate, defer -9, delete) have no
 * paths in reference §7: their paths are our choice. They all take the importAktion payload and start
 * a run whose progress GET checkProgress?id={workerId} reports. The three deletes are the reference's
 * delZahl 1 (bookings), 2 (evaluation) and 3 (file); one route each, so each has its permission.
 */
export const importRouten = {
  importFilter: route({
    id: 'importFilter',
    methode: 'POST',
    pfad: '/bipro_import/filter',
    body: importFilterAnfrage,
    antwort: importFilterAntwort,
    berechtigung: 'importLesen',
    handler: 'import-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the workbench's Excel export (issue 24 §2), its roles the list's. */
  importExport: exportRoute({
    id: 'importExport',
    pfad: '/bipro_import/export',
    handler: 'import-export',
    filter: importFilterAnfrage,
    berechtigung: 'importLesen',
  }),
  importZeileDetails: route({
    id: 'importZeileDetails',
    methode: 'GET',
    pfad: '/bipro_import/line_details',
    query: idAbfrage,
    antwort: zeilenDetails,
    berechtigung: 'importLesen',
    handler: 'import-zeile-details',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  importZeileLaden: route({
    id: 'importZeileLaden',
    methode: 'GET',
    pfad: '/bipro_import/line_edit',
    query: idAbfrage,
    antwort: zeilenBearbeitung,
    berechtigung: 'importLesen',
    handler: 'import-zeile-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  importZeileSpeichern: route({
    id: 'importZeileSpeichern',
    methode: 'POST',
    pfad: '/bipro_import/line_edit',
    query: idAbfrage,
    body: zeilenAenderung,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'import-zeile-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', inbox: { lesen: true } },
  }),
  /** Only lines with status <= 1 may be deleted (reference §4). */
  importZeileLoeschen: route({
    id: 'importZeileLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_import/line',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'import-zeile-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /** Deletes several lines (reference §7: "POST /bipro_import/lines with a list of ids"). */
  importZeilenLoeschen: route({
    id: 'importZeilenLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/lines',
    body: idListe,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'import-zeilen-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    last: 'schwer',
  }),
  /** Evaluate a file: `id` is the fileId. */
  importAuswertungStarten: route({
    id: 'importAuswertungStarten',
    methode: 'POST',
    pfad: '/bipro_import/line_auswertung',
    query: idAbfrage,
    antwort: auswertungStart,
    berechtigung: 'importLesen',
    handler: 'import-auswertung-starten',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Progress of an evaluation: `id` is the threadId (poll after 1 s, then every 3 s). */
  importAuswertungFortschritt: route({
    id: 'importAuswertungFortschritt',
    methode: 'GET',
    pfad: '/bipro_import/line_auswertung',
    query: laufAbfrage,
    antwort: fortschritt,
    berechtigung: 'importLesen',
    handler: 'import-auswertung-fortschritt',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** Progress of a bulk action: `id` is the workerId. */
  importFortschritt: route({
    id: 'importFortschritt',
    methode: 'GET',
    pfad: '/bipro_import/checkProgress',
    query: laufAbfrage,
    antwort: fortschritt,
    berechtigung: 'importLesen',
    handler: 'import-fortschritt',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** The shared company loader; every list screen's company filter uses it, hence 'angemeldet'. */
  importGesellschaften: route({
    id: 'importGesellschaften',
    methode: 'GET',
    pfad: '/bipro_import/gesellschaften',
    antwort: gesellschaftOptionen,
    berechtigung: 'angemeldet',
    handler: 'import-gesellschaften',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  abrechnungAktualisieren: route({
    id: 'abrechnungAktualisieren',
    methode: 'POST',
    pfad: '/autoAbrechnung/updateAbrechnung',
    query: z.object({ fileId: queryZahl }),
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'abrechnung-aktualisieren',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', dokumente: { lesen: true } },
  }),
  /** Create bookings. Path our choice. */
  importBuchen: route({
    id: 'importBuchen',
    methode: 'POST',
    pfad: '/bipro_import/buchen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-buchen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Settlement with the full protocol. Path our choice. */
  importAbrechnen: route({
    id: 'importAbrechnen',
    methode: 'POST',
    pfad: '/bipro_import/abrechnen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-abrechnen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Settlement with the error protocol only. Path our choice. */
  importAbrechnenFehlerprotokoll: route({
    id: 'importAbrechnenFehlerprotokoll',
    methode: 'POST',
    pfad: '/bipro_import/abrechnen_fehlerprotokoll',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-abrechnen-fehlerprotokoll',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Defer faulty lines (use4Booking 1 → 0). Path our choice. */
  importFehlerhafteZurueckstellen: route({
    id: 'importFehlerhafteZurueckstellen',
    methode: 'POST',
    pfad: '/bipro_import/zurueckstellen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-zurueckstellen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    last: 'schwer',
  }),
  /** Reactivate deferred lines (use4Booking 0 → 1). Path our choice. */
  importReaktivieren: route({
    id: 'importReaktivieren',
    methode: 'POST',
    pfad: '/bipro_import/reaktivieren',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-reaktivieren',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    last: 'schwer',
  }),
  /** Defer the lines with status -9. Path our choice. */
  importMinus9Zurueckstellen: route({
    id: 'importMinus9Zurueckstellen',
    methode: 'POST',
    pfad: '/bipro_import/zurueckstellen_minus9',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-zurueckstellen-minus9',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    last: 'schwer',
  }),
  /** Delete bookings (delZahl 1). Path our choice. */
  importBuchungenLoeschen: route({
    id: 'importBuchungenLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/buchungen_loeschen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-buchungen-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Delete the evaluation (delZahl 2). Path our choice. */
  importAuswertungLoeschen: route({
    id: 'importAuswertungLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/auswertung_loeschen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'importLesen',
    handler: 'import-auswertung-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  /** Delete the file (delZahl 3): full-filter users only (reference §4, §6). Path our choice. */
  importDateiLoeschen: route({
    id: 'importDateiLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/datei_loeschen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'vollerFilter',
    handler: 'import-datei-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['verarbeiten'] },
    last: 'schwer',
  }),
  anleitungHerunterladen: route({
    id: 'anleitungHerunterladen',
    methode: 'GET',
    pfad: '/download_service/bipro_gdv_anleitung',
    antwort: datei,
    download: true,
    berechtigung: 'importLesen',
    handler: 'download-gdv-anleitung',
    umgesetzt: true,
    zugriff: { tabelle: 'keine' },
  }),
  /** Export of -4 error data ("save faulty data"): full-filter users only (reference §6). */
  fehlerExcelHerunterladen: route({
    id: 'fehlerExcelHerunterladen',
    methode: 'GET',
    pfad: '/download_service/fetchErrorsAsExcel',
    query: fehlerExportAbfrage,
    antwort: datei,
    download: true,
    berechtigung: 'vollerFilter',
    handler: 'download-fehler-excel',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The erroneous lines of a file: `id` is the fileId. */
  zeilenFehlerHerunterladen: route({
    id: 'zeilenFehlerHerunterladen',
    methode: 'GET',
    pfad: '/download_service/bipro_gdv_line_errors',
    query: idAbfrage,
    antwort: datei,
    download: true,
    berechtigung: 'importLesen',
    handler: 'download-zeilen-fehler',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  courtageDateiHerunterladen: route({
    id: 'courtageDateiHerunterladen',
    methode: 'GET',
    pfad: '/download_service/bipro_courtage_file',
    query: idAbfrage,
    antwort: datei,
    download: true,
    berechtigung: 'importLesen',
    handler: 'download-courtage-datei',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', dokumente: { lesen: true } },
  }),
  uploadComboboxen: route({
    id: 'uploadComboboxen',
    methode: 'GET',
    pfad: '/bipro_import/upload_comboboxes',
    query: uploadComboboxenAbfrage,
    antwort: comboboxen,
    berechtigung: 'importLesen',
    handler: 'upload-comboboxen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /**
   * A presigned S3 PUT for the file (architecture "One picture"); answers the tempId that POST
   * upload then names. Not in reference §7: path our choice.
   */
  uploadZiel: route({
    id: 'uploadZiel',
    methode: 'POST',
    pfad: '/bipro_import/upload_url',
    body: uploadZielEingabe,
    antwort: uploadZiel,
    berechtigung: 'importLesen',
    handler: 'upload-ziel',
    umgesetzt: true,
    zugriff: { tabelle: 'keine', inbox: { schreiben: ['upload/'] } },
    last: 'schwer',
  }),
  uploadStarten: route({
    id: 'uploadStarten',
    methode: 'POST',
    pfad: '/bipro_import/upload',
    body: uploadEingabe,
    antwort: neueId,
    berechtigung: 'importLesen',
    handler: 'upload-starten',
    umgesetzt: true,
    // The upload is copied to ablage/<file number>/ and then deleted (pipeline/lesen/registrieren.ts).
    zugriff: {
      tabelle: 'schreiben',
      strecken: ['lesen'],
      inbox: { lesen: true, schreiben: ['ablage/'], loeschen: ['upload/'] },
    },
    last: 'schwer',
  }),
  /** Polled every 5 s until removeTimer. */
  uploadStatus: route({
    id: 'uploadStatus',
    methode: 'GET',
    pfad: '/bipro_import/upload',
    query: idAbfrage,
    antwort: importJob,
    berechtigung: 'importLesen',
    handler: 'upload-status',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /**
   * The assign page, for import lines and for inbox documents (reference §2.5, §2.11). 'angemeldet':
   * brokers assign their own documents; the handler requires importLesen for import lines and
   * the broker scope for documents.
   */
  datensatzZuordnenLaden: route({
    id: 'datensatzZuordnenLaden',
    methode: 'GET',
    pfad: '/bipro_import/datensatz_zuordnen',
    query: zuordnungsAbfrage,
    antwort: zuordnungsDaten,
    berechtigung: 'angemeldet',
    handler: 'datensatz-zuordnen-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** Answers a success text; on failure the `fehlertext` header. Scope as datensatzZuordnenLaden. */
  kundeZuordnen: route({
    id: 'kundeZuordnen',
    methode: 'POST',
    pfad: '/bipro_import/assign_gdv_kunde',
    body: kundeZuordnen,
    antwort: nachricht,
    berechtigung: 'angemeldet',
    handler: 'kunde-zuordnen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
};
