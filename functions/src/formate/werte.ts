/**
 * Typed values from delivered text, shared by every format (GDV records, user-defined
 * interfaces, CSV and XML fields). Each function returns the value, `null` for "not given"
 * (blank, or the all-zero filler insurers write), or a Fehler with a readable German reason —
 * never throws, so a bad value marks its line and the rest of the file reads on.
 */

export interface Fehler {
  fehler: string;
}
export type Ergebnis<T> = T | null | Fehler;

export const istFehler = (wert: unknown): wert is Fehler =>
  typeof wert === 'object' && wert !== null && 'fehler' in wert;

const NUR_ZIFFERN = /^\d+$/;
const leer = (text: string) => text.trim() === '';

/**
 * GDV date TTMMJJJJ (also TTMMJJ is not used by GDV; MMJJJJ and JJJJ occur in shorter fields).
 * Unknown day or month are written as 00: the result is a reduced-precision ISO 8601 date
 * (`2004-07` when the day is unknown, `2004` when the month is unknown too).
 */
export function gdvDatum(text: string): Ergebnis<string> {
  const t = text.trim();
  if (t === '' || /^0+$/.test(t)) return null;
  if (!NUR_ZIFFERN.test(t)) return { fehler: `Ungültiges Datum „${text}“` };
  let tag = '00';
  let monat = '00';
  let jahr: string;
  if (t.length === 8) [tag, monat, jahr] = [t.slice(0, 2), t.slice(2, 4), t.slice(4)];
  else if (t.length === 6) [monat, jahr] = [t.slice(0, 2), t.slice(2)];
  else if (t.length === 4) jahr = t;
  else return { fehler: `Ungültiges Datum „${text}“` };
  const m = Number(monat);
  const d = Number(tag);
  if (m > 12 || d > 31 || (m === 0 && d !== 0)) return { fehler: `Ungültiges Datum „${text}“` };
  if (m === 0) return jahr;
  if (d === 0) return `${jahr}-${monat}`;
  const kalender = new Date(Date.UTC(Number(jahr), m - 1, d));
  if (kalender.getUTCMonth() !== m - 1) return { fehler: `Ungültiges Datum „${text}“` };
  return `${jahr}-${monat}-${tag}`;
}

/**
 * A numeric field with implied decimals ("Fliesskomma" in the GDV layouts: 000001234567 with
 * two decimals is 12345.67). A trailing + or - inside the field is a sign, as some insurers
 * write it; blanks are "not given".
 */
export function impliziteDezimalzahl(text: string, nachkommastellen: number): Ergebnis<number> {
  let t = text.trim();
  if (t === '') return null;
  let vorzeichen = 1;
  const letztes = t[t.length - 1];
  if (letztes === '-' || letztes === '+') {
    vorzeichen = letztes === '-' ? -1 : 1;
    t = t.slice(0, -1).trim();
  } else if (t[0] === '-' || t[0] === '+') {
    vorzeichen = t[0] === '-' ? -1 : 1;
    t = t.slice(1).trim();
  }
  if (!NUR_ZIFFERN.test(t)) return { fehler: `Keine Zahl: „${text}“` };
  const ganz = Number(t);
  const wert = nachkommastellen > 0 ? ganz / 10 ** nachkommastellen : ganz;
  return vorzeichen * wert;
}

/** A GDV sign byte ("Vorzeichen": + or -, blank meaning +) applied to an amount. */
export function mitVorzeichen(betrag: number | null, vorzeichen: string): Ergebnis<number> {
  if (betrag === null) return null;
  const v = vorzeichen.trim();
  if (v === '' || v === '+') return betrag;
  if (v === '-') return -betrag;
  return { fehler: `Ungültiges Vorzeichen „${vorzeichen}“` };
}

