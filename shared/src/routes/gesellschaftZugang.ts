import { z } from 'zod';
import { leer, zeilenListe } from '../entities/common';
import {
  gesellschaftTreffer,
  gesellschaftZugang,
  gesellschaftZugangEingabe,
} from '../entities/gesellschaftZugang';
import { nameFeld } from '../entities/text';
import { route } from './route';

/**
 * Insurer-to-access mapping (reference §2.2, §2.3). Reference §7 does not show these paths: all four are
 * our choice. A mapping's `gesellschaft` is the company's number as text (companies have no short
 * name of their own), so the delete call names the company by its number.
 */
export const gesellschaftZugangRouten = {
  gesellschaftZugangListe: route({
    id: 'gesellschaftZugangListe',
    methode: 'GET',
    pfad: '/bipro_gesellschaft_zugang',
    /** Without a name: the insurers of the first access name that has any (the screen's default). */
    query: z.object({ extZugangBezeichnung: nameFeld().optional() }),
    antwort: zeilenListe(gesellschaftZugang),
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-liste',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  gesellschaftSuchen: route({
    id: 'gesellschaftSuchen',
    methode: 'GET',
    pfad: '/bipro_gesellschaft_zugang/gesellschaften',
    /**
     * Name or id of the insurer; with an access name, the insurers already mapped to it are left out
     * (the add-insurer page offers only what it can still add).
     */
    query: z.object({
      suche: nameFeld().trim().min(1),
      extZugangBezeichnung: nameFeld().trim().min(1).optional(),
    }),
    antwort: zeilenListe(gesellschaftTreffer),
    berechtigung: 'intern',
    handler: 'gesellschaft-suchen',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  gesellschaftZugangSpeichern: route({
    id: 'gesellschaftZugangSpeichern',
    methode: 'POST',
    pfad: '/bipro_gesellschaft_zugang/zuordnung',
    body: gesellschaftZugangEingabe,
    antwort: gesellschaftZugang,
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'gesellschaftZugang',
  }),
  gesellschaftZugangLoeschen: route({
    id: 'gesellschaftZugangLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_gesellschaft_zugang/zuordnung',
    query: z.object({ extZugangBezeichnung: nameFeld().min(1), gesellschaft: nameFeld().min(1) }),
    antwort: leer,
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben' },
    aenderungsbereich: 'gesellschaftZugang',
  }),
};
