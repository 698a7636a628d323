/**
 * Texts of the sign-in (web/src/anmeldung): signing in, the first password, the one-time TOTP
 * set-up, the code at each sign-in and the forgotten password. The reference words none of them;
 * the labels are those German users know from Amazon Cognito's hosted forms.
 */
export const ANMELDE_TEXTE = {
  titel: {
    anmelden: 'Anmelden',
    neuesPasswort: 'Neues Passwort festlegen',
    totpEinrichten: 'Authenticator-App einrichten',
    totpCode: 'Code bestätigen',
    passwortVergessen: 'Passwort zurücksetzen',
    passwortZuruecksetzen: 'Neues Passwort mit Code festlegen',
  },
  benutzername: 'Benutzername',
  benutzernameEingeben: 'Geben Sie Ihren Benutzernamen ein',
  passwort: 'Passwort',
  passwortEingeben: 'Geben Sie Ihr Passwort ein',
  neuesPasswort: 'Neues Passwort',
  passwortBestaetigen: 'Passwort bestätigen',
  code: 'Code',
  codeEingeben: 'Geben Sie den 6-stelligen Code ein',
  anmelden: 'Anmelden',
  weiter: 'Weiter',
  bestaetigen: 'Bestätigen',
  codeSenden: 'Code senden',
  passwortVergessen: 'Passwort vergessen?',
  zurueckZurAnmeldung: 'Zurück zur Anmeldung',
  bitteWarten: 'Bitte warten …',
  passwortAnzeigen: 'Passwort anzeigen',
  passwortVerbergen: 'Passwort verbergen',
  hinweis: {
    neuesPasswort: 'Ihr Passwort ist vorläufig. Bitte legen Sie ein eigenes Passwort fest.',
    totpEinrichten:
      'Die Anmeldung verlangt einen zweiten Faktor. Scannen Sie den QR-Code mit einer Authenticator-App (oder geben Sie den Schlüssel ein) und bestätigen Sie mit dem Code, den die App anzeigt.',
    totpCode: 'Geben Sie den Code aus Ihrer Authenticator-App ein.',
    passwortVergessen: 'Wir senden Ihnen einen Code, mit dem Sie ein neues Passwort festlegen können.',
    codeGesendet: (ziel: string) => `Der Code wurde an ${ziel} gesendet.`,
    passwortZurueckgesetzt: 'Ihr Passwort wurde geändert. Bitte melden Sie sich mit dem neuen Passwort an.',
  },
  schluessel: 'Schlüssel',
  qrCode: 'QR-Code für die Authenticator-App',
  fehler: {
    pflichtfeld: (feld: string) => `${feld} ist erforderlich.`,
    passwoerterUngleich: 'Die Passwörter stimmen nicht überein.',
    falscheAnmeldung: 'Benutzername oder Passwort ist falsch.',
    zuVieleVersuche: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
    codeFalsch: 'Der Code ist falsch. Bitte versuchen Sie es erneut.',
    codeAbgelaufen: 'Der Code ist abgelaufen. Bitte fordern Sie einen neuen an.',
    passwortRegel: (grund: string) => `Das Passwort erfüllt die Regeln nicht: ${grund}`,
    passwortZuruecksetzenNoetig:
      'Ihr Passwort muss zurückgesetzt werden. Bitte fordern Sie über „Passwort vergessen?“ einen Code an.',
    sitzungAbgelaufen: 'Die Anmeldung hat zu lange gedauert. Bitte melden Sie sich erneut an.',
    nichtUnterstuetzt:
      'Diese Anmeldung verlangt einen Schritt, den Lieferdesk nicht unterstützt. Bitte wenden Sie sich an Ihre Administration.',
    netzwerk: 'Der Anmeldedienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
    unbekannt: 'Die Anmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  },
} as const;
