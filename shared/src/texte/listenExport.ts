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
  ja: 'Ja',
  nein: 'Nein',
  /** The saved file's name: the list and the German day it was made. */
  dateiname: (liste: string, tag: string) => `${liste}_${tag}.xlsx`,
} as const;
