/**
 * The sign-in's steps as plain data: which form follows an answer of Amplify Auth, and the
 * German message of its errors. No React and no network here, so every branch is unit-tested
 * (web/test/anmeldung.test.ts); Anmeldung.tsx draws the forms and calls Amplify.
 *
 * The steps are those Cognito asks of this product's users: the password; a first, temporary
 * password replaced by the user's own (admin-created accounts); the one-time TOTP set-up and the
 * TOTP code at each sign-in (MFA is required in AWS); the forgotten password by a mailed code.
 * Sign-up is not offered (accounts are created by administrators).
 */
import type { ConfirmSignInOutput, ResetPasswordOutput, SignInOutput } from 'aws-amplify/auth';
import { ANMELDE_TEXTE as T } from '@lieferdesk/shared';

/** The name authenticator apps show for the account (the otpauth URI's issuer). */
export const APP_NAME = 'Lieferdesk';

export type Schritt =
  | { art: 'anmelden'; hinweis?: string }
  | { art: 'neuesPasswort' }
  | { art: 'totpEinrichten'; schluessel: string; uri: string }
  | { art: 'totpCode' }
  | { art: 'passwortVergessen' }
  | { art: 'passwortZuruecksetzen'; ziel?: string }
  | { art: 'fertig' };

/**
 * What follows an answer to signIn or confirmSignIn: the next form, or an answer to give at once
 * (`antworten`: with both TOTP and another factor on offer, TOTP is the one this product uses).
 */
export type Folge = { schritt: Schritt } | { antworten: string } | { fehler: string };

export function folgeAufAnmeldung(antwort: SignInOutput | ConfirmSignInOutput, benutzername: string): Folge {
  const weiter = antwort.nextStep;
  switch (weiter.signInStep) {
    case 'DONE':
      return { schritt: { art: 'fertig' } };
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { schritt: { art: 'neuesPasswort' } };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = weiter.totpSetupDetails;
      return {
        schritt: {
          art: 'totpEinrichten',
          schluessel: details.sharedSecret,
          uri: details.getSetupUri(APP_NAME, benutzername).toString(),
        },
      };
    }
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { schritt: { art: 'totpCode' } };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return weiter.allowedMFATypes?.includes('TOTP')
        ? { antworten: 'TOTP' }
        : { fehler: T.fehler.nichtUnterstuetzt };
    case 'RESET_PASSWORD':
      return { schritt: { art: 'passwortVergessen' } };
    default:
      // SMS or e-mail codes, custom challenges, sign-up confirmation: not configured for this pool.
      return { fehler: T.fehler.nichtUnterstuetzt };
  }
}

/** What follows resetPassword: the form for code and new password, or back to signing in. */
export function folgeAufZuruecksetzen(antwort: ResetPasswordOutput): Schritt {
  const weiter = antwort.nextStep;
  if (weiter.resetPasswordStep === 'CONFIRM_RESET_PASSWORD_WITH_CODE')
    return { art: 'passwortZuruecksetzen', ziel: weiter.codeDeliveryDetails.destination };
  return { art: 'anmelden', hinweis: T.hinweis.passwortZurueckgesetzt };
}

/**
 * The German message of a failed call. Amplify's errors carry Cognito's exception name; the
 * message of a password-policy refusal names the rule, which is worth showing. A wrong password
 * and an unknown user read the same, so the form does not tell which user names exist (the local
 * Cognito answers a wrong password with InvalidPasswordException).
 */
export function fehlerText(fehler: unknown, schritt: Schritt['art']): string {
  const name = fehler instanceof Error ? fehler.name : '';
  const meldung = fehler instanceof Error ? fehler.message : '';
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      return T.fehler.falscheAnmeldung;
    case 'InvalidPasswordException':
      return schritt === 'anmelden' ? T.fehler.falscheAnmeldung : T.fehler.passwortRegel(meldung);
    case 'PasswordResetRequiredException':
      return T.fehler.passwortZuruecksetzenNoetig;
    case 'CodeMismatchException':
    case 'EnableSoftwareTokenMFAException':
      return T.fehler.codeFalsch;
    case 'ExpiredCodeException':
      return T.fehler.codeAbgelaufen;
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return T.fehler.zuVieleVersuche;
    case 'NetworkError':
      return T.fehler.netzwerk;
    default:
      // A session of the sign-in that Cognito no longer knows (3 minutes between the steps).
      if (/session/i.test(meldung) && /expired|invalid/i.test(meldung)) return T.fehler.sitzungAbgelaufen;
      if (fehler instanceof TypeError) return T.fehler.netzwerk;
      return T.fehler.unbekannt;
  }
}

/** Why a form cannot be sent yet (a required field empty, two passwords that differ), or undefined. */
export function eingabeFehler(
  schritt: Schritt['art'],
  e: { benutzername: string; passwort: string; neuesPasswort: string; bestaetigung: string; code: string },
): string | undefined {
  const leer = (wert: string) => wert.trim() === '';
  switch (schritt) {
    case 'anmelden':
      if (leer(e.benutzername)) return T.fehler.pflichtfeld(T.benutzername);
      if (e.passwort === '') return T.fehler.pflichtfeld(T.passwort);
      return undefined;
    case 'passwortVergessen':
      return leer(e.benutzername) ? T.fehler.pflichtfeld(T.benutzername) : undefined;
    case 'totpEinrichten':
    case 'totpCode':
      return leer(e.code) ? T.fehler.pflichtfeld(T.code) : undefined;
    case 'passwortZuruecksetzen':
    case 'neuesPasswort':
      if (schritt === 'passwortZuruecksetzen' && leer(e.code)) return T.fehler.pflichtfeld(T.code);
      if (e.neuesPasswort === '') return T.fehler.pflichtfeld(T.neuesPasswort);
      return e.neuesPasswort === e.bestaetigung ? undefined : T.fehler.passwoerterUngleich;
    case 'fertig':
      return undefined;
  }
}
