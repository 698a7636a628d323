/**
 * XML deliveries (OMDS and user-defined XML interfaces): one record element = one "line".
 *
 * Safety first, because XML files come from outside:
 * - the file is collected up to a size limit (its text is held while its records are read);
 * - any DOCTYPE or ENTITY declaration is refused *before* parsing — that rules out entity
 *   expansion bombs ("billion laughs") and external entities (file or network reads) without
 *   relying on the parser's behaviour; delivery formats like OMDS never need a DTD;
 * - well-formedness is strict: every parser complaint (even a warning such as an unquoted
 *   attribute) refuses the file, with line and column.
 *
 * Encoding as the XML specification says: a byte order mark, else the `encoding` of the XML
 * declaration, else UTF-8. (The interface's `unicode` flag is for text formats.)
 *
 * XPath (1.0) for records and fields:
 * - unprefixed names match elements of the file's default namespace, whatever its URI — OMDS
 *   files declare `xmlns="urn:omds20"`, and definitions stay readable (`VERTRAG/@Polizzennr`);
 *   prefixed names use the prefixes the file declares;
 * - earlier fields of the same record are variables: `$Personennr`;
 * - `schluessel('PERSON', 'Personennr', $Personennr)` finds the elements of that local name
 *   whose attribute has that value, through an index built once per file — a join that stays
 *   linear where `//PERSON[@Personennr=$Personennr]` would scan the file for every record.
 *
 * Reading never builds the file's DOM: `pruefeWohlgeformt` checks it with the parser while
 * forgetting closed elements, and each record is evaluated on a document of its own
 * (`xml-satz.ts`). `parse` and `XmlAuswertung` serve single records and the workbench.
 */
import { DOMParser, normalizeLineEndings } from '@xmldom/xmldom';
import type { Document as XmlDokument, Element as XmlElement } from '@xmldom/xmldom';
import iconv from 'iconv-lite';
import * as xpathModul from 'xpath';
import type { Fehler } from '../werte';
import { DateiFehler, megabyte } from './fehler';

/** The parts of the xpath package used here (its typings leave out `parse`). */
interface XPathWert {
  stringValue(): string;
}
interface XPathOptionen {
  node: unknown;
  allowAnyNamespaceForNoPrefix: boolean;
  functions: (name: string, namensraum: string) => ((...argumente: unknown[]) => unknown) | undefined;
  variables: (name: string) => string | undefined;
}
interface XPathAusdruck {
  evaluate(optionen: XPathOptionen): XPathWert;
  select(optionen: XPathOptionen): { nodeType: number }[];
}
// CommonJS package: depending on the loader its exports sit on `default` or on the namespace.
const xpath = ((xpathModul as unknown as { default?: unknown }).default ?? xpathModul) as {
  parse(ausdruck: string): XPathAusdruck;
};

const ELEMENT_KNOTEN = 1;

/** Collects the file; refuses it as soon as it passes the limit (never reads the rest). */
export async function sammle(
  eingabe: AsyncIterable<Uint8Array>,
  hoechstBytes: number,
  wer: string,
): Promise<Buffer> {
  const stuecke: Buffer[] = [];
  let groesse = 0;
  for await (const stueck of eingabe) {
    groesse += stueck.byteLength;
    if (groesse > hoechstBytes)
      throw new DateiFehler(
        'groesse',
        `${wer}: Die XML-Datei ist größer als ${megabyte(hoechstBytes)} und wird nicht eingelesen.`,
      );
    stuecke.push(Buffer.from(stueck.buffer, stueck.byteOffset, stueck.byteLength));
  }
  return Buffer.concat(stuecke);
}

/** BOM, then the declared encoding, then UTF-8 (XML 1.0, appendix F); `ab` skips the BOM. */
function kodierung(bytes: Buffer, wer: string): { name: string; ab: number } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { name: 'utf8', ab: 3 };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { name: 'utf16le', ab: 2 };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { name: 'utf16be', ab: 2 };
  const kopf = bytes.subarray(0, 200).toString('latin1');
  const angabe = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(kopf)?.[1];
  if (angabe && !/^utf-?8$/i.test(angabe)) {
    if (!iconv.encodingExists(angabe))
      throw new DateiFehler(
        'xmlFehlerhaft',
        `${wer}: Unbekannte Zeichenkodierung „${angabe}“ in der XML-Deklaration.`,
      );
    return { name: angabe, ab: 0 };
  }
  return { name: 'utf8', ab: 0 };
}

