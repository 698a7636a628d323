/**
 * Texts of the BiPRO GDV files (reference §2.13, §4 "Deleted documents or GDV files") and of
 * their API answers (about the files themselves: BIPRO_DATEI_TEXTE). The reference words only the
 * bulk delete's question ('Sollen die markierten Einträge wirklich gelöscht werden?', here with
 * the count); the rest is ours.
 */

export const GDV_DATEIEN_TEXTE = {
  titel: 'BiPRO GDV-Dateien',
  anzahl: (n: number) => (n === 1 ? '1 Datei' : `${n} Dateien`),
  filter: {
    gesellschaft: 'Gesellschaft',
    dateiname: 'Dateiname',
    dateinamePlatzhalter: 'Teil des Namens oder Muster mit * und ?',
    zeitraum: 'Zeitraum',
    geloeschteZeigen: 'Gelöschte Einträge anzeigen',
    strukturZeigen: 'Auch die GDV-Dateien der Struktur anzeigen',
    suchen: 'Suchen',
  },
  spalten: {
    filename: 'Dateiname',
    statusLog: 'Statusprotokoll',
    biProGevoArt: 'GeVo-Art',
    creationDate: 'Erstellt am',
    gesellschaft: 'Gesellschaft',
    transferId: 'Lieferungsnummer',
    fileSize: 'Größe (Bytes)',
    eingespielt: 'Eingespielt',
    ausgewertet: 'Ausgewertet',
    zugangId: 'Zugangs-ID',
    vermittlernr: 'Fremdnummer',
  },
  /** A deleted row shown with "show deleted entries": said in words, not by colour alone. */
  geloeschtMarke: 'gelöscht',
  herunterladen: 'Herunterladen',
  importergebnis: 'Importergebnis anzeigen',
  loeschen: 'Löschen',
  markierteLoeschen: 'Markierte löschen',
  /** Reference §2.13, word for word. */
  /** Reference §2.13's question, naming how many rows it takes (one is said as one). */
  markierteLoeschenFrage: (n: number) =>
    n === 1
      ? 'Soll der markierte Eintrag wirklich gelöscht werden?'
      : `Sollen die ${n} markierten Einträge wirklich gelöscht werden?`,
  loeschenFrage: (dateiname: string) => `Soll die GDV-Datei „${dateiname}“ wirklich gelöscht werden?`,
  geloescht: (anzahl: number) =>
    anzahl === 1 ? 'Die GDV-Datei wurde gelöscht.' : `${anzahl} GDV-Dateien wurden gelöscht.`,
  keinInhalt: 'Zu dieser GDV-Datei ist kein Inhalt gespeichert.',
  /** 'Markierte löschen' without a mark: why it is off (its tooltip). */
  keineAuswahl: 'Bitte markieren Sie zuerst GDV-Dateien in der Tabelle.',
  /** Restoring deleted files (full filter only, reference §4 "Deleted entries"); as the inbox's. */
  wiederherstellen: 'Markierte wiederherstellen',
  keineGeloeschtenMarkiert: 'Bitte markieren Sie zuerst gelöschte GDV-Dateien (Gelöschte Einträge anzeigen).',
  wiederherstellenFrage: (anzahl: number) =>
    anzahl === 1
      ? 'Soll die markierte gelöschte GDV-Datei wiederhergestellt werden?'
      : `Sollen die ${anzahl} markierten gelöschten GDV-Dateien wiederhergestellt werden?`,
  wiederhergestellt: (anzahl: number) =>
    anzahl === 1
      ? 'Die GDV-Datei wurde wiederhergestellt.'
      : `${anzahl} GDV-Dateien wurden wiederhergestellt.`,
} as const;
