/**
 * Texts of the work on a read file (reference §4, "Evaluate", "Book / settle", "Line actions"): the
 * journal entries of file and line, the progress record's labels (reference §3 "Progress record":
 * sLabel is the success message shown when act >= max), and the refusals. The reference words none
 * of them.
 */
type Art =
  | 'auswerten'
  | 'buchen'
  | 'abrechnen'
  | 'abrechnenFehlerprotokoll'
  | 'buchungenLoeschen'
  | 'auswertungLoeschen'
  | 'dateiLoeschen';

const zeilen = (n: number) => (n === 1 ? '1 Zeile' : `${n} Zeilen`);
const vertraege = (n: number) => (n === 1 ? '1 Vertrag' : `${n} Verträge`);
const kunden = (n: number) => (n === 1 ? '1 Kunde' : `${n} Kunden`);
const provisionen = (n: number) => (n === 1 ? '1 Provisionsbuchung' : `${n} Provisionsbuchungen`);

/** The counters of a run (events zaehlerSumme), as far as a text names them. */
export interface VerarbeitungsZahlen {
  zeilen?: number;
  fehlerhaft?: number;
  gebucht?: number;
  kundenAngelegt?: number;
  vertraegeAngelegt?: number;
  vertraegeGeaendert?: number;
  provisionenGebucht?: number;
  buchungenGeloescht?: number;
  vertraegeGeloescht?: number;
  kundenGeloescht?: number;
  zurueckgesetzt?: number;
  geloescht?: number;
  behalten?: number;
}

const n = (wert: number | undefined) => wert ?? 0;

