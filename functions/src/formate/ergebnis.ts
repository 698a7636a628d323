/**
 * What reading a delivered file yields: exactly one result per line (per record element for
 * XML). A bad line is a result with an error status, never an exception that ends the file.
 */

/** Status values of reference §8 the readers produce. */
export const LESE_STATUS = {
  gelesen: 0,
  /** Value missing or wrong. */
  wertFalsch: -1,
  /** Format error: the line does not fit any layout, wrong length, unreadable. */
  formatFehler: -7,
  /** General error with a message from the interface (a check expression failed). */
  allgemein: -9,
} as const;

/**
 * Where a line does not fit its interface, as the reader found it: the field (or, for GDV, the
 * Satzart or Sparte a layout is chosen by), its place in the line and why. A line edit names it
 * when it refuses the text (reference §7 line_edit); `grund` says the same in one text.
 */
export interface Fehlerort {
  feld: string;
  /** Fixed positions (GDV, art 1): first and last character, 1-based. */
  von?: number;
  bis?: number;
  /** Delimited (art 0): the column, 1-based. */
  spalte?: number;
  /** XML (art 2): the field's XPath as written. */
  xpath?: string;
  grund: string;
}

export interface ZeilenErgebnis {
  /** 1-based physical line of the file (for XML: the n-th record element). */
  zeile: number;
  /** 0 read; negative: an error status of reference §8. */
  status: number;
  /** Which layout read it: a GDV record type key like "0200" or "0220.010.1", or a sub-interface name. */
  satz?: string;
  /** Typed field values by field name. */
  felder?: Record<string, unknown>;
  /** Readable German reason when status < 0, or a note for lines kept raw. */
  grund?: string;
  /** The line as delivered (decoded text), kept for unknown record types and errors. */
  roh?: string;
  /** With an error status, and for a GDV line kept unread: the places that failed. */
  fehlerorte?: Fehlerort[];
}
