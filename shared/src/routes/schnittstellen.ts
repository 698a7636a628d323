import { z } from 'zod';
import { comboboxen, idAbfrage, leer, neueId, queryZahl, zeilenListe } from '../entities/common';
import {
  multiInterfaceEingabe,
  schnittstelle,
  schnittstellenEingabe,
  schnittstellenFeld,
  schnittstellenFilter,
  schnittstellenTestEingabe,
  schnittstellenTestErgebnis,
  schnittstellenZeile,
} from '../entities/schnittstelle';
import { nameFeld } from '../entities/text';
import { route } from './route';

/** `interface` is the interface id; `name` the old name of the edited entry (absent when new). */
const unterAbfrage = z.object({ interface: queryZahl, name: nameFeld().optional() });

/**
 * Interface administration (reference §2.8; §7 "Interfaces"): everyone with importLesen views,
 * internal users change (reference §6).
 */
export const schnittstellenRouten = {
  schnittstellenFilter: route({
    id: 'schnittstellenFilter',
    methode: 'POST',
    pfad: '/gdv_interface/filter',
    body: schnittstellenFilter,
    antwort: zeilenListe(schnittstellenZeile),
    berechtigung: 'importLesen',
    handler: 'schnittstellen-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  schnittstelleLaden: route({
    id: 'schnittstelleLaden',
    methode: 'GET',
    pfad: '/gdv_interface/interface',
    query: idAbfrage,
    antwort: schnittstelle,
    berechtigung: 'importLesen',
    handler: 'schnittstelle-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** Creates (no id) or updates (?id=) an interface's head; answers its id. */
  schnittstelleSpeichern: route({
    id: 'schnittstelleSpeichern',
    methode: 'POST',
    pfad: '/gdv_interface/interface',
    query: z.object({ id: queryZahl.optional() }),
    body: schnittstellenEingabe,
    antwort: neueId,
    berechtigung: 'intern',
    handler: 'schnittstelle-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  schnittstelleLoeschen: route({
    id: 'schnittstelleLoeschen',
    methode: 'DELETE',
    pfad: '/gdv_interface/delete',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'schnittstelle-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  /** Answers the id of the copy. */
  schnittstelleKopieren: route({
    id: 'schnittstelleKopieren',
    methode: 'POST',
    pfad: '/gdv_interface/copy',
    query: idAbfrage,
    antwort: neueId,
    berechtigung: 'intern',
    handler: 'schnittstelle-kopieren',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  /**
   * "Test this interface": reads an uploaded sample file through the interface and answers the
   * fields per line. Not a call of the specification (§2.8 gives only the context): path, query
   * and payload are our choice. Reads nothing stored but the definition and changes nothing, so
   * the import-read right suffices. A refused file (XML with DOCTYPE, pre-file check not met,
   * unusable definition) or a sample over 1 MB is 400.
   */
  schnittstelleTesten: route({
    id: 'schnittstelleTesten',
    methode: 'POST',
    pfad: '/gdv_interface/test',
    query: idAbfrage,
    body: schnittstellenTestEingabe,
    antwort: schnittstellenTestErgebnis,
    berechtigung: 'importLesen',
    handler: 'schnittstelle-testen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** Options of the edit page: companies, and interfaces to pick a sub-interface (newItabSid) from. */
  schnittstellenOptionen: route({
    id: 'schnittstellenOptionen',
    methode: 'GET',
    pfad: '/gdv_interface/interface_options',
    antwort: comboboxen,
    berechtigung: 'importLesen',
    handler: 'schnittstellen-optionen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  multiInterfaceSpeichern: route({
    id: 'multiInterfaceSpeichern',
    methode: 'POST',
    pfad: '/gdv_interface/save_multi',
    query: unterAbfrage,
    body: multiInterfaceEingabe,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'multi-interface-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  multiInterfaceLoeschen: route({
    id: 'multiInterfaceLoeschen',
    methode: 'DELETE',
    pfad: '/gdv_interface/delete_multi',
    query: z.object({ interface: queryZahl, lfdno: queryZahl }),
    antwort: leer,
    berechtigung: 'intern',
    handler: 'multi-interface-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  schnittstellenFeldSpeichern: route({
    id: 'schnittstellenFeldSpeichern',
    methode: 'POST',
    pfad: '/gdv_interface/save_feld',
    query: unterAbfrage,
    body: schnittstellenFeld,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'schnittstellen-feld-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
  schnittstellenFeldLoeschen: route({
    id: 'schnittstellenFeldLoeschen',
    methode: 'DELETE',
    pfad: '/gdv_interface/delete_feld',
    query: z.object({ interface: queryZahl, name: nameFeld().min(1) }),
    antwort: leer,
    berechtigung: 'intern',
    handler: 'schnittstellen-feld-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'schnittstelle',
  }),
};
