/** Texts of the start page 'Übersicht' (issue 24 §1; not in the reference). */
export const UEBERSICHT_TEXTE = {
  titel: 'Übersicht',
  stand: (zeit: string) => `Stand: ${zeit}`,
  lieferungen: {
    titel: 'Lieferungen je Tag (letzte 30 Tage)',
    gesellschaft: 'Gesellschaft',
    alleGesellschaften: 'Alle Gesellschaften',
    tag: 'Tag',
    dokumente: 'Dokumente',
    gdv: 'GDV-Dateien',
    abrechnungen: 'Abrechnungen',
    mahnungen: 'Mahnlisten',
    summe: 'Summe',
  },
  quote: {
    titel: 'Automatische Zuordnungsquote (letzte 12 Wochen)',
    woche: 'Woche',
    gesellschaft: 'Gesellschaft',
    quote: 'Quote',
    geliefert: 'Dokumente',
    automatisch: 'Automatisch zugeordnet',
    achse: 'Quote in %',
    /** A week without documents has no rate. */
    keine: '–',
  },
  offen: {
    titel: 'Nicht zugeordnete Dokumente',
    /** The range the counts cover: the inbox range their links open. */
    seit: (datum: string) => `Geliefert seit ${datum}`,
    gesellschaft: 'Gesellschaft',
    anzahl: 'Offen',
    /** The link's accessible name: where it leads. */
    link: (anzahl: number, gesellschaft: string) =>
      `${anzahl} nicht zugeordnete Dokumente von ${gesellschaft} im Posteingang zeigen`,
    keine: 'Keine offenen Dokumente.',
  },
  aufmerksamkeit: {
    titel: 'Braucht Aufmerksamkeit',
    abholungFehlgeschlagen: 'Abholungen fehlgeschlagen',
    abholungUeberfaellig: 'Abholungen überfällig (älter als 72 Stunden)',
    verpassteLaeufe: (monitor: string) =>
      `Geplante Interfaceläufe nicht gelaufen (${monitor}, unbestätigt, letzte 30 Tage)`,
  },
  fehlerhaft: {
    titel: 'Fehlerhafte Importzeilen (Dateien der letzten 30 Tage)',
    gesellschaft: 'Gesellschaft',
    zeilen: 'Fehlerhafte Zeilen',
    dateien: 'Dateien',
    monitor: 'Import',
    ohneGesellschaft: 'ohne Gesellschaft',
    link: (zeilen: number, gesellschaft: string) =>
      `${zeilen} fehlerhafte Zeilen von ${gesellschaft} im Import-Monitor ansehen`,
    keine: 'Keine fehlerhaften Zeilen.',
  },
  /** The toggle between a chart and its table. */
  alsTabelle: 'Als Tabelle zeigen',
  alsDiagramm: 'Als Diagramm zeigen',
  diagramm: (titel: string) => `Diagramm: ${titel}. Die Werte stehen in der Tabelle (Schalter darüber).`,
  keineDaten: 'Im Zeitraum keine Lieferungen.',
  fehler: 'Die Übersicht konnte nicht geladen werden.',
} as const;
