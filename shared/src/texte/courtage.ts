/**
 * Texts of the BiPRO commission and dunning lists (reference §2.7, §4 "Courtage file", §8). The
 * titles are the areas' (BEREICHE 'courtage', 'mahnlisten'); the reference words only the failed
 * search ('Bei der Suche ist ein Fehler aufgetreten.', MELDUNGEN.sucheFehler) and that the read
 * result is shown as info — the rest is ours.
 */
import { GDV_DATEIEN_TEXTE } from './gdvDateien';

export const COURTAGE_TEXTE = {
  filter: {
    zeitraum: 'Zeitraum',
    gesellschaft: 'Gesellschaft',
    gesellschaftPlatzhalter: 'Alle Gesellschaften',
    geloeschteAnzeigen: 'Gelöschte Einträge anzeigen',
    suchen: 'Suchen',
  },
  spalten: {
    fileName: 'Dateiname',
    gevoArt: 'GeVo-Art',
    creationDate: 'Abgeholt am',
    gesellschaft: 'Gesellschaft',
    zusatz: 'Zusatz',
    dateRecorded: 'Eingelesen am',
    evaluationDate: 'Verarbeitet am',
    extUserName: 'BiPRO-Benutzer',
    statuslog: 'Statusprotokoll',
    importItem: 'Interface',
    fileId: 'Dateinummer',
  },
  anzahl: (n: number) => (n === 1 ? '1 Datei' : `${n} Dateien`),
  geloeschtMarke: 'gelöscht',

  einlesen: 'Datei einlesen',
  einlesenFrage: (fileName: string, interfaceName: string) =>
    `Wollen Sie die Datei „${fileName}“ wirklich mit dem Interface „${interfaceName}“ einlesen?`,
  ergebnis: 'Ergebnis anzeigen',
  zusatzBearbeiten: 'Zusatz bearbeiten',
  zusatzTitel: (fileName: string) => `Zusatz zu „${fileName}“`,
  zusatzGespeichert: 'Der Zusatz wurde gespeichert.',
  loeschen: 'Markierte löschen',
  /** As the GDV files' bulk delete (reference §2.13), with how many rows it takes. */
  loeschenFrage: GDV_DATEIEN_TEXTE.markierteLoeschenFrage,
  geloescht: (n: number) => (n === 1 ? 'Der Eintrag wurde gelöscht.' : `${n} Einträge wurden gelöscht.`),
  /** 'Markierte löschen' without a mark: why it is off (its tooltip). */
  keineAuswahl: 'Bitte markieren Sie zuerst Einträge in der Tabelle.',
  /** Restoring deleted rows (full filter only, reference §4 "Deleted entries"); as the inbox's. */
  wiederherstellen: 'Markierte wiederherstellen',
  keineGeloeschtenMarkiert: 'Bitte markieren Sie zuerst gelöschte Einträge (Gelöschte Einträge anzeigen).',
  wiederherstellenFrage: (n: number) =>
    n === 1
      ? 'Soll der markierte gelöschte Eintrag wiederhergestellt werden?'
      : `Sollen die ${n} markierten gelöschten Einträge wiederhergestellt werden?`,
  wiederhergestellt: (n: number) =>
    n === 1 ? 'Der Eintrag wurde wiederhergestellt.' : `${n} Einträge wurden wiederhergestellt.`,

  // API answers.
  /** Reference §8: shown as info. */
  eingelesen: (fileName: string, dateiId: number, interfaceName: string) =>
    `Die Datei „${fileName}“ wird mit dem Interface „${interfaceName}“ als Datei Nr. ${dateiId} eingelesen. Über „Ergebnis anzeigen“ sehen Sie ihre Zeilen.`,
  schonEingelesen: (fileName: string, dateiId: number | undefined) =>
    `Die Datei „${fileName}“ wurde bereits eingelesen${dateiId === undefined ? '' : ` (Datei Nr. ${dateiId})`}; sie wird nicht ein zweites Mal eingelesen.`,
  keinInterface: (fileName: string) =>
    `Für die Datei „${fileName}“ gibt es kein passendes aktives Interface; sie kann nicht eingelesen werden.`,
  ohneInhalt: (fileName: string) =>
    `Die Datei „${fileName}“ hat keinen Inhalt und kann nicht eingelesen werden.`,
  geloeschtNichtEinlesen: (fileName: string) =>
    `Die Datei „${fileName}“ ist gelöscht und kann nicht eingelesen werden.`,
  nichtEingelesen: (fileName: string, grund: string) =>
    `Die Datei „${fileName}“ wurde nicht eingelesen: ${grund}`,
  /** The status log written when the file is read: when, by whom, as which file, with which interface. */
  statusLog: (zeit: string, benutzer: string, dateiId: number, interfaceName: string) =>
    `${zeit} von ${benutzer} eingelesen als Datei Nr. ${dateiId} (${interfaceName})`,
  /** The status log with the import's status now (the monitor's status text). */
  statusLogMitStand: (statusLog: string, stand: string) => `${statusLog} – ${stand}`,
} as const;
