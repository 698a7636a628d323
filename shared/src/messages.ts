/** The German texts of the UI and the API, word for word from the specification where it has them. */
export const MELDUNGEN = {
  kategorienTitel: 'Feststellung der BiPRO Kategorien',
  gevoArtErforderlich: 'Gevo Art ist erforderlich!',
  gevoArtGanzzahl: 'Gevo Art muss eine ganze Zahl sein!',
  hauptkategorieErforderlich: 'Hauptkategorie ist erforderlich!',
  unterkategorieErforderlich: 'Unterkategorie ist erforderlich!',
  mscDateikategorieErforderlich: 'MSC Dateikategorie ist erforderlich!',
  kategorieExistiert: (gevoArt: number) => `Eine Kategorie mit der Gevo Art ${gevoArt} existiert bereits.`,
  kategorieNichtGefunden: (gevoArt: number) =>
    `Die Kategorie mit der Gevo Art ${gevoArt} wurde nicht gefunden.`,
  kategorieLoeschenFrage: (gevoArt: number) =>
    `Wollen Sie die Kategorie mit der Gevo Art ${gevoArt} wirklich löschen?`,
  kategorieGespeichert: 'Die Kategorie wurde gespeichert.',
  kategorieGeloescht: 'Die Kategorie wurde gelöscht.',

  sucheFehler: 'Bei der Suche ist ein Fehler aufgetreten.',
  ladenFehler: 'Beim Laden der Daten ist ein Fehler aufgetreten.',
  datensatzNichtGespeichert: 'Der Datensatz konnte nicht gespeichert werden!',
  interfaceGespeichert: 'Das Interface wurde erfolgreich gespeichert.',

  sucheFeldErforderlich: 'Bitte befüllen Sie ein Suchfeld.',
  sucheNurMitDatei: 'Sie können nur suchen, wenn Sie zuvor eine Datei eingelesen haben.',
  interfacelaufPflichtfelder: 'Gesellschaft, Interface und Uhrzeit müssen angegeben werden!',
  interfacelaufGespeichert: 'Der Interfacelauf wurde erfolgreich gespeichert.',
  /** Not worded by the spec (§5 only says "requires a name" / "requires newItabSid"). */
  feldNameErforderlich: 'Name ist erforderlich!',
  newItabSidErforderlich: 'NewItabSid ist erforderlich!',
  /** Not worded by the spec (§5: HH:MM, optional :SS). */
  uhrzeitUngueltig: 'Bitte geben Sie eine Uhrzeit im Format HH:MM oder HH:MM:SS an.',
  /** Not worded by the spec (§2.17: the picker accepts csv, txt, xml, pdf). */
  uploadDateityp: 'Es können nur Dateien vom Typ csv, txt, xml oder pdf eingelesen werden.',
  /** Not worded by the spec (§9: 1-31 days). */
  fehlerExportTage: 'Bitte wählen Sie zwischen 1 und 31 Tagen.',

  nichtAngemeldet: 'Sie sind nicht angemeldet oder Ihre Anmeldung ist abgelaufen.',
  keineBerechtigung: 'Sie haben keine Berechtigung für diese Aktion.',
  ungueltigeAnfrage: 'Die Anfrage ist ungültig.',
  ungueltigesJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  unbekannterPfad: 'Diese Adresse gibt es nicht.',
  anfrageZuGross: 'Die Anfrage ist zu groß.',
  internerFehler: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',

  bereichNichtGebaut: 'Dieser Bereich ist noch nicht verfügbar.',
  abmelden: 'Abmelden',
  ja: 'Ja',
  nein: 'Nein',
  abbrechen: 'Abbrechen',
  speichern: 'Speichern',
  hinzufuegen: 'Hinzufügen',
  bearbeiten: 'Bearbeiten',
  loeschen: 'Löschen',
  sicherheitsabfrage: 'Sicherheitsabfrage',

  // Web: shell, navigation and general states.
  produktName: 'Lieferdesk',
  /** Amplify's German dictionary misses the placeholder its sign-in form actually asks for. */
  anmeldungBenutzernameEingeben: 'Geben Sie Ihren Benutzernamen ein',
  navigation: 'Navigation',
  angemeldetAls: 'Angemeldet als',
  laedt: 'Wird geladen …',
  konfigurationFehler: 'Die Konfiguration der Anwendung konnte nicht geladen werden.',
  serverNichtErreichbar: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  benutzerNichtGeladen: 'Ihre Benutzerdaten konnten nicht geladen werden.',
  erneutVersuchen: 'Erneut versuchen',
  zurStartseite: 'Zur Startseite',
  fehler: 'Fehler',
  erfolgreich: 'Erfolgreich',
  keineEintraege: 'Keine Einträge gefunden.',
  aktionen: 'Aktionen',
  filter: 'Filter',
  zuruecksetzen: 'Zurücksetzen',
  bitteWaehlen: 'Bitte wählen',

  // Web: categories screen (spec §2.1).
  kategorienFilterPlatzhalter: 'Gevo Art, Haupt- oder Unterkategorie',
  kategorieHinzufuegenTitel: 'Kategorie hinzufügen',
  kategorieBearbeitenTitel: 'Kategorie bearbeiten',
  kategorieKeinStatus: 'Status unverändert lassen',
  kategorieFelder: {
    gevoArt: 'Gevo Art',
    hauptKategorie: 'Hauptkategorie',
    unterKategorie: 'Unterkategorie',
    kategorieFK: 'MSC Dateikategorie',
    statusFK: 'Status',
    transferNorm: 'Transfernorm',
    zuordnungsAttribute: 'Zuordnungsattribute',
    dateCreated: 'Angelegt am',
  },
} as const;
