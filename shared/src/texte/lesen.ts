/**
 * Texts of reading delivered files (reference §4, "Arrival" and "Read"): the refusals of the
 * registration (duplicate content, no interface), the file lock, the journal entries of file
 * and line, and the upload job's status (reference §3 "Import job"). The reference words none of them.
 */
/** Bytes as megabytes (2²⁰) the way a German reader writes them: one decimal at most. */
const megabyte = (bytes: number) => (bytes / 1024 ** 2).toLocaleString('de-DE', { maximumFractionDigits: 1 });

/** A size as the messages give it: whole kilobytes, rounded up ("489 KB", "1.024 KB"). */
const kilobyte = (bytes: number): string => `${Math.ceil(bytes / 1024).toLocaleString('de-DE')} KB`;

/** Between the reasons of a file-level error: the screens show the reasons one per line. */
export const GRUENDE_TRENNER = '; ';

export const LESE_TEXTE = {
  /** The duplicate rule: the same content arrived before. */
  dateiDoppelt: (dateiname: string, datum: string, dateiId: number, frueherName?: string) =>
    `Die Datei „${dateiname}“ wurde bereits am ${datum} als Datei-Nr. ${dateiId} eingelesen` +
    (frueherName && frueherName !== dateiname ? ` (damals unter dem Namen „${frueherName}“).` : '.'),
  keinInterface: (dateiname: string) =>
    `Für die Datei „${dateiname}“ wurde kein Interface gefunden: Die Dateinamenprüfung keines aktiven Interfaces passt zu diesem Namen, und die Datei beginnt nicht mit einem GDV-Vorsatz. Bitte wählen Sie das Interface beim Einlesen aus.`,
  interfaceUnbekannt: (name: string) => `Das Interface „${name}“ ist nicht bekannt.`,
  interfaceIdUnbekannt: (id: number) => `Das Interface mit der Id ${id} ist nicht bekannt.`,
  gesellschaftUnbekannt: (id: number) => `Die Gesellschaft mit der Id ${id} ist nicht bekannt.`,
  /** An inactive interface in the upload modal's choice (withInactiveInterfaces). */
  inaktivesInterface: (name: string) => `${name} (inaktiv)`,
  uploadNichtGefunden: 'Die hochgeladene Datei wurde nicht gefunden. Bitte laden Sie die Datei erneut hoch.',
  /** POST upload of a tempId that was registered before (its URL stays valid for a while). */
  uploadSchonGemeldet: (dateiId: number) =>
    `Dieser Upload wurde bereits als Datei-Nr. ${dateiId} registriert. Um die Datei erneut einzulesen, laden Sie sie bitte neu hoch.`,
  /** The declared size of an upload above the limit (both in bytes). */
  uploadZuGross: (bytes: number, hoechstens: number) =>
    `Die Datei ist ${megabyte(bytes)} MB groß; hochgeladen werden Dateien bis ${megabyte(hoechstens)} MB. Bitte teilen Sie die Datei.`,
  dateiNichtGefunden: (dateiId: number) => `Die Datei Nr. ${dateiId} wurde nicht gefunden.`,
  nichtErneutLesbar: (dateiId: number) =>
    `Die Datei Nr. ${dateiId} wurde nicht eingelesen (abgelehnt) und kann nicht erneut gelesen werden.`,

  /** A second run on a locked file. */
  dateiGesperrt: (dateiId: number, seit: string) =>
    `Die Datei Nr. ${dateiId} wird gerade von einem anderen Lauf bearbeitet (gesperrt seit ${seit}). Bitte warten Sie, bis er beendet ist. Ist er abgebrochen, kann die Datei im Import-Monitor entsperrt werden.`,
  /** A task of a run whose lock was released (unlock in the monitor) or taken over. */
  sperreVerloren: (dateiId: number) =>
    `Der Lauf hält die Sperre der Datei Nr. ${dateiId} nicht mehr (entsperrt oder von einem neuen Lauf übernommen) und wird beendet.`,
  abschnitteFehlen: (erwartet: number, erhalten: number) =>
    `Es wurden ${erhalten} von ${erwartet} Abschnitten gelesen; das Einlesen wird nicht abgeschlossen.`,
  unbekannterFehler: 'Das Einlesen ist aus unbekanntem Grund fehlgeschlagen.',
  zeitueberschreitung: 'Ein Schritt des Einlesens hat zu lange gedauert (Zeitüberschreitung).',
  zuVieleZeilen: (zeilen: number, hoechstens: number) =>
    `Die Datei hat ${zeilen} Zeilen; eingelesen werden höchstens ${hoechstens} Zeilen je Datei. Bitte teilen Sie die Datei.`,
  /** The file-level error of an incomplete file (reference §4); its lines are read all the same. */
  dateiUnvollstaendig: (gruende: readonly string[]) =>
    `Datei unvollständig: ${gruende.join(GRUENDE_TRENNER)}`,
  /** An XML document that ends before its root element closes. */
  xmlEndetVorzeitig: (offen: readonly string[]) =>
    `Das XML-Dokument endet vorzeitig, vor dem Ende von ${offen.map((name) => `<${name}>`).join(', ')}; gelesen wurden die Sätze bis dorthin`,
  startFehlgeschlagen: (grund: string) => `Das Einlesen konnte nicht gestartet werden: ${grund}`,
  /** Why a run stopped without finishing (reference §4 "A run that stopped"). */
  abbruch: {
    /** Its lock's time passed without a heartbeat (the time of its last one). */
    keinLebenszeichen: (seit: string) => `Der Lauf hat sich seit ${seit} nicht mehr gemeldet.`,
    /** The local stack was stopped while the run was running; found at its next start. */
    stackBeendet: 'Der lokale Stack wurde beendet, während der Lauf lief.',
  },
  /**
   * The reason of a line larger than one line may be stored (ZEILE_HOECHSTBYTES): the sizes in
   * bytes of its text with its values, the limit, its text, and the text as kept.
   */
  zeileZuGross: (bytes: number, hoechstens: number, textBytes: number, gekuerztBytes: number) =>
    `Die Zeile ist zu groß zum Speichern: Text und gelesene Werte belegen ${kilobyte(bytes)}, gespeichert werden höchstens ${kilobyte(hoechstens)} je Zeile. ` +
    (gekuerztBytes < textBytes
      ? `Ihr Text (${kilobyte(textBytes)}) wurde auf die ersten ${kilobyte(gekuerztBytes)} gekürzt, die Werte wurden nicht übernommen.`
      : `Ihr Text (${kilobyte(textBytes)}) wurde behalten, die Werte wurden nicht übernommen.`),

  /** Journal entries of the file (monitor) and of each line (line details). */
  journal: {
    registriert: (dateiname: string, interfaceName: string) =>
      `Registriert: „${dateiname}“, Interface „${interfaceName}“`,
    abgelehnt: (grund: string) => `Abgelehnt: ${grund}`,
    lesenGestartet: 'Einlesen gestartet',
    erneutGelesen: 'Einlesen erneut gestartet',
    gelesen: (zeilen: number, fehlerhaft: number) =>
      `Eingelesen: ${zeilen} ${zeilen === 1 ? 'Zeile' : 'Zeilen'}, davon ${fehlerhaft} fehlerhaft`,
    fehlgeschlagen: (grund: string) => `Einlesen fehlgeschlagen: ${grund}`,
    entsperrt: 'Entsperrt',
    abgebrochen: (grund: string) => `Abgebrochen: ${grund}`,
    fortgesetzt: (benutzer: string) => `Lauf fortgesetzt von ${benutzer}`,
    /** The line's first entry. */
    zeileEingelesen: 'Eingelesen',
  },

  /** The upload job's status text (GET /bipro_import/upload). */
  uploadStatus: {
    registriert: 'Verarbeitung gestartet...',
    wirdGelesen: (prozent: number) => `Die Datei wird eingelesen … ${prozent} %`,
    gelesen: (zeilen: number, fehlerhaft: number) =>
      `Die Datei wurde eingelesen: ${zeilen} ${zeilen === 1 ? 'Zeile' : 'Zeilen'}, davon ${fehlerhaft} fehlerhaft.`,
  },

  /** The read progress record (reference §3 "Progress record"). */
  fortschritt: {
    fertig: (zeilen: number) => `Einlesen abgeschlossen: ${zeilen} ${zeilen === 1 ? 'Zeile' : 'Zeilen'}.`,
    info: (dateiname: string) => `Datei „${dateiname}“ wird eingelesen`,
  },
} as const;
