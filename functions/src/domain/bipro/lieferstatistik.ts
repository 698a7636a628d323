/**
 * Which of a delivery's file counts a stored file goes into (reference §2.12, §3 "Delivery").
 * Pure. Besides 'Dateien gesamt' (every delivered file) a file counts in at most one of the PDF
 * columns, so the columns never name the same file twice:
 *
 * - 'PDFs bereits vorhanden' (`dbAlreadyExistFiles`): a PDF whose content the access delivered
 *   before — it goes to the archive, not read in again;
 * - 'PDFs eingelesen' (`persistedFiles`): a PDF read into the inbox as a document and assigned;
 * - 'PDFs nicht eingelesen' (`nichtzugeordnetePdfFiles`): a PDF document left unassigned, and
 *   with it one of the reasons why — 'Police mehrfach vorhanden', 'Police nicht gefunden' or
 *   'BiPRO liefert keine Policennummer' — so the reasons add up to that column.
 *
 * Anything else — an XML or image, a GDV, commission or dunning list, a file the archive took
 * (an excluded category, a type not allowed, one that could not be read) — is in none of them:
 * the columns speak of PDFs read in as documents.
 */
import type { BiproZiel } from './biproDatei';
import type { Zuordnungsergebnis } from './zuordnung';

export type PdfSpalte = 'persistedFiles' | 'nichtzugeordnetePdfFiles' | 'dbAlreadyExistFiles';
export type GrundSpalte = 'nonUniquePolices' | 'notFoundPolices' | 'inputUnassigned';
export type Lieferspalte = PdfSpalte | GrundSpalte;

/** Why a document stayed unassigned, as the delivery counts it. */
export type OffenerGrund = 'keinePolicennummer' | 'mehrfach' | 'nichtGefunden';

export interface GezaehlteDatei {
  /** The normalised name (dateiname.ts). */
  dateiname: string;
  ziel: BiproZiel;
  /** The access delivered the same content before (it went to the archive for that). */
  bereitsGeliefert: boolean;
  /** For a document: assigned, or why it was not. */
  zuordnung?: 'zugeordnet' | OffenerGrund;
}

const istPdf = (dateiname: string) => /\.pdf$/i.test(dateiname);

const GRUND_SPALTE: Record<OffenerGrund, GrundSpalte> = {
  keinePolicennummer: 'inputUnassigned',
  mehrfach: 'nonUniquePolices',
  nichtGefunden: 'notFoundPolices',
};

/** The columns the file counts in (besides 'Dateien gesamt'); none for anything but a PDF. */
export function lieferspalten(d: GezaehlteDatei): Lieferspalte[] {
  if (!istPdf(d.dateiname)) return [];
  if (d.bereitsGeliefert) return ['dbAlreadyExistFiles'];
  if (d.ziel !== 'dokument' || d.zuordnung === undefined) return [];
  if (d.zuordnung === 'zugeordnet') return ['persistedFiles'];
  return ['nichtzugeordnetePdfFiles', GRUND_SPALTE[d.zuordnung]];
}

export type Lieferzaehlung = Record<Lieferspalte, number>;

export const leereLieferzaehlung = (): Lieferzaehlung => ({
  persistedFiles: 0,
  nichtzugeordnetePdfFiles: 0,
  dbAlreadyExistFiles: 0,
  nonUniquePolices: 0,
  notFoundPolices: 0,
  inputUnassigned: 0,
});

/** Counts the files into the delivery's columns. */
export function lieferungZaehlen(dateien: Iterable<GezaehlteDatei>): Lieferzaehlung {
  const z = leereLieferzaehlung();
  for (const d of dateien) for (const spalte of lieferspalten(d)) z[spalte]++;
  return z;
}

/**
 * A document's assignment as the delivery counts it: assigned, or why not — the policy number the
 * access's broker holds more than once, none found, none delivered.
 */
export function zuordnungGezaehlt(
  ergebnis: Zuordnungsergebnis,
  policeNr: string | undefined,
  maklernr: string,
): NonNullable<GezaehlteDatei['zuordnung']> {
  if (ergebnis.stand === 2) return 'zugeordnet';
  if (!policeNr) return 'keinePolicennummer';
  return ergebnis.kandidaten.some((k) => k.vertragId !== undefined && k.maklernr === maklernr)
    ? 'mehrfach'
    : 'nichtGefunden';
}
