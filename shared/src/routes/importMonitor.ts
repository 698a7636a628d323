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
import { route } from './route';

/**
 * The import monitor and planned interface runs (reference §2.14, §2.16; §7 "Import monitor").
 * Reading and the row actions need importLesen; changing planned runs is for internal users.
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
  }),
  monitorComboboxen: route({
    id: 'monitorComboboxen',
    methode: 'GET',
    pfad: '/gdv_import_monitor/interface_comboboxes',
    query: interfaceComboboxenAbfrage,
    antwort: comboboxen,
    berechtigung: 'importLesen',
    handler: 'monitor-comboboxen',
  }),
  interfaceBeschreibungLaden: route({
    id: 'interfaceBeschreibungLaden',
    methode: 'GET',
    pfad: '/gdv_import_monitor/get_interface_description',
    query: interfaceBeschreibungAbfrage,
    antwort: interfaceBeschreibung,
    berechtigung: 'importLesen',
    handler: 'interface-beschreibung-laden',
  }),
  interfacelaufLaden: route({
    id: 'interfacelaufLaden',
    methode: 'GET',
    pfad: '/gdv_import_monitor/interface_setting',
    query: idAbfrage,
    antwort: geplanterLauf,
    berechtigung: 'importLesen',
    handler: 'interfacelauf-laden',
  }),
  /** Creates or changes a planned run; answers its id. */
  interfacelaufSpeichern: route({
    id: 'interfacelaufSpeichern',
    methode: 'POST',
    pfad: '/gdv_import_monitor/interface_setting',
    body: geplanterLaufEingabe,
    antwort: neueId,
    berechtigung: 'intern',
    handler: 'interfacelauf-speichern',
  }),
  interfacelaufLoeschen: route({
    id: 'interfacelaufLoeschen',
    methode: 'DELETE',
    pfad: '/gdv_import_monitor/interface_setting',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'interfacelauf-loeschen',
  }),
};
