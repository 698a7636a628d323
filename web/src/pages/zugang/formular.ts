/**
 * The pure part of the BiPRO access page (reference §2.6): the form as it holds an access, the
 * API's input made from it — checked with the shared schema, the same the API applies — and which
 * access the address names. The password is write-only: the form starts it empty, and it is sent
 * only when typed (a new access needs one). So is the TLS client certificate (certificate, key,
 * passphrase): sent when typed, removed when asked to, never shown. Both must be typed again when
 * a service's address names another server than the stored one (`andereServer`, as the API asks).
 */
import {
  andereServer,
  HOECHSTE_ABHOLZEITEN,
  MELDUNGEN,
  zugangEingabe,
  ZUGANG_SEITE_TEXTE as T,
  type Zugang,
  type ZugangEingabe,
} from '@lieferdesk/shared';
import { NEU } from './pfade';

export type Bestaetigen = 'nichtSenden' | 'ja' | 'nein';

/**
 * The form. The profile's fields are named by their path in the API's input, so a field's message
 * from the schema or from the server (`profil.version`) finds its field.
 */
export interface ZugangEntwurf {
  gesellschaftId: number | null;
  extZugangBezeichnung: string;
  maklernr: string;
  stsUrl: string;
  transferUrl: string;
  'profil.version': string;
  'profil.consumerId': string;
  'profil.bestaetigeLieferungen': Bestaetigen;
  'profil.kategorie': string;
  'profil.soapAction': 'urn' | 'leer';
  'profil.stsMitWsaAction': boolean;
  benutzername: string;
  /** Empty: keep the stored password (never shown). */
  passwort: string;
  /** The client certificate's PEM texts and passphrase; all empty: keep the stored one (never shown). */
  'zertifikat.pem': string;
  'zertifikat.schluessel': string;
  'zertifikat.passphrase': string;
  /** Remove the stored certificate. */
  zertifikatEntfernen: boolean;
  abholzeiten: string[];
  aktiv: boolean;
  gdvEinlesen: boolean;
}

/** The version a new access starts with: the newest the client speaks. */
export const STANDARD_VERSION = '2.6.1.1.0';
export { HOECHSTE_ABHOLZEITEN };

/** The certificate's fields as every form starts them: the stored certificate is never shown. */
const OHNE_ZERTIFIKAT = {
  'zertifikat.pem': '',
  'zertifikat.schluessel': '',
  'zertifikat.passphrase': '',
  zertifikatEntfernen: false,
} as const;

export function neuerEntwurf(gesellschaftId: number | null = null): ZugangEntwurf {
  return {
    gesellschaftId,
    extZugangBezeichnung: '',
    maklernr: '',
    stsUrl: '',
    transferUrl: '',
    'profil.version': STANDARD_VERSION,
    'profil.consumerId': '',
    'profil.bestaetigeLieferungen': 'nichtSenden',
    'profil.kategorie': '',
    'profil.soapAction': 'urn',
    'profil.stsMitWsaAction': false,
    benutzername: '',
    passwort: '',
    ...OHNE_ZERTIFIKAT,
    abholzeiten: [],
    aktiv: true,
    gdvEinlesen: false,
  };
}

export function entwurfVon(z: Zugang): ZugangEntwurf {
  const b = z.profil.bestaetigeLieferungen;
  return {
    gesellschaftId: z.gesellschaftId,
    extZugangBezeichnung: z.extZugangBezeichnung,
    maklernr: z.maklernr,
    stsUrl: z.stsUrl,
    transferUrl: z.transferUrl,
    'profil.version': z.profil.version,
    'profil.consumerId': z.profil.consumerId ?? '',
    'profil.bestaetigeLieferungen': b === undefined ? 'nichtSenden' : b ? 'ja' : 'nein',
    'profil.kategorie': z.profil.kategorie ?? '',
    'profil.soapAction': z.profil.soapAction,
    'profil.stsMitWsaAction': z.profil.stsMitWsaAction,
    benutzername: z.benutzername,
    passwort: '',
    ...OHNE_ZERTIFIKAT,
    abholzeiten: [...z.abholzeiten],
    aktiv: z.aktiv,
    gdvEinlesen: z.gdvEinlesen,
  };
}

/**
 * The API's input before checking: optional profile values left out when empty; the password only
 * when typed; the certificate when any of its fields is typed (the schema names what is missing).
 */
