/**
 * Builds a record document from the checked text, without the parser: the parser's work (and
 * its garbage — a fresh regular expression per end tag) once per record made up most of a
 * record's cost, and the file was checked by that parser already (`pruefeWohlgeformt`).
 *
 * The DOM is the one the parser builds from the same text: elements and attributes with their
 * namespaces, text with references replaced, CDATA sections, comments and processing
 * instructions; attribute values normalised as the parser does (tab, line feed → space, then
 * references). `xml-bauen.test.ts` holds it against the parser on the same fragments.
 */
import { DOMImplementation } from '@xmldom/xmldom';
import type { Document as XmlDokument, Element as XmlElement, Node as XmlKnoten } from '@xmldom/xmldom';
import { DateiFehler } from './fehler';

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const XML = 'http://www.w3.org/XML/1998/namespace';

const VORDEFINIERT: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const REFERENZ = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g;

/** References replaced; a character reference beyond Unicode stays as written. */
export function ersetzeReferenzen(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(REFERENZ, (ganz, ref: string) => {
    const zahl = ref.startsWith('#x')
      ? parseInt(ref.slice(2), 16)
      : ref.startsWith('#')
        ? parseInt(ref.slice(1), 10)
        : -1;
    if (zahl < 0) return VORDEFINIERT[ref] ?? ganz;
    return zahl <= 0x10ffff ? String.fromCodePoint(zahl) : ganz;
  });
}

/** An attribute value as the parser gives it: white space normalised, references replaced. */
export const attributWert = (roh: string): string => ersetzeReferenzen(roh.replace(/[\t\n\r]/g, ' '));

const istLeer = (c: number) => c === 0x20 || c === 0x0a || c === 0x09 || c === 0x0d;

/** A start tag `<name a="1" …>` or `…/>` from `von` (its `<`): name, attributes, end, empty. */
export function startTag(
  t: string,
  von: number,
): { name: string; attribute: [string, string][]; ende: number; leer: boolean } {
  let k = von + 1;
  while (k < t.length && !istLeer(t.charCodeAt(k)) && t[k] !== '/' && t[k] !== '>') k++;
  const name = t.slice(von + 1, k);
  const attribute: [string, string][] = [];
  for (;;) {
    const z = t.charCodeAt(k);
    if (z === 0x3e) return { name, attribute, ende: k + 1, leer: false };
    if (z === 0x2f) {
      // xmldom takes `/ >` and `//>` for `/>` (and refuses anything else after a `/`): so do we.
      let e = k + 1;
      while (istLeer(t.charCodeAt(e)) || t.charCodeAt(e) === 0x2f) e++;
      if (t.charCodeAt(e) === 0x3e) return { name, attribute, ende: e + 1, leer: true };
    }
    if (istLeer(z)) {
      k++;
      continue;
    }
    const gleich = t.indexOf('=', k);
    let q = gleich + 1;
    while (istLeer(t.charCodeAt(q))) q++;
    const zu = gleich < 0 ? -1 : t.indexOf(t[q]!, q + 1);
    // Never after the parser's check; but a text the builder cannot follow must not make it
    // scan the tag again and again (it did, for a NUL the parser let pass).
    if (zu < 0 || (t[q] !== '"' && t[q] !== "'"))
      throw new DateiFehler(
        'xmlFehlerhaft',
        `Die XML-Datei ist nicht wohlgeformt: das Start-Tag „${name.slice(0, 100)}“ ist nicht lesbar.`,
      );
    // xmldom reads `a /="1"` as `a="1"`: white space and slashes between name and `=` are not the name's.
    attribute.push([t.slice(k, gleich).replace(/[\s/]+$/, ''), attributWert(t.slice(q + 1, zu))]);
    k = zu + 1;
  }
}

/** Prefix → namespace, one scope per open element. */
type Bereich = Map<string, string>;

