/**
 * Texts of the BiPRO deliveries 'BiPRO Lieferungen' (reference §2.12, §3 "Delivery"). The
 * reference names the columns in English only; the German headers are ours, in its order.
 */
export const LIEFERUNGEN_TEXTE = {
  titel: 'BiPRO Lieferungen',
  filter: {
    zeitraum: 'Zeitraum',
    gesellschaft: 'Gesellschaft',
    suchen: 'Suchen',
  },
  spalten: {
    gesellschaft: 'Gesellschaft',
    /** Below the company: the access that received the delivery. */
    extZugangBzeichnung: 'Zugang',
    transferId: 'Lieferungsnummer',
    dateStarted: 'Einlesen begonnen',
    gevoArt: 'GeVo-Art',
    allInputFiles: 'Dateien gesamt',
    persistedFiles: 'PDFs eingelesen',
    nichtzugeordnetePdfFiles: 'PDFs nicht eingelesen',
    nonUniquePolices: 'Police mehrfach vorhanden',
    notFoundPolices: 'Police nicht gefunden',
    inputUnassigned: 'BiPRO liefert keine Policennummer',
    dbAlreadyExistFiles: 'PDFs bereits vorhanden',
    schadenLeistungMeldungen: 'Schadenmeldungen angelegt',
    dateFinished: 'Einlesen beendet',
    einstellzeitpunkt: 'Einstellzeitpunkt der Lieferung',
    // Internal users only (reference §2.12, §6).
    inputZips: 'ZIPs gesamt',
    abgelegteZipFiles: 'ZIPs eingelesen',
    defekteZipFiles: 'ZIPs defekt',
    schonErledigteFiles: 'Veraltete Dateien',
    numberGeschaeftsvorfallTransfers: 'Geschäftsvorfälle (CSV)',
    numberInkassoTransfers: 'Inkasso-Transfers (CSV)',
    fehlendeGevoArts: 'Fehlende GeVo-Arten',
    error: 'Fehlermeldung',
  },
  zugangOeffnen: 'Zugang in neuem Tab öffnen',
} as const;
