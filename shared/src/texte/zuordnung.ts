/**
 * Texts of the assign page (reference §2.5, §2.11), its API (GET datensatz_zuordnen, POST
 * assign_gdv_kunde; reference §7, §8) and the read-only contract and customer pages it links to.
 * Word for word from the specification where it has them ('Datensatz zuordnen', 'Vertrag wurde
 * anscheinend gelöscht!'); the rest the reference describes but does not word.
 */
const ZAHLWEISE: Record<string, string> = {
  jaehrlich: 'jährlich',
  halbjaehrlich: 'halbjährlich',
  vierteljaehrlich: 'vierteljährlich',
  monatlich: 'monatlich',
  einmalig: 'einmalig',
  beitragsfrei: 'beitragsfrei',
  sonstig: 'sonstige',
};
const VERTRAGSSTATUS: Record<string, string> = {
  aktiv: 'aktiv',
  ruhend: 'ruhend',
  beitragsfrei: 'beitragsfrei',
  storniert: 'storniert',
  sonstig: 'sonstiger Status',
};

export const ZUORDNUNG_TEXTE = {
  /** Reference §2.11: '<title>, id: <id> > Datensatz zuordnen'. */
  seitenTitel: (titel: string, id: number) => `${titel}, id: ${id} > Datensatz zuordnen`,
  /** The page's short title (tab, loading state). */
  datensatzZuordnen: 'Datensatz zuordnen',
  /** `title` of an import line: the import it comes from, GDV or OMDS by the user (reference §6). */
  titelImport: (art: string) => `${art} Datenimport`,
  /** `title` of a BiPRO document (reference §2.11, inbox variant). */
  titelDokument: 'BiPRO Dokument',

  // Cards (reference §2.11).
  kundendaten: 'Kundendaten',
  vertragsdaten: 'Vertragsdaten',
  felder: {
    fileName: 'Dateiname',
    foreignName: 'Name',
    foreignVorname: 'Vorname',
    foreignBirthName: 'Geburtsname',
    foreignAddress: 'Anschrift',
    foreignBirthDate: 'Geburtsdatum',
    kundennr: 'Kundennummer',
    cause: 'Anlass',
    customerGesellId: 'Kundennummer der Gesellschaft',
    foreignPersonId: 'Fremde Personennummer',
    damageNumber: 'Schadennummer',
    vtgSparte: 'Vertragssparte',
    policeNr: 'Versicherungsnummer',
    sparteNr: 'Spartennummer',
    vermittlernummer: 'Vermittlernummer',
  },
  leer: '–',

  // Assignment controls (reference §2.11, §5).
  interneNummer: 'Interne Nummer',
  interneNummerPlatzhalter: 'Interne Nummer des Vertrags',
  versicherungSuchen: 'Versicherung suchen',
  /**
   * The reference's insurance search lives outside this product (/home/versicherungsfilter/
   * insurance-group): the button opens the contract of the number typed.
   */
  versicherungSuchenHinweis:
    'Eine eigene Versicherungssuche gibt es hier nicht: Die Schaltfläche öffnet den Vertrag mit der eingegebenen internen Nummer in einem neuen Tab. Passende Verträge zeigt die Tabelle „Versicherungen“.',
  kundennameSuche: 'Kundenname',
  kundennameSuchePlatzhalter: 'Name, Vorname',
  kundennameSuchen: 'Kunden suchen',
  versicherungsnummerUebertragen: 'Versicherungsnummer übertragen',
  versicherungsnummerUebertragenHinweis:
    'Überträgt die gelieferte Versicherungsnummer in den gewählten Vertrag.',
  /** A document does not change the portfolio: it takes the contract's number (zuordnung/README.md). */
  versicherungsnummerUebertragenHinweisDokument:
    'Das Dokument übernimmt die Versicherungsnummer des gewählten Vertrags; die gelieferte bleibt im Journal des Dokuments.',
  kundennummerZuordnen: 'Kundennummer der Gesellschaft zuordnen',
  kundennummerZuordnenGesperrt: 'Bitte geben Sie zuerst eine interne Nummer ein.',
  /**
   * A document of a dunning category (reference §2.11 "assigning a reminder is allowed"): it is
   * assigned by its policy number only (zuordnung/README.md). Also the API's refusal.
   */
  mahnungGesperrt:
    'Eine Mahnung wird nur über ihre Versicherungsscheinnummer zugeordnet – automatisch beim Abholen oder mit „Nicht zugeordnete neu zuordnen“ im Posteingang –, nicht über die Kundennummer der Gesellschaft.',
  neuerKunde: 'Neuen Kunden anlegen',
  /** Reference §2.11 goes to /customer/maklersuche: not part of this product. */
  neuerKundeHinweis:
    'Kunden werden in Lieferdesk beim Buchen der Importdatei angelegt („Buchungen erstellen“ im Datenimport), nicht auf dieser Seite.',
  zuordnenErfolg: (vertragId: number) => `Der Datensatz wurde dem Vertrag ${vertragId} zugeordnet.`,
  dokumentZugeordnet: (vertragId: number) => `Das Dokument wurde dem Vertrag ${vertragId} zugeordnet.`,
  keineId: 'Die Adresse nennt keinen Datensatz (Parameter id fehlt).',

  // Suggestion tables (reference §2.11, §3, §9: 10 rows).
  versicherungen: 'Versicherungen',
  kunden: 'Kunden',
  keineVorschlaege: 'Keine Vorschläge gefunden.',
  /** Beside the green of a matching cell (not by colour alone): the marker's text for screen readers. */
  uebereinstimmung: 'stimmt mit den gelieferten Daten überein',
  spalten: {
    insuranceId: 'Interne Nr.',
    policeNr: 'Versicherungsnummer',
    gesellschaft: 'Gesellschaft',
    sparte: 'Sparte',
    begin: 'Beginn',
    beitrag: 'Beitrag',
    status: 'Status',
    name: 'Name',
    vorname: 'Vorname',
    kundennr: 'Kundennr.',
    street: 'Straße',
    plz: 'PLZ',
    ort: 'Ort',
    birthdate: 'Geburtsdatum',
    maklernr: 'Maklernr.',
    makler: 'Makler',
    gesellnr: 'Kundennr. der Gesellschaft',
    weitere: 'Weitere',
  },
  aktuell: 'aktuell zugeordnet',
  vertragOeffnen: 'Vertrag öffnen',
  vertragUebernehmen: 'Diesen Vertrag übernehmen',
  neuerVertrag: 'Neuen Versicherungsvertrag anlegen',
  /** Reference §2.11 goes to /home/versicherungen/auswahl-vertragsart: not part of this product. */
  neuerVertragHinweis:
    'Verträge werden in Lieferdesk beim Buchen der Importdatei angelegt, nicht auf dieser Seite.',
  kundennummernOeffnen: 'Kundennummern der Gesellschaften öffnen',

  // API answers (reference §8: a failed assignment shows the fehlertext header).
  /**
   * An id that names neither an import line nor a BiPRO document the user may see: unknown, of
   * another broker, deleted, or a file that is no document — one answer for all of them.
   */
  keineImportzeile: (id: number) =>
    `Zur Id ${id} gibt es weder eine Zeile einer Importdatei noch ein BiPRO-Dokument.`,
  zeileNichtGefunden: (id: number) => `Der Datensatz mit der Id ${id} wurde nicht gefunden.`,
  vertragNichtGefunden: (vertragId: number) =>
    `Ein Vertrag mit der internen Nummer ${vertragId} wurde nicht gefunden.`,
  /** Reference §8 (warning): the contract behind an internal number is deleted. */
  vertragGeloescht: 'Vertrag wurde anscheinend gelöscht!',
  vertragAndereGesellschaft: (vertragId: number, vertragGesellschaft: string, zeilenGesellschaft: string) =>
    `Der Vertrag ${vertragId} ist ein Vertrag der ${vertragGesellschaft}; der Datensatz wurde von der ${zeilenGesellschaft} geliefert.`,
  /** A document is its broker's: another broker's contract is refused, and named by no number. */
  vertragAndererMakler: 'Der Vertrag gehört zu einem anderen Makler.',
  keineVersicherungsnummer: 'Der Datensatz liefert keine Versicherungsnummer, die übertragen werden könnte.',
  versicherungsnummerVergeben: (vsnr: string, vertragId: number) =>
    `Die Versicherungsnummer ${vsnr} gehört bei dieser Gesellschaft bereits zum Vertrag ${vertragId}.`,
  bereitsGebucht: (status: number) =>
    `Der Datensatz hat den Status ${status} (bereits gebucht) und kann nicht mehr zugeordnet werden.`,
  inzwischenZugeordnet: (vertragId: number) =>
    `Der Datensatz wurde inzwischen dem Vertrag ${vertragId} zugeordnet. Bitte laden Sie die Seite neu.`,
  gleichzeitigGeaendert:
    'Datensatz, Vertrag oder Kunde wurden gleichzeitig geändert. Bitte versuchen Sie es erneut.',
  dokumentGleichzeitigGeaendert:
    'Das Dokument wurde gleichzeitig zugeordnet oder gelöscht. Bitte laden Sie die Seite neu.',
  /** The line's journal (line details). */
  journal: {
    zugeordnet: (vertragId: number, kundennr: number, benutzer: string) =>
      `Zugeordnet: Vertrag ${vertragId}, Kunde ${kundennr} (von ${benutzer})`,
    vsnrUebertragen: (vsnr: string, vertragId: number) =>
      `Versicherungsnummer ${vsnr} in Vertrag ${vertragId} übertragen`,
    kundennummerZugeordnet: (nummer: string, kundennr: number) =>
      `Kundennummer der Gesellschaft ${nummer} dem Kunden ${kundennr} zugeordnet`,
    /** A document takes its contract's policy number ('transfer insurance number', documents). */
    vsnrUebernommen: (geliefert: string | undefined, vsnr: string, vertragId: number) =>
      geliefert
        ? `Versicherungsnummer ${geliefert} des Dokuments durch ${vsnr} aus Vertrag ${vertragId} ersetzt`
        : `Versicherungsnummer ${vsnr} aus Vertrag ${vertragId} übernommen`,
  },

  // The read-only contract page (/home/versicherungen/insurance-group/details/{id}).
  vertragTitel: (vertragId: number) => `Vertrag ${vertragId}`,
  vertrag: {
    vsnr: 'Versicherungsnummer',
    gesellschaft: 'Gesellschaft',
    vuNummer: 'VU-Nummer',
    sparte: 'Sparte',
    beginn: 'Beginn',
    ablauf: 'Ablauf',
    beitrag: 'Beitrag (netto, jährlich)',
    zahlweise: 'Zahlweise',
    status: 'Status',
    makler: 'Makler',
    herkunft: 'Angelegt aus Datei-Nr.',
    geloescht: 'gelöscht',
  },
  kunde: 'Kunde',
  buchungen: 'Provisionsbuchungen',
  buchungSpalten: {
    datum: 'Buchungsdatum',
    betrag: 'Betrag',
    provisionssatz: 'Provisionssatz',
    text: 'Text',
    datei: 'Datei-Nr.',
    zeile: 'Zeile',
  },
  keineBuchungen: 'Keine Provisionsbuchungen.',
  zahlweise: (code: string) => ZAHLWEISE[code] ?? code,
  vertragsstatus: (code: string) => VERTRAGSSTATUS[code] ?? code,
  nurLesen:
    'Nur zur Ansicht: Verträge und Kunden ändern sich in Lieferdesk durch das Buchen von Importdateien.',

  // The read-only customer page (/home/kunden/{kundennr}).
  kundeTitel: (kundennr: number) => `Kunde ${kundennr}`,
  kundenFelder: {
    name: 'Name',
    vorname: 'Vorname',
    geburtsdatum: 'Geburtsdatum',
    anschrift: 'Anschrift',
    makler: 'Makler',
  },
  gesellschaftKundennummern: 'Kundennummern der Gesellschaften',
  gesellschaftKundennummernSpalten: { gesellschaft: 'Gesellschaft', nummer: 'Kundennummer' },
  keineGesellschaftKundennummern: 'Keine Kundennummern der Gesellschaften hinterlegt.',
  vertraege: 'Verträge',
  keineVertraege: 'Keine Verträge.',
  kundeNichtGefunden: (kundennr: number) => `Ein Kunde mit der Nummer ${kundennr} wurde nicht gefunden.`,
  ungueltigeNummer: 'Die Adresse nennt keine gültige Nummer.',
} as const;