export const VERARBEITUNG_TEXTE = {
  /** What the run is, as the subject of a sentence. */
  vorgang: {
    auswerten: 'Auswertung',
    buchen: 'Buchung',
    abrechnen: 'Abrechnung',
    abrechnenFehlerprotokoll: 'Abrechnung',
    buchungenLoeschen: 'Löschen der Buchungen',
    auswertungLoeschen: 'Löschen der Auswertung',
    dateiLoeschen: 'Löschen der Datei',
  } satisfies Record<Art, string>,

  /** The file's journal (import monitor). */
  journal: {
    gestartet: (art: Art, benutzer: string) =>
      `${VERARBEITUNG_TEXTE.vorgang[art]} gestartet${art === 'abrechnenFehlerprotokoll' ? ' (Fehlerprotokoll)' : ''} von ${benutzer}`,
    fehlgeschlagen: (art: Art, grund: string) =>
      `${VERARBEITUNG_TEXTE.vorgang[art]} fehlgeschlagen: ${grund}`,
    abrechnungUebernommen: 'Abrechnung übernommen',
  },

  /** One line's journal (line details). */
  zeilenJournal: {
    ausgewertet: (status: number, grund: string | undefined) =>
      `Ausgewertet: Status ${status}${grund ? ` – ${grund}` : ''}`,
    gebucht: (status: number, grund: string) => `Gebucht: Status ${status} – ${grund}`,
    nichtGebucht: (status: number, grund: string) => `Nicht gebucht: Status ${status} – ${grund}`,
    buchungGeloescht: 'Buchung gelöscht: Status 1',
    auswertungGeloescht: (status: number) => `Auswertung gelöscht: Status ${status}`,
  },

  /** What a finished run did: the progress record's sLabel and the file's journal entry. */
  ergebnis: (art: Art, z: VerarbeitungsZahlen): string => {
    switch (art) {
      case 'auswerten':
        return `Auswertung abgeschlossen: ${zeilen(n(z.zeilen))} ausgewertet, davon ${n(z.fehlerhaft)} fehlerhaft.`;
      case 'buchen':
        return `Buchung abgeschlossen: ${zeilen(n(z.gebucht))} übertragen; ${vertraege(n(z.vertraegeAngelegt))} und ${kunden(n(z.kundenAngelegt))} angelegt, ${vertraege(n(z.vertraegeGeaendert))} geändert, ${provisionen(n(z.provisionenGebucht))}.`;
      case 'abrechnen':
      case 'abrechnenFehlerprotokoll':
        return `Abrechnung abgeschlossen: ${zeilen(n(z.gebucht))} abgerechnet, ${provisionen(n(z.provisionenGebucht))}, ${n(z.fehlerhaft)} fehlerhaft. Das ${art === 'abrechnen' ? 'Abrechnungsprotokoll' : 'Fehlerprotokoll'} steht zum Herunterladen bereit.`;
      case 'buchungenLoeschen':
        return `Buchungen gelöscht: ${zeilen(n(z.zurueckgesetzt))} auf Status 1 zurückgesetzt; ${provisionen(n(z.buchungenGeloescht))}, ${vertraege(n(z.vertraegeGeloescht))} und ${kunden(n(z.kundenGeloescht))} gelöscht.`;
      case 'auswertungLoeschen':
        return (
          `Auswertung gelöscht: ${zeilen(n(z.zurueckgesetzt))} zurückgesetzt.` +
          (n(z.behalten) ? ` ${zeilen(n(z.behalten))} sind gebucht und wurden nicht zurückgesetzt.` : '')
        );
      case 'dateiLoeschen':
        return n(z.behalten)
          ? `${zeilen(n(z.geloescht))} gelöscht; ${zeilen(n(z.behalten))} sind gebucht und wurden nicht gelöscht, daher bleibt die Datei bestehen. Bitte löschen Sie zuerst die Buchungen.`
          : `Die Datei wurde mit ${zeilen(n(z.geloescht))} gelöscht.`;
    }
  },

  /** The progress record while the run works. */
  fortschritt: {
    laeuft: (art: Art) => `${VERARBEITUNG_TEXTE.vorgang[art]} läuft …`,
    info: (art: Art, dateiname: string, dateiId: number) =>
      `${VERARBEITUNG_TEXTE.vorgang[art]} der Datei „${dateiname}“ (Nr. ${dateiId})`,
  },

  // Refusals.
  laufUnbekannt: (id: string) => `Der Lauf „${id}“ ist nicht bekannt.`,
  nichtGelesen: (dateiId: number) =>
    `Die Datei Nr. ${dateiId} ist nicht (vollständig) eingelesen und kann nicht verarbeitet werden.`,
  nichtAusgewertet: (dateiId: number) => `Bitte werten Sie die Datei Nr. ${dateiId} zuerst aus.`,
  gebuchteZeilen: (dateiId: number) =>
    `Die Datei Nr. ${dateiId} hat gebuchte Zeilen: Bitte löschen Sie zuerst die Buchungen.`,
  nichtAbgerechnet: (dateiId: number) => `Die Datei Nr. ${dateiId} ist nicht abgerechnet.`,
  keinProtokoll: (dateiId: number) => `Für die Datei Nr. ${dateiId} gibt es kein Abrechnungsprotokoll.`,
  /** Status 1 of a line a person assigned to a contract (assign page): evaluation follows it. */
  zugeordnet: (vertragId: number, kundennr: number) =>
    `Von Hand zugeordnet: Vertrag ${vertragId} von Kunde ${kundennr}.`,
  /** The run died without a recorded reason (States.Timeout …). */
  unbekannterFehler: 'Die Verarbeitung ist aus unbekanntem Grund fehlgeschlagen.',
  zeitueberschreitung: 'Ein Schritt der Verarbeitung hat zu lange gedauert (Zeitüberschreitung).',
  abschnitteFehlen: (erwartet: number, erhalten: number) =>
    `Es wurden ${erhalten} von ${erwartet} Abschnitten verarbeitet; die Verarbeitung wird nicht abgeschlossen.`,
  startFehlgeschlagen: (grund: string) => `Die Verarbeitung konnte nicht gestartet werden: ${grund}`,

  /** The settlement protocol as a document. */
  protokollDateiname: (dateiname: string, art: 'voll' | 'fehler') =>
    `${art === 'voll' ? 'Abrechnungsprotokoll' : 'Fehlerprotokoll'}_${dateiname.replace(/\.[^.]*$/, '')}.xlsx`,
  protokollBlatt: 'Protokoll',
  /** The protocol's column beside the status number. */
  protokollStatustext: 'Bedeutung',
  protokollSummen: {
    zeilen: 'Zeilen der Datei',
    gebucht: 'Provisionen gebucht',
    fehlerhaft: 'Fehlerhafte Zeilen',
    betrag: 'Summe gebucht (EUR)',
    erstellt: 'Erstellt',
  },
} as const;