/** A German decimal as commission lists write it: "1.234,56", "-12,5", "12,50-", "1234". */
export function deutscheDezimalzahl(text: string): Ergebnis<number> {
  let t = text.trim().replace(/\s/g, '');
  if (t === '') return null;
  let vorzeichen = 1;
  if (t.endsWith('-')) {
    vorzeichen = -1;
    t = t.slice(0, -1);
  } else if (t.startsWith('-')) {
    vorzeichen = -1;
    t = t.slice(1);
  } else if (t.startsWith('+')) {
    t = t.slice(1);
  }
  if (!/^\d{1,3}(\.\d{3})*(,\d+)?$|^\d+(,\d+)?$/.test(t)) return { fehler: `Keine Dezimalzahl: „${text}“` };
  return vorzeichen * Number(t.replace(/\./g, '').replace(',', '.'));
}

/** A German date as lists write it: TT.MM.JJJJ (also T.M.JJJJ). */
export function deutschesDatum(text: string): Ergebnis<string> {
  const t = text.trim();
  if (t === '') return null;
  const teile = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(t);
  if (!teile) return { fehler: `Ungültiges Datum „${text}“` };
  return gdvDatum(`${teile[1]!.padStart(2, '0')}${teile[2]!.padStart(2, '0')}${teile[3]}`);
}

/** Alphanumeric GDV fields are blank-padded on the right (numbers are zero-padded on the left). */
export function text(wert: string): string | null {
  return leer(wert) ? null : wert.trim();
}

/**
 * A whole number with optional sign ("42", "-7", "0001", GDV's trailing "12-"). Larger than
 * 2^53 is refused: such "numbers" are identifiers and belong in a text field.
 */
export function ganzeZahl(text: string): Ergebnis<number> {
  const wert = impliziteDezimalzahl(text, 0);
  if (typeof wert === 'number' && !Number.isSafeInteger(wert))
    return { fehler: `Zahl zu groß: „${text.trim()}“` };
  return wert;
}

/**
 * A decimal as XML (xs:decimal) and machine exports write it: "1234.56", "-0.5", "+12", ".5".
 * No thousands separators — a comma is refused rather than guessed.
 */
export function punktDezimalzahl(text: string): Ergebnis<number> {
  const t = text.trim();
  if (t === '') return null;
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return { fehler: `Keine Dezimalzahl: „${text}“` };
  return Number(t);
}

/**
 * An ISO 8601 calendar date as XML writes it (xs:date "2024-01-31", also with a time zone
 * "2024-01-31+01:00" or as xs:dateTime "2024-01-31T10:15:00Z"): the date part. Unlike GDV,
 * 00 for an unknown day or month is not allowed here.
 */
export function isoDatum(text: string): Ergebnis<string> {
  const t = text.trim();
  if (t === '') return null;
  const teile = /^(\d{4})-(\d{2})-(\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:\d{2})?$/.exec(t);
  if (!teile || teile[2] === '00' || teile[3] === '00') return { fehler: `Ungültiges Datum „${text}“` };
  const datum = gdvDatum(`${teile[3]}${teile[2]}${teile[1]}`);
  return istFehler(datum) ? { fehler: `Ungültiges Datum „${text}“` } : datum;
}

/*
 * Byte-level twins of text, impliziteDezimalzahl, gdvDatum and mitVorzeichen for fixed-position
 * records (GDV): they read a byte range of an ISO-8859-1 line in place, so the hot path of a
 * 10⁶-line file builds no substring for blank fields, numbers or signs. Each gives exactly what
 * its string twin gives for the same bytes decoded as ISO-8859-1 (tested side by side); a string
 * is only built for a result or an error message.
 */

/** Characters String.prototype.trim removes, as far as ISO-8859-1 has them. */
const istLeerByte = (b: number) => b === 0x20 || (b >= 0x09 && b <= 0x0d) || b === 0xa0;
/** Node's own ISO-8859-1 slice (what toString('latin1', …) calls, without its argument checks). */
type Latin1Buffer = Buffer & { latin1Slice(von: number, bis: number): string };
const latin1 = (bytes: Buffer, von: number, bis: number) => (bytes as Latin1Buffer).latin1Slice(von, bis);

