import { seitenListe, dateiLink, dateiLinkAbfrage, idAbfrage, idListe, leer } from '../entities/common';
import {
  biproDokument,
  dokumentFilter,
  dokumentKommentar,
  neuZugeordnet,
  vertragKunde,
} from '../entities/dokument';
import { maklerBlacklist, maklerBlacklistAbfrage } from '../entities/maklerBlacklist';
import { exportRoute } from './listenExport';
import { route } from './route';

/**
 * The BiPRO documents inbox (reference §2.10; §7 "BiPRO documents"). 'angemeldet': the handler
 * narrows to the broker's own documents and, with the BiPRO-structure role, his structure's.
 */
export const dokumenteRouten = {
  dokumenteFilter: route({
    id: 'dokumenteFilter',
    methode: 'POST',
    pfad: '/bipro_documents/filter',
    body: dokumentFilter,
    antwort: seitenListe(biproDokument),
    berechtigung: 'angemeldet',
    handler: 'dokumente-filter',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
    last: 'schwer',
  }),
  /** The product's own: the list's Excel export (issue 24 §2), its roles the list's. */
  dokumenteExport: exportRoute({
    id: 'dokumenteExport',
    pfad: '/bipro_documents/export',
    handler: 'dokumente-export',
    filter: dokumentFilter,
    berechtigung: 'angemeldet',
  }),
  maklerBlacklistLaden: route({
    id: 'maklerBlacklistLaden',
    methode: 'GET',
    pfad: '/bipro_documents/broker_blacklist',
    antwort: maklerBlacklist,
    berechtigung: 'angemeldet',
    handler: 'makler-blacklist-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  /** The blacklist is one setting for all suggestion searches, so only internal users change it. */
  maklerBlacklistSpeichern: route({
    id: 'maklerBlacklistSpeichern',
    methode: 'POST',
    pfad: '/bipro_documents/broker_blacklist',
    query: maklerBlacklistAbfrage,
    antwort: maklerBlacklist,
    berechtigung: 'intern',
    handler: 'makler-blacklist-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'blacklist',
  }),
  dokumentKommentarAendern: route({
    id: 'dokumentKommentarAendern',
    methode: 'POST',
    pfad: '/bipro_documents/edit_comment',
    body: dokumentKommentar,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'dokument-kommentar-aendern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /** `id` is the internal number of the contract. */
  vertragKundeLaden: route({
    id: 'vertragKundeLaden',
    methode: 'GET',
    pfad: '/bipro_documents/vv_customer_id',
    query: idAbfrage,
    antwort: vertragKunde,
    berechtigung: 'angemeldet',
    handler: 'vertrag-kunde-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  dokumenteNeuZuordnen: route({
    id: 'dokumenteNeuZuordnen',
    methode: 'POST',
    pfad: '/bipro_documents/reassign_unassigned',
    body: idListe,
    antwort: neuZugeordnet,
    berechtigung: 'angemeldet',
    handler: 'dokumente-neu-zuordnen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  dokumenteLoeschen: route({
    id: 'dokumenteLoeschen',
    methode: 'POST',
    pfad: '/bipro_documents/delete_rows',
    body: idListe,
    antwort: leer,
    berechtigung: 'angemeldet',
    handler: 'dokumente-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  /**
   * Takes the delete mark off the marked documents (reference §4 "Deleted entries"). Ours: the
   * reference names no such call. For the full filter only; all or nothing as the delete.
   */
  dokumenteWiederherstellen: route({
    id: 'dokumenteWiederherstellen',
    methode: 'POST',
    pfad: '/bipro_documents/restore_rows',
    body: idListe,
    antwort: leer,
    berechtigung: 'vollerFilter',
    handler: 'dokumente-wiederherstellen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
  }),
  dokumentZugeordnetHerunterladen: route({
    id: 'dokumentZugeordnetHerunterladen',
    methode: 'GET',
    pfad: '/bipro_dokument_zugeordnet',
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'download-dokument-zugeordnet',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', inbox: { lesen: ['bipro/'] } },
  }),
  dokumentNichtZugeordnetHerunterladen: route({
    id: 'dokumentNichtZugeordnetHerunterladen',
    methode: 'GET',
    pfad: '/bipro_dokument_nicht_zugeordnet',
    query: dateiLinkAbfrage,
    antwort: dateiLink,
    berechtigung: 'angemeldet',
    handler: 'download-dokument-nicht-zugeordnet',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen', inbox: { lesen: ['bipro/'] } },
  }),
};
