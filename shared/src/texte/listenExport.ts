/**
 * The lists' Excel export (issue 24 §2; web/src/komponenten/ExportKnopf.tsx,
 * functions/src/listenExport/). Not worded by the reference, which exports only the -4 error data
 * ('Export der -4-Fehlerdaten nach Excel'): the button keeps that wording's 'Excel'.
 */
export const LISTEN_EXPORT_TEXTE = {
  knopf: 'Excel-Export',
  knopfTitel: 'Alle Zeilen der aktuellen Suche mit den angezeigten Spalten als Excel-Datei herunterladen',
  laeuft: 'Die Excel-Datei wird erstellt …',
  fertig: (zeilen: string) => `Excel-Datei mit ${zeilen} Zeilen erstellt.`,
  zuViele: (grenze: string) =>
    `Die Suche ergibt mehr als ${grenze} Zeilen – mehr exportiert der Excel-Export nicht. Bitte schränken Sie den Filter ein.`,
  unbekannteSpalte: (feld: string) => `Die Spalte „${feld}“ gibt es in dieser Liste nicht.`,
  /** The progress dialog's title. */
  dialogTitel: 'Excel-Export',
  /** The progress line: rows written so far (the total is known only at the end). */
  zeilenGeschrieben: (zeilen: string) => `${zeilen} Zeilen geschrieben`,
  /** The dialog closed while the export runs: it goes on, and a message will offer the file. */
  laeuftWeiter:
    'Der Excel-Export läuft im Hintergrund weiter. Sobald die Datei fertig ist, erscheint hier ein Link.',
  /** The message offering a finished export's file after the dialog was closed. */
  herunterladen: 'Excel-Datei herunterladen',
  zuVieleLaufend: (anzahl: number) =>
    `Es laufen bereits ${anzahl} Excel-Exporte von Ihnen. Bitte warten Sie, bis einer davon fertig ist.`,
  nichtGestartet: 'Der Excel-Export konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',
  fehlgeschlagen: 'Der Excel-Export ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
  unbekannt: 'Diesen Excel-Export gibt es nicht (mehr).',
  ja: 'Ja',
  nein: 'Nein',
  /** The saved file's name: the list and the German day it was made. */
  dateiname: (liste: string, tag: string) => `${liste}_${tag}.xlsx`,
} as const;
