/**
 * Reading the records of an XML file one by one, each on a small document of its own.
 *
 * A record document holds the record element with all its content, and its ancestors with
 * their attributes (so `../@VUNr` reads the PAKET's number) — not the rest of the file. Fields
 * are evaluated there, so no XPath, whatever a user writes (`//*`, unions sorted into document
 * order), ever walks the whole file: the work per record depends on the record, not on the file.
 *
 * `schluessel('PERSON', 'Personennr', $nr)` is the way out of the record: an index over the
 * whole file, built once per element and attribute name from the skeleton (`xml-struktur.ts`),
 * finds the elements; each is built into the record document (`xml-bauen.ts`) under its
 * ancestors, in document order, so unions and `[1]` order them as in the file. An element
 * inside the record is the record's own node.
 */
import type { Document as XmlDokument, Element as XmlElement } from '@xmldom/xmldom';
import { XMLSerializer } from '@xmldom/xmldom';
import type { Fehler } from '../werte';
import { xpathOptionen, type XPathUebersetzt } from './xml';
import { baue } from './xml-bauen';
import type { XmlStruktur } from './xml-struktur';

/** One file's skeleton, with the `schluessel()` index and a counter of characters built. */
export class XmlDatei {
  private readonly index = new Map<string, Map<string, number[]>>();
  private readonly serialisierer = new XMLSerializer();
  /** Characters built into record documents so far: the work done, which tests count. */
  geparst = 0;

  constructor(readonly struktur: XmlStruktur) {}

  /** Elements by local name whose attribute (by its name as written) has this value. */
  schluessel(element: string, attribut: string, wert: string): number[] {
    const art = `${element}\u0000${attribut}`;
    let jeWert = this.index.get(art);
    if (!jeWert) {
      jeWert = new Map();
      const s = this.struktur;
      for (let e = 0; e < s.anzahl; e++) {
        if (s.lokalerName(e) !== element) continue;
        const schluessel = s.attribute(e).get(attribut);
        if (schluessel === undefined) continue;
        const liste = jeWert.get(schluessel);
        if (liste) liste.push(e);
        else jeWert.set(schluessel, [e]);
      }
      this.index.set(art, jeWert);
    }
    return jeWert.get(wert) ?? [];
  }

  /**
   * Element e with its content, inside its ancestors' start tags, as a document (or made in
   * `dokument`, not placed): the document, its ancestors' elements from the root down, and e's.
   */
  umhuellt(
    e: number,
    dokument?: XmlDokument,
  ): { dokument: XmlDokument; kette: XmlElement[]; element: XmlElement } {
    const s = this.struktur;
    const vorfahren = s.vorfahren(e).map((a) => s.ausschnitt(s.start[a]!, s.kopfEnde[a]!));
    const inhalt = s.ausschnitt(s.start[e]!, s.ende[e]!);
    this.geparst += vorfahren.reduce((n, t) => n + t.length, inhalt.length);
    return baue(vorfahren, inhalt, dokument);
  }

  satzdokument(satz: number): Satzdokument {
    return new Satzdokument(this, satz);
  }

  text(element: XmlElement): string {
    return this.serialisierer.serializeToString(element);
  }
}

type XmlKnoten = XmlElement['firstChild'] & {};

/** One record's document: the record, its ancestors, and what `schluessel()` brought in. */
export class Satzdokument {
  readonly dokument: XmlDokument;
  readonly element: XmlElement;
  /** The elements present, by their number in the skeleton, and back. */
  private readonly knoten = new Map<number, XmlElement>();
  private readonly nummer = new Map<XmlElement, number>();
  /** Elements here with all their content: the record and what `schluessel()` brought in. */
  private readonly vollstaendig = new Set<number>();

  constructor(
    private readonly datei: XmlDatei,
    readonly satz: number,
  ) {
    const { dokument, kette, element } = datei.umhuellt(satz);
    this.dokument = dokument;
    this.element = element;
    const vorfahren = datei.struktur.vorfahren(satz);
    vorfahren.forEach((a, k) => this.merke(a, kette[k]!));
    this.merke(satz, element);
    this.vollstaendig.add(satz);
  }

  private merke(e: number, element: XmlElement) {
    this.knoten.set(e, element);
    this.nummer.set(element, e);
  }

  /** Element e of the skeleton as a node of this document, brought in if need be. */
  finde(e: number): XmlElement {
    const da = this.knoten.get(e);
    if (da) return da;
    const s = this.datei.struktur;
    for (let a = s.eltern[e]!; a >= 0; a = s.eltern[a]!) if (this.vollstaendig.has(a)) return this.kind(e);
    // Made in this document; its ancestors' elements (start tags only) are there for the ones
    // this document lacks yet.
    const { kette, element } = this.datei.umhuellt(e, this.dokument);
    for (const k of [...kette, element]) k.parentNode?.removeChild(k);
    this.einfuegen(e, element, s.vorfahren(e), kette);
    this.vollstaendig.add(e);
    return element;
  }

  /** Element e inside an element present with its content: by its place among the children. */
  private kind(e: number): XmlElement {
    const s = this.datei.struktur;
    let kind = this.finde(s.eltern[e]!).firstChild;
    for (let n = -1; kind; kind = kind.nextSibling) if (kind.nodeType === 1 && ++n === s.ordnung[e]) break;
    this.merke(e, kind as XmlElement);
    return kind as XmlElement;
  }

  /** Puts element e under its parent, making the missing ancestors (start tag only) first. */
  private einfuegen(e: number, neu: XmlElement, vorfahren: number[], kette: XmlElement[]) {
    const s = this.datei.struktur;
    const k = vorfahren.length - 1;
    const eltern = vorfahren[k]!;
    let ort = this.knoten.get(eltern);
    if (!ort) {
      ort = kette[k]!;
      this.einfuegen(eltern, ort, vorfahren.slice(0, k), kette.slice(0, k));
    }
    // An ancestor made here has only elements of the skeleton as children: keep file order.
    const davor = (k: XmlKnoten) => s.start[this.nummer.get(k as XmlElement)!]! < s.start[e]!;
    let vor = ort.firstChild;
    while (vor && davor(vor)) vor = vor.nextSibling;
    ort.insertBefore(neu, vor);
    this.merke(e, neu);
  }

  private schluessel = (element: string, attribut: string, wert: string): XmlElement[] =>
    this.datei.schluessel(element, attribut, wert).map((e) => this.finde(e));

  /** A field's text: the string value of the XPath result (first node of a node set). */
  wert(feld: XPathUebersetzt, variablen: ReadonlyMap<string, string>): string | Fehler {
    try {
      return feld.ausdruck.evaluate(xpathOptionen(this.element, variablen, this.schluessel)).stringValue();
    } catch (e) {
      return { fehler: `XPath „${feld.quelle}“: ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  /** Whether the record xPath, evaluated on this document, selects the record. */
  gewaehlt(xPath: XPathUebersetzt): boolean {
    const gewaehlt = xPath.ausdruck.select(xpathOptionen(this.dokument, new Map(), this.schluessel));
    return gewaehlt.includes(this.element as unknown as (typeof gewaehlt)[number]);
  }

  text(): string {
    return this.datei.text(this.element);
  }
}
