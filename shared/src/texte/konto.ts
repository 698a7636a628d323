/**
 * Texts of the account page 'Mein Konto' (web/src/pages/konto): changing the password and setting
 * up or replacing the authenticator app. Amplify UI's German vocabulary covers its own words;
 * these are the ones it lacks or words differently from our sign-in (ANMELDE_TEXTE).
 */
import type { PasswortVerstoss } from '../passwortRegel';
import { PASSWORT_REGEL } from '../passwortRegel';

export const KONTO_TEXTE = {
  titel: 'Mein Konto',
  link: 'Mein Konto',
  passwort: {
    titel: 'Passwort ändern',
    aktuell: 'Aktuelles Passwort',
    neu: 'Neues Passwort',
    bestaetigen: 'Neues Passwort bestätigen',
    knopf: 'Passwort ändern',
    geaendert: 'Ihr Passwort wurde geändert. Bei der nächsten Anmeldung gilt das neue Passwort.',
    regel: `Mindestens ${PASSWORT_REGEL.mindestLaenge} Zeichen, mit Klein- und Großbuchstaben, Ziffer und Sonderzeichen.`,
  },
  passwortFeld: {
    anzeigen: 'Passwort anzeigen',
    verborgen: 'Das Passwort ist verborgen',
    sichtbar: 'Das Passwort wird angezeigt',
  },
  totp: {
    titel: 'Authenticator-App',
    hinweis:
      'Richten Sie eine Authenticator-App ein oder ersetzen Sie die bisherige, etwa auf einem neuen Telefon.',
    starten: 'Authenticator-App einrichten',
    anleitung:
      'Scannen Sie den QR-Code mit Ihrer Authenticator-App oder geben Sie den Schlüssel ein. Bestätigen Sie dann mit dem 6-stelligen Code, den die App anzeigt.',
    qrCode: 'QR-Code für die Authenticator-App',
    schluessel: 'Schlüssel',
    code: 'Code aus der App',
    bestaetigen: 'Bestätigen',
    abbrechen: 'Abbrechen',
    eingerichtet:
      'Die Authenticator-App ist eingerichtet. Bei der Anmeldung fragt Lieferdesk nach ihrem Code.',
    codeFormat: 'Der Code besteht aus 6 Ziffern.',
  },
  verlassen: 'Sie haben Eingaben, die noch nicht gespeichert sind. Seite trotzdem verlassen?',
  fehler: {
    aktuellesPasswortFalsch: 'Das aktuelle Passwort ist falsch.',
    passwoerterUngleich: 'Die Passwörter stimmen nicht überein.',
    regel: (gruende: string[]) => `Das neue Passwort erfüllt die Regeln nicht: ${gruende.join(' ')}`,
    codeFalsch: 'Der Code ist falsch. Bitte geben Sie den aktuellen Code aus der App ein.',
    sitzung: 'Ihre Anmeldung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  /** One sentence per rule the new password breaks. */
  verstoss: {
    zuKurz: `Es muss mindestens ${PASSWORT_REGEL.mindestLaenge} Zeichen lang sein.`,
    keinKleinbuchstabe: 'Es muss einen Kleinbuchstaben enthalten.',
    keinGrossbuchstabe: 'Es muss einen Großbuchstaben enthalten.',
    keineZiffer: 'Es muss eine Ziffer enthalten.',
    keinSonderzeichen: 'Es muss ein Sonderzeichen enthalten.',
  } satisfies Record<PasswortVerstoss, string>,
} as const;
