/**
 * Texts of the upload modal 'Datei einlesen' (reference §2.17, §4 "Upload", §8). Word for word from
 * the specification where it has them; the rest is marked.
 */
export const UPLOAD_TEXTE = {
  titel: 'Datei einlesen',
  /** Reference §4: the status after the upload started. */
  verarbeitungGestartet: 'Verarbeitung gestartet...',
  // Not worded by the reference.
  dateiWaehlen: 'Datei wählen',
  dateiHinweis: 'Erlaubt sind Dateien vom Typ csv, txt, xml und pdf sowie GDV-Dateien mit der Endung .gdv.',
  keineDatei: 'Keine Datei gewählt',
  gesellschaft: 'Gesellschaft',
  interface: 'Interface',
  automatisch: 'Automatisch (nach Dateiname)',
  mitInaktiven: 'mit inaktiven Interfaces',
  hochladen: 'Hochladen',
  wirdHochgeladen: (prozent: number) => `Datei wird hochgeladen … ${prozent} %`,
  fertig: 'Die Datei wurde eingelesen.',
  hochladenFehlgeschlagen: (status: number) =>
    `Die Datei konnte nicht hochgeladen werden${status > 0 ? ` (Status ${status})` : ''}.`,
  dateitypNichtErlaubt: (name: string) =>
    `„${name}“ kann nicht eingelesen werden: erlaubt sind csv, txt, xml, pdf und gdv.`,
  abbrechen: 'Abbrechen',
  schliessen: 'Schließen',
  /** After the read: to the workbench, filtered to the file. */
  ergebnisAnzeigen: 'Ergebnis anzeigen',
  /** Closing the dialog while it holds work: a chosen file, a PUT or a read under way. */
  schliessenFrage: {
    gewaehlt: (name: string) =>
      `Die Datei „${name}“ ist gewählt, aber noch nicht hochgeladen. Wollen Sie den Dialog trotzdem schließen?`,
    hochladen: (name: string) =>
      `Die Datei „${name}“ wird noch hochgeladen. Schließen Sie den Dialog, wird das Hochladen abgebrochen. Wollen Sie ihn trotzdem schließen?`,
    verarbeitung: (name: string) =>
      `Die Datei „${name}“ wird gerade eingelesen; das Einlesen läuft weiter, seinen Stand zeigt der Import-Monitor. Wollen Sie den Dialog schließen?`,
  },
} as const;
