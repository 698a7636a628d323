/**
 * Texts of the insurer-to-access mapping (reference §2.2) and the add-insurer page (§2.3), and of
 * their API answers. The reference words none of them: all are ours.
 */
export const GESELLSCHAFT_ZUGANG_TEXTE = {
  titel: 'Gesellschaften zu Zugängen',
  hinzufuegenTitel: 'Gesellschaft hinzufügen',
  zugang: 'Zugang (Bezeichnung)',
  zugangPlatzhalter: 'Bezeichnung des BiPRO-Zugangs',
  anzeigen: 'Anzeigen',
  /** Above the table: whose insurers it lists. */
  zugangGezeigt: (zugang: string) => `Gesellschaften des Zugangs „${zugang}“`,
  keinZugang: 'Bitte geben Sie die Bezeichnung eines Zugangs an.',
  /** The empty table says why (not worded by the reference). */
  keineGesellschaften: (zugang: string) =>
    `Dem Zugang „${zugang}“ ist noch keine Gesellschaft zugeordnet. „Hinzufügen“ ordnet eine zu.`,
  keinZugangHinzufuegen: 'Geben Sie zuerst die Bezeichnung eines Zugangs an und zeigen Sie ihn an.',
  spalten: {
    gesellschaftId: 'Nummer',
    gesellschaftName: 'Gesellschaft',
    vuNrBafin: 'VU-Nr. (BaFin)',
    ort: 'Ort',
  },
  entfernen: 'Vom Zugang entfernen',
  entfernenFrage: (name: string, zugang: string) =>
    `Wollen Sie die Gesellschaft „${name}“ wirklich vom Zugang „${zugang}“ entfernen?`,
  entfernt: (name: string, zugang: string) =>
    `Die Gesellschaft „${name}“ wurde vom Zugang „${zugang}“ entfernt.`,

  // The add-insurer page (§2.3).
  suche: 'Gesellschaft suchen',
  suchePlatzhalter: 'Name oder Nummer der Gesellschaft',
  sucheHinweis: 'Geben Sie einen Namen oder eine Nummer ein, um Gesellschaften zu suchen.',
  fuerZugang: (zugang: string) => `Für den Zugang „${zugang}“`,
  zuordnen: 'Diesem Zugang zuordnen',
  zugeordnet: (name: string, zugang: string) =>
    `Die Gesellschaft „${name}“ wurde dem Zugang „${zugang}“ zugeordnet.`,
  keineTreffer: 'Keine Gesellschaft gefunden, die diesem Zugang noch nicht zugeordnet ist.',

  // API answers.
  gesellschaftNichtGefunden: (id: number) => `Die Gesellschaft mit der Nummer ${id} wurde nicht gefunden.`,
  /** The delete call names the company by its number (reference §3 "Insurer mapping"). */
  gesellschaftKeineNummer: 'Die Gesellschaft wird mit ihrer Nummer angegeben (eine ganze Zahl).',
} as const;
