/**
 * The generated GDV layouts compiled once per process into what the hot path needs: per Satzart
 * (an array indexed by its number) the candidate part-record layouts with the bytes that tell
 * them apart, and per part record flat typed arrays of field offsets and kinds — no per-line
 * lookups by name, no regular expressions.
 */
import { DEKODIERER as VUVM2023_DEKODIERER } from './layouts/VUVM2023.dekodierer';
import VUVM2023 from './layouts/VUVM2023.json';
import type { LayoutFeld, LayoutRelease, LayoutTeil, LayoutTyp } from './layouts/typen';
import { dekodiere, FELD, type DekodierLayout, type Dekodierer } from './satz';

/** Every shipped release, newest first. */
export const LAYOUT_RELEASES: readonly LayoutRelease[] = [VUVM2023 as unknown as LayoutRelease];

/** The generated decoders of each release by line key ("0200#1"). */
const DEKODIERER: Record<string, Record<string, Dekodierer>> = { VUVM2023: VUVM2023_DEKODIERER };

const FELD_NACH_ART = {
  A: FELD.text,
  N: FELD.zahl,
  Z: FELD.ziffern,
  F: FELD.dezimal,
  D: FELD.datum,
  V: FELD.vorzeichen,
};

/** One part record ready to decode. Offsets are 0-based, `bis` exclusive. */
export interface TeilLayout extends DekodierLayout {
  /** Line key: record type and part number, e.g. "0220.030#2". */
  satz: string;
  typ: LayoutTyp;
  release: string;
  nr: number;
  felder: LayoutFeld[];
  /** The generated decoder, or the data-driven one where a release has none. */
  dekodiere: Dekodierer;
}

/** A part record a line of this Satzart (and Sparte) may be, with the bytes that must match. */
export interface Kandidat {
  teil: TeilLayout;
  /** Offset of the distinguishing mark (Wagnisart …) and the bytes allowed there, or -1. */
  merkmalStelle: number;
  merkmalWerte: Uint8Array;
  /** Offset of the part-record number and its digit, or -1 when the layout has none. */
  nrStelle: number;
  nrByte: number;
}

export interface SatzartEintrag {
  satzart: string;
  spartenAbhaengig: boolean;
  /** For types without Sparte. */
  kandidaten: Kandidat[];
  /** For Sparte-specific types: by the Sparte's number. */
  nachSparte: Map<number, Kandidat[]>;
}

export interface KompiliertesRelease {
  release: LayoutRelease;
  /** Indexed by the Satzart's number (0–9999). */
  satzarten: (SatzartEintrag | undefined)[];
  /** Version of each record-type family ("0100", "0220.010") in this release. */
  familienVersionen: Map<string, string>;
}

function kompiliereTeil(typ: LayoutTyp, teil: LayoutTeil, release: string): TeilLayout {
  const n = teil.felder.length;
  const t: TeilLayout = {
    satz: `${typ.schluessel}#${teil.nr}`,
    typ,
    release,
    nr: teil.nr,
    felder: teil.felder,
    namen: teil.felder.map((f) => f[0]),
    von: new Int32Array(n),
    bis: new Int32Array(n),
    art: new Uint8Array(n),
    nachkommastellen: new Uint8Array(n),
    vorzeichen: new Int32Array(n).fill(-1),
    dekodiere: (q) => dekodiere(t, q),
  };
  const index = new Map(teil.felder.map((f, i) => [f[0], i]));
  teil.felder.forEach((f, i) => {
    t.von[i] = f[1] - 1;
    t.bis[i] = f[1] - 1 + f[2];
    t.art[i] = FELD_NACH_ART[f[3]];
    if (f[3] === 'F') t.nachkommastellen[i] = f[4];
    if (f[3] === 'V') t.vorzeichen[index.get(f[4])!] = f[1] - 1;
  });
  const erzeugt = DEKODIERER[release]?.[t.satz];
  if (erzeugt) t.dekodiere = erzeugt;
  return t;
}