export function eingabeAus(e: ZugangEntwurf): Record<string, unknown> {
  const profil: Record<string, unknown> = {
    version: e['profil.version'].trim(),
    soapAction: e['profil.soapAction'],
    stsMitWsaAction: e['profil.stsMitWsaAction'],
  };
  const consumerId = e['profil.consumerId'].trim();
  if (consumerId !== '') profil.consumerId = consumerId;
  const kategorie = e['profil.kategorie'].trim();
  if (kategorie !== '') profil.kategorie = kategorie;
  if (e['profil.bestaetigeLieferungen'] !== 'nichtSenden') {
    profil.bestaetigeLieferungen = e['profil.bestaetigeLieferungen'] === 'ja';
  }
  return {
    gesellschaftId: e.gesellschaftId ?? undefined,
    extZugangBezeichnung: e.extZugangBezeichnung,
    maklernr: e.maklernr,
    stsUrl: e.stsUrl,
    transferUrl: e.transferUrl,
    profil,
    benutzername: e.benutzername,
    abholzeiten: e.abholzeiten.map((z) => z.trim()),
    aktiv: e.aktiv,
    gdvEinlesen: e.gdvEinlesen,
    // A password is never trimmed: its spaces are its own.
    ...(e.passwort !== '' ? { passwort: e.passwort } : {}),
    ...zertifikatAus(e),
  };
}

function zertifikatAus(e: ZugangEntwurf): Record<string, unknown> {
  const pem = e['zertifikat.pem'];
  const schluessel = e['zertifikat.schluessel'];
  const passphrase = e['zertifikat.passphrase'];
  return {
    ...(pem !== '' || schluessel !== '' || passphrase !== ''
      ? { zertifikat: { pem, schluessel, ...(passphrase !== '' ? { passphrase } : {}) } }
      : {}),
    ...(e.zertifikatEntfernen ? { zertifikatEntfernen: true } : {}),
  };
}

/** Messages by the input's path: `maklernr`, `profil.version`, `abholzeiten.2` … */
export type ZugangFehler = Partial<Record<string, string>>;

/** What the form must know of the stored access: its servers, and whether it has a certificate. */
export type GespeicherterZugang = Pick<Zugang, 'stsUrl' | 'transferUrl' | 'zertifikatGesetzt'>;

/**
 * Checks the form with the shared schema. A new access must name a password; a stored one
 * (`bisher`) whose service now names another server must name it again, and its certificate
 * too if it has one (unless it is removed). The two profile patterns get a message that says
 * the format instead of zod's, which quotes the expression; a pickup time the one of its field,
 * which takes no seconds (the schedule runs by the minute).
 */
export function pruefeZugang(
  e: ZugangEntwurf,
  neu: boolean,
  bisher?: GespeicherterZugang,
): { daten?: ZugangEingabe; fehler: ZugangFehler } {
  const ergebnis = zugangEingabe.safeParse(eingabeAus(e));
  const fehler: ZugangFehler = {};
  if (!ergebnis.success) {
    for (const issue of ergebnis.error.issues) {
      const pfad = issue.path.map(String).join('.');
      const muster = issue.code === 'invalid_format';
      fehler[pfad] ??=
        muster && pfad === 'profil.version'
          ? T.versionFormat
          : muster && pfad === 'profil.kategorie'
            ? T.kategorieFormat
            : /^abholzeiten\.\d+$/.test(pfad)
              ? MELDUNGEN.uhrzeitOhneSekundenUngueltig
              : issue.message;
    }
  }
  if (neu && e.passwort === '') fehler.passwort ??= T.passwortErforderlich;
  if (bisher && andereServer(bisher, e).length > 0) {
    if (e.passwort === '') fehler.passwort ??= T.passwortNachServerwechsel;
    const ohneZertifikat = e['zertifikat.pem'] === '' && e['zertifikat.schluessel'] === '';
    if (bisher.zertifikatGesetzt && ohneZertifikat && !e.zertifikatEntfernen)
      fehler['zertifikat.pem'] ??= T.zertifikatNachServerwechsel;
  }
  if (!ergebnis.success || Object.keys(fehler).length > 0) return { fehler };
  return { daten: ergebnis.data, fehler };
}

/** The access the address names: its number, a new one ('neu', also with no id), or none (undefined). */
export function zielAusPfad(id: string | undefined): number | typeof NEU | undefined {
  if (id === undefined || id === NEU) return NEU;
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const zahl = Number(id);
  return Number.isSafeInteger(zahl) ? zahl : undefined;
}

export interface GesellschaftsOption {
  label: string;
  value: number;
}

/**
 * The companies of the shared loader an access can belong to: its options are companies (value
 * = the number) followed by VU numbers no company has ('… (unbekannt)'), which are no choice here.
 */
export function gesellschaftsOptionen(
  optionen: readonly { label: string; value: string }[],
): GesellschaftsOption[] {
  return optionen
    .filter((o) => /^\d+$/.test(o.value))
    .map((o) => ({ label: o.label, value: Number(o.value) }));
}

/**
 * The company a new access's address names (`…/{gesellschaft}/neu`): by number or by name (case
 * ignored); null when it names none of the list.
 */
export function gesellschaftAusPfad(
  segment: string | undefined,
  optionen: readonly GesellschaftsOption[],
): number | null {
  const text = (segment ?? '').trim();
  if (text === '' || text === '-') return null;
  const treffer =
    optionen.find((o) => String(o.value) === text) ??
    optionen.find((o) => o.label.toLocaleLowerCase('de') === text.toLocaleLowerCase('de'));
  return treffer?.value ?? null;
}
