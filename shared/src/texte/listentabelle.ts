/**
 * The list tables' column chooser (web/src/komponenten/Spaltenwahl.tsx). Not worded by the
 * reference: it names each screen's columns, and which of them a clerk keeps in view at 1280 px
 * is the user's choice, remembered per screen.
 */
export const LISTENTABELLE_TEXTE = {
  spalten: 'Spalten',
  spaltenAuswaehlen: 'Spalten auswählen',
  angezeigteSpalten: 'Angezeigte Spalten',
  standardSpalten: 'Standardspalten',
} as const;