const praefixVon = (name: string) => {
  const d = name.indexOf(':');
  return d < 0 ? '' : name.slice(0, d);
};

function element(
  dokument: XmlDokument,
  tag: ReturnType<typeof startTag>,
  aussen: Bereich,
): [XmlElement, Bereich] {
  let bereich = aussen;
  for (const [name, wert] of tag.attribute) {
    if (name !== 'xmlns' && !name.startsWith('xmlns:')) continue;
    if (bereich === aussen) bereich = new Map(aussen);
    bereich.set(name === 'xmlns' ? '' : name.slice(6), wert);
  }
  const ns = bereich.get(praefixVon(tag.name)) || null;
  const e = dokument.createElementNS(ns, tag.name);
  for (const [name, wert] of tag.attribute) {
    const p = praefixVon(name);
    const attributNs =
      name === 'xmlns' || p === 'xmlns' ? XMLNS : p === 'xml' ? XML : p ? (bereich.get(p) ?? null) : null;
    e.setAttributeNS(attributNs, name, wert);
  }
  return [e, bereich];
}

/**
 * A document of the given ancestors' start tags (each the only child of the one before) around
 * the element text `inhalt` (well-formed, from its `<` to the end of its end tag). Returns the
 * ancestors' elements from the root down and the element. Given a document that has a root
 * already, the nodes are made in it but not placed.
 */
export function baue(
  vorfahren: string[],
  inhalt: string,
  dokument: XmlDokument = new DOMImplementation().createDocument(null, ''),
): { dokument: XmlDokument; kette: XmlElement[]; element: XmlElement } {
  let bereich: Bereich = new Map([['xml', XML]]);
  // Into a document that has its root: the ancestors stay apart, for the caller to place.
  let ort: XmlKnoten = dokument.documentElement ? dokument.createDocumentFragment() : dokument;
  const kette: XmlElement[] = [];
  for (const text of vorfahren) {
    const [e, innen] = element(dokument, startTag(text, 0), bereich);
    ort.appendChild(e);
    kette.push(e);
    ort = e;
    bereich = innen;
  }
  const offen: [XmlKnoten, Bereich][] = [];
  let wurzel: XmlElement | undefined;
  let i = 0;
  while (i < inhalt.length) {
    const lt = inhalt.indexOf('<', i);
    const bis = lt < 0 ? inhalt.length : lt;
    if (bis > i && offen.length > 0)
      ort.appendChild(dokument.createTextNode(ersetzeReferenzen(inhalt.slice(i, bis))));
    if (lt < 0) break;
    const c = inhalt[lt + 1];
    if (c === '/') {
      [ort, bereich] = offen.pop()!;
      i = inhalt.indexOf('>', lt) + 1;
    } else if (c === '?') {
      const ende = inhalt.indexOf('?>', lt);
      const pi = /^([^\s?]+)\s*([\s\S]*)$/.exec(inhalt.slice(lt + 2, ende))!;
      ort.appendChild(dokument.createProcessingInstruction(pi[1]!, pi[2]!));
      i = ende + 2;
    } else if (inhalt.startsWith('<!--', lt)) {
      const ende = inhalt.indexOf('-->', lt);
      ort.appendChild(dokument.createComment(inhalt.slice(lt + 4, ende)));
      i = ende + 3;
    } else if (inhalt.startsWith('<![CDATA[', lt)) {
      const ende = inhalt.indexOf(']]>', lt);
      ort.appendChild(dokument.createCDATASection(inhalt.slice(lt + 9, ende)));
      i = ende + 3;
    } else {
      const tag = startTag(inhalt, lt);
      const [e, innen] = element(dokument, tag, bereich);
      ort.appendChild(e);
      wurzel ??= e;
      if (!tag.leer) {
        offen.push([ort, bereich]);
        ort = e;
        bereich = innen;
      }
      i = tag.ende;
    }
  }
  return { dokument, kette, element: wurzel! };
}