/** First byte at or after `von` that is not blank (`bis` if none). */
export function ersterNichtLeer(bytes: Buffer, von: number, bis: number): number {
  while (von < bis && istLeerByte(bytes[von]!)) von++;
  return von;
}
/** One past the last byte before `bis` that is not blank (`von` if none). */
export function letzterNichtLeer(bytes: Buffer, von: number, bis: number): number {
  while (bis > von && istLeerByte(bytes[bis - 1]!)) bis--;
  return bis;
}

/** One-character texts (codes like Zahlungsweise "1") are taken from here, not built. */
const EIN_ZEICHEN = Array.from({ length: 256 }, (_, i) => String.fromCharCode(i));

/**
 * bytes[a, b) as ISO-8859-1 text. Short texts (codes, VU numbers) are built in JavaScript: a
 * call into Node's native slice costs more than the few characters themselves.
 */
function kurzText(bytes: Buffer, a: number, b: number): string {
  switch (b - a) {
    case 1:
      return EIN_ZEICHEN[bytes[a]!]!;
    case 2:
      return String.fromCharCode(bytes[a]!, bytes[a + 1]!);
    case 3:
      return String.fromCharCode(bytes[a]!, bytes[a + 1]!, bytes[a + 2]!);
    case 4:
      return String.fromCharCode(bytes[a]!, bytes[a + 1]!, bytes[a + 2]!, bytes[a + 3]!);
    case 5:
      return String.fromCharCode(bytes[a]!, bytes[a + 1]!, bytes[a + 2]!, bytes[a + 3]!, bytes[a + 4]!);
    case 6:
      return String.fromCharCode(
        bytes[a]!,
        bytes[a + 1]!,
        bytes[a + 2]!,
        bytes[a + 3]!,
        bytes[a + 4]!,
        bytes[a + 5]!,
      );
    default:
      return latin1(bytes, a, b);
  }
}

/** text() of bytes[von, bis) read as ISO-8859-1. */
export function textAusBytes(bytes: Buffer, von: number, bis: number): string | null {
  const a = ersterNichtLeer(bytes, von, bis);
  if (a === bis) return null;
  return kurzText(bytes, a, letzterNichtLeer(bytes, a, bis));
}

/** Up to 15 digits are exact as a double, so summing them gives what Number() gives. */
const GENAUE_ZIFFERN = 15;
/** 10 ** n, exact as a double for these n. */
const ZEHNERPOTENZ = Array.from({ length: 23 }, (_, n) => 10 ** n);

/** impliziteDezimalzahl() of bytes[von, bis) read as ISO-8859-1. */
export function impliziteDezimalzahlAusBytes(
  bytes: Buffer,
  von: number,
  bis: number,
  nachkommastellen: number,
): Ergebnis<number> {
  // Most amounts are written in full, zero-filled: digits only, read in one pass.
  if (bis > von && bis - von <= GENAUE_ZIFFERN) {
    let zahl = 0;
    let i = von;
    for (; i < bis; i++) {
      const z = bytes[i]! - 0x30;
      if (z < 0 || z > 9) break;
      zahl = zahl * 10 + z;
    }
    if (i === bis)
      return nachkommastellen > 0 ? zahl / (ZEHNERPOTENZ[nachkommastellen] ?? 10 ** nachkommastellen) : zahl;
  }
  let a = ersterNichtLeer(bytes, von, bis);
  if (a === bis) return null;
  let b = letzterNichtLeer(bytes, a, bis);
  let vorzeichen = 1;
  const letztes = bytes[b - 1]!;
  if (letztes === 0x2d || letztes === 0x2b) {
    vorzeichen = letztes === 0x2d ? -1 : 1;
    b = letzterNichtLeer(bytes, a, b - 1);
  } else {
    const erstes = bytes[a]!;
    if (erstes === 0x2d || erstes === 0x2b) {
      vorzeichen = erstes === 0x2d ? -1 : 1;
      a = ersterNichtLeer(bytes, a + 1, b);
    }
  }
  if (a === b) return { fehler: `Keine Zahl: „${latin1(bytes, von, bis)}“` };
  let ganz = 0;
  for (let i = a; i < b; i++) {
    const z = bytes[i]! - 0x30;
    if (z < 0 || z > 9) return { fehler: `Keine Zahl: „${latin1(bytes, von, bis)}“` };
    ganz = ganz * 10 + z;
  }
  if (b - a > GENAUE_ZIFFERN) ganz = Number(latin1(bytes, a, b));
  const wert =
    nachkommastellen > 0 ? ganz / (ZEHNERPOTENZ[nachkommastellen] ?? 10 ** nachkommastellen) : ganz;
  return vorzeichen * wert;
}

