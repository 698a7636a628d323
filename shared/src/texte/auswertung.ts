/**
 * Texts of evaluating and booking import lines (reference §4, "Evaluate" and "Book / settle"): the
 * reason each line gets with its status (shown in the line details and the journal), the
 * booking notes and the settlement protocol. The reference words none of them; the status names
 * themselves are FEHLER_STATUS.
 */
export const AUSWERTUNG_TEXTE = {
  // Lines without anything to evaluate.
  vorsatz: (gesellschaft: string) => `Vorsatz der Gesellschaft „${gesellschaft}“.`,
  nachsatz: 'Nachsatz.',
  satzartNichtAusgewertet: (satz: string) => `Satzart ${satz} wird nicht ausgewertet.`,
  ohneFelder: 'Zeile ohne Felder (z. B. Spaltenüberschriften) wird nicht ausgewertet.',
  zeilenartUnbekannt: 'Die Zeilenart wird nicht ausgewertet.',
  weitereAnschrift: (kennzeichen: string) =>
    `Anschrift mit Adresskennzeichen ${kennzeichen} (nicht Versicherungsnehmer) wird nicht ausgewertet.`,
  weitererVersicherungsnehmer: 'Weitere Anschrift des Versicherungsnehmers wird nicht ausgewertet.',

  // -1
  vsnrFehlt: 'Die Versicherungsschein-Nummer fehlt.',
  nameFehlt: 'Der Name des Versicherungsnehmers fehlt.',
  wertFehlt: (feld: string) => `Das Feld „${feld}“ fehlt.`,
  // -2
  folgefehler: (zeile: number, status: number) =>
    `Folgefehler: Zeile ${zeile} desselben Vertrags hat den Status ${status}.`,
  // -3
  vertragMehrfach: (vsnr: string, ids: number[]) =>
    `Die Versicherungsschein-Nummer ${vsnr} ist mehrfach im Bestand (Verträge ${ids.join(', ')}).`,
  // -4
  andereGesellschaft: (zeile: string, datei: string) =>
    `Der Datensatz gehört zur Gesellschaft „${zeile}“, die Datei wurde für „${datei}“ eingelesen.`,
  andererMakler: (vermittlernummer: string) =>
    `Die Vermittlernummer ${vermittlernummer} gehört zu einem anderen Makler als die Datei.`,
  // -5
  maklerUnbekannt: (vermittlernummer: string | undefined) =>
    `Der Makler ist nicht ermittelbar (Vermittlernummer ${vermittlernummer ?? 'fehlt'} ist keinem Makler zugeordnet): Der Vertrag kann nicht angelegt werden.`,
  personFehlt:
    'Die Personendaten des Versicherungsnehmers (Satzart 0100) fehlen: Der Vertrag kann nicht angelegt werden.',
  // -6
  sparteUnbekannt: (sparte: string) => `Die Sparte ${sparte} ist nicht bekannt.`,
  sparteNichtBeiGesellschaft: (sparte: string, gesellschaft: string) =>
    `Die Sparte ${sparte} wird von der Gesellschaft „${gesellschaft}“ nicht geführt.`,
  sparteWeichtAb: (sparte: string, vertragId: number, vertragsSparte: string) =>
    `Die Sparte ${sparte} passt nicht zum Vertrag ${vertragId} (Sparte ${vertragsSparte}).`,
  // -8
  vertragBeiAnderemKunden: (vertragId: number, kundennr: number, kunde: string, person: string) =>
    `Der Vertrag ${vertragId} gehört zu Kunde ${kundennr} (${kunde}), der Datensatz nennt ${person}.`,
  vertragBeiAnderemMakler: (vertragId: number) =>
    `Der Vertrag ${vertragId} wird bei einem anderen Makler geführt.`,
  // -10
  vuUnbekannt: (vuNummer: string) => `Die VU-Nummer „${vuNummer}“ ist keiner Gesellschaft zugeordnet.`,
  gesellschaftFehlt: 'Die Datei ist keiner Gesellschaft zugeordnet und der Datensatz nennt keine VU-Nummer.',
  // -13
  vertragNichtImBestand: (vsnr: string) => `Der Vertrag ${vsnr} ist nicht im Bestand.`,
  vertragGeloescht: (vsnr: string, vertragId: number) => `Der Vertrag ${vertragId} (${vsnr}) ist gelöscht.`,
  // -16
  zuVielePersonen: (anzahl: number, person: string) =>
    `${anzahl} Kunden passen zu ${person}: Bitte ordnen Sie den Datensatz zu.`,
  // -17
  kundennummerAndererKunde: (nummer: string, kundennr: number, kunde: string) =>
    `Die Kundennummer ${nummer} der Gesellschaft ist bei Kunde ${kundennr} (${kunde}) hinterlegt: möglicherweise falscher Kunde.`,

  // Status 1.
  kundeGefunden: (kundennr: number) => `Kunde ${kundennr} gefunden.`,
  kundeNeu: 'Der Kunde wird neu angelegt.',
  vertragGefunden: (vertragId: number, kundennr: number) =>
    `Vertrag ${vertragId} von Kunde ${kundennr} gefunden.`,
  vertragNeuFuerKunde: (kundennr: number) => `Der Vertrag wird für Kunde ${kundennr} neu angelegt.`,
  vertragUndKundeNeu: 'Vertrag und Kunde werden neu angelegt.',
  teilDesVertrags: (vsnr: string) => `Gehört zum Vertrag ${vsnr}.`,
  provision: (vertragId: number, betrag: string) => `Provision ${betrag} EUR zu Vertrag ${vertragId}.`,
  provisionNeuerVertrag: (vsnr: string, betrag: string) =>
    `Provision ${betrag} EUR zum neu anzulegenden Vertrag ${vsnr}.`,
  mahnung: (vertragId: number, stufe: number | undefined) =>
    `Mahnung${stufe === undefined ? '' : ` (Stufe ${stufe})`} zu Vertrag ${vertragId}.`,

  // Booking.
  nichtBuchbar: (status: number) => `Die Zeile hat den Status ${status} und wird nicht gebucht.`,
  bereitsGebucht: (status: number) => `Die Zeile ist bereits gebucht (Status ${status}).`,
  gebucht: 'Gebucht.',
  nichtsZuBuchen: 'Nichts zu buchen.',

  // Settlement protocol (reference §4: "settlement (full or error protocol)").
  protokollTitel: (dateiName: string) => `Abrechnungsprotokoll ${dateiName}`,
  protokollFehlerTitel: (dateiName: string) => `Fehlerprotokoll der Abrechnung ${dateiName}`,
  protokollSpalten: {
    zeile: 'Zeile',
    status: 'Status',
    vsnr: 'Versicherungsschein-Nr.',
    vertrag: 'Vertrag',
    kunde: 'Kunde',
    datum: 'Buchungsdatum',
    betrag: 'Betrag (EUR)',
    meldung: 'Meldung',
  },
  statusOk: 'In Ordnung',
} as const;
