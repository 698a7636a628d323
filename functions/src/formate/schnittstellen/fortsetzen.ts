/**
 * Reading a file from inside it. One pass over the file (`fortsetzungspunkte`) finds where every
 * n-th line begins — its byte offset — and what a reader knows there (`Lesestand`); with that,
 * `leseDatei(…, { ab })` reads from the line's bytes on and gives every line exactly the result
 * a read from the file's start gives. So the chunks of a large file are read each from its own
 * bytes, not each from the file's start (which makes reading a file quadratic in its length).
 *
 * What a later line depends on: its number; whether the file began with a UTF-8 byte order mark
 * (text and GDV files are then read as UTF-8); for GDV also the encoding decided at the first
 * non-ASCII line, the number of packages before, and the open package's Vorsatz, whose versions
 * choose the layouts. The Vorsatz is not carried as versions (about 400 bytes per package, in
 * every chunk's Step Functions payload) but as its place in the file: its few lines are read
 * again (`Fortsetzung.vorsatz`).
 *
 * Text and GDV files only. An XML document is read whole: its records are known only after
 * parsing all of it, so there is no line to resume at (the read pipeline gives it one chunk).
 */
import type { Schnittstelle } from '@lieferdesk/shared';
import type { Kodierung } from '../gdv/kodierung';
import { GdvLeser, type GdvStand } from '../gdv/zeilen';
import { ZeilenTeiler, type ZeilenZiel } from '../gdv/zeilen-leser';

export interface Lesestand {
  /** The file begins with a UTF-8 byte order mark. */
  bom?: true;
  /** GDV: the encoding, once decided. */
  kodierung?: Kodierung;
  /** GDV: packages begun before the open one (all of them when none is open); absent: none. */
  pakete?: number;
  /**
   * GDV: the open package's Vorsatz lines before this point — offset, length, first line, and
   * whether the Vorsatz goes on here (no record after it yet).
   */
  vorsatz?: { byte: number; laenge: number; zeile: number; weiter?: true };
}

/** Line `zeile` begins at byte offset `byte`; `stand` is what a reader knows there. */
export interface Fortsetzungspunkt {
  zeile: number;
  byte: number;
  stand: Lesestand;
}

/** How `leseDatei` reads on inside a file; its `eingabe` then begins at the point's byte. */
export interface Fortsetzung {
  /** Number of the input's first line in the file. */
  zeile: number;
  stand: Lesestand;
  /** GDV, when `stand.vorsatz` is given: those bytes of the file (the caller reads them). */
  vorsatz?: Buffer;
}

export interface Fortsetzungspunkte {
  /** Physical lines of the file (blank ones included, as the readers number them). */
  zeilen: number;
  /** Size of the file in bytes. */
  bytes: number;
  /** One point per line 1, 1 + n, 1 + 2n … of the file. */
  punkte: Fortsetzungspunkt[];
  /** GDV: why the file's frame is broken (GdvLeser.rahmenfehler); empty for a sound file. */
  rahmenfehler?: string[];
  /** GDV: the VU number of each package's Vorsatz, in file order (null where it names none). */
  vuNummern?: (string | null)[];
}

const istGdv = (s: Pick<Schnittstelle, 'type'>) => s.type?.trim().toUpperCase() === 'GDV';

const hatBom = (b: Buffer, von: number, bis: number) =>
  bis - von >= 3 && b[von] === 0xef && b[von + 1] === 0xbb && b[von + 2] === 0xbf;

/**
 * One pass over the file: its lines counted and a point every `abstand` lines. GDV lines are
 * followed without being decoded (GdvLeser.verfolge), so this costs about a split into lines.
 */
export async function fortsetzungspunkte(
  s: Pick<Schnittstelle, 'type' | 'xml'>,
  eingabe: AsyncIterable<Buffer>,
  abstand: number,
): Promise<Fortsetzungspunkte> {
  if (s.xml && !istGdv(s)) throw new Error('Eine XML-Datei wird ganz gelesen: keine Fortsetzungspunkte');
  const teiler = new ZeilenTeiler();
  const leser = istGdv(s) ? new GdvLeser() : undefined;
  const punkte: Fortsetzungspunkt[] = [];
  let bom = false;
  let zeilen = 0;
  let vorsatzByte = 0;
  let vorsatzEnde = 0;

  const stand = (): Lesestand => {
    const st: Lesestand = {};
    if (bom) st.bom = true;
    if (!leser) return st;
    const g = leser.stand();
    if (g.kodierung) st.kodierung = g.kodierung;
    if (g.pakete > 0) st.pakete = g.pakete;
    if (g.vorsatzZeile !== undefined) {
      st.vorsatz = { byte: vorsatzByte, laenge: vorsatzEnde - vorsatzByte, zeile: g.vorsatzZeile };
      if (g.imVorsatz) st.vorsatz.weiter = true;
    }
    return st;
  };
  const ziel: ZeilenZiel = (bytes, von, bis, nr) => {
    zeilen = nr;
    if ((nr - 1) % abstand === 0) punkte.push({ zeile: nr, byte: teiler.zeilenAnfang, stand: stand() });
    if (nr === 1) bom = hatBom(bytes, von, bis);
    if (!leser) return;
    leser.verfolge(bytes, von, bis, nr);
    if (leser.imVorsatz) {
      // The Vorsatz goes on: remember where it began and how far it reaches so far.
      if (leser.stand().vorsatzZeile === nr) vorsatzByte = teiler.zeilenAnfang;
      vorsatzEnde = teiler.zeilenEnde;
    }
  };
  let bytes = 0;
  for await (const stueck of eingabe) {
    bytes += stueck.length;
    teiler.verarbeite(stueck, ziel);
  }
  teiler.schliesse(ziel);
  if (!leser) return { zeilen, bytes, punkte };
  leser.schliesse();
  return {
    zeilen,
    bytes,
    punkte,
    rahmenfehler: [...leser.rahmenfehler],
    vuNummern: leser.protokoll.pakete.map((p) => p.vuNummer),
  };
}

/** The GDV reader's part of a Lesestand. */
export function gdvStand(stand: Lesestand): GdvStand {
  return {
    ...(stand.kodierung ? { kodierung: stand.kodierung } : {}),
    pakete: stand.pakete ?? 0,
    ...(stand.vorsatz ? { vorsatzZeile: stand.vorsatz.zeile } : {}),
    ...(stand.vorsatz?.weiter ? { imVorsatz: true as const } : {}),
  };
}

/** A GDV reader resumed at a Fortsetzung: state set, the open package's Vorsatz read again. */
export function fortgesetzterGdvLeser(ab: Fortsetzung): GdvLeser {
  const leser = new GdvLeser(undefined, gdvStand(ab.stand));
  const v = ab.stand.vorsatz;
  if (v) {
    if (!ab.vorsatz || ab.vorsatz.length !== v.laenge)
      throw new Error(`Fortsetzung ab Zeile ${ab.zeile}: die ${v.laenge} Bytes des Vorsatzes fehlen`);
    leser.nachlesen(ab.vorsatz, v.zeile, v.weiter === true);
  }
  return leser;
}
