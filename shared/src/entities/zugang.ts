/**
 * A broker's BiPRO access at one insurer (reference §3 "Access"): where its security token and
 * transfer services answer, how they want to be called (the profile), the user name, when its
 * download job runs and whether it is active. The password is written through the API and kept
 * in the secrets store, never answered: the answer says only whether one is set.
 */
import { z } from 'zod';
import { biproProfil } from './biproProfil';
import { uhrzeit } from './common';
import { LAENGEN, nameFeld } from './text';

/** At most this many download times per day. */
export const HOECHSTE_ABHOLZEITEN = 8;

const dienstUrl = nameFeld(LAENGEN.dateiname)
  .trim()
  .refine((u) => /^https?:\/\/[^\s/]+/.test(u), {
    error: 'Bitte geben Sie eine Adresse mit http:// oder https:// an.',
  });

const zugangFelder = {
  /** The insurer whose services these are. */
  gesellschaftId: z.number({ error: 'Bitte wählen Sie die Gesellschaft aus.' }).int().positive(),
  /** The access name the insurer mapping (§2.2) ties insurers to. */
  extZugangBezeichnung: nameFeld().trim().min(1, { error: 'Bitte geben Sie die Bezeichnung an.' }),
  /** The broker the access belongs to; his documents and files. */
  maklernr: nameFeld(LAENGEN.kennung).trim().min(1, { error: 'Bitte geben Sie die Maklernummer an.' }),
  stsUrl: dienstUrl,
  transferUrl: dienstUrl,
  profil: biproProfil,
  /** The BiPRO user name (extUserName). */
  benutzername: nameFeld(LAENGEN.kennung).trim().min(1, { error: 'Bitte geben Sie den Benutzernamen an.' }),
  /** Times of day (Europe/Berlin) at which the download job runs, every day. */
  abholzeiten: z.array(uhrzeit).max(HOECHSTE_ABHOLZEITEN),
  aktiv: z.boolean(),
  /** GDV data files of this access go into the import pipeline as well as into the GDV files list. */
  gdvEinlesen: z.boolean(),
};

export const zugang = z.object({
  id: z.number().int(),
  ...zugangFelder,
  /** The insurer's name (the access page's path names it). */
  gesellschaft: z.string(),
  /** A password is stored (it is never answered). */
  passwortGesetzt: z.boolean(),
});
export type Zugang = z.infer<typeof zugang>;

/**
 * Saving an access: every field; `passwort` only when it is to change (write-only, at most 200
 * characters). A new access needs one.
 */
export const zugangEingabe = z.object({
  ...zugangFelder,
  passwort: z.string().max(LAENGEN.name).min(1).optional(),
});
export type ZugangEingabe = z.infer<typeof zugangEingabe>;
