/**
 * Texts of the BiPRO download overview (reference §2.6, §4 "Download job status text"). The
 * reference words only the failed search ('Bei der Suche ist ein Fehler aufgetreten.',
 * MELDUNGEN.sucheFehler); the rest is ours.
 */
export const DOWNLOAD_UEBERSICHT_TEXTE = {
  titel: 'BiPRO Download-Übersicht',
  /** uniqueGesellschaftCount beside the title. */
  anzahlGesellschaften: (n: number) => (n === 1 ? '1 Gesellschaft' : `${n} Gesellschaften`),
  filter: {
    gesellschaft: 'Gesellschaft',
    gesellschaftPlatzhalter: 'Alle Gesellschaften',
    zeitraum: 'Letzte Abholung von – bis',
    /** Ours: the start page's links narrow the list to these. */
    status: 'Status',
    statusAlle: 'Alle Zugänge',
    statusWerte: { fehlgeschlagen: 'Abholung fehlgeschlagen', ueberfaellig: 'Überfällig (72 Stunden)' },
    suchen: 'Suchen',
  },
  spalten: {
    gesellschaft: 'Gesellschaft',
    maklernr: 'Maklernr.',
    extUserName: 'Benutzer',
    /** The column of maklernr with extUserName below it. */
    makler: 'Makler / Benutzer',
    lastSuccess: 'Letzte Abholung',
    status: 'Status',
    postdokumenteZugeordnet: 'Post zugeordnet',
    postdokumenteNichtZugeordnet: 'Post nicht zugeordnet',
    gdv: 'GDV',
    abrechnungen: 'Abrechnungen',
    mahnungen: 'Mahnungen',
  },
  /** What the status icons mean (reference §4), said in words beside the colour. */
  symbol: {
    haken: 'Abholung in Ordnung',
    download: 'Daten veraltet',
    kreuz: 'Abholung fehlgeschlagen',
  },
  /** The red colour of an icon, in words: the last pickup lies more than 72 hours back (§9). */
  ueberfaellig: 'überfällig',
  ueberfaelligTitel: 'Die letzte erfolgreiche Abholung liegt mehr als 72 Stunden zurück.',
  /** Red without any successful pickup: a job that never ran, or whose runs all failed. */
  nieAbgeholtTitel: 'Für diesen Zugang wurde noch nie abgeholt.',
  keinErfolgTitel: 'Für diesen Zugang gab es noch keine erfolgreiche Abholung.',
  /**
   * Below each count's header: the counts are what the last successful pickup brought
   * (reference §7 "Download overview"), not what the lists hold now.
   */
  zaehlspaltenZusatz: 'letzte Abholung',
  zaehlspaltenTitel: (spalte: string) => `${spalte}: was die letzte erfolgreiche Abholung geliefert hat`,
  /** A run of the job is under way (`jobRunning`). */
  laeuft: 'Abholung läuft',
  laeuftTitel: 'Eine Abholung läuft gerade. Die Anzahlen sind die der letzten Abholung, bis sie beendet ist.',
  nieAbgeholt: 'noch nie',
  warnung: 'Warnung',
  warnungTitel: (spalte: string) => `${spalte}: Die Daten sind veraltet.`,
  neustarten: 'Job neu starten',
  neustartenFrage: (gesellschaft: string) =>
    `Wollen Sie die Download-Jobs der Gesellschaft „${gesellschaft}“ neu starten?`,
  neugestartet: (gesellschaft: string) =>
    `Die Download-Jobs der Gesellschaft „${gesellschaft}“ wurden neu gestartet.`,
  alleNeustarten: 'Alle Jobs neu starten',
  alleNeustartenFrage: 'Wollen Sie alle Download-Jobs neu starten?',
  alleNeugestartet: 'Alle Download-Jobs wurden neu gestartet.',
  zugangOeffnen: 'Zugang in neuem Tab öffnen',
  neuerZugang: 'Neuer Zugang',
} as const;
