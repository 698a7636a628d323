/**
 * Which elements are records: the head's `xPath` as a pattern matched against each element's
 * chain of ancestors, or every element of the local name `xmlElement`.
 *
 * An XPath library evaluating `/OMDS/PAKET/VERTRAG` over a whole document keeps its node sets
 * duplicate-free by comparing each new node with all before it, and sorts them by document
 * order — quadratic in the number of records. A pattern decides each element by its own
 * ancestors, in document order, so the records come out sorted and the selection stays linear.
 *
 * The record xPath is therefore a path of element steps: absolute (`/OMDS/PAKET/VERTRAG`),
 * with `//` (`//VERTRAG`), with `*` or `p:*`, several joined by `|`. Names match as in field
 * XPaths (`xml.ts`): unprefixed names match unprefixed elements whatever their namespace,
 * prefixes are resolved by the root element's declarations. Conditions (`//VERTRAG[@Art='K']`)
 * are evaluated on the element's own record document (`xml-satz.ts`: the element, its content
 * and its ancestors), so they cannot ask for positions or siblings.
 */
import * as xpathModul from 'xpath';
import type { Fehler } from '../werte';
import type { XmlStruktur } from './xml-struktur';

// CommonJS package: depending on the loader its exports sit on `default` or on the namespace.
// Node kinds by class, not by constructor name: the Lambda bundle is minified.
type Klasse = abstract new (...argumente: never[]) => unknown;
const xpath = ((xpathModul as unknown as { default?: unknown }).default ?? xpathModul) as {
  Step: Record<'CHILD' | 'DESCENDANT' | 'DESCENDANTORSELF' | 'SELF', number> &
    Record<string, number> &
    Klasse;
  NodeTest: Record<'NAMETESTANY' | 'NAMETESTPREFIXANY' | 'NAMETESTQNAME' | 'NODE', number>;
} & Record<
  | 'BarOperation'
  | 'PathExpr'
  | 'FunctionCall'
  | 'XNumber'
  | 'PlusOperation'
  | 'MinusOperation'
  | 'MultiplyOperation'
  | 'DivOperation'
  | 'ModOperation'
  | 'UnaryMinusOperation'
  | 'XPath',
  Klasse
>;

type Test =
  | { art: 'element' }
  | { art: 'knoten' }
  | { art: 'praefix'; praefix: string }
  | { art: 'name'; praefix: string | null; lokal: string }
  /** `xmlElement`: the local name, in any namespace. */
  | { art: 'lokal'; lokal: string };

type Achse = 'kind' | 'nachfahre' | 'nachfahreOderSelbst' | 'selbst';

interface Schritt {
  achse: Achse;
  test: Test;
}

interface Zweig {
  schritte: Schritt[];
  /** A step has conditions: the pattern only preselects, the record document decides. */
  bedingt: boolean;
  /** The last step's local name, to pass over other elements at once. */
  lokal?: string;
}

export interface Satzpfad {
  zweige: Zweig[];
}

/** The parts of the parsed XPath that are looked at. */
interface AstStep {
  axis: number;
  nodeTest: { type: number; prefix?: string | null; localName?: string };
  predicates: unknown[];
}
interface AstKnoten {
  lhs?: AstKnoten;
  rhs?: AstKnoten;
  filter?: unknown;
  filterPredicates?: unknown[];
  locationPath?: { absolute: boolean; steps: AstStep[] };
}

const ACHSEN = new Map<number, Achse>([
  [xpath.Step.CHILD, 'kind'],
  [xpath.Step.DESCENDANT, 'nachfahre'],
  [xpath.Step.DESCENDANTORSELF, 'nachfahreOderSelbst'],
  [xpath.Step.SELF, 'selbst'],
]);

const NUR_PFADE =
  'Als Satz-XPath geht ein Pfad aus Element-Schritten (z. B. /OMDS/PAKET/VERTRAG, //VERTRAG oder /R/*), mehrere mit „|“ verbunden';

