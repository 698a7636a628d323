import { comboboxen, idAbfrage, leer, nachricht, neueId, zeilenListe } from '../entities/common';
import {
  dateiEntsperren,
  geplanteLaeufeAbfrage,
  geplanterLauf,
  geplanterLaufEingabe,
  importMonitorFilter,
  importMonitorZeile,
  interfaceBeschreibung,
  interfaceBeschreibungAbfrage,
  interfaceBestaetigen,
  interfaceComboboxenAbfrage,
  lesefehlerBestaetigen,
} from '../entities/importMonitor';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * The import monitor and planned interface runs (reference §2.14, §2.16; §7 "Import monitor").
 * Reading and the row actions need importLesen; changing planned runs is for internal users, and
 * it sets or deletes the run's schedule (functions/src/interfacelaeufe).
 */
export const importMonitorRouten = {
  monitorFilter: route({
    id: 'monitorFilter',
    methode: 'POST',
    pfad: '/gdv_import_monitor/filter',
    body: importMonitorFilter,
    antwort: zeilenListe(importMonitorZeile),
    berechtigung: 'importLesen',
    handler: 'monitor-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  monitorExport: exportRoute({
    id: 'monitorExport',
    pfad: '/gdv_import_monitor/export',
    handler: 'monitor-export',
    filter: importMonitorFilter,
    berechtigung: 'importLesen',
  }),
  monitorLesefehlerBestaetigen: route({
    id: 'monitorLesefehlerBestaetigen',
    methode: 'POST',
    pfad: '/gdv_import_monitor/confirm_read_errors',
    body: lesefehlerBestaetigen,
    antwort: nachricht,
    berechtigung: 'importLesen',
    handler: 'monitor-lesefehler-bestaetigen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  monitorInterfaceBestaetigen: route({
    id: 'monitorInterfaceBestaetigen',
    methode: 'POST',
    pfad: '/gdv_import_monitor/confirm_interface',
    body: interfaceBestaetigen,
    antwort: nachricht,
    berechtigung: 'importLesen',
    handler: 'monitor-interface-bestaetigen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /** Unlocks a file whose run died; no message. */
  monitorDateiEntsperren: route({
    id: 'monitorDateiEntsperren',
    methode: 'POST',
    pfad: '/gdv_import_monitor/unlock_file',
    body: dateiEntsperren,
    antwort: leer,
    berechtigung: 'importLesen',
    handler: 'monitor-datei-entsperren',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /**
   * Continues a file's run that stopped (reference §4 "A run that stopped"): the same run in a
   * new execution. Ours: the reference names no such call. Answers a message.
   */
  monitorLaufFortsetzen: route({
    id: 'monitorLaufFortsetzen',
    methode: 'POST',
    pfad: '/gdv_import_monitor/continue_run',
    body: dateiEntsperren,
    antwort: nachricht,
    berechtigung: 'importLesen',
    handler: 'monitor-lauf-fortsetzen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', strecken: ['lesen', 'verarbeiten'] },
    last: 'schwer',
  }),
  geplanteInterfacelaeufe: route({
    id: 'geplanteInterfacelaeufe',
    methode: 'GET',
    pfad: '/gdv_import_monitor/planned_interface_runs',
    query: geplanteLaeufeAbfrage,
    antwort: zeilenListe(geplanterLauf),
    berechtigung: 'importLesen',
    handler: 'geplante-interfacelaeufe',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  interfacelaeufeExport: exportRoute({
    id: 'interfacelaeufeExport',
    pfad: '/gdv_import_monitor/planned_interface_runs/export',
    handler: 'interfacelaeufe-export',
    filter: geplanteLaeufeAbfrage,
    berechtigung: 'importLesen',
  }),
  monitorComboboxen: route({
    id: 'monitorComboboxen',
    methode: 'GET',
    pfad: '/gdv_import_monitor/interface_comboboxes',
    query: interfaceComboboxenAbfrage,
    antwort: comboboxen,
    berechtigung: 'importLesen',
    handler: 'monitor-comboboxen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  interfaceBeschreibungLaden: route({
    id: 'interfaceBeschreibungLaden',
    methode: 'GET',
    pfad: '/gdv_import_monitor/get_interface_description',
    query: interfaceBeschreibungAbfrage,
    antwort: interfaceBeschreibung,
    berechtigung: 'importLesen',
    handler: 'interface-beschreibung-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  interfacelaufLaden: route({
    id: 'interfacelaufLaden',
    methode: 'GET',
    pfad: '/gdv_import_monitor/interface_setting',
    query: idAbfrage,
    antwort: geplanterLauf,
    berechtigung: 'importLesen',
    handler: 'interfacelauf-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** Creates or changes a planned run and its schedule; answers its id. */
  interfacelaufSpeichern: route({
    id: 'interfacelaufSpeichern',
    methode: 'POST',
    pfad: '/gdv_import_monitor/interface_setting',
    body: geplanterLaufEingabe,
    antwort: neueId,
    berechtigung: 'intern',
    handler: 'interfacelauf-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', zeitplaene: true },
    aenderungsbereich: 'interfacelauf',
  }),
  interfacelaufLoeschen: route({
    id: 'interfacelaufLoeschen',
    methode: 'DELETE',
    pfad: '/gdv_import_monitor/interface_setting',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'interfacelauf-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', zeitplaene: true },
    aenderungsbereich: 'interfacelauf',
  }),
};