export function dekodiere(bytes: Buffer, wer: string): string {
  const { name, ab } = kodierung(bytes, wer);
  return name === 'utf8' ? bytes.toString('utf8', ab) : iconv.decode(bytes.subarray(ab), name);
}

/**
 * The bytes as the UTF-8 of their decoded text, if they are that: a UTF-8 file (its BOM left
 * out) — exactly so once the parser accepted the text, since it refuses the replacement
 * character that invalid UTF-8 decodes to.
 */
export function alsUtf8(bytes: Buffer, wer: string): Buffer | undefined {
  const { name, ab } = kodierung(bytes, wer);
  return name === 'utf8' ? bytes.subarray(ab) : undefined;
}

const DEKLARATION = /<!\s*(DOCTYPE|ENTITY)\b/i;

/** The raw bytes as ISO-8859-1, a megabyte at a time (overlapping), not as one more copy. */
function inBytes(bytes: Buffer): RegExpExecArray | null {
  const fenster = 1024 * 1024;
  for (let von = 0; von < bytes.length; von += fenster) {
    const fund = DEKLARATION.exec(bytes.toString('latin1', von, Math.min(bytes.length, von + fenster + 64)));
    if (fund) return fund;
  }
  return null;
}

/**
 * Refuses DOCTYPE/ENTITY declarations. Checked on the decoded text and, in case the declared
 * encoding lies, on the raw bytes read as ISO-8859-1 too.
 */
export function pruefeSicherheit(text: string, bytes: Buffer, wer: string): void {
  const fund = DEKLARATION.exec(text) ?? inBytes(bytes);
  if (fund)
    throw new DateiFehler(
      'xmlUnsicher',
      `${wer}: Die XML-Datei enthält eine ${fund[1]!.toUpperCase()}-Deklaration. ` +
        'DTDs und Entitäten werden aus Sicherheitsgründen nicht verarbeitet (Entitäten-Expansion, externe Entitäten); die Datei wird abgelehnt.',
    );
}

/** What the parser's DOM builder offers to a subclass (xmldom's DOMHandler). */
interface DomBauer {
  currentElement?: { nodeType: number; parentNode?: XmlKnoten | null };
  endElement(namensraum: string, lokal: string, name: string): void;
  characters(...argumente: unknown[]): void;
  comment(...argumente: unknown[]): void;
}
interface XmlKnoten {
  nodeType: number;
  firstChild: XmlKnoten | null;
  removeChild(kind: XmlKnoten): unknown;
}
// The DOM builder class is reachable as the parser's default `domHandler` option.
const DomBauer = (new DOMParser() as unknown as { domHandler: new (optionen?: unknown) => DomBauer })
  .domHandler;

/**
 * A DOM builder that forgets every element once it is closed: the parser checks the whole
 * file, with all its checks and messages, while the document never holds more than the open
 * elements. Only the root stays (the parser asks the document for it). Text and comments inside
 * the root are not even made: the parser has checked them before it hands them on.
 */
class Vergesser extends DomBauer {
  override characters(...argumente: unknown[]) {
    if (this.currentElement?.nodeType !== ELEMENT_KNOTEN) super.characters(...argumente);
  }

  override comment(...argumente: unknown[]) {
    if (this.currentElement?.nodeType !== ELEMENT_KNOTEN) super.comment(...argumente);
  }

  override endElement(namensraum: string, lokal: string, name: string) {
    const eltern = this.currentElement?.parentNode;
    super.endElement(namensraum, lokal, name);
    if (eltern?.nodeType === ELEMENT_KNOTEN) while (eltern.firstChild) eltern.removeChild(eltern.firstChild);
  }
}

/**
 * A character XML 1.0 does not allow (its `Char` production): C0 controls but tab, LF and CR,
 * lone surrogates, U+FFFE and U+FFFF. xmldom lets them pass; the record builder (xml-bauen.ts),
 * which trusts the checked text, would take a NUL for an attribute's quote and never find its end.
 */
