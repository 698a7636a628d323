/**
 * The element skeleton of an XML file: where each element starts, where its start tag ends,
 * where it ends, its parent and its name — in typed arrays, about 24 bytes per element, no DOM.
 *
 * Found by one scan of a text already checked to be well-formed (`pruefeWohlgeformt`, xml.ts),
 * with the line endings normalised as the parser normalises them, held as UTF-8 bytes: outside
 * the JavaScript heap, so the garbage of reading record after record does not grow with it.
 * Offsets are byte offsets. Records and the elements `schluessel()` finds are cut out by them
 * and parsed on their own (`xml-satz.ts`); the whole document is never a DOM.
 */
import { DateiFehler } from './fehler';
import { startTag } from './xml-bauen';

/** Element i: `start[i]` is its `<`, `kopfEnde[i]` just after its start tag, `ende[i]` after its end. */
export class XmlStruktur {
  anzahl = 0;
  start = new Int32Array(1024);
  kopfEnde = new Int32Array(1024);
  ende = new Int32Array(1024);
  /** -1 for the root. */
  eltern = new Int32Array(1024);
  /** Position among the parent's element children (0-based). */
  ordnung = new Int32Array(1024);
  private nameNr = new Int32Array(1024);
  private readonly namen: string[] = [];
  private readonly nameIds = new Map<string, number>();
  private readonly lokaleNamen: string[] = [];
  /** Line starts, found on first use (line numbers of records for messages). */
  private zeilenAnfaenge?: Int32Array;

  /** `wer` names the interface in the message should the text not be well-formed after all. */
  constructor(
    readonly bytes: Buffer,
    wer: string,
  ) {
    try {
      scanne(this);
    } catch (e) {
      if (!(e instanceof Unerwartet)) throw e;
      throw new DateiFehler(
        'xmlFehlerhaft',
        `${wer}: Die XML-Datei ist nicht wohlgeformt (Zeile ${this.zeile(e.offset)}): unerwartetes Ende eines Tags oder der Datei`,
      );
    }
  }

  name(i: number): string {
    return this.namen[this.nameNr[i]!]!;
  }

  lokalerName(i: number): string {
    return this.lokaleNamen[this.nameNr[i]!]!;
  }

  /** The text between two offsets. */
  ausschnitt(von: number, bis: number): string {
    return this.bytes.toString('utf8', von, bis);
  }

  /** The prefix of the element's name, '' without one. */
  praefix(i: number): string {
    const n = this.name(i);
    const doppelpunkt = n.indexOf(':');
    return doppelpunkt < 0 ? '' : n.slice(0, doppelpunkt);
  }

  /** The element's attributes as written in its start tag, values decoded. */
  attribute(i: number): Map<string, string> {
    return new Map(startTag(this.ausschnitt(this.start[i]!, this.kopfEnde[i]!), 0).attribute);
  }

  /** The namespace URI a prefix ('' for the default namespace) has at element i, '' if none. */
  namensraum(i: number, praefix: string): string {
    const attribut = praefix === '' ? 'xmlns' : `xmlns:${praefix}`;
    for (let e = i; e >= 0; e = this.eltern[e]!) {
      const wert = this.attribute(e).get(attribut);
      if (wert !== undefined) return wert;
    }
    return praefix === 'xml' ? 'http://www.w3.org/XML/1998/namespace' : '';
  }

  /** The ancestors of element i, from the root down (without i). */
  vorfahren(i: number): number[] {
    const kette: number[] = [];
    for (let e = this.eltern[i]!; e >= 0; e = this.eltern[e]!) kette.push(e);
    return kette.reverse();
  }

  /** Whether element i lies inside element a (or is a). */
  liegtIn(i: number, a: number): boolean {
    return this.start[i]! >= this.start[a]! && this.start[i]! < this.ende[a]!;
  }

  /** The 1-based line of an offset, as the parser counts lines. */
  zeile(offset: number): number {
    this.zeilenAnfaenge ??= zeilenAnfaenge(this.bytes);
    const a = this.zeilenAnfaenge;
    let links = 0;
    let rechts = a.length - 1;
    while (links < rechts) {
      const mitte = (links + rechts + 1) >> 1;
      if (a[mitte]! <= offset) links = mitte;
      else rechts = mitte - 1;
    }
    return links + 1;
  }

