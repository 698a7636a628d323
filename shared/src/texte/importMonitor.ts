/**
 * Texts of the import monitor 'Dateien in Bearbeitung' (reference §2.14) and of its API answers
 * (reference §8). Word for word from the specification where it has them; the rest is marked.
 */
export const MONITOR_TEXTE = {
  titel: 'GDV/Abrechnung Datenimport',
  untertitel: 'Dateien in Bearbeitung',
  /** The monitor's route parameter (reference §9: 1 GDV, 2 billing). Not worded by the reference. */
  modus: { 1: 'GDV', 2: 'Abrechnung' },

  // Filter (reference §2.14; labels not worded by the reference).
  filter: {
    zeitraum: 'Zeitraum',
    von: 'Von',
    bis: 'Bis',
    gesellschaft: 'Gesellschaft',
    interface: 'Interface',
    dateiname: 'Dateiname',
    dateinamePlatzhalter: 'Dateiname (mit * und ?)',
    dateinummer: 'Dateinummer',
    nurInBearbeitung: 'Nur Dateien in Bearbeitung',
    mitStruktur: 'Dateien der Struktur anzeigen',
    suchen: 'Suchen',
    alleInterfaces: 'Alle Interfaces',
    /** Ours: the start page's links narrow the list to these. */
    nur: 'Anzeigen',
    nurAlle: 'Alle Zeilen',
    nurWerte: {
      fehlerhaft: 'Nur Dateien mit fehlerhaften Datensätzen',
      verpasst: 'Nur nicht gelaufene geplante Interfaces (unbestätigt)',
    },
  },
  einstellungen: 'Einstellungen',
  einstellungenTitel: 'Einstellungen des Import-Monitors',
  dateiEinlesen: 'Datei einlesen',

  // Columns (reference §2.14; headers not worded by the reference).
  spalten: {
    icon: 'Status-Symbol',
    status: 'Status',
    fileName: 'Dateiname',
    gesellschaft: 'Gesellschaft',
    interfaceName: 'Interface',
    dateFrom: 'Start',
    dateTo: 'Ende',
    numRows: 'Anzahl Datensätze',
    numRowsError: 'Fehlerhafte Datensätze',
    numRowsWithoutError: 'Fehlerfreie Datensätze',
    fileId: 'Dateinummer',
    userId: 'Benutzer',
  },

  // Row actions (reference §2.14) and their confirmations.
  entsperren: 'Datei entsperren',
  fehlerBestaetigen: 'Fehlerhafte Datensätze bestätigen',
  interfaceBestaetigen: 'Geplantes Interface bestätigen',
  importergebnis: 'Importergebnis anzeigen',
  /** Continues a file's run that stopped (reference §4 "A run that stopped"). Wording ours. */
  fortsetzen: 'Lauf fortsetzen',
  fortsetzenFrage: (fileName: string) =>
    `Wollen Sie den abgebrochenen Lauf der Datei „${fileName}“ fortsetzen?`,
  fortgesetzt: (fileName: string) => `Der Lauf der Datei „${fileName}“ wird fortgesetzt.`,
  nichtFortsetzbar: (fileId: number) =>
    `Die Datei Nr. ${fileId} hat keinen abgebrochenen Lauf, der fortgesetzt werden kann.`,
  /** Reference §2.14: "confirmation warns an import may become faulty". Wording ours. */
  entsperrenFrage: (fileName: string) =>
    `Wollen Sie die Datei „${fileName}“ wirklich entsperren? Läuft der Import noch, kann er dadurch fehlerhaft werden.`,
  /** Reference §2.14: "confirmation with the count". Wording ours. */
  fehlerBestaetigenFrage: (anzahl: number, fileName: string) =>
    `Wollen Sie ${anzahl === 1 ? 'den fehlerhaften Datensatz' : `die ${anzahl} fehlerhaften Datensätze`} der Datei „${fileName}“ wirklich bestätigen?`,
  interfaceBestaetigenFrage: 'Wollen Sie das geplante Interface wirklich bestätigen?',

  // Status of a file (reference §4: "their meaning per server value is not shown"; the texts are ours).
  status: {
    registriert: 'Wartet auf Verarbeitung',
    liest: 'Wird eingelesen',
    gelesen: 'Eingelesen',
    wertetAus: 'Wird ausgewertet',
    ausgewertet: 'Ausgewertet',
    bucht: 'Wird gebucht',
    gebucht: 'Gebucht',
    rechnetAb: 'Wird abgerechnet',
    abgerechnet: 'Abgerechnet',
    /** A run's state without its lock: the run died and the file was unlocked. */
    abgebrochen: (schritt: string, grund?: string) =>
      grund ? `Abgebrochen (${schritt}): ${grund}` : `Abgebrochen (${schritt})`,
    fehlgeschlagen: (grund?: string) => (grund ? `Fehlgeschlagen: ${grund}` : 'Fehlgeschlagen'),
    abgelehnt: (grund?: string) => (grund ? `Nicht eingelesen: ${grund}` : 'Nicht eingelesen'),
    mitFehlern: (schritt: string, anzahl: number) =>
      `${schritt}, ${anzahl} ${anzahl === 1 ? 'fehlerhafter Datensatz' : 'fehlerhafte Datensätze'}`,
    fehlerBestaetigt: (schritt: string) => `${schritt}, Einlesefehler bestätigt`,
    /** A file with a file-level error (reference §4), and its faulty lines if it has some. */
    dateiFehler: (schritt: string, grund: string, anzahl: number) =>
      `${anzahl > 0 ? `${schritt}, ${anzahl} ${anzahl === 1 ? 'fehlerhafter Datensatz' : 'fehlerhafte Datensätze'}` : schritt} – ${grund}`,
    /** A planned interface run whose file did not come by its time (reference §2.14, §4). */
    nichtGelaufen: 'Geplantes Interface nicht gelaufen',
    nichtGelaufenBestaetigt: 'Geplantes Interface nicht gelaufen, bestätigt',
  },
  /** The icons' accessible names. */
  iconText: { check: 'Fertig', cross: 'Fehler', arrow: 'In Bearbeitung' },

  // API answers (reference §8).
  lesefehlerBestaetigt: (fileName: string, datum: string) =>
    `Einlesefehler für die Datei ${fileName} vom ${datum} wurden bestätigt.`,
  lesefehlerNichtBestaetigt: (fileName: string) =>
    `Fehler: Einlesefehler für die Datei ${fileName} wurden nicht bestätigt.`,
  interfaceBestaetigt: (interfaceName: string) =>
    `Geplantes nicht gelaufenes Interface ${interfaceName} wurde bestätigt.`,
  interfaceNichtBestaetigt: (interfaceName: string) => `Fehler: ${interfaceName} wurde nicht bestätigt!`,
  /** No unconfirmed missed run of this interface at that time (the reason beside §8's failure text). Ours. */
  keinGeplanterLauf: (interfaceId: number) =>
    `Für das Interface ${interfaceId} gibt es keinen geplanten, nicht gelaufenen Interfacelauf.`,
  dateiNichtGefunden: (fileId: number) => `Die Datei mit der Nummer ${fileId} wurde nicht gefunden.`,
} as const;

