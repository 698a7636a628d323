/**
 * Texts of the BiPRO documents inbox (reference §2.10) and its blacklist, its API (reference §7
 * "BiPRO documents") and the answers' refusals. Word for word from the specification where it has
 * them: the confirmations of §2.10 in German, 'Anzahl der neu zugeordneten Dokumente: N' and
 * 'Vertrag wurde anscheinend gelöscht!' (§8), the failed search (MELDUNGEN.sucheFehler); the
 * rest the reference describes but does not word.
 */
import { ZUORDNUNG_TEXTE } from './zuordnung';

export const POSTEINGANG_TEXTE = {
  titel: 'BiPRO Dokumente',
  /** The title with the number of documents the table shows (reference §2.10). */
  /** The search's count: a number, or 'mehr als …' (MELDUNGEN.mehrAls). */
  titelMitAnzahl: (n: number | string) => `BiPRO Dokumente (${n})`,

  // The API's refusals (those about the documents themselves: BIPRO_DATEI_TEXTE).
  vertragNichtGefunden: (id: number) => `Der Vertrag ${id} wurde nicht gefunden.`,

  // The broker blacklist (header action).
  blacklist: {
    anzeigen: 'Makler-Blacklist anzeigen',
    ausblenden: 'Makler-Blacklist ausblenden',
    feld: 'Makler-Blacklist',
    hinweis:
      'Maklernummern von Strukturführern, durch Kommas getrennt: Ihre Strukturen werden bei der Vorschlagssuche nicht berücksichtigt.',
    speichern: 'Blacklist speichern',
    gespeichert: 'Die Makler-Blacklist wurde gespeichert.',
    nurIntern: 'Nur interne Mitarbeiter können die Makler-Blacklist ändern.',
    ladenFehler: 'Die Makler-Blacklist konnte nicht geladen werden.',
  },

  filter: {
    gesellschaft: 'Gesellschaft',
    filterModus: 'Filtermodus',
    /** Reference §2.10: 0 unassigned, 1 subsequently assigned, 2 automatically assigned. */
    modus: {
      0: 'nicht zugeordnet',
      1: 'nachträglich zugeordnet',
      2: 'automatisch zugeordnet',
    } as Record<0 | 1 | 2, string>,
    zeitraum: 'Zeitraum',
    policeNr: 'Versicherungsscheinnr.',
    internalId: 'Interne Nummer',
    customerName: 'Kundenname',
    customerNamePlatzhalter: 'Name, Vorname',
    customerId: 'Kundennummer',
    gevoArt: 'GeVo-Art',
    fremdnummer: 'Fremdnummer',
    vermittlernummer: 'Vermittlernummer',
    mitStruktur: 'Auch die nicht zugeordneten Dokumente der Struktur anzeigen',
    geloeschteZeigen: 'Gelöschte Einträge anzeigen',
    suchen: 'Suchen',
  },

  spalten: {
    zuordnen: 'Zuordnen',
    fileName: 'Dateiname',
    policeNr: 'Versicherungsscheinnr.',
    customerName: 'Vorname',
    customerSurname: 'Nachname',
    cause: 'Hinweis',
    fremdnummer: 'Fremdnummer',
    vermittlernummer: 'Vermittlernr.',
    category: 'Kategorie',
    gevoArt: 'GeVo-Art',
    creationDate: 'Erstellt am',
    comment: 'Kommentar',
    biproGesellschaft: 'Gesellschaft',
    mscGesellschaft: 'MSC-Gesellschaft',
    mscDate: 'MSC-Datum',
    internalId: 'Interne Nr.',
    brokerId: 'Maklernr.',
    accessId: 'Zugangs-Id',
  },

  // Header actions.
  loeschen: 'Markierte löschen',
  /** Reference §2.10: what it does to how many documents. */
  loeschenFrage: (n: number) =>
    n === 1
      ? 'Wollen Sie das markierte Dokument wirklich löschen?'
      : `Wollen Sie die ${n} markierten Dokumente wirklich löschen?`,
  geloescht: (n: number) => (n === 1 ? 'Ein Dokument wurde gelöscht.' : `${n} Dokumente wurden gelöscht.`),
  /** Re-assigns the marked documents that are unassigned (the others are left as they are). */
  neuZuordnen: 'Neu zuordnen',
  /** Reference §2.10: what it does to how many documents. */
  neuZuordnenFrage: (n: number) =>
    n === 1
      ? 'Soll das markierte Dokument neu zugeordnet werden?'
      : `Sollen die ${n} markierten Dokumente neu zugeordnet werden?`,
  /** Reference §8, shown as info. */
  neuZugeordnet: (n: number) => `Anzahl der neu zugeordneten Dokumente: ${n}`,
  keineAuswahl: 'Bitte markieren Sie zuerst Dokumente in der Tabelle.',
  /** Restoring deleted documents (ours: full filter only, reference §4 "Deleted entries"). */
  wiederherstellen: 'Markierte wiederherstellen',
  keineGeloeschtenMarkiert: 'Bitte markieren Sie zuerst gelöschte Dokumente (Gelöschte Einträge anzeigen).',
  wiederherstellenFrage: (n: number) =>
    n === 1
      ? 'Soll das markierte gelöschte Dokument wiederhergestellt werden?'
      : `Sollen die ${n} markierten gelöschten Dokumente wiederhergestellt werden?`,
  wiederhergestellt: (n: number) =>
    n === 1 ? 'Ein Dokument wurde wiederhergestellt.' : `${n} Dokumente wurden wiederhergestellt.`,
  geloeschtMarke: 'gelöscht',
  /** A row the user sees but may not change (reference §6 "Who changes BiPRO files"). */
  nurLesen:
    'Dieses Dokument dürfen Sie nur ansehen: Ändern dürfen es nur die Benutzer seines Maklers und interne Mitarbeiter.',
  geloeschtNurLesen: 'Ein gelöschtes Dokument wird erst nach dem Wiederherstellen wieder bearbeitet.',

  // Row actions and the first column.
  herunterladen: (dateiname: string) => `${dateiname} herunterladen`,
  anzeigen: 'Dokument anzeigen',
  zuordnen: 'Zuordnen',
  vertragOeffnen: 'Vertrag öffnen',
  keinVertrag: 'Dem Dokument ist kein Vertrag zugeordnet.',
  /** Reference §8 (warning): the contract behind the internal number is deleted. */
  vertragGeloescht: ZUORDNUNG_TEXTE.vertragGeloescht,
  schadenOeffnen: 'Schadenfall öffnen',
  keinSchaden: 'Zu diesem Dokument wurde kein Schadenfall angelegt.',
  /** Damage cases are kept outside this product. */
  schadenAusserhalb: (id: number) =>
    `Schadenfall ${id}: Schadenfälle werden außerhalb von Lieferdesk bearbeitet.`,
  keinInhalt: 'Zu diesem Dokument ist kein Inhalt gespeichert.',
  auswaehlen: (dateiname: string) => `${dateiname} markieren`,

  // The comment cell.
  kommentarBearbeiten: 'Kommentar bearbeiten',
  kommentarPlatzhalter: 'Kommentar hinzufügen',
  kommentarHinweis: 'Enter oder Verlassen des Feldes speichert, Esc verwirft die Änderung.',
} as const;
