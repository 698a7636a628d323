/**
 * The texts of the data-import screen (reference §1, §2.4, §4, §5, §8, §9). The reference's own wordings
 * (filter messages, the status table, 'Der Datensatz konnte nicht gespeichert werden!') live in
 * MELDUNGEN and FEHLER_STATUS; everything here the reference describes but does not word.
 */
import { FEHLER_STATUS } from '../status';

export const DATENIMPORT_TEXTE = {
  /** Reference §2.4: '{format} Datenimport'. */
  titel: (format: string) => `${format} Datenimport`,
  /** Reference §1 and §9: the fee, the three free months, no liability for data quality. */
  einleitung:
    'Der Datenimport ist kostenpflichtig: Für jeden angelegten Vertrag berechnen wir 0,10 EUR pro Monat zuzüglich der gesetzlichen Mehrwertsteuer, die ersten drei Monate sind kostenfrei. Für die Qualität der von den Gesellschaften gelieferten Daten übernehmen wir keine Haftung.',

  // Filter (reference §5, §7, §9).
  filterTitel: 'Suche',
  felder: {
    filename: 'Dateiname',
    lineFrom: 'Zeile von',
    lineTo: 'Zeile bis',
    fromDate: 'Datum von',
    toDate: 'Datum bis',
    gesellschaft: 'Gesellschaft',
    interfacename: 'Interface',
    subinterfacename: 'Sub-Interface',
    use4Booking: 'Verwendung',
    statusFrom: 'Status von',
    statusTo: 'Status bis',
    journal: 'Journal durchsuchen',
    onlyErrors: 'Nur Fehler',
  },
  /** Reference §4: the filter options of use4Booking. */
  use4BookingFilter: { 1: 'aktive', 0: 'zurückgestellte', [-1]: 'nicht berücksichtigt' } as Record<
    number,
    string
  >,
  /** The same states as a line's value in the table. */
  use4BookingWert: { 1: 'aktiv', 0: 'zurückgestellt', [-1]: 'nicht berücksichtigt' } as Record<
    number,
    string
  >,
  /** Reference §9: status filter codes -1000 errors, 0, 1, 2, 3, 500 all. */
  statusFilter: {
    [-1000]: 'Fehler',
    0: 'eingelesen',
    1: 'ausgewertet',
    2: 'übertragen',
    3: 'abgeschlossen',
    500: 'alle',
  } as Record<number, string>,
  /** Reference §4: the line states 0 read, 1 evaluated, 2 transferred, 3 completed. */
  zeilenStatus: { 0: 'eingelesen', 1: 'ausgewertet', 2: 'übertragen', 3: 'abgeschlossen' } as Record<
    number,
    string
  >,
  /** The filter names one file by its number (a link's showFile / id). */
  dateiNummer: (fileId: number) => `Datei-Nr. ${fileId}`,
  unbekannterFehler: 'Fehler',
  suchen: 'Suchen',
  alleGesellschaften: 'Alle Gesellschaften',

  // Header actions (reference §2.4, §4).
  dateiEinlesen: 'Datei einlesen',
  uploadNichtVerfuegbar: 'Das Einlesen von Dateien ist noch nicht verfügbar.',
  dateiHierAblegen: 'Datei hier ablegen, um sie einzulesen',
  statuswerte: 'Statuswerte',
  statuswerteSpalten: { status: 'Status', bedeutung: 'Bedeutung' },
  /** Reference §8: besides the error codes. */
  statuswerteOk: [
    { status: '1/0', bedeutung: 'Abrechnungen OK' },
    { status: '2/0', bedeutung: 'Versicherungen OK' },
  ],
  auswerten: 'Auswerten',
  auswertungTitel: (datei: string) => `Auswertung von „${datei}“`,
  aktionen: {
    zurueckstellen: 'Fehlerhafte Zeilen zurückstellen',
    reaktivieren: 'Zurückgestellte Zeilen reaktivieren',
    minus9: '-9-Zeilen zurückstellen',
    buchen: 'Buchungen erstellen',
    abrechnen: 'Abrechnung (vollständiges Protokoll)',
    abrechnenFehler: 'Abrechnung (Fehlerprotokoll)',
    buchungenLoeschen: 'Buchungen löschen',
    auswertungLoeschen: 'Auswertung löschen',
    dateiLoeschen: 'Datei löschen',
  },
  fragen: {
    zurueckstellen: (datei: string) =>
      `Wollen Sie die fehlerhaften Zeilen der Datei „${datei}“ zurückstellen?`,
    reaktivieren: (datei: string) =>
      `Wollen Sie die zurückgestellten Zeilen der Datei „${datei}“ wieder aktivieren?`,
    minus9: (datei: string) => `Wollen Sie die Zeilen mit Status -9 der Datei „${datei}“ zurückstellen?`,
    buchen: (datei: string) => `Wollen Sie für die Datei „${datei}“ die Buchungen erstellen?`,
    abrechnen: (datei: string) => `Wollen Sie die Datei „${datei}“ abrechnen (mit vollständigem Protokoll)?`,
    abrechnenFehler: (datei: string) => `Wollen Sie die Datei „${datei}“ abrechnen (mit Fehlerprotokoll)?`,
    buchungenLoeschen: (datei: string) => `Wollen Sie die Buchungen der Datei „${datei}“ wirklich löschen?`,
    auswertungLoeschen: (datei: string) => `Wollen Sie die Auswertung der Datei „${datei}“ wirklich löschen?`,
    dateiLoeschen: (datei: string) => `Wollen Sie die Datei „${datei}“ mit allen Zeilen wirklich löschen?`,
  },
  nachAuswertung: 'Nach der Auswertung:',
  /** Reference §4, §7: the settlement protocol (full or errors only) of the file's last settlement. */
  protokollHerunterladen: 'Abrechnungsprotokoll herunterladen',
  /** The download's name; "Abrechnungsprotokoll" for both kinds, as the API's messages call it. */
  protokollDateiname: (dateiName: string) => `Abrechnungsprotokoll_${dateiName.replace(/\.[^.]*$/, '')}.xlsx`,
  keineDatei: 'Suchen Sie zuerst die Zeilen einer Datei oder markieren Sie eine Zeile der Datei.',
  zeilenLoeschen: 'Markierte Zeilen löschen',
  zeilenLoeschenFrage: (anzahl: number) =>
    anzahl === 1
      ? 'Wollen Sie die markierte Zeile wirklich löschen?'
      : `Wollen Sie die ${anzahl} markierten Zeilen wirklich löschen?`,
  /** Reference §4: only lines with status <= 1 may be deleted. */
  zeilenNichtLoeschbar: 'Nur Zeilen mit einem Status bis 1 (ausgewertet) können gelöscht werden.',
  zeilenGeloescht: (anzahl: number) =>
    anzahl === 1 ? 'Die Zeile wurde gelöscht.' : `${anzahl} Zeilen wurden gelöscht.`,

  // Table (reference §3 "Import line").
  spalten: {
    id: 'Id',
    index: 'Zeile',
    fileName: 'Dateiname',
    gesellschaft: 'Gesellschaft',
    interfaceName: 'Interface',
    status: 'Status',
    date: 'Datum',
    use4Booking: 'Verwendung',
  },
  zeileBearbeiten: 'Zeile bearbeiten',
  details: 'Details',
  zuordnen: 'Datensatz zuordnen',
  trefferAnzahl: (anzahl: number) => (anzahl === 1 ? '1 Zeile' : `${anzahl} Zeilen`),
  /** A count the server stopped at (reference §9): the true one is larger. */
  trefferMehrAls: (anzahl: number) => `mehr als ${anzahl.toLocaleString('de-DE')} Zeilen`,
  /** The paginator's '{first}–{last} von {total}'. */
  seiteVon: 'von',

  // Details and journal (reference §3 "Line details").
  detailsTitel: (id: number) => `Details der Zeile ${id}`,
  werte: 'Werte',
  journal: 'Journal',
  journalSpalten: { zeit: 'Zeit', text: 'Text' },

  // Line edit (reference §3, §7, §8).
  zeileDialogTitel: (id: number) => `Zeile ${id} bearbeiten`,
  zeileText: 'Zeile',
  zeileGesperrt: 'Diese Zeile kann nicht mehr bearbeitet werden.',
  zeileGespeichert: 'Die Zeile wurde gespeichert.',
  /** Where the cursor stands, counted as a refusal names places ('Stelle 44–51'), and the length. */
  zeileStelle: (stelle: number, laenge: number) =>
    `Stelle ${stelle.toLocaleString('de-DE')} von ${laenge.toLocaleString('de-DE')}`,

  // Info modal (reference §7: the filter answer's mess).
  infoTitel: 'Information',

  // Export of -4 error data (reference §2.4, §9).
  fehlerExport: '-4-Fehler exportieren',
  fehlerExportTitel: 'Export der -4-Fehlerdaten nach Excel',
  fehlerExportTage: 'Zeitraum in Tagen (1–31)',
  fehlerExportHinweis:
    'Exportiert werden die Zeilen mit Status -4 (Daten falsch zugeordnet) der gewählten Anzahl zurückliegender Tage.',
  exportieren: 'Exportieren',
  fehlerExportDateiname: (tag: string) => `fehler-4_${tag}.xlsx`,
} as const;

/** A line's status in words (reference §4, §8): negative an error of FEHLER_STATUS, 0–3 its state. */
export function zeilenStatusText(status: number): string {
  if (status < 0) return FEHLER_STATUS[status] ?? DATENIMPORT_TEXTE.unbekannterFehler;
  return DATENIMPORT_TEXTE.zeilenStatus[status] ?? String(status);
}

/** A line's use4Booking in words (reference §4). */
export const use4BookingText = (wert: number) => DATENIMPORT_TEXTE.use4BookingWert[wert] ?? String(wert);
