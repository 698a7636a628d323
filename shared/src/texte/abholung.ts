/**
 * Texts of the BiPRO download jobs (reference §2.6, §4 "Download job status text") and of the
 * access page. The status texts follow the icon rule of §4: only "never picked up" contains
 * 'niemals' (no icon) and only "data outdated" contains 'alt' (download icon); a failure's text
 * is free of both, its reason travels apart (`fehler`), so no insurer's wording can change an icon.
 */
export const ABHOL_TEXTE = {
  status: {
    niemals: 'Noch niemals abgeholt',
    veraltet: 'Daten veraltet: letzte Abholung vor mehr als 72 Stunden',
    fehlgeschlagen: 'Abholung fehlgeschlagen',
  },
  neustartNichtMoeglich: (gesellschaft: string) =>
    `Für die Gesellschaft „${gesellschaft}“ kann gerade keine Abholung gestartet werden.`,
  neustartLaeuft: (gesellschaft: string) =>
    `Für die Gesellschaft „${gesellschaft}“ läuft gerade eine Abholung. Bitte warten Sie, bis sie beendet ist.`,
  neustartAbklingend: (gesellschaft: string, ab: string) =>
    `Für die Gesellschaft „${gesellschaft}“ wurde eben erst eine Abholung gestartet. Ein neuer Start ist ab ${ab} Uhr möglich.`,
  zugangNichtGefunden: (id: number) => `Der Zugang ${id} wurde nicht gefunden.`,
  gesellschaftUnbekannt: (id: number) => `Die Gesellschaft ${id} ist nicht bekannt.`,
  passwortFehlt: 'Für einen neuen Zugang ist ein Passwort erforderlich.',
  /** A task of a download run that no longer holds its access (taken over after the lock expired). */
  sperreVerloren: 'Der Lauf hält den Zugang nicht mehr.',
} as const;