/** Functions and axes a condition may not use: they need positions or the rest of the file. */
const POSITIONSFUNKTIONEN = new Set(['position', 'last']);
const ZAHLFUNKTIONEN = new Set(['count', 'sum', 'number', 'string-length', 'floor', 'ceiling', 'round']);
const ZAHLOPERATIONEN = [
  xpath.PlusOperation,
  xpath.MinusOperation,
  xpath.MultiplyOperation,
  xpath.DivOperation,
  xpath.ModOperation,
  xpath.UnaryMinusOperation,
  xpath.XNumber,
];
const FREMDE_ACHSEN = new Set(
  ['FOLLOWING', 'FOLLOWINGSIBLING', 'PRECEDING', 'PRECEDINGSIBLING'].map((a) => xpath.Step[a]),
);

/** Why a condition cannot be decided on the record document, if it cannot. */
function bedingungsFehler(praedikat: unknown): string | undefined {
  const oben = praedikat as AstKnoten & { functionName?: string };
  // A plain value is wrapped as a path with a filter and no steps.
  const wert = oben instanceof xpath.PathExpr && !oben.locationPath ? (oben.filter as typeof oben) : oben;
  if (
    ZAHLOPERATIONEN.some((k) => wert instanceof k) ||
    (wert instanceof xpath.FunctionCall && ZAHLFUNKTIONEN.has(String(wert.functionName)))
  )
    return 'eine Bedingung mit einer Zahl fragt nach der Position';
  const offen: unknown[] = [praedikat];
  while (offen.length > 0) {
    const k = offen.pop();
    if (typeof k !== 'object' || k === null) continue;
    if (Array.isArray(k)) {
      offen.push(...k);
      continue;
    }
    const knoten = k as { functionName?: string; axis?: number };
    if (k instanceof xpath.FunctionCall && POSITIONSFUNKTIONEN.has(String(knoten.functionName)))
      return `${String(knoten.functionName)}() fragt nach der Position`;
    if (k instanceof xpath.Step && FREMDE_ACHSEN.has(knoten.axis!))
      return 'Nachbar-Elemente (following, preceding) gehören nicht zum Satz';
    offen.push(...Object.values(k));
  }
  return undefined;
}

function test(t: AstStep['nodeTest']): Test | undefined {
  if (t.type === xpath.NodeTest.NAMETESTANY) return { art: 'element' };
  if (t.type === xpath.NodeTest.NODE) return { art: 'knoten' };
  if (t.type === xpath.NodeTest.NAMETESTPREFIXANY) return { art: 'praefix', praefix: t.prefix ?? '' };
  if (t.type === xpath.NodeTest.NAMETESTQNAME)
    return { art: 'name', praefix: t.prefix ?? null, lokal: t.localName! };
  return undefined;
}

function zweige(k: AstKnoten, ziel: Zweig[]): string | undefined {
  if (k instanceof xpath.BarOperation) return zweige(k.lhs!, ziel) ?? zweige(k.rhs!, ziel);
  if (!(k instanceof xpath.PathExpr) || k.filter || !k.locationPath) return NUR_PFADE;
  const schritte: Schritt[] = [];
  let bedingt = false;
  for (const s of k.locationPath.steps) {
    const achse = ACHSEN.get(s.axis);
    const t = test(s.nodeTest);
    if (!achse || !t || (t.art === 'knoten' && achse !== 'nachfahreOderSelbst' && achse !== 'selbst'))
      return NUR_PFADE;
    for (const p of s.predicates) {
      const warum = bedingungsFehler(p);
      if (warum) return `Bedingungen des Satz-XPath werden am einzelnen Satz geprüft; ${warum}`;
    }
    bedingt ||= s.predicates.length > 0;
    schritte.push({ achse, test: t });
  }
  const letzter = schritte.at(-1);
  if (!letzter || letzter.test.art === 'knoten') return NUR_PFADE;
  ziel.push({ schritte, bedingt, lokal: letzter.test.art === 'name' ? letzter.test.lokal : undefined });
  return undefined;
}

