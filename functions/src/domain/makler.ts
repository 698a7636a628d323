/**
 * Which broker a file and each of its lines belong to (see README.md, "Which broker a file
 * belongs to"):
 *
 * 1. A file uploaded by a broker's user belongs to that broker (the token's maklernr). A line
 *    whose intermediary number names another broker is wrongly assigned (-4) — unless that
 *    broker is in the uploader's structure, then the line is that broker's.
 * 2. A file uploaded by an internal user or dropped into the bucket has no broker: each line's
 *    intermediary number (GDV "GeschaeftsstelleVermittler", commission CSV "Vermittlernummer")
 *    is looked up in the brokers' intermediary numbers per company (entity `vermittlernummer`).
 * 3. Where neither gives a broker, the line is evaluated against the company's whole book: an
 *    existing contract is found by its policy number and brings its broker; a line that would
 *    create a contract cannot (-5, the broker is required extra data).
 */
import type { Benutzer } from '@lieferdesk/shared';
import { istIntern } from '@lieferdesk/shared';
import { normalisiereKennung } from './kennung';

/** What the evaluation knows about the brokers of a file. */
export interface MaklerRahmen {
  /** The uploading broker; undefined for internal users and file drops. */
  dateiMakler?: string;
  /** Brokers the uploader may deliver for (his structure), besides himself. */
  struktur?: ReadonlySet<string>;
  /** Intermediary numbers: vermittlerSchluessel(gesellschaftId, nummer) → maklernr. */
  vermittler: ReadonlyMap<string, string>;
}

export const vermittlerSchluessel = (gesellschaftId: number, nummer: string): string =>
  `${gesellschaftId}#${normalisiereKennung(nummer) ?? ''}`;

/** Rule 1/2: the broker of a file from its uploader. */
export function maklerDesHochladenden(benutzer: Benutzer | undefined): {
  dateiMakler?: string;
  struktur?: ReadonlySet<string>;
} {
  if (!benutzer || istIntern(benutzer) || !benutzer.maklernr) return {};
  return { dateiMakler: benutzer.maklernr, struktur: new Set(benutzer.struktur) };
}

export type MaklerDerZeile =
  /** The line's broker; undefined: whole book (rule 3). */
  | { maklernr: string | undefined }
  /** The intermediary number names a broker the uploader may not deliver for (-4). */
  | { fremd: string };

/** Rules 1–3 for one line of company `gesellschaftId` with intermediary number `vermittlernummer`. */
export function maklerDerZeile(
  rahmen: MaklerRahmen,
  gesellschaftId: number,
  vermittlernummer: string | null | undefined,
): MaklerDerZeile {
  const zeilenMakler = vermittlernummer
    ? rahmen.vermittler.get(vermittlerSchluessel(gesellschaftId, vermittlernummer))
    : undefined;
  if (!rahmen.dateiMakler) return { maklernr: zeilenMakler };
  if (!zeilenMakler || zeilenMakler === rahmen.dateiMakler) return { maklernr: rahmen.dateiMakler };
  if (rahmen.struktur?.has(zeilenMakler)) return { maklernr: zeilenMakler };
  return { fremd: vermittlernummer! };
}
