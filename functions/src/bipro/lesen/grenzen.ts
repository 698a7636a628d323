/**
 * The limits of the answer reader (bipro/README.md "Limits") and what a caller may set of them.
 */
import type { ZipGrenzen } from './zip';

/** The answer's bytes are handed to the parsers in pieces of this size: what one piece can inflate to is bounded. */
export const STUECK_BYTES = 16 * 1024;
/** More elements than this kept of the XML (outside the files' data) are refused. */
export const HOECHSTE_ELEMENTE = 100_000;
/** More characters than this kept of the XML's text (outside the files' data) are refused. */
export const HOECHSTE_TEXTZEICHEN = 8 * 1024 * 1024;
/** More files than this in one answer (ZIP entries each one) are refused. */
export const HOECHSTE_DATEIEN = 100_000;
/** More MTOM parts than this before the root part (each kept in a temporary file) are refused. */
export const HOECHSTE_TEILE_VOR_WURZEL = 1_000;
/**
 * Entries of a ZIP unpacked before its `Komprimierungstyp` has come whose sinks are held open
 * (a sink may hold its last few MB until it is completed); past that the archive is unpacked
 * from its temporary file once the `Datei` ends.
 */
export const VORLAEUFIG_HOECHSTE_EINTRAEGE = 4;

/** More bytes than this decoded and unpacked into the files of one shipment are refused. */
export const LIEFERUNG_HOECHSTE_BYTES = 2 * 1024 ** 3;
/** More bytes than this decoded and unpacked into the files of one answer (all its shipments) are refused. */
export const ANTWORT_HOECHSTE_BYTES = 2 * 1024 ** 3;

/** The bytes an answer's files may come to, in all and per shipment. */
export interface Budget {
  antwort: number;
  lieferung: number;
}

export interface LeseOptionen {
  zipGrenzen?: ZipGrenzen;
  /** `ANTWORT_HOECHSTE_BYTES` and `LIEFERUNG_HOECHSTE_BYTES` when absent. */
  budget?: Budget;
  /** Where the temporary files go (os.tmpdir() when absent). */
  verzeichnis?: string;
  /** Longest text node or tag outside the files' data. */
  hoechsteZeichen?: number;
}
