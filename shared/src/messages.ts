/** A count with German thousands separators (1.000), without depending on the runtime's locale data. */
const tausender = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** C0 and C1 controls and the bidi marks, embeddings, overrides and isolates. */
// eslint-disable-next-line no-control-regex -- showing control characters is the point
const UNSICHTBAR = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

/**
 * Text from outside (a value a user sent, a name an insurer delivered) quoted as what it is: its
 * control and bidi characters shown as their code points (`U+202E`), cut at `hoechstens`
 * characters, so it can neither hide nor reorder what is around it.
 */
export function zitiert(wert: string, hoechstens = 30): string {
  const zeichen = [...wert];
  const text = zeichen
    .slice(0, hoechstens)
    .join('')
    .replace(UNSICHTBAR, (z) => `U+${z.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
  return `„${text}${zeichen.length > hoechstens ? '…' : ''}“`;
}

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
  /** Not worded by the reference (§5 only says "requires a name" / "requires newItabSid"). */
  feldNameErforderlich: 'Name ist erforderlich!',
  newItabSidErforderlich: 'NewItabSid ist erforderlich!',
  /** Not worded by the reference (§5: HH:MM, optional :SS). */
  uhrzeitUngueltig: 'Bitte geben Sie eine Uhrzeit im Format HH:MM oder HH:MM:SS an.',
  /** The time picker where a field takes no seconds (the planned run's 'Bis Uhrzeit', reference §5). */
  uhrzeitOhneSekundenUngueltig: 'Bitte geben Sie eine Uhrzeit im Format HH:MM an.',
  /** Not worded by the reference (§2.17: the picker accepts csv, txt, xml, pdf; GDV files also end in .gdv). */
  uploadDateityp: 'Es können nur Dateien vom Typ csv, txt, xml, pdf oder gdv eingelesen werden.',
  /** Not worded by the reference (§9: 1-31 days). */
  fehlerExportTage: 'Bitte wählen Sie zwischen 1 und 31 Tagen.',

  nichtAngemeldet: 'Sie sind nicht angemeldet oder Ihre Anmeldung ist abgelaufen.',
  keineBerechtigung: 'Sie haben keine Berechtigung für diese Aktion.',
  ungueltigeAnfrage: 'Die Anfrage ist ungültig.',
  /** A page token (`seite`) that is not this user's, this search's, or was altered. */
  seiteUngueltig: 'Die angefragte Seite gehört nicht zu dieser Suche. Bitte suchen Sie erneut.',
  /** A count a list stopped at, as its list words it ('1.100', '1.100 Dateien'): the true one is larger. */
  mehrAls: (anzahl: string) => `mehr als ${anzahl}`,
  ungueltigesJson: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  unbekannterPfad: 'Diese Adresse gibt es nicht.',
  anfrageZuGross: 'Die Anfrage ist zu groß.',
  /** Not worded by the reference: the bounds of entities/text.ts and of id lists. */
  textZuLang: (laenge: number, hoechstens: number) =>
    `Der Text ist ${tausender(laenge)} Zeichen lang, erlaubt sind höchstens ${tausender(hoechstens)}.`,
  unzulaessigeZeichen:
    'Der Text enthält unzulässige Zeichen (Steuerzeichen oder Zeichen, die die Schreibrichtung umkehren).',
  /** A list answer cut at its bound (entities/common.ts `begrenzteListe`). */
  listeBegrenzt: (hoechstens: number) =>
    `Es wurden mehr als ${tausender(hoechstens)} Einträge gefunden; angezeigt werden die neuesten ${tausender(hoechstens)}. Bitte schränken Sie den Filter ein.`,
  /** A list page that stopped reading before it was full (functions/src/biproDateien/seite.ts). */
  seiteBegrenzt: (gelesen: number) =>
    `Für diese Seite wurden ${tausender(gelesen)} Einträge geprüft, ohne sie zu füllen; weitere passende Einträge folgen möglicherweise auf der nächsten Seite. Bitte schränken Sie den Filter ein.`,
  /** Not worded by the reference: the blacklist's tokens that are no broker number (at most five named). */
  keineMaklernummern: (falsch: readonly string[]) =>
    `Die Makler-Blacklist nimmt nur Maklernummern (Buchstaben und Ziffern, innen auch - _ . /), getrennt durch Kommas, Leerzeichen oder Semikolons. Keine Maklernummer: ${falsch
      .slice(0, 5)
      .map((f) => zitiert(f))
      .join(', ')}${falsch.length > 5 ? ` und ${tausender(falsch.length - 5)} weitere` : ''}.`,
  zuVieleIds: (anzahl: number, hoechstens: number) =>
    `Die Anfrage nennt ${tausender(anzahl)} Einträge; höchstens ${tausender(hoechstens)} sind auf einmal erlaubt. Bitte teilen Sie die Auswahl auf.`,
  /** Not worded by the reference: the date bounds of entities/zeitraum.ts. */
  datumAusserhalb: (tag: string, vonJahr: number, bisJahr: number) =>
    `Das Datum ${tag} liegt außerhalb der Jahre ${vonJahr} bis ${bisJahr}.`,
  zeitraumZuLang: (von: string, bis: string, monate: number) =>
    `Der Zeitraum vom ${von} bis ${bis} ist zu lang: höchstens ${monate} Monate sind erlaubt. Bitte wählen Sie einen kürzeren Zeitraum.`,
  internerFehler: 'Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',

  bereichNichtGebaut: 'Dieser Bereich ist noch nicht verfügbar.',
  abmelden: 'Abmelden',
  ja: 'Ja',
  nein: 'Nein',
  abbrechen: 'Abbrechen',
  /** Not worded by the reference: closing a dialog whose changes are not saved. */
  aenderungenVerwerfenFrage:
    'Ihre Änderungen sind noch nicht gespeichert. Wollen Sie den Dialog schließen und die Änderungen verwerfen?',
  speichern: 'Speichern',
  hinzufuegen: 'Hinzufügen',
  bearbeiten: 'Bearbeiten',
  loeschen: 'Löschen',
  sicherheitsabfrage: 'Sicherheitsabfrage',

  // Web: shell, navigation and general states.
  produktName: 'Lieferdesk',
  navigation: 'Navigation',
  angemeldetAls: 'Angemeldet als',
  laedt: 'Wird geladen …',
  konfigurationFehler: 'Die Konfiguration der Anwendung konnte nicht geladen werden.',
  serverNichtErreichbar: 'Der Server ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung.',
  benutzerNichtGeladen: 'Ihre Benutzerdaten konnten nicht geladen werden.',
  erneutVersuchen: 'Erneut versuchen',
  /** Not worded by the reference: a page that failed while it was drawn (the web's error boundary). */
  seiteFehler: 'Diese Seite konnte wegen eines Fehlers nicht angezeigt werden.',
  /** Not worded by the reference: after a deploy the open app's page files are gone. */
  neueVersion: 'Eine neue Version von Lieferdesk ist verfügbar. Bitte laden Sie die Seite neu.',
  neuLaden: 'Neu laden',
  zurStartseite: 'Zur Startseite',
  fehler: 'Fehler',
  erfolgreich: 'Erfolgreich',
  keineEintraege: 'Keine Einträge gefunden.',
  /** An empty list says why (not worded by the reference): nothing in the range searched … */
  keineEintraegeImZeitraum: (von: string, bis: string) =>
    von === bis ? `Keine Einträge am ${von}.` : `Keine Einträge im Zeitraum ${von} bis ${bis}.`,
  /** … or a filter narrower than the default. */
  keineEintraegeFilter:
    'Keine Einträge gefunden: Der Filter schränkt die Suche ein. „Zurücksetzen“ sucht wieder mit dem Standardfilter.',
  /** … or a user who sees no broker's files: no broker number, no internal view (not worded by the reference). */
  keineEintraegeOhneSicht:
    'Keine Einträge: Ihrem Benutzer ist keine Vermittlernummer zugeordnet, daher sehen Sie die Einträge keines Maklers.',
  aktionen: 'Aktionen',
  filter: 'Filter',
  zuruecksetzen: 'Zurücksetzen',
  bitteWaehlen: 'Bitte wählen',
  /** Not worded by the reference: the search field of a dropdown's open list, for screen readers. */
  auswahlDurchsuchen: (feld: string) => `${feld} durchsuchen`,
  /** Not worded by the reference: the skip link, the first stop of the keyboard on every page. */
  zumInhalt: 'Zum Inhalt springen',

  // Web: categories screen (reference §2.1).
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

  // Interfaces (reference §2.8, §3 "Interface", §5, §6).
  interfacesTitel: 'Interfaces',
  interfaceAnlegenTitel: 'Interface anlegen',
  interfaceBearbeitenTitel: 'Interface bearbeiten',
  interfaceAnzeigenTitel: 'Interface anzeigen',
  subInterfaceTitel: 'Sub-Interface',
  /** Not worded by the reference (§3 only lists the head fields). */
  interfaceNameErforderlich: 'Interfacename ist erforderlich!',
  gesellschaftErforderlich: 'Gesellschaft ist erforderlich!',
  schnittstelleNichtGefunden: (id: number) => `Das Interface mit der Id ${id} wurde nicht gefunden.`,
  schnittstelleEingebaut: (id: number) =>
    `Das Interface ${id} ist ein eingebautes Interface und kann nicht geändert werden. Bitte kopieren Sie es zuerst und ändern Sie die Kopie.`,
  schnittstelleEingebautHinweis:
    'Dies ist ein eingebautes Interface: Es kann nicht geändert werden. Kopieren Sie es, um eine änderbare Kopie zu erhalten.',
  schnittstelleNurLesen: 'Interfaces können nur von internen Mitarbeitern geändert werden.',
  schnittstelleVerwendet: (id: number, von: string) =>
    `Das Interface ${id} wird als Sub-Interface verwendet von: ${von}. Bitte entfernen Sie es dort zuerst.`,
  schnittstelleLoeschenFrage: (name: string) => `Wollen Sie das Interface „${name}“ wirklich löschen?`,
  schnittstelleGeloescht: 'Das Interface wurde gelöscht.',
  schnittstelleKopiert: (id: number) => `Das Interface wurde kopiert (neue Id ${id}).`,
  schnittstelleZuGross: 'Das Interface ist zu groß, um gespeichert zu werden.',
  schnittstelleGeaendertVonAnderen:
    'Das Interface wurde gleichzeitig von jemand anderem geändert. Bitte versuchen Sie es erneut.',
  kopieSuffix: ' (Kopie)',
  kopieren: 'Kopieren',
  anzeigen: 'Anzeigen',
  zurueck: 'Zurück',
  zurListe: 'Zur Liste',
  alleGesellschaften: 'Alle Gesellschaften',
  interfacesNamePlatzhalter: 'Name enthält …',
  subInterfaceHinweis: (id: number) => `Dies ist ein Sub-Interface (Id ${id}) eines Multi-Interfaces.`,
  subInterfaceOeffnen: 'Sub-Interface öffnen',
  interfaceErstSpeichern: 'Speichern Sie das Interface zuerst, um Felder und Sub-Interfaces anzulegen.',
  feldExistiert: (name: string) => `Ein Feld mit dem Namen „${name}“ existiert bereits.`,
  feldNichtGefunden: (name: string) => `Das Feld „${name}“ wurde nicht gefunden.`,
  feldGespeichert: 'Das Feld wurde gespeichert.',
  feldGeloescht: 'Das Feld wurde gelöscht.',
  feldLoeschenFrage: (name: string) => `Wollen Sie das Feld „${name}“ wirklich löschen?`,
  feldHinzufuegenTitel: 'Feld hinzufügen',
  feldBearbeitenTitel: 'Feld bearbeiten',
  multiNichtGefunden: (lfdno: number) => `Das Sub-Interface mit der lfd. Nr. ${lfdno} wurde nicht gefunden.`,
  multiExistiert: (lfdno: number) => `Ein Sub-Interface mit der lfd. Nr. ${lfdno} existiert bereits.`,
  multiLfdnoUngueltig: 'Die lfd. Nr. muss eine ganze Zahl sein.',
  multiUnbekannt: (id: number) => `Ein Interface mit der Id ${id} gibt es nicht.`,
  multiSelbst: 'Ein Interface kann nicht sein eigenes Sub-Interface sein.',
  multiGespeichert: 'Das Sub-Interface wurde gespeichert.',
  multiGeloescht: 'Das Sub-Interface wurde entfernt.',
  multiLoeschenFrage: (lfdno: number) =>
    `Wollen Sie das Sub-Interface mit der lfd. Nr. ${lfdno} wirklich entfernen?`,
  multiHinzufuegenTitel: 'Sub-Interface hinzufügen',
  multiBearbeitenTitel: 'Sub-Interface bearbeiten',
  // "Test this interface" (reference §2.8 context; not worded by the reference).
  interfaceTesten: 'Interface testen',
  interfaceTestenTitel: (id: number, name: string) => `Interface testen: ${id} – ${name}`,
  interfaceTestenHinweis:
    'Wählen Sie eine Beispieldatei (höchstens 1 MB). Sie wird nur mit diesem Interface gelesen, nicht gespeichert und nicht importiert.',
  testDateiWaehlen: 'Datei wählen',
  testLiest: (dateiname: string) => `„${dateiname}“ wird gelesen …`,
  testDateiZuGross:
    'Die Datei ist größer als 1 MB. Zum Testen eines Interfaces genügt ein Ausschnitt: Bitte wählen Sie eine kleinere Beispieldatei.',
  testDateinameUngueltig: 'Der Dateiname muss 1 bis 200 Zeichen lang sein.',
  testInhaltUngueltig: 'Der Inhalt der Datei fehlt oder ist nicht Base64-kodiert.',
  testZusammenfassung: (dateiname: string, gesamt: number, fehlerhaft: number) =>
    `„${dateiname}“: ${gesamt} ${gesamt === 1 ? 'Zeile' : 'Zeilen'} gelesen, davon ${fehlerhaft} fehlerhaft.`,
  testAbgeschnitten: (angezeigt: number, gesamt: number) =>
    `Angezeigt werden die ersten ${angezeigt} von ${gesamt} Zeilen.`,
  testStatusGelesen: 'gelesen',
  testWertLeer: '(leer)',
  testSpalten: {
    zeile: 'Zeile',
    status: 'Status',
    satz: 'Satz / Sub-Interface',
    grund: 'Grund',
    felder: 'Felder',
  },
  schliessen: 'Schließen',
  interfaceKopfTitel: 'Kopfdaten',
  interfaceFelderTitel: 'Felder',
  interfaceMultiTitel: 'Sub-Interfaces (Multi-Interface)',
  interfaceKennzeichenTitel: 'Kennzeichen',
  eingebaut: 'eingebaut',
  eigenes: 'eigenes',
  /** Field kinds `art` of reference §3. */
  feldArten: { 0: 'Trennzeichen-getrennt', 1: 'Feste Länge', 2: 'XML (XPath)' },
  interfaceFelder: {
    id: 'Id',
    interfaceName: 'Name',
    gesellschaft: 'Gesellschaft',
    description: 'Beschreibung',
    checkStatement: 'Prüfausdruck',
    preFileCheckStatement: 'Prüfausdruck vor der Datei',
    tableName: 'Tabelle',
    type: 'Typ',
    xml: 'XML',
    xPath: 'XPath',
    nameCheck: 'Dateinamenprüfung',
    xmlElement: 'XML-Element',
    keepErrors: 'Fehler behalten',
    hideErrors: 'Fehler ausblenden',
    multiple: 'Multi-Interface',
    active: 'Aktiv',
    invisible: 'Unsichtbar',
    unicode: 'Unicode',
    eingebaut: 'Herkunft',
  },
  feldFelder: {
    name: 'Name',
    art: 'Art',
    position: 'Position',
    len: 'Länge',
    delimiter: 'Trennzeichen',
    occurance: 'Vorkommen',
    selection: 'Auswahl',
    conversion: 'Konvertierung',
    comment: 'Kommentar',
  },
  multiFelder: {
    lfdno: 'Lfd. Nr.',
    newItabSid: 'Sub-Interface (NewItabSid)',
    tableName: 'Tabelle',
    checkStatement: 'Prüfausdruck',
    description: 'Beschreibung',
  },
} as const;
