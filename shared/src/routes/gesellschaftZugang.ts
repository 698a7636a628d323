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
 * our choice.
 */
export const gesellschaftZugangRouten = {
  gesellschaftZugangListe: route({
    id: 'gesellschaftZugangListe',
    methode: 'GET',
    pfad: '/bipro_gesellschaft_zugang',
    query: z.object({ extZugangBezeichnung: nameFeld().optional() }),
    antwort: zeilenListe(gesellschaftZugang),
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-liste',
  }),
  gesellschaftSuchen: route({
    id: 'gesellschaftSuchen',
    methode: 'GET',
    pfad: '/bipro_gesellschaft_zugang/gesellschaften',
    /** Name or id of the insurer. */
    query: z.object({ suche: nameFeld().trim().min(1) }),
    antwort: zeilenListe(gesellschaftTreffer),
    berechtigung: 'intern',
    handler: 'gesellschaft-suchen',
  }),
  gesellschaftZugangSpeichern: route({
    id: 'gesellschaftZugangSpeichern',
    methode: 'POST',
    pfad: '/bipro_gesellschaft_zugang/zuordnung',
    body: gesellschaftZugangEingabe,
    antwort: gesellschaftZugang,
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-speichern',
  }),
  gesellschaftZugangLoeschen: route({
    id: 'gesellschaftZugangLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_gesellschaft_zugang/zuordnung',
    query: z.object({ extZugangBezeichnung: nameFeld().min(1), gesellschaft: nameFeld().min(1) }),
    antwort: leer,
    berechtigung: 'intern',
    handler: 'gesellschaft-zugang-loeschen',
  }),
};
