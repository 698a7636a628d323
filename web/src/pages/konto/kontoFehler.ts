/**
 * The German message of a failed call on the account page. Amplify Auth's errors carry Cognito's
 * exception name; what the sign-in already words (too many attempts, no network …) comes from its
 * mapping (anmeldung/ablauf.ts).
 */
import { COGNITO_PASSWORT_MELDUNG, KONTO_TEXTE as K, type PasswortVerstoss } from '@lieferdesk/shared';
import { fehlerText } from '../../anmeldung/ablauf';

const name = (fehler: unknown) => (fehler instanceof Error ? fehler.name : '');
const meldung = (fehler: unknown) => (fehler instanceof Error ? fehler.message : '');

/**
 * ChangePassword: Cognito answers a wrong current password with NotAuthorizedException "Incorrect
 * username or password." — the same exception with another message is an access token no longer
 * valid. A new password against the policy names the rules broken in Cognito's words.
 */
export function passwortFehlerText(fehler: unknown): string {
  switch (name(fehler)) {
    case 'NotAuthorizedException':
      return /incorrect username or password/i.test(meldung(fehler))
        ? K.fehler.aktuellesPasswortFalsch
        : K.fehler.sitzung;
    case 'InvalidPasswordException': {
      const verstoesse = (Object.entries(COGNITO_PASSWORT_MELDUNG) as [PasswortVerstoss, string][])
        .filter(([, text]) => meldung(fehler).toLowerCase().includes(text.toLowerCase()))
        .map(([verstoss]) => K.verstoss[verstoss]);
      if (verstoesse.length) return K.fehler.regel(verstoesse);
      return fehlerText(fehler, 'neuesPasswort');
    }
    default:
      return fehlerText(fehler, 'neuesPasswort');
  }
}

/** The authenticator's set-up: a wrong code, an access token no longer valid, the rest as at sign-in. */
export function totpFehlerText(fehler: unknown): string {
  switch (name(fehler)) {
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return K.fehler.codeFalsch;
    case 'NotAuthorizedException':
      return K.fehler.sitzung;
    default:
      return fehlerText(fehler, 'totpEinrichten');
  }
}
