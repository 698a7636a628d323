import { kundeAbfrage, kundenAnsicht, vertragAbfrage, vertragsAnsicht } from '../entities/bestand';
import { route } from './route';

/**
 * The broker's portfolio, read-only: the contract page the assign page opens
 * (/home/versicherungen/insurance-group/details/{id}, reference §2.11) and the customer page behind
 * "open customer company numbers". Reference §7 names no calls for them (the pages belong to the
 * larger back-office): paths our choice. 'angemeldet': everyone who assigns may look; the
 * handler applies the broker scope (own contracts and customers, the structure's with the
 * BiPRO-structure role, all for internal users) and answers 404 outside it.
 */
export const bestandRouten = {
  vertragLaden: route({
    id: 'vertragLaden',
    methode: 'GET',
    pfad: '/vertraege/vertrag',
    query: vertragAbfrage,
    antwort: vertragsAnsicht,
    berechtigung: 'angemeldet',
    handler: 'vertrag-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
  kundeLaden: route({
    id: 'kundeLaden',
    methode: 'GET',
    pfad: '/kunden/kunde',
    query: kundeAbfrage,
    antwort: kundenAnsicht,
    berechtigung: 'angemeldet',
    handler: 'kunde-laden',
    umgesetzt: true,
    zugriff: { tabelle: 'lesen' },
  }),
};
