/**
 * The shape of the generated GDV layout data (`VUVM2023.json`): what the generator writes and
 * the reader compiles. Kept as plain tuples so the committed JSON stays small.
 */

/**
 * Field kinds, one letter each:
 * A alphanumeric text · N numeric (an integer, up to 15 digits) · Z numeric with more digits than
 * a double holds exactly (kept as a digit string) · F "Fliesskomma" (implied decimals) · D date
 * (TTMMJJJJ, MMJJJJ or JJJJ) · V sign byte of the amount directly before it.
 */
export type FeldArt = 'A' | 'N' | 'Z' | 'F' | 'D' | 'V';

/**
 * One field: technical name, 1-based byte position, length in bytes, kind, and for F the number
 * of implied decimals, for V the technical name of the amount it signs.
 */
export type LayoutFeld =
  | [name: string, position: number, laenge: number, art: 'A' | 'N' | 'Z' | 'D']
  | [name: string, position: number, laenge: number, art: 'F', nachkommastellen: number]
  | [name: string, position: number, laenge: number, art: 'V', betrag: string];

/** One part record (Teildatensatz): its number, where that number stands in the line, its fields. */
export interface LayoutTeil {
  nr: number;
  /** 1-based byte position of the part-record number; null when the layout gives none. */
  nrPosition: number | null;
  felder: LayoutFeld[];
}

/**
 * A record-type variant as the GDV description defines it: Satzart, for line-of-business specific
 * types the Sparte, and where one Sparte has several layouts a one-byte distinguishing mark
 * (Wagnisart for life insurance, Art for Bausparen, the tariff sequence for health insurance).
 */
export interface LayoutTyp {
  /** Record type key, e.g. "0200", "0220.030", "0220.010.13.1", "0220.580.2". */
  schluessel: string;
  satzart: string;
  sparte: string | null;
  /** The distinguishing byte: 1-based position and the characters it may hold. */
  merkmal: { position: number; feld: string; werte: string } | null;
  /** Where the description keys the type by a part-record number too (life insurance 6…9). */
  satzNr: string | null;
  version: string;
  teile: LayoutTeil[];
}

/** A version field of the Vorsatz: which part, where, and which record types it speaks for. */
export interface VorsatzVersion {
  teil: number;
  position: number;
  /** Record-type family: "0100", "0210.050", or null for version fields of other items. */
  familie: string | null;
  name: string;
}

export interface LayoutRelease {
  /** e.g. "VUVM2023" */
  release: string;
  /** Date the GDV published it ("Stand"), as in the description. */
  stand: string;
  /** Readable field names by technical name (for interface definitions and messages). */
  namen: Record<string, string>;
  vorsatzVersionen: VorsatzVersion[];
  typen: LayoutTyp[];
}
