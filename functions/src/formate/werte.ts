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