/** The pattern of a parsed record xPath; a Fehler names what it cannot be. */
export function satzpfad(ausdruck: unknown): Satzpfad | Fehler {
  // parse() answers an evaluator around the XPath object around the expression.
  let wurzel = (ausdruck as { expression?: unknown }).expression;
  if (wurzel instanceof xpath.XPath) wurzel = (wurzel as { expression?: unknown }).expression;
  const liste: Zweig[] = [];
  const fehler = wurzel ? zweige(wurzel as AstKnoten, liste) : NUR_PFADE;
  return fehler ? { fehler } : { zweige: liste };
}

/** Every element of this local name (`xmlElement`). */
export const elementpfad = (lokal: string): Satzpfad => ({
  zweige: [
    {
      schritte: [
        { achse: 'nachfahreOderSelbst', test: { art: 'knoten' } },
        { achse: 'kind', test: { art: 'lokal', lokal } },
      ],
      bedingt: false,
      lokal,
    },
  ],
});

/** Matching against one file: prefixes resolved once, by the root's declarations. */
export class Satzwahl {
  private readonly namensraeume = new Map<string, string>();

  constructor(
    private readonly pfad: Satzpfad,
    private readonly s: XmlStruktur,
  ) {}

  private aufgeloest(praefix: string): string {
    let ns = this.namensraeume.get(praefix);
    if (ns === undefined) {
      ns = this.s.anzahl > 0 ? this.s.namensraum(0, praefix) : '';
      // As the XPath library says when a prefix is unknown.
      if (!ns) throw new Error(`Cannot resolve QName ${praefix}`);
      this.namensraeume.set(praefix, ns);
    }
    return ns;
  }

  /** Position p of the chain: -1 is the document node, else the element. */
  private passt(t: Test, e: number): boolean {
    if (t.art === 'knoten') return true;
    if (e < 0) return false;
    if (t.art === 'element') return true;
    if (t.art === 'praefix') return this.s.namensraum(e, this.s.praefix(e)) === this.aufgeloest(t.praefix);
    if (this.s.lokalerName(e) !== t.lokal) return false;
    if (t.art === 'lokal') return true;
    if (t.praefix === null) return this.s.praefix(e) === '';
    return this.s.namensraum(e, this.s.praefix(e)) === this.aufgeloest(t.praefix);
  }

  /**
   * Whether steps from `k` on lead from chain position `p` to the chain's last element. `tot`
   * remembers the (k, p) that lead nowhere, so several `//` cost steps × depth², not more.
   */
  private folgt(z: Zweig, kette: number[], k: number, p: number, tot: Uint8Array): boolean {
    if (k === z.schritte.length) return p === kette.length - 1;
    const stelle = k * kette.length + p;
    if (tot[stelle]) return false;
    const { achse, test: t } = z.schritte[k]!;
    let ja = false;
    if (achse === 'selbst') ja = this.passt(t, kette[p]!) && this.folgt(z, kette, k + 1, p, tot);
    else if (achse === 'kind')
      ja = p + 1 < kette.length && this.passt(t, kette[p + 1]!) && this.folgt(z, kette, k + 1, p + 1, tot);
    else
      for (let q = achse === 'nachfahre' ? p + 1 : p; q < kette.length && !ja; q++)
        ja = this.passt(t, kette[q]!) && this.folgt(z, kette, k + 1, q, tot);
    if (!ja) tot[stelle] = 1;
    return ja;
  }

  /**
   * Element e against the pattern: 'ja' a record, 'nein' none, 'pruefen' a record if its
   * conditions hold on its record document.
   */
  pruefe(e: number): 'ja' | 'nein' | 'pruefen' {
    let kette: number[] | undefined;
    let bedingt = false;
    for (const z of this.pfad.zweige) {
      if (z.lokal !== undefined && this.s.lokalerName(e) !== z.lokal) continue;
      kette ??= [-1, ...this.s.vorfahren(e), e];
      if (!this.folgt(z, kette, 0, 0, new Uint8Array(z.schritte.length * kette.length))) continue;
      if (!z.bedingt) return 'ja';
      bedingt = true;
    }
    return bedingt ? 'pruefen' : 'nein';
  }
}
