/**
 * Texts of the BiPRO access page (/intern/configs/externe-zugaenge/configs-extern-zugang-edit/
 * {gesellschaft}/{id}, reference §2.6). The reference words none of them: all are ours. The
 * field messages come from the shared schema (entities/zugang.ts, biproProfil.ts).
 */
export const ZUGANG_SEITE_TEXTE = {
  titelNeu: 'Neuer BiPRO-Zugang',
  titel: 'BiPRO-Zugang bearbeiten',
  kennung: (id: number, bezeichnung: string) => `Zugang ${id} – ${bezeichnung}`,
  zurUebersicht: 'Zur Download-Übersicht',
  idUngueltig: 'Die Adresse nennt keinen Zugang: Erwartet wird eine Nummer oder „neu“.',
  abschnitte: {
    zugang: 'Zugang',
    dienste: 'Dienste der Gesellschaft',
    profil: 'BiPRO-Profil',
    anmeldung: 'Anmeldung',
    zertifikat: 'Client-Zertifikat (TLS)',
    abholung: 'Abholung',
  },
  felder: {
    gesellschaftId: 'Gesellschaft',
    extZugangBezeichnung: 'Bezeichnung des Zugangs',
    maklernr: 'Maklernummer',
    stsUrl: 'Adresse des Security-Token-Service (STS)',
    transferUrl: 'Adresse des Transfer-Service',
    version: 'BiPRO-Version',
    consumerId: 'Consumer-ID',
    bestaetigeLieferungen: 'BestaetigeLieferungen senden',
    kategorie: 'Kategorie-Filter',
    soapAction: 'SOAPAction',
    stsMitWsaAction: 'STS-Anfrage mit WS-Addressing-Action (ohne BiPROVersion)',
    benutzername: 'Benutzername',
    passwort: 'Passwort',
    zertifikatPem: 'Client-Zertifikat (PEM)',
    zertifikatSchluessel: 'Privater Schlüssel (PEM)',
    zertifikatPassphrase: 'Passphrase des Schlüssels',
    zertifikatEntfernen: 'Zertifikat entfernen',
    abholzeiten: 'Abholzeiten (täglich)',
    aktiv: 'Aktiv',
    gdvEinlesen: 'GDV-Dateien auch einlesen',
  },
  versionPlatzhalter: 'z. B. 2.6.1.1.0',
  kategoriePlatzhalter: '3, 6 oder 9 Ziffern; leer: alle',
  consumerIdPlatzhalter: 'leer: keine',
  bestaetigeOptionen: { nichtSenden: 'nicht senden', ja: 'ja', nein: 'nein' },
  soapActionOptionen: { urn: 'urn:<Operation>', leer: 'leer' },
  /** Write-only: the stored password is never shown. */
  passwortGesetzt: 'Ein Passwort ist gespeichert.',
  passwortBehalten: 'Leer lassen, um das gespeicherte Passwort zu behalten.',
  passwortErforderlich: 'Bitte geben Sie das Passwort an.',
  /**
   * A service's address names another server than the stored one (entities/zugang.ts
   * `andereServer`): password and certificate go there only if given again in the same save.
   */
  passwortNachServerwechsel:
    'Die Adresse eines Dienstes nennt einen anderen Server: Bitte geben Sie das Passwort erneut ein, damit es nur mit Ihrem Wissen dorthin geht.',
  zertifikatNachServerwechsel:
    'Die Adresse eines Dienstes nennt einen anderen Server: Bitte fügen Sie Zertifikat und Schlüssel erneut ein (oder entfernen Sie das Zertifikat).',
  /**
   * The TLS client certificate, for insurers that want one: write-only like the password —
   * certificate, key and passphrase are never shown, only whether one is stored.
   */
  zertifikatGesetzt: 'Ein Zertifikat ist gespeichert.',
  zertifikatBehalten: 'Leer lassen, um das gespeicherte Zertifikat zu behalten.',
  zertifikatHinweis:
    'Nur für Gesellschaften, die eine Anmeldung mit TLS-Client-Zertifikat verlangen: Zertifikat und privaten Schlüssel als PEM-Text einfügen.',
  zertifikatPlatzhalter: '-----BEGIN CERTIFICATE-----',
  schluesselPlatzhalter: '-----BEGIN PRIVATE KEY-----',
  passphrasePlatzhalter: 'nur bei verschlüsseltem Schlüssel',
  zertifikatZuGross: 'Zertifikat und Schlüssel sind zusammen zu groß für den Speicher der Zugangsdaten.',
  /**
   * For the two patterns of the profile: zod's own message would show the user the regular
   * expression itself.
   */
  versionFormat: 'Bitte geben Sie die Version fünfteilig an, z. B. 2.6.1.1.0.',
  kategorieFormat: 'Der Kategorie-Filter hat 3, 6 oder 9 Ziffern.',
  abholzeitNummer: (n: number) => `Abholzeit ${n}`,
  abholzeitHinzufuegen: 'Abholzeit hinzufügen',
  abholzeitEntfernen: (zeit: string) => (zeit ? `Abholzeit ${zeit} entfernen` : 'Abholzeit entfernen'),
  keineAbholzeiten: 'Keine Abholzeiten: Der Job läuft nur, wenn er neu gestartet wird.',
  hoechstensAbholzeiten: (n: number) => `Höchstens ${n} Abholzeiten.`,
  gespeichert: 'Der Zugang wurde gespeichert.',
  geloescht: 'Der Zugang wurde gelöscht.',
  loeschenFrage: (bezeichnung: string) => `Wollen Sie den Zugang „${bezeichnung}“ wirklich löschen?`,
  /** Leaving the page (a link, Esc, 'Zurück') with changes not saved. */
  verlassenFrage:
    'Ihre Änderungen sind noch nicht gespeichert. Wollen Sie die Seite verlassen und die Änderungen verwerfen?',
} as const;