  /** Appends an element (the scan's bookkeeping); returns its number. */
  neu(start: number, name: string, eltern: number, ordnung: number): number {
    if (this.anzahl === this.start.length) this.wachse();
    const i = this.anzahl++;
    this.start[i] = start;
    this.eltern[i] = eltern;
    this.ordnung[i] = ordnung;
    let id = this.nameIds.get(name);
    if (id === undefined) {
      id = this.namen.length;
      this.namen.push(name);
      this.lokaleNamen.push(name.slice(name.indexOf(':') + 1));
      this.nameIds.set(name, id);
    }
    this.nameNr[i] = id;
    return i;
  }

  private wachse() {
    const groesser = (a: Int32Array) => {
      const b = new Int32Array(a.length * 2);
      b.set(a);
      return b;
    };
    this.start = groesser(this.start);
    this.kopfEnde = groesser(this.kopfEnde);
    this.ende = groesser(this.ende);
    this.eltern = groesser(this.eltern);
    this.ordnung = groesser(this.ordnung);
    this.nameNr = groesser(this.nameNr);
  }
}

const istLeer = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;

function zeilenAnfaenge(bytes: Buffer): Int32Array {
  let anzahl = 1;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) anzahl++;
  const a = new Int32Array(anzahl);
  let k = 1;
  for (let i = bytes.indexOf(0x0a); i >= 0; i = bytes.indexOf(0x0a, i + 1)) a[k++] = i + 1;
  return a;
}

/** The scan trusts a checked text; should it meet what the check let pass, it says where. */
class Unerwartet extends Error {
  constructor(readonly offset: number) {
    super(`unerwartet bei ${offset}`);
  }
}

function unerwartet(wo: number): never {
  throw new Unerwartet(wo);
}

const KOMMENTAR = Buffer.from('<!--');
const CDATA = Buffer.from('<![CDATA[');
const beginntMit = (b: Buffer, an: number, mit: Buffer) =>
  b.compare(mit, 0, mit.length, an, an + mit.length) === 0;

function scanne(s: XmlStruktur): void {
  const b = s.bytes;
  const offen: number[] = [];
  const kinder: number[] = [0];
  let i = 0;
  for (;;) {
    const lt = b.indexOf(0x3c /* < */, i);
    if (lt < 0) break;
    const c = b[lt + 1];
    if (c === 0x2f /* / */) {
      const gt = b.indexOf(0x3e, lt);
      if (gt < 0 || offen.length === 0) unerwartet(lt);
      s.ende[offen.pop()!] = gt + 1;
      kinder.pop();
      i = gt + 1;
    } else if (c === 0x3f /* ? */) {
      const ende = b.indexOf('?>', lt + 2);
      if (ende < 0) unerwartet(lt);
      i = ende + 2;
    } else if (c === 0x21 /* ! */) {
      if (beginntMit(b, lt, KOMMENTAR)) {
        const ende = b.indexOf('-->', lt + 4);
        if (ende < 0) unerwartet(lt);
        i = ende + 3;
      } else if (beginntMit(b, lt, CDATA)) {
        const ende = b.indexOf(']]>', lt + 9);
        if (ende < 0) unerwartet(lt);
        i = ende + 3;
      } else unerwartet(lt);
    } else {
      let k = lt + 1;
      while (k < b.length) {
        const z = b[k]!;
        if (istLeer(z) || z === 0x2f || z === 0x3e) break;
        k++;
      }
      const eltern = offen.length > 0 ? offen[offen.length - 1]! : -1;
      const e = s.neu(lt, b.toString('utf8', lt + 1, k), eltern, kinder[kinder.length - 1]!++);
      // Attributes: a `>` may stand inside a quoted value.
      for (;;) {
        const z = b[k];
        if (z === undefined) unerwartet(k);
        if (z === 0x3e) {
          s.kopfEnde[e] = k + 1;
          offen.push(e);
          kinder.push(0);
          break;
        }
        if (z === 0x2f && b[k + 1] === 0x3e) {
          s.kopfEnde[e] = s.ende[e] = k + 2;
          k++;
          break;
        }
        if (z === 0x22 || z === 0x27) {
          const zu = b.indexOf(z, k + 1);
          if (zu < 0) unerwartet(k);
          k = zu;
        }
        k++;
      }
      i = k + 1;
    }
  }
  if (offen.length > 0) unerwartet(b.length);
}
