/**
 * 'Mein Konto' (web/src/pages/konto): the German message of each refusal Cognito gives on the
 * account page, and the new password's checks in the form. The browser test
 * (test/e2e/konto.e2e.test.ts) walks the page against the local Cognito.
 */
import { describe, expect, it } from 'vitest';
import { ANMELDE_TEXTE as T, KONTO_TEXTE as K } from '@lieferdesk/shared';
import { passwortFehlerText, totpFehlerText } from '../src/pages/konto/kontoFehler';
import { PASSWORT_PRUEFUNGEN } from '../src/pages/konto/passwortPruefung';

const fehler = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('passwortFehlerText', () => {
  it('ein falsches aktuelles Passwort', () => {
    expect(passwortFehlerText(fehler('NotAuthorizedException', 'Incorrect username or password.'))).toBe(
      K.fehler.aktuellesPasswortFalsch,
    );
  });

  it('ein Zugriffstoken, das nicht mehr gilt, ist kein falsches Passwort', () => {
    expect(passwortFehlerText(fehler('NotAuthorizedException', 'Access Token has expired'))).toBe(
      K.fehler.sitzung,
    );
  });

  it('ein neues Passwort gegen die Regel: die verletzten Regeln auf Deutsch', () => {
    expect(
      passwortFehlerText(
        fehler('InvalidPasswordException', 'Password does not conform to policy: Password not long enough'),
      ),
    ).toBe(K.fehler.regel([K.verstoss.zuKurz]));
    expect(
      passwortFehlerText(
        fehler(
          'InvalidPasswordException',
          'Password did not conform with policy: Password must have symbol characters',
        ),
      ),
    ).toBe(K.fehler.regel([K.verstoss.keinSonderzeichen]));
  });

  it('eine Regel, die wir nicht kennen, mit Cognitos Grund; der Rest wie bei der Anmeldung', () => {
    expect(passwortFehlerText(fehler('InvalidPasswordException', 'Password has been used before'))).toBe(
      T.fehler.passwortRegel('Password has been used before'),
    );
    expect(passwortFehlerText(fehler('LimitExceededException'))).toBe(T.fehler.zuVieleVersuche);
    expect(passwortFehlerText(new TypeError('Failed to fetch'))).toBe(T.fehler.netzwerk);
  });
});

describe('totpFehlerText', () => {
  it('ein falscher Code', () => {
    expect(totpFehlerText(fehler('CodeMismatchException'))).toBe(K.fehler.codeFalsch);
    expect(totpFehlerText(fehler('EnableSoftwareTokenMFAException'))).toBe(K.fehler.codeFalsch);
  });

  it('eine abgelaufene Anmeldung, und der Rest wie bei der Anmeldung', () => {
    expect(totpFehlerText(fehler('NotAuthorizedException', 'Access Token has been revoked'))).toBe(
      K.fehler.sitzung,
    );
    expect(totpFehlerText(fehler('TooManyRequestsException'))).toBe(T.fehler.zuVieleVersuche);
  });
});

describe('PASSWORT_PRUEFUNGEN', () => {
  const meldungen = (wert: string) =>
    PASSWORT_PRUEFUNGEN.filter((p) => !p.validator(wert)).map((p) => p.message);

  it('eine deutsche Meldung je verletzter Regel, keine für ein gutes Passwort', () => {
    expect(meldungen('Lieferdesk-2027?')).toEqual([]);
    expect(meldungen('lieferdesk')).toEqual([
      K.verstoss.zuKurz,
      K.verstoss.keinGrossbuchstabe,
      K.verstoss.keineZiffer,
      K.verstoss.keinSonderzeichen,
    ]);
  });
});
