/** Line status values of reference §4 and the error catalogue of reference §8. */
export const ZEILEN_STATUS = {
  gelesen: 0,
  ausgewertet: 1,
  uebertragen: 2,
  abgeschlossen: 3,
} as const;

/** Reference §4: from status 2 (transferred) on a line is booked — part of the books. */
export const GEBUCHT_AB: number = ZEILEN_STATUS.uebertragen;

/**
 * Reference §4: a line may be edited, deleted or assigned while it is not booked (status <= 1, the
 * error statuses included).
 */
export const istZeileAenderbar = (status: number): boolean => status < GEBUCHT_AB;

export const FEHLER_STATUS: Record<number, string> = {
  [-1]: 'Wert fehlt oder ist falsch',
  [-2]: 'Folgefehler',
  [-3]: 'Datenbankfehler, z. B. Duplikat',
  [-4]: 'Daten falsch zugeordnet',
  [-5]: 'Erforderliche Zusatzdaten fehlen',
  [-6]: 'Sparte/Bestand falsch',
  [-7]: 'Formatfehler',
  [-8]: 'Vertrag bereits bei einem anderen Kunden',
  [-9]: 'Allgemeiner Fehler mit Meldung der Schnittstelle',
  [-10]: 'Fremdbezeichnung nicht in der Datenbank',
  [-13]: 'Vertrag nicht in der Datenbank',
  [-14]: 'Personendaten nicht gespeichert',
  [-15]: 'Kunden-/Kontodaten nicht gespeichert',
  [-16]: 'Zu viele Personen gefunden',
  [-17]: 'Kundennummer möglicherweise falscher Kunde',
  [-19]: 'Feld für Fremdneuanlage fehlt',
  [-20]: 'Fehler bei Fremdneuanlage',
  [-21]: 'Vorläufiger allgemeiner Fehler',
  [-22]: 'Bankspezifischer Fehler',
};

/** Status filter codes of reference §9: -1000 all errors, 500 all. */
export const STATUS_FILTER = { fehler: -1000, alle: 500 } as const;

/** The marker for "all companies" (reference §5, §9). */
export const PARAMETER_ALLE = 'PARAMETER_ALLE';

/** The company of interfaces (and planned runs) that serve every insurer (reference §3: default 'Allgemein'). */
export const GESELLSCHAFT_ALLGEMEIN = 'Allgemein';
