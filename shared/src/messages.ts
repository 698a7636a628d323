/** The German texts of the UI and the API, word for word from the specification where it has them. */
export const MELDUNGEN = {
  kategorienTitel: 'Feststellung der BiPRO Kategorien',
  gevoArtErforderlich: 'Gevo Art ist erforderlich!',
  gevoArtGanzzahl: 'Gevo Art muss eine ganze Zahl sein!',
  hauptkategorieErforderlich: 'Hauptkategorie ist erforderlich!',
  unterkategorieErforderlich: 'Unterkategorie ist erforderlich!',
  mscDateikategorieErforderlich: 'MSC Dateikategorie ist erforderlich!',
  kategorieExistiert: (gevoArt: number) =>
    `Eine Kategorie mit der Gevo Art ${gevoArt} existiert bereits.`,
  kategorieNichtGefunden: (gevoArt: number) => `Die Kategorie mit der Gevo Art ${gevoArt} wurde nicht gefunden.`,
  kategorieLoeschenFrage: (gevoArt: number) =>
    `Wollen Sie die Kategorie mit der Gevo Art ${gevoArt} wirklich löschen?`,
  kategorieGespeichert: 'Die Kategorie wurde gespeichert.',
  kategorieGeloescht: 'Die Kategorie wurde gelöscht.',

  sucheFehler: 'Bei der Suche ist ein Fehler aufgetreten.',
  ladenFehler: 'Beim Laden der Daten ist ein Fehler aufgetreten.',
  datensatzNichtGespeichert: 'Der Datensatz konnte nicht gespeichert werden!',
  interfaceGespeichert: 'Das Interface wurde erfolgreich gespeichert.',

  nichtAngemeldet: 'Sie sind nicht angemeldet oder Ihre Anmeldung ist abgelaufen.',
  keineBerechtigung: 'Sie haben keine Berechtigung für diese Aktion.',
  ungueltigeAnfrage: 'Die Anfrage ist ungültig.',
  ungueltigesJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  unbekannterPfad: 'Diese Adresse gibt es nicht.',
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
} as const;
