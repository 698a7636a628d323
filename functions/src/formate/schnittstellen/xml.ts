/**
 * XML deliveries (OMDS and user-defined XML interfaces): one record element = one "line".
 *
 * Safety first, because XML files come from outside:
 * - the file is collected up to a size limit (XML is parsed into a DOM, so it is held whole);
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
 */
import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
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

/** BOM, then the declared encoding, then UTF-8 (XML 1.0, appendix F). */
export function dekodiere(bytes: Buffer, wer: string): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return bytes.subarray(3).toString('utf8');
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return iconv.decode(bytes.subarray(2), 'utf16le');
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return iconv.decode(bytes.subarray(2), 'utf16be');
  const kopf = bytes.subarray(0, 200).toString('latin1');
  const angabe = /^<\?xml[^>]*\bencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(kopf)?.[1];
  if (angabe && !/^utf-?8$/i.test(angabe)) {
    if (!iconv.encodingExists(angabe))
      throw new DateiFehler(
        'xmlFehlerhaft',
        `${wer}: Unbekannte Zeichenkodierung „${angabe}“ in der XML-Deklaration.`,
      );
    return iconv.decode(bytes, angabe);
  }
  return bytes.toString('utf8');
}

const DEKLARATION = /<!\s*(DOCTYPE|ENTITY)\b/i;

/**
 * Refuses DOCTYPE/ENTITY declarations. Checked on the decoded text and, in case the declared
 * encoding lies, on the raw bytes read as ISO-8859-1 too.
 */
export function pruefeSicherheit(text: string, bytes: Buffer, wer: string): void {
  const fund = DEKLARATION.exec(text) ?? DEKLARATION.exec(bytes.toString('latin1'));
  if (fund)
    throw new DateiFehler(
      'xmlUnsicher',
      `${wer}: Die XML-Datei enthält eine ${fund[1]!.toUpperCase()}-Deklaration. ` +
        'DTDs und Entitäten werden aus Sicherheitsgründen nicht verarbeitet (Entitäten-Expansion, externe Entitäten); die Datei wird abgelehnt.',
    );
}

/** Parses strictly; any complaint is a file error with line and column. */
export function parse(text: string, wer: string): XmlDokument {
  let meldung: { text: string; zeile?: number; spalte?: number } | undefined;
  const parser = new DOMParser({
    onError: (
      _stufe,
      text,
      kontext: { locator?: { lineNumber?: number; columnNumber?: number } } | undefined,
    ) => {
      meldung = { text, zeile: kontext?.locator?.lineNumber, spalte: kontext?.locator?.columnNumber };
      throw new Error(text);
    },
  });
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

const lokalerName = (e: XmlElement): string => e.localName ?? e.nodeName;

/** XPath evaluation against one parsed file: the options, the key index, serialising. */
export class XmlAuswertung {
  private readonly index = new Map<string, Map<string, XmlElement[]>>();
  private readonly serialisierer = new XMLSerializer();

  constructor(readonly dokument: XmlDokument) {}

  /** `schluessel(element, attribut, wert)`: elements by local name and attribute value. */
  private schluessel(element: string, attribut: string, wert: string): XmlElement[] {
    const art = `${element}\u0000${attribut}`;
    let jeWert = this.index.get(art);
    if (!jeWert) {
      jeWert = new Map();
      for (const e of Array.from(this.dokument.getElementsByTagNameNS('*', element))) {
        const schluessel = e.getAttribute(attribut);
        if (schluessel === null) continue;
        const liste = jeWert.get(schluessel);
        if (liste) liste.push(e);
        else jeWert.set(schluessel, [e]);
      }
      this.index.set(art, jeWert);
    }
    return jeWert.get(wert) ?? [];
  }

  private optionen(knoten: unknown, variablen: ReadonlyMap<string, string>): XPathOptionen {
    return {
      node: knoten,
      allowAnyNamespaceForNoPrefix: true,
      // Only our one function is added; a Map lookup, so no inherited names can be called.
      functions: (name, namensraum) =>
        name === 'schluessel' && !namensraum
          ? (_kontext: unknown, ...argumente: unknown[]) => {
              if (argumente.length !== 3) throw new Error('schluessel() erwartet drei Argumente');
              const [element, attribut, wert] = argumente.map((a) => (a as XPathWert).stringValue());
              return this.schluessel(element!, attribut!, wert!);
            }
          : undefined,
      variables: (name) => variablen.get(name),
    };
  }

  /** The record elements: by XPath from the document, else every element of that local name. */
  saetze(xPath: XPathUebersetzt | undefined, elementName: string | undefined): XmlElement[] {
    if (xPath) {
      return xPath.ausdruck
        .select(this.optionen(this.dokument, new Map()))
        .filter((k) => k.nodeType === ELEMENT_KNOTEN) as unknown as XmlElement[];
    }
    return Array.from(this.dokument.getElementsByTagNameNS('*', elementName ?? ''));
  }

  /** A field's text: the string value of the XPath result (first node of a node set). */
  wert(feld: XPathUebersetzt, satz: XmlElement, variablen: ReadonlyMap<string, string>): string | Fehler {
    try {
      return feld.ausdruck.evaluate(this.optionen(satz, variablen)).stringValue();
    } catch (e) {
      return { fehler: `XPath „${feld.quelle}“: ${e instanceof Error ? e.message : String(e)}` };
    }
  }

  text(satz: XmlElement): string {
    return this.serialisierer.serializeToString(satz);
  }

  wurzel(): string {
    return this.dokument.documentElement ? lokalerName(this.dokument.documentElement) : '';
  }
}
