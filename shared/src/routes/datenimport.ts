import { z } from 'zod';
import {
  comboboxen,
  datei,
  idAbfrage,
  idListe,
  leer,
  nachricht,
  neueId,
  queryZahl,
} from '../entities/common';
import {
  arbeitsStart,
  auswertungStart,
  fehlerExportAbfrage,
  fortschritt,
  gesellschaftOptionen,
  importAktion,
  importFilterAnfrage,
  importFilterAntwort,
  importJob,
  kundeZuordnen,
  uploadComboboxenAbfrage,
  uploadEingabe,
  uploadZiel,
  uploadZielEingabe,
  zeilenAenderung,
  zeilenBearbeitung,
  zeilenDetails,
  zuordnungsAbfrage,
  zuordnungsDaten,
} from '../entities/importZeile';
import { LAENGEN, nameFeld } from '../entities/text';
import { route } from './route';

/** The id of a running job (thread or worker) to poll. */
const laufAbfrage = z.object({ id: nameFeld(LAENGEN.kennung).min(1) });

/**
 * The data-import workbench (spec §2.4, §2.5, §2.11, §2.17; §7 "Import workbench").
 *
 * The bulk actions on a file (booking, settlement, defer, reactivate, defer -9, delete) have no
 * paths in spec §7: their paths are our choice. They all take the importAktion payload and start
 * a run whose progress GET checkProgress?id={workerId} reports. The three deletes are the spec's
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
  }),
  /** Only lines with status <= 1 may be deleted (spec §4). */
  importZeileLoeschen: route({
    id: 'importZeileLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_import/line',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'import-zeile-loeschen',
    umgesetzt: true,
  }),
  /** Deletes several lines (spec §7: "POST /bipro_import/lines with a list of ids"). */
  importZeilenLoeschen: route({
    id: 'importZeilenLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/lines',
    body: idListe,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'import-zeilen-loeschen',
    umgesetzt: true,
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
  }),
  /** Delete the file (delZahl 3): full-filter users only (spec §4, §6). Path our choice. */
  importDateiLoeschen: route({
    id: 'importDateiLoeschen',
    methode: 'POST',
    pfad: '/bipro_import/datei_loeschen',
    body: importAktion,
    antwort: arbeitsStart,
    berechtigung: 'vollerFilter',
    handler: 'import-datei-loeschen',
    umgesetzt: true,
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
  }),
  /** Export of -4 error data ("save faulty data"): full-filter users only (spec §6). */
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
  }),
  /**
   * A presigned S3 PUT for the file (DESIGN.md "One picture"); answers the tempId that POST
   * upload then names. Not in spec §7: path our choice.
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
  }),
  /**
   * The assign page, for import lines and for inbox documents (spec §2.5, §2.11). 'angemeldet':
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
  }),
};
