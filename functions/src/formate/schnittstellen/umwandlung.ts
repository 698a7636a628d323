/**
 * The `conversion` of an interface field: a chain of steps separated by `|`, applied left to
 * right to the text the field extracted. The syntax is documented in README.md beside this file;
 * the decoding itself lives in `../werte` so every format decodes values the same way.
 *
 * A conversion is translated once per file (an unknown step is a definition error, not a line
 * error); applying it never throws — a bad value is a `Fehler` that marks the line -1.
 */
import {
  deutscheDezimalzahl,
  deutschesDatum,
  type Fehler,
  ganzeZahl,
  gdvDatum,
  impliziteDezimalzahl,
  isoDatum,
  istFehler,
  punktDezimalzahl,
  text,
} from '../werte';

export type Wert = string | number | null;
type Schritt = (wert: Wert) => Wert | Fehler;

export interface Umwandlung {
  /** The conversion as written in the definition. */
  quelle: string;
  anwenden(roh: string): Wert | Fehler;
}

/** Steps that turn text into a typed value; they accept only text (or nothing). */
const PARSER: Record<string, (t: string) => Wert | Fehler> = {
  ganzzahl: ganzeZahl,
  'gdv:numerisch': ganzeZahl,
  'dezimal:de': deutscheDezimalzahl,
  'dezimal:punkt': punktDezimalzahl,
  'datum:tt.mm.jjjj': deutschesDatum,
  'datum:iso': isoDatum,
  'gdv:datum': gdvDatum,
  // A full date of exactly eight digits; GDV's reduced "00" day/month stay allowed.
  'datum:ttmmjjjj': (t) =>
    /^\d{8}$/.test(t.trim()) ? gdvDatum(t) : t.trim() === '' ? null : ungueltigesDatum(t),
  'datum:jjjjmmtt': (t) => {
    const s = t.trim();
    if (s === '') return null;
    if (!/^\d{8}$/.test(s)) return ungueltigesDatum(t);
    const datum = gdvDatum(`${s.slice(6)}${s.slice(4, 6)}${s.slice(0, 4)}`);
    return istFehler(datum) ? ungueltigesDatum(t) : datum;
  },
};

const ungueltigesDatum = (t: string): Fehler => ({ fehler: `Ungültiges Datum „${t}“` });

/** Steps on any value. */
const NUR_TEXT = (w: Wert): Wert => (w === null ? null : text(String(w)));
const EINFACH: Record<string, Schritt> = {
  text: NUR_TEXT,
  trim: NUR_TEXT,
  'gdv:text': NUR_TEXT,
  'gdv:alphanumerisch': NUR_TEXT,
  gross: (w) => (typeof w === 'string' ? w.toUpperCase() : w),
  klein: (w) => (typeof w === 'string' ? w.toLowerCase() : w),
  pflicht: (w) => (w === null ? { fehler: 'Pflichtfeld ist leer' } : w),
};

function alsParser(name: string, parser: (t: string) => Wert | Fehler): Schritt {
  return (w) => {
    if (w === null) return null;
    if (typeof w !== 'string') return { fehler: `„${name}“ erwartet Text, nicht die Zahl ${w}` };
    return parser(w);
  };
}

/** Splits at `trenner` outside backslash escapes; the escapes stay in the parts. */
function teile(text: string, trenner: string): string[] {
  const ergebnis: string[] = [];
  let aktuell = '';
  for (let i = 0; i < text.length; i++) {
    const z = text[i]!;
    if (z === '\\' && i + 1 < text.length) {
      aktuell += z + text[i + 1];
      i++;
    } else if (z === trenner) {
      ergebnis.push(aktuell);
      aktuell = '';
    } else aktuell += z;
  }
  ergebnis.push(aktuell);
  return ergebnis;
}

const entschluesseln = (text: string): string => text.replace(/\\(.)/g, '$1');

/** `map:A=aktiv;S=storniert;*=unbekannt` — without `*`, an unlisted value is an error. */
function zuordnung(argument: string): Schritt | { fehler: string } {
  const tabelle = new Map<string, string>();
  let sonst: string | undefined;
  for (const eintrag of teile(argument, ';')) {
    if (eintrag.trim() === '') continue;
    const [schluessel, ...rest] = teile(eintrag, '=');
    if (rest.length === 0) return { fehler: `Zuordnung „${eintrag}“ ohne „=“` };
    const von = entschluesseln(schluessel!).trim();
    const nach = entschluesseln(rest.join('=')).trim();
    if (von === '*') sonst = nach;
    else tabelle.set(von, nach);
  }
  if (tabelle.size === 0 && sonst === undefined) return { fehler: 'Leere Zuordnung „map:“' };
  return (w) => {
    if (w === null) return null;
    const gefunden = tabelle.get(String(w));
    if (gefunden !== undefined) return gefunden;
    if (sonst !== undefined) return sonst;
    return { fehler: `Wert „${w}“ ist in der Zuordnung nicht vorgesehen` };
  };
}

function schritt(quelle: string, erster: boolean): Schritt | 'roh' | { fehler: string } {
  const roh = quelle.trim();
  const name = roh.toLowerCase();
  if (name === 'roh') return erster ? 'roh' : { fehler: '„roh“ ist nur als erster Schritt möglich' };
  const einfach = Object.hasOwn(EINFACH, name) ? EINFACH[name] : undefined;
  if (einfach) return einfach;
  const parser = Object.hasOwn(PARSER, name) ? PARSER[name] : undefined;
  if (parser) return alsParser(roh, parser);
  const stellen = /^(?:gdv:)?dezimal:(\d)$/.exec(name);
  if (stellen) {
    const n = Number(stellen[1]);
    return alsParser(roh, (t) => impliziteDezimalzahl(t, n));
  }
  if (name.startsWith('map:')) return zuordnung(roh.slice(4));
  if (name.startsWith('standard:')) {
    const vorgabe = entschluesseln(roh.slice('standard:'.length));
    return (w) => (w === null ? vorgabe : w);
  }
  return { fehler: `Unbekannte Umwandlung „${roh}“` };
}

/**
 * Translates a conversion. Without one (or empty), the value is the trimmed text, blank meaning
 * "not given" — the GDV convention, and what CSV and XML fields mean by an empty value too.
 */
export function uebersetzeUmwandlung(quelle: string | undefined): Umwandlung | { fehler: string } {
  const text = quelle?.trim() ?? '';
  const schritte: Schritt[] = [];
  let rohBehalten = false;
  const stuecke = text === '' ? [] : teile(text, '|');
  for (const [i, stueck] of stuecke.entries()) {
    if (stueck.trim() === '') return { fehler: `Leerer Schritt in der Umwandlung „${text}“` };
    const s = schritt(stueck, i === 0);
    if (s === 'roh') rohBehalten = true;
    else if (typeof s === 'function') schritte.push(s);
    else return s;
  }
  return {
    quelle: text,
    anwenden(roh: string): Wert | Fehler {
      let wert: Wert = rohBehalten ? roh : NUR_TEXT(roh);
      for (const s of schritte) {
        const naechster = s(wert);
        if (istFehler(naechster)) return naechster;
        wert = naechster;
      }
      return wert;
    },
  };
}
