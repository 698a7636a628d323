/**
 * Check expressions (`checkStatement`, `preFileCheckStatement`, the selection of a
 * sub-interface) in jexl: a small expression language that is parsed into a syntax tree and
 * interpreted — no `eval`, no `Function`, no access to anything but the data handed in.
 *
 * jexl has no method calls, so string work is offered as transforms (`zeile|teil(1,4)`); the
 * list is in README.md. Hardening on top of jexl's own sandbox:
 * - expressions longer than AUSDRUCK_HOECHSTLAENGE are refused;
 * - after parsing, the tree is checked: only our transforms, no jexl functions, and no names
 *   like `constructor` or `__proto__` (as identifiers or as `x["…"]`);
 * - the context is built from plain values only (text, numbers, booleans, null) in objects
 *   without prototype;
 * - `x[…]` reads own properties only: a name computed at run time (`zeile["constr"+"uctor"]`)
 *   escapes the check of the tree, so the member access itself cannot reach a prototype;
 * - a result that is a function or an object counts as an error.
 */
import jexlPaket from 'jexl';
import { deutscheDezimalzahl, istFehler, punktDezimalzahl } from '../werte';

// jexl is CommonJS: its class sits on the default export.
const { Jexl } = jexlPaket;

export const AUSDRUCK_HOECHSTLAENGE = 2000;

type Einfach = string | number | boolean | null;
/** What an expression may see: plain values, one level of named groups (`felder`, `roh`). */
export type Kontext = Record<string, Einfach | Record<string, Einfach> | undefined>;

const alsText = (w: unknown): string => (w === null || w === undefined ? '' : String(w));

/** "1.234,56" (German, as lists write it) first, then "1234.56"; not a number → null. */
function zahl(w: unknown): number | null {
  if (typeof w === 'number') return w;
  if (typeof w === 'boolean' || w === null || w === undefined) return null;
  const deutsch = deutscheDezimalzahl(String(w));
  if (typeof deutsch === 'number') return deutsch;
  const punkt = punktDezimalzahl(String(w));
  return typeof punkt === 'number' && !istFehler(punkt) ? punkt : null;
}

function ganz(w: unknown, wofuer: string): number {
  if (typeof w !== 'number' || !Number.isInteger(w) || w < 0)
    throw new Error(`${wofuer} muss eine ganze Zahl ≥ 0 sein, nicht „${alsText(w)}“`);
  return w;
}

/** The transforms: `wert|name(argumente)`. Each documented in README.md. */
const TRANSFORMS: Record<string, (wert: unknown, ...argumente: unknown[]) => Einfach> = {
  /** Part of the text, 1-based like GDV positions: `zeile|teil(1,4)`; without length: to the end. */
  teil: (w, von, laenge) => {
    const start = ganz(von, 'teil: Anfang');
    if (start < 1) throw new Error('teil: Anfang zählt ab 1');
    const t = alsText(w);
    return laenge === undefined
      ? t.slice(start - 1)
      : t.slice(start - 1, start - 1 + ganz(laenge, 'teil: Länge'));
  },
  trim: (w) => alsText(w).trim(),
  leer: (w) => w === null || w === undefined || alsText(w).trim() === '',
  zahl: (w) => zahl(w),
  laenge: (w) => alsText(w).length,
  text: (w) => alsText(w),
  gross: (w) => alsText(w).toUpperCase(),
  klein: (w) => alsText(w).toLowerCase(),
  beginntMit: (w, s) => alsText(w).startsWith(alsText(s)),
  endetMit: (w, s) => alsText(w).endsWith(alsText(s)),
  enthaelt: (w, s) => alsText(w).includes(alsText(s)),
};

/**
 * `subjekt[schluessel]` as jexl reads it (a boolean keeps or drops the subject), but only an own
 * property: of a text its characters and length, of a context group its values.
 */
function eigeneEigenschaft(subjekt: unknown, schluessel: unknown): unknown {
  if (typeof schluessel === 'boolean') return schluessel ? subjekt : undefined;
  if (subjekt === null || subjekt === undefined)
    throw new TypeError(`Cannot read properties of ${String(subjekt)} (reading '${String(schluessel)}')`);
  const objekt = Object(subjekt) as Record<PropertyKey, unknown>;
  const name = schluessel as PropertyKey;
  return Object.hasOwn(objekt, name) ? objekt[name] : undefined;
}

/** Not in TRANSFORMS: an expression that names it is refused like any unknown transform. */
const EIGENE_EIGENSCHAFT = 'eigeneEigenschaft';

const jexl = new Jexl();
for (const [name, f] of Object.entries(TRANSFORMS)) jexl.addTransform(name, f);
jexl.addTransform(EIGENE_EIGENSCHAFT, eigeneEigenschaft);

/**
 * Names an expression must not use: everything JS objects and functions inherit, and the classic
 * escapes — except `length` and `name`, which are plain data and common field names.
 */
const VERBOTEN = new Set<string>(
  [
    ...Object.getOwnPropertyNames(Object.prototype),
    ...Object.getOwnPropertyNames(Function.prototype),
    'prototype',
    'constructor',
    '__proto__',
  ].filter((n) => n !== 'length' && n !== 'name'),
);

interface Knoten {
  type: string;
  [feld: string]: unknown;
}

