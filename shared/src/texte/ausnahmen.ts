/**
 * Texts of the category exceptions (reference §2.15, §3 "Category exception"). The title is the
 * area's (BEREICHE 'ausnahmen'); the reference words none of the rest.
 */
export const AUSNAHMEN_TEXTE = {
  einleitung:
    'Markierte Kategorien sind für die gewählte Gesellschaft ausgenommen: Ihre Dateien werden bei der BiPRO-Abholung nicht übernommen, sondern archiviert. Eine Änderung gilt ab der nächsten Abholung.',
  gesellschaft: 'Gesellschaft',
  gesellschaftWaehlen: 'Bitte wählen Sie eine Gesellschaft.',
  spalten: {
    gevoArt: 'GeVo-Art',
    unterKategorie: 'BiPRO-Unterkategorie',
    hauptKategorie: 'MSC-Kategorie',
    statusFK: 'Versicherungsstatus',
    gespeichert: 'Ausnahme',
  },
  /** The saved state of a row, in words (the selection shows the state being edited). */
  gespeichertJa: 'ausgenommen',
  gespeichertNein: '–',
  geaendert: 'geändert',
  aenderungen: (n: number) => (n === 1 ? '1 ungespeicherte Änderung' : `${n} ungespeicherte Änderungen`),
  speichern: 'Speichern',
  verwerfen: 'Änderungen verwerfen',
  verwerfenFrage: 'Ihre Änderungen an den Ausnahmen sind noch nicht gespeichert. Wollen Sie sie verwerfen?',
  gespeichert: (gesetzt: number, entfernt: number) =>
    `Die Ausnahmen wurden gespeichert: ${gesetzt} gesetzt, ${entfernt} entfernt.`,

  // API answers.
  gesellschaftUnbekannt: (id: number) => `Die Gesellschaft mit der Id ${id} wurde nicht gefunden.`,
  kategorieUnbekannt: (gevoArt: number) =>
    `Für die Gevo Art ${gevoArt} gibt es keine BiPRO-Kategorie; eine Ausnahme kann nur für eine Kategorie gesetzt werden.`,
  doppelt: (gevoArt: number) => `Die Gevo Art ${gevoArt} ist mehrfach genannt.`,
} as const;