/** mitVorzeichen() with the sign given as its byte. */
export function mitVorzeichenByte(betrag: number | null, vorzeichen: number): Ergebnis<number> {
  if (betrag === null) return null;
  if (istLeerByte(vorzeichen) || vorzeichen === 0x2b) return betrag;
  if (vorzeichen === 0x2d) return -betrag;
  return { fehler: `Ungültiges Vorzeichen „${String.fromCharCode(vorzeichen)}“` };
}

const ZWEI_ZIFFERN = Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0'));
const TAGE_IM_MONAT = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** gdvDatum() of bytes[von, bis) read as ISO-8859-1. */
export function gdvDatumAusBytes(bytes: Buffer, von: number, bis: number): Ergebnis<string> {
  const a = ersterNichtLeer(bytes, von, bis);
  if (a === bis) return null;
  const b = letzterNichtLeer(bytes, a, bis);
  let nurNullen = true;
  for (let i = a; i < b; i++) {
    const z = bytes[i]! - 0x30;
    if (z < 0 || z > 9) return { fehler: `Ungültiges Datum „${latin1(bytes, von, bis)}“` };
    if (z !== 0) nurNullen = false;
  }
  if (nurNullen) return null;
  const laenge = b - a;
  const zwei = (i: number) => (bytes[i]! - 0x30) * 10 + bytes[i + 1]! - 0x30;
  let tag = 0;
  let monat = 0;
  let j = a;
  if (laenge === 8) {
    tag = zwei(a);
    monat = zwei(a + 2);
    j = a + 4;
  } else if (laenge === 6) {
    monat = zwei(a);
    j = a + 2;
  } else if (laenge !== 4) return { fehler: `Ungültiges Datum „${latin1(bytes, von, bis)}“` };
  if (monat > 12 || tag > 31 || (monat === 0 && tag !== 0))
    return { fehler: `Ungültiges Datum „${latin1(bytes, von, bis)}“` };
  const jahr = ZWEI_ZIFFERN[zwei(j)]! + ZWEI_ZIFFERN[zwei(j + 2)]!;
  if (monat === 0) return jahr;
  if (tag === 0) return `${jahr}-${ZWEI_ZIFFERN[monat]}`;
  // The string twin checks with Date.UTC, which reads the years 0–99 as 1900–1999.
  const j4 = zwei(j) * 100 + zwei(j + 2);
  const kalenderjahr = j4 < 100 ? 1900 + j4 : j4;
  const schalt = (kalenderjahr % 4 === 0 && kalenderjahr % 100 !== 0) || kalenderjahr % 400 === 0;
  const tage = monat === 2 && schalt ? 29 : TAGE_IM_MONAT[monat - 1]!;
  if (tag > tage) return { fehler: `Ungültiges Datum „${latin1(bytes, von, bis)}“` };
  return `${jahr}-${ZWEI_ZIFFERN[monat]}-${ZWEI_ZIFFERN[tag]}`;
}
