/**
 * A broker's BiPRO access at one insurer (reference §3 "Access"): where its security token and
 * transfer services answer, how they want to be called (the profile), the user name, when its
 * download job runs and whether it is active. The password is written through the API and kept
 * in the secrets store, never answered: the answer says only whether one is set. So is a TLS
 * client certificate with its private key, for insurers that want the broker to present one.
 */
import { z } from 'zod';
import { biproProfil } from './biproProfil';
import { uhrzeit } from './common';
import { LAENGEN, nameFeld, textFeld } from './text';

/** At most this many download times per day. */
export const HOECHSTE_ABHOLZEITEN = 8;

const dienstUrl = nameFeld(LAENGEN.dateiname)
  .trim()
  .refine((u) => /^https?:\/\/[^\s/]+/.test(u), {
    error: 'Bitte geben Sie eine Adresse mit http:// oder https:// an.',
  });

/** At most this many characters of a certificate's or a key's PEM text (a chain of a few certificates fits). */
export const HOECHSTE_PEM_ZEICHEN = 20_000;

/**
 * One PEM block (RFC 7468): BEGIN and END with the same label, perhaps header lines (a legacy
 * encrypted key's `Proc-Type`/`DEK-Info`), then base64 lines. Lines end in a line break and are
 * never empty (outside the blank line after headers), so a text within the bound is also a
 * secret within Secrets Manager's (see functions/src/abholung/zugaenge.ts). Every part is ended by
 * a line break or a character the next part cannot hold: matching is linear.
 */
const PEM_BLOCK =
  /-----BEGIN ([A-Z0-9 ]{1,40})-----[ \t]*\r?\n(?:[A-Za-z-]{1,40}:[ -~]{0,200}\r?\n){0,10}(?:\r?\n)?(?:[A-Za-z0-9+/=]{1,200}[ \t]*\r?\n)+-----END \1-----/g;

/** The labels of a text made of PEM blocks only (whitespace between them); undefined for any other. */
export function pemBloecke(text: string): string[] | undefined {
  if (text.length > HOECHSTE_PEM_ZEICHEN) return undefined;
  const labels = [...text.matchAll(PEM_BLOCK)].map((m) => m[1]!);
  return labels.length > 0 && text.replace(PEM_BLOCK, '').trim() === '' ? labels : undefined;
}

/** Certificates only (the broker's first, perhaps followed by its chain). */
const istZertifikat = (text: string) => pemBloecke(text)?.every((l) => l === 'CERTIFICATE') === true;
/** One private key (PKCS#8 plain or encrypted, or the RSA/EC forms); EC parameters may come with it. */
const istSchluessel = (text: string) => {
  const labels = pemBloecke(text);
  return (
    labels !== undefined &&
    labels.filter((l) => /^(?:(?:RSA|EC|ENCRYPTED) )?PRIVATE KEY$/.test(l)).length === 1 &&
    labels.every((l) => l.endsWith('PRIVATE KEY') || l === 'EC PARAMETERS')
  );
};

/**
 * A TLS client certificate as it is written (never answered): the certificate and its private
 * key as PEM text, the key's passphrase if it is encrypted. A text over the bound gets the length
 * message alone (the format check lets it pass).
 */
export const zugangZertifikat = z.object({
  pem: textFeld(HOECHSTE_PEM_ZEICHEN, 'Bitte fügen Sie das Zertifikat ein.').refine(
    (t) => t.length > HOECHSTE_PEM_ZEICHEN || istZertifikat(t),
    { error: 'Bitte fügen Sie das Zertifikat im PEM-Format ein (-----BEGIN CERTIFICATE----- …).' },
  ),
  schluessel: textFeld(HOECHSTE_PEM_ZEICHEN, 'Bitte fügen Sie den privaten Schlüssel ein.').refine(
    (t) => t.length > HOECHSTE_PEM_ZEICHEN || istSchluessel(t),
    {
      error: 'Bitte fügen Sie einen privaten Schlüssel im PEM-Format ein (-----BEGIN PRIVATE KEY----- …).',
    },
  ),
  /** Only for an encrypted key; never trimmed (its spaces are its own). */
  passphrase: z.string().max(LAENGEN.name).min(1).optional(),
});
export type ZugangZertifikat = z.infer<typeof zugangZertifikat>;

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
  /**
   * A TLS client certificate is stored (it is never answered). False when absent: answers of
   * before the certificate read as they were.
   */
  zertifikatGesetzt: z.boolean().default(false),
});
export type Zugang = z.infer<typeof zugang>;

/**
 * Saving an access: every field; `passwort` only when it is to change (write-only, at most 200
 * characters). A new access needs one. `zertifikat` only when it is to change (write-only as
 * well); `zertifikatEntfernen` removes the stored one — both at once is a contradiction.
 */
export const zugangEingabe = z
  .object({
    ...zugangFelder,
    passwort: z.string().max(LAENGEN.name).min(1).optional(),
    zertifikat: zugangZertifikat.optional(),
    zertifikatEntfernen: z.literal(true).optional(),
  })
  .refine((e) => !(e.zertifikat && e.zertifikatEntfernen), {
    path: ['zertifikatEntfernen'],
    error: 'Ein neues Zertifikat und „Zertifikat entfernen“ schließen sich aus.',
  });
export type ZugangEingabe = z.infer<typeof zugangEingabe>;

/** The server an address names (scheme, host, port); the text itself if it is no URL. */
function serverVon(adresse: string): string {
  try {
    return new URL(adresse.trim()).origin;
  } catch {
    return adresse.trim();
  }
}

/**
 * The services of an access whose address now names another server (scheme, host or port) than
 * the stored one. The stored password and certificate were given for the old servers: a save that
 * points either service elsewhere must give them again (functions/src/abholung/zugaenge.ts), so
 * whoever may edit an access cannot send the stored password to a server of his choosing.
 */
export function andereServer(
  bisher: Pick<Zugang, 'stsUrl' | 'transferUrl'>,
  neu: Pick<Zugang, 'stsUrl' | 'transferUrl'>,
): ('stsUrl' | 'transferUrl')[] {
  return (['stsUrl', 'transferUrl'] as const).filter((d) => serverVon(bisher[d]) !== serverVon(neu[d]));
}
