/**
 * Decoding one GDV line by its part-record layout into typed values, straight from the bytes.
 *
 * Each part record has a generated decoder (layouts/VUVM2023.dekodierer.ts): one function that
 * builds the line's values as an object literal, field by field calling the helpers below with
 * the field's constant offsets. Object literals are created from a fixed shape in one step — an
 * order of magnitude faster than adding 40 properties one by one — and the helpers read each
 * range in place with the byte-level twins of werte.ts, building a string only for a non-blank
 * text or a date. `dekodiere` below is the same decoding driven by the layout data; it is the
 * reference the generated decoders are tested against, and the fallback for a layout without one.
 */
import {
  ersterNichtLeer,
  gdvDatumAusBytes,
  impliziteDezimalzahlAusBytes,
  istFehler,
  letzterNichtLeer,
  mitVorzeichenByte,
  text as textWert,
  textAusBytes,
} from '../werte';
import { cp850Text, nurAscii } from './kodierung';

/** How text fields of the current line are decoded. */
export const TEXT_MODUS = {
  /** ISO-8859-1 (and ASCII, and UTF-8 lines whose characters all lie below U+0100). */
  latin1: 0,
  cp850: 1,
  /** UTF-8 line with characters beyond ISO-8859-1: text comes from the decoded string. */
  breit: 2,
} as const;
export type TextModus = (typeof TEXT_MODUS)[keyof typeof TEXT_MODUS];

/** A value that could not be read: the field's index in its part record and why. */
export interface FeldFehler {
  index: number;
  grund: string;
}

/**
 * The current line: 256 characters at bytes[basis, basis + 256), one byte per character. For a
 * UTF-8 line the characters are first decoded and written back one per byte, so byte offsets are
 * character offsets (the GDV counts characters, not bytes).
 */
export interface Zeilenquelle {
  bytes: Buffer;
  basis: number;
  modus: TextModus;
  /** The decoded line, for TEXT_MODUS.breit. */
  breit: string;
  /** Values of the current line that could not be read. */
  fehler: FeldFehler[];
}

/** A part record's decoder: the line's typed values by technical field name. */
export type Dekodierer = (q: Zeilenquelle) => Record<string, unknown>;

type Wert<T> = T | null | { fehler: string };
function gelesen<T>(q: Zeilenquelle, wert: Wert<T>, index: number): T | null {
  if (wert !== null && typeof wert === 'object' && istFehler(wert)) {
    q.fehler.push({ index, grund: wert.fehler });
    return null;
  }
  return wert;
}

/* The helpers: offsets 0-based within the line, `bis` exclusive; `i` the field's index. */

/** Alphanumeric: trimmed text, blank → null. */
export function text(q: Zeilenquelle, von: number, bis: number): string | null {
  const a = q.basis + von;
  const b = q.basis + bis;
  if (q.modus === TEXT_MODUS.latin1) return textAusBytes(q.bytes, a, b);
  if (q.modus === TEXT_MODUS.cp850)
    return nurAscii(q.bytes, a, b) ? textAusBytes(q.bytes, a, b) : textWert(cp850Text(q.bytes, a, b));
  return textWert(q.breit.slice(von, bis));
}

/** Numeric (up to 15 digits): an integer. */
export function zahl(q: Zeilenquelle, von: number, bis: number, i: number): number | null {
  return gelesen(q, impliziteDezimalzahlAusBytes(q.bytes, q.basis + von, q.basis + bis, 0), i);
}

/** Numeric with more digits than a double holds: the digits as written. */
export function ziffern(q: Zeilenquelle, von: number, bis: number, i: number): string | null {
  const bytes = q.bytes;
  const a = ersterNichtLeer(bytes, q.basis + von, q.basis + bis);
  if (a === q.basis + bis) return null;
  const b = letzterNichtLeer(bytes, a, q.basis + bis);
  for (let k = a; k < b; k++) {
    const z = bytes[k]!;
    if (z < 0x30 || z > 0x39) {
      const roh = bytes.toString('latin1', q.basis + von, q.basis + bis);
      return gelesen<string>(q, { fehler: `Keine Ziffernfolge: „${roh}“` }, i);
    }
  }
  return bytes.toString('latin1', a, b);
}

/** Fliesskomma: implied decimals (a trailing or leading sign inside the field is honoured). */
export function dezimal(
  q: Zeilenquelle,
  von: number,
  bis: number,
  nachkommastellen: number,
  i: number,
): number | null {
  return gelesen(q, impliziteDezimalzahlAusBytes(q.bytes, q.basis + von, q.basis + bis, nachkommastellen), i);
}

/** An amount with a sign byte (offset `vorzeichen`) after it. */
export function betrag(
  q: Zeilenquelle,
  von: number,
  bis: number,
  nachkommastellen: number,
  vorzeichen: number,
  i: number,
): number | null {
  const wert = impliziteDezimalzahlAusBytes(q.bytes, q.basis + von, q.basis + bis, nachkommastellen);
  if (typeof wert !== 'number') return gelesen<number>(q, wert, i);
  return gelesen(q, mitVorzeichenByte(wert, q.bytes[q.basis + vorzeichen]!), i);
}

/** Date TTMMJJJJ (MMJJJJ, JJJJ): ISO, reduced where day or month is 00. */
export function datum(q: Zeilenquelle, von: number, bis: number, i: number): string | null {
  return gelesen(q, gdvDatumAusBytes(q.bytes, q.basis + von, q.basis + bis), i);
}

/** The layout data a decoder is made from (see layout.ts TeilLayout). */
export interface DekodierLayout {
  namen: string[];
  von: Int32Array;
  bis: Int32Array;
  art: Uint8Array;
  nachkommastellen: Uint8Array;
  vorzeichen: Int32Array;
}

/** Field kinds of the compiled layout (see FeldArt in layouts/typen.ts). */
export const FELD = { text: 0, zahl: 1, ziffern: 2, dezimal: 3, datum: 4, vorzeichen: 5 } as const;

/** The decoding driven by the layout data: reference for the generated decoders, and fallback. */
export function dekodiere(layout: DekodierLayout, q: Zeilenquelle): Record<string, unknown> {
  const felder: Record<string, unknown> = {};
  const { namen, von, bis, art, nachkommastellen, vorzeichen } = layout;
  for (let i = 0; i < namen.length; i++) {
    const a = von[i]!;
    const b = bis[i]!;
    let wert: unknown;
    switch (art[i]) {
      case FELD.zahl:
        wert = zahl(q, a, b, i);
        break;
      case FELD.ziffern:
        wert = ziffern(q, a, b, i);
        break;
      case FELD.dezimal:
        wert =
          vorzeichen[i]! >= 0
            ? betrag(q, a, b, nachkommastellen[i]!, vorzeichen[i]!, i)
            : dezimal(q, a, b, nachkommastellen[i]!, i);
        break;
      case FELD.datum:
        wert = datum(q, a, b, i);
        break;
      default:
        wert = text(q, a, b);
    }
    felder[namen[i]!] = wert;
  }
  return felder;
}
