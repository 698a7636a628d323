/**
 * The change log: who changed which setting when — BiPRO accesses, the company-to-access
 * mapping, interfaces (head, fields, sub-interfaces), categories, category exceptions, the broker
 * blacklist and planned interface runs. Not in the reference; its texts are ours. One entry per
 * successful change through the API, written by the API wrapper for the routes that name a
 * `aenderungsbereich` (routes/route.ts), with what the request set — passwords, keys and
 * passphrases only as "(geändert)". Import lines and BiPRO documents keep their own journal.
 */
import { z } from 'zod';
import type { Aenderungsbereich } from '../routes/route';
import { begrenzteListe, isoZeitpunkt } from './common';

export const AENDERUNGSBEREICHE = {
  zugang: 'BiPRO-Zugang',
  gesellschaftZugang: 'Gesellschaft zu Zugang',
  schnittstelle: 'Interface',
  kategorie: 'BiPRO-Kategorie',
  kategorieAusnahme: 'Kategorie-Ausnahme',
  blacklist: 'Makler-Blacklist',
  interfacelauf: 'Geplanter Interfacelauf',
} as const satisfies Record<Aenderungsbereich, string>;
const bereich = z.enum(Object.keys(AENDERUNGSBEREICHE) as [Aenderungsbereich, ...Aenderungsbereich[]]);

export const AENDERUNGSAKTIONEN = { gespeichert: 'gespeichert', geloescht: 'gelöscht' } as const;

/** What an entry keeps of the request at most (characters of its JSON); more is cut, marked '…'. */
export const AENDERUNG_EINGABE_LAENGE = 4000;

/** Fields whose values an entry never keeps, wherever they stand in the request. */
export const GEHEIME_FELDER = ['passwort', 'zertifikat', 'schluessel', 'passphrase'] as const;
export const GEHEIM_ERSETZT = '(geändert)';

export const aenderung = z.object({
  zeitpunkt: isoZeitpunkt,
  /** The user's name (Cognito username). */
  benutzer: z.string(),
  bereich,
  aktion: z.enum(['gespeichert', 'geloescht']),
  /** The route that changed it. */
  route: z.string(),
  /** The record's id or key, as far as the request or answer names one. */
  objekt: z.string().optional(),
  /** The request's query and body as JSON, secrets replaced, at most AENDERUNG_EINGABE_LAENGE. */
  eingabe: z.string(),
});
export type Aenderung = z.infer<typeof aenderung>;
/** An entry as the list shows it: with its own id (two entries may share their second). */
export const aenderungZeile = aenderung.extend({ id: z.string() });
export type AenderungZeile = z.infer<typeof aenderungZeile>;

/** One German calendar month (YYYY-MM), a four-digit year from 2000. */
export const aenderungenAbfrage = z.object({
  monat: z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Bitte einen Monat im Format JJJJ-MM angeben.'),
  bereich: bereich.optional(),
});
export const aenderungenListe = begrenzteListe(aenderungZeile);
