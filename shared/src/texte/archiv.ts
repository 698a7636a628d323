/** Texts of the BiPRO archive of excluded files (reference §2.9) and its viewer. */
export const ARCHIV_TEXTE = {
  titel: 'BiPRO Archiv',
  anzahl: (n: number) => (n === 1 ? '1 Datei' : `${n} Dateien`),
  filter: {
    gesellschaft: 'BiPRO-Zugang (Gesellschaft)',
    zeitraum: 'Zeitraum',
    policeNr: 'VSNR',
    kundenname: 'Kundenname',
    kundennamePlatzhalter: 'Nachname oder sein Anfang',
    gevoArt: 'GeVo-Art',
    dateiname: 'Dateiname',
    dateinamePlatzhalter: 'Teil oder Muster: *.pdf, Police_??.xml',
    suchen: 'Suchen',
  },
  /** Reference §2.9, in its order. */
  spalten: {
    id: 'Id',
    gesellschaftId: 'Gesellschaft-Id',
    transferId: 'Lieferungs-Id',
    gevoArt: 'GeVoArt',
    policeNr: 'VSNR',
    kundenname: 'Kundenname',
    fileName: 'Dateiname',
    fileSize: 'Dateigröße (Bytes)',
    dateCreated: 'Datum',
    cause: 'Grund',
    maklernr: 'Maklernummer',
    extUserName: 'Benutzerkennung',
  },
  anzeigen: 'Anzeigen',
  anzeigenVon: (dateiname: string) => `„${dateiname}“ anzeigen`,
  /** The viewer page (its own page: leaving it back goes through the breadcrumb). */
  ansichtTitel: 'BiPRO Archiv – Datei anzeigen',
  brotkrumen: 'Navigationspfad',
  zurueck: 'Zurück zu BiPRO Archiv',
  keineId: 'Die Adresse nennt keine gültige Datei-Id.',
  /** The server's answer for an unknown id and for a file outside the user's scope alike. */
} as const;

/**
 * Texts of the file viewer (web komponenten/DateiAnsicht): any page that shows a stored file in
 * the browser uses it — a PDF in the browser's own viewer, everything else as text.
 */
export const DATEI_ANSICHT_TEXTE = {
  pdfRahmen: (dateiname: string) => `PDF-Ansicht von „${dateiname}“`,
  textRahmen: (dateiname: string) => `Inhalt von „${dateiname}“`,
  laedt: 'Die Datei wird geladen …',
  ladenFehler: 'Die Datei konnte nicht geladen werden.',
  alsXml: 'XML, formatiert',
  alsText: 'Text',
  leer: 'Die Datei ist leer.',
  gekuerzt: (gezeigt: string, gesamt?: string) =>
    gesamt
      ? `Die Datei ist ${gesamt} groß; angezeigt werden die ersten ${gezeigt}.`
      : `Die Datei ist größer als ${gezeigt}; angezeigt werden die ersten ${gezeigt}.`,
  neuerTab: 'In neuem Tab öffnen',
  keineDatenTitel: 'Keine Daten',
  keineDaten: (dateiname: string) => `Zur Datei „${dateiname}“ sind keine Daten vorhanden.`,
} as const;
