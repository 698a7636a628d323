/**
 * The sign-in's steps (web/src/anmeldung/ablauf.ts): which form follows each answer of Amplify
 * Auth, which answer is given at once, and the German message of each error. The browser test
 * (test/e2e/anmeldung.e2e.test.ts) signs in against the local Cognito, which knows no TOTP; the
 * TOTP and new-password steps are checked here on Amplify's answer shapes.
 */
import type { ConfirmSignInOutput, ResetPasswordOutput, SignInOutput } from 'aws-amplify/auth';
import { describe, expect, it } from 'vitest';
import { ANMELDE_TEXTE as T } from '@lieferdesk/shared';
import { eingabeFehler, fehlerText, folgeAufAnmeldung, folgeAufZuruecksetzen } from '../src/anmeldung/ablauf';
import { gleicheFelder } from '../src/komponenten/useFormular';

const antwort = (nextStep: object) => ({ isSignedIn: false, nextStep }) as SignInOutput | ConfirmSignInOutput;
const fehler = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('folgeAufAnmeldung', () => {
  it('DONE: angemeldet', () => {
    expect(folgeAufAnmeldung(antwort({ signInStep: 'DONE' }), 'admin')).toEqual({
      schritt: { art: 'fertig' },
    });
  });

  it('vorläufiges Passwort: neues Passwort festlegen', () => {
    expect(
      folgeAufAnmeldung(antwort({ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }), 'admin'),
    ).toEqual({ schritt: { art: 'neuesPasswort' } });
  });

  it('TOTP einrichten: Schlüssel und otpauth-URI mit App- und Benutzername', () => {
    const folge = folgeAufAnmeldung(
      antwort({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, konto?: string) =>
            new URL(`otpauth://totp/${app}:${konto}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      }),
      'sachbearbeiterin',
    );
    expect(folge).toEqual({
      schritt: {
        art: 'totpEinrichten',
        schluessel: 'JBSWY3DPEHPK3PXP',
        uri: 'otpauth://totp/Lieferdesk:sachbearbeiterin?secret=JBSWY3DPEHPK3PXP&issuer=Lieferdesk',
      },
    });
  });

  it('TOTP-Code bei jeder Anmeldung', () => {
    expect(folgeAufAnmeldung(antwort({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }), 'a')).toEqual({
      schritt: { art: 'totpCode' },
    });
  });

  it('Auswahl des zweiten Faktors: TOTP wird sofort gewählt, ohne TOTP nicht unterstützt', () => {
    for (const signInStep of [
      'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
      'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
    ]) {
      expect(folgeAufAnmeldung(antwort({ signInStep, allowedMFATypes: ['EMAIL', 'TOTP'] }), 'a')).toEqual({
        antworten: 'TOTP',
      });
      expect(folgeAufAnmeldung(antwort({ signInStep, allowedMFATypes: ['SMS'] }), 'a')).toEqual({
        fehler: T.fehler.nichtUnterstuetzt,
      });
    }
  });

  it('Passwort muss zurückgesetzt werden: das Formular dafür', () => {
    expect(folgeAufAnmeldung(antwort({ signInStep: 'RESET_PASSWORD' }), 'a')).toEqual({
      schritt: { art: 'passwortVergessen' },
    });
  });

  it('nicht eingerichtete Schritte (SMS, eigene Challenge, Registrierung): verständlich abgelehnt', () => {
    for (const signInStep of [
      'CONFIRM_SIGN_IN_WITH_SMS_CODE',
      'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      'CONFIRM_SIGN_UP',
    ]) {
      expect(folgeAufAnmeldung(antwort({ signInStep }), 'a')).toEqual({ fehler: T.fehler.nichtUnterstuetzt });
    }
  });
});

describe('folgeAufZuruecksetzen', () => {
  it('Code versandt: Formular für Code und neues Passwort, mit dem Ziel des Codes', () => {
    const versandt = {
      isPasswordReset: false,
      nextStep: {
        resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
        codeDeliveryDetails: { destination: 'a***@b***', deliveryMedium: 'EMAIL' },
      },
    } as ResetPasswordOutput;
    expect(folgeAufZuruecksetzen(versandt)).toEqual({ art: 'passwortZuruecksetzen', ziel: 'a***@b***' });
  });

  it('fertig: zurück zur Anmeldung mit Hinweis', () => {
    const fertig = { isPasswordReset: true, nextStep: { resetPasswordStep: 'DONE' } } as ResetPasswordOutput;
    expect(folgeAufZuruecksetzen(fertig)).toEqual({
      art: 'anmelden',
      hinweis: T.hinweis.passwortZurueckgesetzt,
    });
  });
});

describe('fehlerText', () => {
  it('falsches Passwort und unbekannter Benutzer lauten gleich', () => {
    expect(fehlerText(fehler('NotAuthorizedException', 'Incorrect username or password.'), 'anmelden')).toBe(
      T.fehler.falscheAnmeldung,
    );
    expect(fehlerText(fehler('UserNotFoundException'), 'anmelden')).toBe(T.fehler.falscheAnmeldung);
    // The local Cognito's answer to a wrong password.
    expect(fehlerText(fehler('InvalidPasswordException'), 'anmelden')).toBe(T.fehler.falscheAnmeldung);
  });

  it('ein neues Passwort gegen die Regeln nennt die Regel', () => {
    expect(
      fehlerText(
        fehler('InvalidPasswordException', 'Password must have uppercase characters'),
        'neuesPasswort',
      ),
    ).toBe(T.fehler.passwortRegel('Password must have uppercase characters'));
  });

  it('Codes, Versuche, Netz und abgelaufene Anmeldung', () => {
    expect(fehlerText(fehler('CodeMismatchException'), 'totpCode')).toBe(T.fehler.codeFalsch);
    expect(fehlerText(fehler('EnableSoftwareTokenMFAException'), 'totpEinrichten')).toBe(T.fehler.codeFalsch);
    expect(fehlerText(fehler('ExpiredCodeException'), 'passwortZuruecksetzen')).toBe(T.fehler.codeAbgelaufen);
    expect(fehlerText(fehler('LimitExceededException'), 'passwortVergessen')).toBe(T.fehler.zuVieleVersuche);
    expect(fehlerText(fehler('PasswordResetRequiredException'), 'anmelden')).toBe(
      T.fehler.passwortZuruecksetzenNoetig,
    );
    expect(fehlerText(fehler('NetworkError'), 'anmelden')).toBe(T.fehler.netzwerk);
    expect(fehlerText(new TypeError('Failed to fetch'), 'anmelden')).toBe(T.fehler.netzwerk);
    expect(
      fehlerText(
        fehler('NotAuthorizedException2', 'Invalid session for the user, session is expired.'),
        'totpCode',
      ),
    ).toBe(T.fehler.sitzungAbgelaufen);
    expect(fehlerText('kaputt', 'anmelden')).toBe(T.fehler.unbekannt);
  });
});

describe('eingabeFehler', () => {
  const leer = { benutzername: '', passwort: '', neuesPasswort: '', bestaetigung: '', code: '' };

  it('Pflichtfelder je Schritt', () => {
    expect(eingabeFehler('anmelden', leer)).toBe(T.fehler.pflichtfeld(T.benutzername));
    expect(eingabeFehler('anmelden', { ...leer, benutzername: 'admin' })).toBe(
      T.fehler.pflichtfeld(T.passwort),
    );
    expect(eingabeFehler('anmelden', { ...leer, benutzername: 'admin', passwort: 'x' })).toBeUndefined();
    expect(eingabeFehler('passwortVergessen', { ...leer, benutzername: '  ' })).toBe(
      T.fehler.pflichtfeld(T.benutzername),
    );
    expect(eingabeFehler('totpCode', leer)).toBe(T.fehler.pflichtfeld(T.code));
    expect(eingabeFehler('passwortZuruecksetzen', { ...leer, neuesPasswort: 'a', bestaetigung: 'a' })).toBe(
      T.fehler.pflichtfeld(T.code),
    );
  });

  it('neues Passwort zweimal gleich', () => {
    expect(
      eingabeFehler('neuesPasswort', { ...leer, neuesPasswort: 'Geheim1!', bestaetigung: 'Geheim1?' }),
    ).toBe(T.fehler.passwoerterUngleich);
    expect(
      eingabeFehler('neuesPasswort', { ...leer, neuesPasswort: 'Geheim1!', bestaetigung: 'Geheim1!' }),
    ).toBeUndefined();
  });
});

describe('gleicheFelder (ein Formular mit ungespeicherten Änderungen)', () => {
  it('zurückgesetzte Felder gelten als unverändert, ein anderer Wert als geändert', () => {
    expect(gleicheFelder({ a: 'x', b: 1 }, { a: 'x', b: 1 })).toBe(true);
    expect(gleicheFelder({ a: 'x', b: 1 }, { a: 'y', b: 1 })).toBe(false);
    expect(gleicheFelder({ a: 'x' }, { a: 'x', b: undefined })).toBe(true);
    expect(gleicheFelder({ a: 'x' }, { a: 'x', b: 0 })).toBe(false);
  });
});
