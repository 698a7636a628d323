/**
 * File-level refusals. A bad *line* is a result with an error status (`ZeilenErgebnis`); a bad
 * *file* or a broken *definition* is this error, thrown before the first line is handed out, so
 * a refused file never yields half its lines — except an XML file that uses up its reading
 * time (`aufwand`): the caller (the read pipeline) refuses the whole file then.
 */

export type DateiFehlerArt =
  /** The interface definition itself is unusable (unknown conversion, expression syntax, …). */
  | 'definition'
  /** `preFileCheckStatement` was not met. */
  | 'vorpruefung'
  /** The file is larger than the engine reads (XML is parsed whole). */
  | 'groesse'
  /** DOCTYPE/ENTITY declarations: refused before parsing (entity expansion, external entities). */
  | 'xmlUnsicher'
  /** Not well-formed XML. */
  | 'xmlFehlerhaft'
  /** Past the reading budget (XML: records, seconds of reading). */
  | 'aufwand';

export class DateiFehler extends Error {
  constructor(
    readonly art: DateiFehlerArt,
    message: string,
  ) {
    super(message);
    this.name = 'DateiFehler';
  }
}

/** The limits of the engine, overridable per call (tests, special deliveries). */
export interface Grenzen {
  /** XML is parsed into a DOM: larger files are refused (bytes). */
  xmlHoechstBytes: number;
  /** A "line" longer than this is a format error of its own, not a reason to exhaust memory (bytes). */
  zeilenHoechstBytes: number;
  /**
   * A preFileCheckStatement that uses `zeilenAnzahl` has to see the whole file before the
   * first line; it is buffered in memory up to this size (bytes).
   */
  vorpruefungHoechstBytes: number;
  /** XML: a file with more records is refused before its first line. */
  xmlHoechstSaetze: number;
  /**
   * XML: seconds the reader itself may work on a file (not counting the caller's work between
   * lines); past them the file is refused instead of holding a Lambda or the API until timeout.
   */
  xmlHoechstSekunden: number;
}

export const STANDARD_GRENZEN: Grenzen = {
  xmlHoechstBytes: 50 * 1024 * 1024,
  zeilenHoechstBytes: 1024 * 1024,
  vorpruefungHoechstBytes: 50 * 1024 * 1024,
  // The read planner's Lambda has 2 minutes and reads the whole XML file once.
  xmlHoechstSaetze: 500_000,
  xmlHoechstSekunden: 90,
};

/**
 * "Test this interface" answers within the API's 29 seconds, for a sample of at most 1 MB:
 * a smaller budget.
 */
export const TEST_GRENZEN: Partial<Grenzen> = {
  xmlHoechstSaetze: 20_000,
  xmlHoechstSekunden: 10,
};

/** A size for messages: "50 MB", "10 KB". */
export const megabyte = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** „Schnittstelle „Name“ (Id 2)“ — how every message names the interface it is about. */
export const nenneSchnittstelle = (s: { id: number; interfaceName: string }): string =>
  `Schnittstelle „${s.interfaceName}“ (Id ${s.id})`;