const WOCHENTAGE = ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'] as const;

/**
 * Texts of the planned interface runs 'Daten einlesen' (reference §2.16) and their modal
 * 'Termineingabe für Interfacelauf', reached from the menu and from the monitor's settings. The
 * save rule and success texts are MELDUNGEN.interfacelaufPflichtfelder / interfacelaufGespeichert
 * (reference §5, §8); the rest is ours.
 */
export const INTERFACELAUF_TEXTE = {
  titel: 'Daten einlesen',
  untertitel: 'Geplante Interfaceläufe',
  filter: {
    gesellschaft: 'Gesellschaft',
    interface: 'Interface',
    suchen: 'Suchen',
  },
  anlegen: 'Interfacelauf anlegen',
  spalten: { gesellschaft: 'Gesellschaft', interfaceName: 'Interface', zeitraum: 'Zeitraum' },
  /** Reference §2.16: the row action 'open data'. */
  oeffnen: 'Daten öffnen',
  loeschen: 'Löschen',
  loeschenFrage: (interfaceName: string, gesellschaft: string) =>
    `Wollen Sie den geplanten Interfacelauf „${interfaceName}“ (${gesellschaft}) wirklich löschen?`,
  geloescht: 'Der Interfacelauf wurde gelöscht.',
  zurueckZumMonitor: 'Zum Import-Monitor',

  dialogTitel: 'Termineingabe für Interfacelauf',
  felder: {
    interfaceId: 'Interface-Id',
    description: 'Beschreibung',
    gesellschaft: 'Gesellschaft',
    interfaceName: 'Interface',
    withInactiveInterfaces: 'Mit inaktiven Interfaces',
    wochentage: 'Wochentage',
    time: 'Bis Uhrzeit',
  },
  /** Monday … Sunday: the checkboxes, and their short forms in the period column. */
  wochentage: WOCHENTAGE,
  wochentageKurz: WOCHENTAGE.map((tag) => tag.slice(0, 2)),
  /** The period column in words (issue: "Mo, Do bis 06:00"). */
  zeitraum: (tage: string, zeit: string) => `${tage} bis ${zeit}`,
  taeglich: 'täglich',
  keinTag: 'an keinem Tag',

  // API answers.
  nichtGefunden: (id: number) => `Der geplante Interfacelauf ${id} wurde nicht gefunden.`,
  gesellschaftUnbekannt: (gesellschaft: string) => `Die Gesellschaft „${gesellschaft}“ ist nicht bekannt.`,
  interfaceUnbekannt: (interfaceName: string, gesellschaft: string) =>
    `Das Interface „${interfaceName}“ gibt es für die Gesellschaft „${gesellschaft}“ nicht.`,
} as const;