/** Walks the parsed tree; returns the first reason to refuse it, and the free names it reads. */
function pruefeBaum(wurzel: Knoten, namen: Set<string>): string | undefined {
  const offen: unknown[] = [wurzel];
  while (offen.length > 0) {
    const k = offen.pop();
    if (Array.isArray(k)) {
      offen.push(...k);
      continue;
    }
    if (typeof k !== 'object' || k === null || !('type' in k)) {
      if (typeof k === 'object' && k !== null) offen.push(...Object.values(k));
      continue;
    }
    const knoten = k as Knoten;
    if (knoten.type === 'FunctionCall') {
      const name = String(knoten.name);
      if (knoten.pool !== 'transforms')
        return `Funktionsaufrufe gibt es nicht, nur Transformationen wie „|teil(1,4)“ (${name})`;
      if (!Object.hasOwn(TRANSFORMS, name)) return `Unbekannte Transformation „${name}“`;
    }
    if (knoten.type === 'Identifier') {
      const name = String(knoten.value);
      if (VERBOTEN.has(name)) return `Der Name „${name}“ ist nicht erlaubt`;
      if (!knoten.from && !knoten.relative) namen.add(name);
    }
    if (knoten.type === 'FilterExpression') {
      const ausdruck = knoten.expr as Knoten | undefined;
      if (ausdruck?.type === 'Literal' && VERBOTEN.has(String(ausdruck.value)))
        return `Der Name „${String(ausdruck.value)}“ ist nicht erlaubt`;
    }
    for (const [feld, wert] of Object.entries(knoten)) if (feld !== 'type') offen.push(wert);
  }
  return undefined;
}

/**
 * Turns every member access `x[…]` of the (checked) tree into the transform that reads own
 * properties only. Filters over lists (`liste[.a == 1]`, relative) stay as they are.
 */
function nurEigeneEigenschaften(wurzel: Knoten): void {
  const offen: unknown[] = [wurzel];
  while (offen.length > 0) {
    const k = offen.pop();
    if (typeof k !== 'object' || k === null) continue;
    if (Array.isArray(k)) {
      offen.push(...k);
      continue;
    }
    const knoten = k as Knoten;
    if (knoten.type === 'FilterExpression' && !knoten.relative) {
      const { subject, expr } = knoten;
      for (const feld of Object.keys(knoten)) delete knoten[feld];
      Object.assign(knoten, {
        type: 'FunctionCall',
        name: EIGENE_EIGENSCHAFT,
        pool: 'transforms',
        args: [subject, expr],
      });
    }
    offen.push(...Object.values(knoten));
  }
}

export interface Pruefausdruck {
  quelle: string;
  /** The free names the expression reads (to know whether e.g. `zeilenAnzahl` must be counted). */
  namen: ReadonlySet<string>;
  /** true/false, or a Fehler when evaluation failed (unknown value in a transform, …). */
  auswerten(kontext: Kontext): boolean | { fehler: string };
}

/**
 * Parses an expression once (per file). Returns a Fehler with the reason on syntax errors and
 * refused constructs; the caller names the interface and the place.
 */
export function uebersetzeAusdruck(quelle: string): Pruefausdruck | { fehler: string } {
  if (quelle.length > AUSDRUCK_HOECHSTLAENGE)
    return { fehler: `Ausdruck ist ${quelle.length} Zeichen lang, erlaubt sind ${AUSDRUCK_HOECHSTLAENGE}` };
  let ausdruck: ReturnType<typeof jexl.compile>;
  try {
    ausdruck = jexl.compile(quelle);
  } catch (e) {
    return { fehler: `Syntaxfehler: ${e instanceof Error ? e.message : String(e)}` };
  }
  const namen = new Set<string>();
  // An empty expression parses to no tree at all.
  const baum = ausdruck._getAst() as unknown as Knoten | undefined;
  if (!baum) return { fehler: 'Leerer Ausdruck' };
  const verweigert = pruefeBaum(baum, namen);
  if (verweigert) return { fehler: verweigert };
  nurEigeneEigenschaften(baum);
  return {
    quelle,
    namen,
    auswerten(kontext) {
      try {
        const ergebnis: unknown = ausdruck.evalSync(kontext);
        if (typeof ergebnis === 'function' || (typeof ergebnis === 'object' && ergebnis !== null))
          return { fehler: 'Der Ausdruck ergibt keinen Wahrheitswert' };
        return Boolean(ergebnis);
      } catch (e) {
        // jexl's synchronous path re-wraps errors as Error(String(error)): drop the doubled prefix.
        return { fehler: (e instanceof Error ? e.message : String(e)).replace(/^(Error: )+/, '') };
      }
    },
  };
}

const istEinfach = (w: unknown): w is Einfach =>
  w === null || typeof w === 'string' || typeof w === 'number' || typeof w === 'boolean';

/** A group of values (`felder`, `roh`) as a prototype-free object of plain values. */
export function gruppe(werte: Record<string, unknown> | undefined): Record<string, Einfach> {
  const ziel = Object.create(null) as Record<string, Einfach>;
  if (!werte) return ziel;
  for (const [name, wert] of Object.entries(werte)) {
    if (wert === undefined) continue;
    ziel[name] = istEinfach(wert) ? wert : String(wert);
  }
  return ziel;
}

/** A context: the given plain values, without prototype. */
export function kontext(werte: Kontext): Kontext {
  return Object.assign(Object.create(null) as Kontext, werte);
}