const UNERLAUBTES_ZEICHEN = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/** Refuses a text with a character XML does not allow, naming it with line and column. */
function pruefeZeichen(text: string, wer: string): void {
  const fund = UNERLAUBTES_ZEICHEN.exec(text);
  if (!fund) return;
  const vorher = text.slice(0, fund.index);
  const zeile = vorher.split('\n').length;
  const spalte = fund.index - vorher.lastIndexOf('\n');
  const zeichen = `U+${fund[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  throw new DateiFehler(
    'xmlFehlerhaft',
    `${wer}: Die XML-Datei ist nicht wohlgeformt (Zeile ${zeile}, Spalte ${spalte}): das Zeichen ${zeichen} ist in XML nicht erlaubt`,
  );
}

function streng(text: string, wer: string, domHandler?: unknown): XmlDokument {
  pruefeZeichen(text, wer);
  let meldung: { text: string; zeile?: number; spalte?: number } | undefined;
  const parser = new DOMParser({
    domHandler,
    onError: (
      _stufe,
      text,
      kontext: { locator?: { lineNumber?: number; columnNumber?: number } } | undefined,
    ) => {
      meldung = { text, zeile: kontext?.locator?.lineNumber, spalte: kontext?.locator?.columnNumber };
      throw new Error(text);
    },
  } as ConstructorParameters<typeof DOMParser>[0]);
  try {
    const dokument = parser.parseFromString(text, 'text/xml');
    if (!dokument.documentElement) throw new Error('Kein Wurzelelement');
    return dokument;
  } catch (e) {
    const grund = meldung?.text ?? (e instanceof Error ? e.message : String(e));
    const ort = meldung?.zeile
      ? ` (Zeile ${meldung.zeile}${meldung.spalte ? `, Spalte ${meldung.spalte}` : ''})`
      : '';
    throw new DateiFehler('xmlFehlerhaft', `${wer}: Die XML-Datei ist nicht wohlgeformt${ort}: ${grund}`);
  }
}

/** Parses strictly; any complaint is a file error with line and column. */
export function parse(text: string, wer: string): XmlDokument {
  return streng(text, wer);
}

/**
 * Checks a whole file as strictly as `parse`, with the same messages, without building its
 * DOM (memory stays that of the deepest open element). The text is returned with its line
 * endings normalised as the parser normalises them, so offsets in it are the parser's.
 */
export function pruefeWohlgeformt(text: string, wer: string): string {
  const normalisiert = normalizeLineEndings(text);
  streng(normalisiert, wer, Vergesser);
  return normalisiert;
}

export interface XPathUebersetzt {
  quelle: string;
  ausdruck: XPathAusdruck;
}

/** Translates an XPath once per file; a syntax error names the place. */
export function uebersetzeXPath(quelle: string): XPathUebersetzt | Fehler {
  try {
    return { quelle, ausdruck: xpath.parse(quelle) };
  } catch (e) {
    return { fehler: `XPath „${quelle}“ ist ungültig: ${e instanceof Error ? e.message : String(e)}` };
  }
}

/**
 * The XPath options of every evaluation: unprefixed names match the file's default namespace,
 * earlier fields are variables, and `schluessel()` is the only function added — answered by
 * `schluessel`, which returns nodes of the document being evaluated.
 */
export function xpathOptionen(
  knoten: unknown,
  variablen: ReadonlyMap<string, string>,
  schluessel: (element: string, attribut: string, wert: string) => unknown[],
): XPathOptionen {
  return {
    node: knoten,
    allowAnyNamespaceForNoPrefix: true,
    // Only our one function is added; a Map lookup, so no inherited names can be called.
    functions: (name, namensraum) =>
      name === 'schluessel' && !namensraum
        ? (_kontext: unknown, ...argumente: unknown[]) => {
            if (argumente.length !== 3) throw new Error('schluessel() erwartet drei Argumente');
            const [element, attribut, wert] = argumente.map((a) => (a as XPathWert).stringValue());
            return schluessel(element!, attribut!, wert!);
          }
        : undefined,
    variables: (name) => variablen.get(name),
  };
}

/**
 * The record elements of a whole parsed document, by XPath or local name. For the workbench,
 * which edits one record of a file and reads the file again; reading itself never builds the
 * whole document (`xml-satz.ts`).
 */
export class XmlAuswertung {
  constructor(readonly dokument: XmlDokument) {}

  private schluessel(element: string, attribut: string, wert: string): XmlElement[] {
    return Array.from(this.dokument.getElementsByTagNameNS('*', element)).filter(
      (e) => e.getAttribute(attribut) === wert,
    );
  }

  saetze(xPath: XPathUebersetzt | undefined, elementName: string | undefined): XmlElement[] {
    if (xPath) {
      return xPath.ausdruck
        .select(xpathOptionen(this.dokument, new Map(), (e, a, w) => this.schluessel(e, a, w)))
        .filter((k) => k.nodeType === ELEMENT_KNOTEN) as unknown as XmlElement[];
    }
    return Array.from(this.dokument.getElementsByTagNameNS('*', elementName ?? ''));
  }
}
