import { z } from 'zod';
import { idAbfrage, leer, neueId, queryZahl } from '../entities/common';
import { zugang, zugangEingabe } from '../entities/zugang';
import { route } from './route';

/**
 * The BiPRO access page (/intern/configs/externe-zugaenge/configs-extern-zugang-edit/{gesellschaft}/{id},
 * reference §2.6): internal users only. Reference §7 shows no paths for it: these are ours. Saving
 * writes the password into the secrets store and the access's schedules.
 */
export const zugaengeRouten = {
  zugangLaden: route({
    id: 'zugangLaden',
    methode: 'GET',
    pfad: '/bipro_zugaenge/zugang',
    query: idAbfrage,
    antwort: zugang,
    berechtigung: 'intern',
    handler: 'zugang-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  zugangSpeichern: route({
    id: 'zugangSpeichern',
    methode: 'POST',
    pfad: '/bipro_zugaenge/zugang',
    /** Without id a new access. */
    query: z.object({ id: queryZahl.optional() }),
    body: zugangEingabe,
    antwort: neueId,
    berechtigung: 'intern',
    handler: 'zugang-speichern',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', geheimnisse: 'schreiben', zeitplaene: true },
    aenderungsbereich: 'zugang',
  }),
  zugangLoeschen: route({
    id: 'zugangLoeschen',
    methode: 'DELETE',
    pfad: '/bipro_zugaenge/zugang',
    query: idAbfrage,
    antwort: leer,
    berechtigung: 'intern',
    handler: 'zugang-loeschen',
    umgesetzt: true,
    zugriff: { tabelle: 'schreiben', geheimnisse: 'schreiben', zeitplaene: true },
    aenderungsbereich: 'zugang',
  }),
};
