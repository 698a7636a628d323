/**
 * An insurer's SOAP answer as a small element tree: namespace URI, local name, attributes by
 * `{uri}local`, the element's own text and its children. Read with saxes (a streaming,
 * namespace-aware parser): one pass, linear in the answer's size, no entity expansion — a
 * DOCTYPE (and with it every entity declaration) is refused before anything is built.
 */
import { SaxesParser } from 'saxes';

export interface XmlElement {
  uri: string;
  name: string;
  attribute: ReadonlyMap<string, string>;
  text: string;
  kinder: XmlElement[];
}

/** Deeper than any BiPRO answer nests (envelope, body, response, shipment, transfer, file …). */
export const HOECHSTE_TIEFE = 64;

export class XmlFehler extends Error {
  constructor(grund: string) {
    super(grund);
    this.name = 'XmlFehler';
  }
}

export const attributSchluessel = (uri: string, name: string): string => `{${uri}}${name}`;

/** The document's root element. Throws XmlFehler for malformed XML, a DOCTYPE or too deep nesting. */
export function leseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stapel: { element: XmlElement; text: string[] }[] = [];
  let wurzel: XmlElement | undefined;
  let fehler: Error | undefined;
  parser.on('error', (e) => {
    fehler ??= new XmlFehler(`Kein gültiges XML: ${e.message}`);
  });
  parser.on('doctype', () => {
    fehler ??= new XmlFehler('Die Antwort enthält eine DOCTYPE-Deklaration; sie wird nicht gelesen.');
  });
  parser.on('opentag', (tag) => {
    if (stapel.length >= HOECHSTE_TIEFE) {
      fehler ??= new XmlFehler(`Die Antwort ist tiefer verschachtelt als ${HOECHSTE_TIEFE} Ebenen.`);
      return;
    }
    const attribute = new Map<string, string>();
    for (const a of Object.values(tag.attributes)) attribute.set(attributSchluessel(a.uri, a.local), a.value);
    const element: XmlElement = { uri: tag.uri, name: tag.local, attribute, text: '', kinder: [] };
    stapel.at(-1)?.element.kinder.push(element);
    stapel.push({ element, text: [] });
  });
  parser.on('text', (t) => stapel.at(-1)?.text.push(t));
  parser.on('cdata', (t) => stapel.at(-1)?.text.push(t));
  parser.on('closetag', () => {
    const oben = stapel.pop();
    if (!oben) return;
    oben.element.text = oben.text.join('');
    if (stapel.length === 0) wurzel = oben.element;
  });
  // saxes calls the error handler and goes on; the first error decides.
  parser.write(text);
  if (!fehler) parser.close();
  if (fehler) throw fehler;
  if (!wurzel) throw new XmlFehler('Die Antwort enthält kein XML-Element.');
  return wurzel;
}

/** The children with this namespace test and local name. */
export function kinder(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement[] {
  return e.kinder.filter((k) => k.name === name && uri(k.uri));
}

export function kind(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement | undefined {
  return e.kinder.find((k) => k.name === name && uri(k.uri));
}

/** The outermost descendants with this name, in document order (none inside another). */
export function nachfahren(e: XmlElement, name: string, uri: (u: string) => boolean): XmlElement[] {
  const treffer: XmlElement[] = [];
  const besuchen = (x: XmlElement) => {
    for (const k of x.kinder) {
      if (k.name === name && uri(k.uri)) treffer.push(k);
      else besuchen(k);
    }
  };
  besuchen(e);
  return treffer;
}