function kandidat(typ: LayoutTyp, teil: TeilLayout, layoutTeil: LayoutTeil): Kandidat {
  const merkmalWerte = new Uint8Array(256);
  if (typ.merkmal) for (const z of typ.merkmal.werte) merkmalWerte[z.charCodeAt(0)] = 1;
  return {
    teil,
    merkmalStelle: typ.merkmal ? typ.merkmal.position - 1 : -1,
    merkmalWerte,
    nrStelle: layoutTeil.nrPosition === null ? -1 : layoutTeil.nrPosition - 1,
    nrByte: 0x30 + (layoutTeil.nr % 10),
  };
}

export function kompiliere(release: LayoutRelease): KompiliertesRelease {
  const satzarten: (SatzartEintrag | undefined)[] = new Array(10000);
  const familienVersionen = new Map<string, string>();
  for (const typ of release.typen) {
    const nummer = Number(typ.satzart);
    const eintrag = (satzarten[nummer] ??= {
      satzart: typ.satzart,
      spartenAbhaengig: typ.sparte !== null,
      kandidaten: [],
      nachSparte: new Map(),
    });
    const liste =
      typ.sparte === null ? eintrag.kandidaten : (eintrag.nachSparte.get(Number(typ.sparte)) ?? []);
    if (typ.sparte !== null) eintrag.nachSparte.set(Number(typ.sparte), liste);
    for (const teil of typ.teile) liste.push(kandidat(typ, kompiliereTeil(typ, teil, release.release), teil));
    familienVersionen.set(typ.sparte ? `${typ.satzart}.${typ.sparte}` : typ.satzart, typ.version);
  }
  return { release, satzarten, familienVersionen };
}

let kompiliert: KompiliertesRelease[] | undefined;
/** The shipped releases, compiled on first use (a few milliseconds). */
export function kompilierteReleases(): KompiliertesRelease[] {
  return (kompiliert ??= LAYOUT_RELEASES.map(kompiliere));
}

/**
 * Which part record a line is: the first candidate whose mark and part-record number match.
 * A type with a single part record and no number in its layout matches any line of its Satzart.
 */
export function findeKandidat(kandidaten: Kandidat[], bytes: Buffer, basis: number): Kandidat | undefined {
  for (let i = 0; i < kandidaten.length; i++) {
    const k = kandidaten[i]!;
    if (k.merkmalStelle >= 0 && k.merkmalWerte[bytes[basis + k.merkmalStelle]!] !== 1) continue;
    if (k.nrStelle >= 0 && bytes[basis + k.nrStelle] !== k.nrByte) continue;
    return k;
  }
  return undefined;
}

/**
 * Older releases had one part record where newer ones have several, and left the number's byte
 * blank: such a line is read as the first part record whose mark matches and whose number byte
 * is blank in the line.
 */
export function findeKandidatOhneNummer(
  kandidaten: Kandidat[],
  bytes: Buffer,
  basis: number,
): Kandidat | undefined {
  for (let i = 0; i < kandidaten.length; i++) {
    const k = kandidaten[i]!;
    if (k.merkmalStelle >= 0 && k.merkmalWerte[bytes[basis + k.merkmalStelle]!] !== 1) continue;
    if (k.nrStelle >= 0 && bytes[basis + k.nrStelle] === 0x20) return k;
  }
  return undefined;
}

/**
 * Record-type family of a line ("0100", "0220.030": the unit the Vorsatz gives versions for) as a
 * number, so the hot path builds no string: Satzart × 1001 + Sparte (1000 for types without).
 */
export const familienSchluessel = (satzart: number, sparte: number) =>
  satzart * 1001 + (sparte < 0 ? 1000 : sparte);
export function familienName(schluessel: number): string {
  const satzart = String(Math.floor(schluessel / 1001)).padStart(4, '0');
  const sparte = schluessel % 1001;
  return sparte === 1000 ? satzart : `${satzart}.${String(sparte).padStart(3, '0')}`;
}
