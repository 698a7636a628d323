/**
 * Hostile BiPRO getShipment answers grown from the project's own answers
 * (functions/test/bipro/antworten: the inline and the MTOM answer, the PDF they carry, a GDV
 * record): one file per transfer, each inline base64 or an MTOM part, its base64 maybe broken,
 * its name with a path (`../`), NUL, bidi marks or 500 characters; ZIPs that are bombs, slip
 * their entries out of the folder (`../`, absolute, NUL, 500 characters), declare 1 GB, hold
 * 100,000 entries or are broken; the answer cut off, a boundary missing or repeated, the closing
 * boundary gone, a part declaring a length of 1 GB, a Content-Type without or with another
 * boundary.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fc } from '@fast-check/vitest';
import { zipSync } from 'fflate';

const ANTWORTEN = join(import.meta.dirname, '../bipro/antworten');
const INLINE = readFileSync(join(ANTWORTEN, 'abruf-inline.xml'), 'utf8');
const POLICE = readFileSync(join(ANTWORTEN, 'police.pdf.bin'));
const GDV = Buffer.from(`00019999${' '.repeat(248)}\r\n`, 'latin1');

/** The answer around the shipment's transfers, as the inline answer has it. */
const VORNE = INLINE.slice(0, INLINE.indexOf('<tran:Transfer'));
const HINTEN = INLINE.slice(INLINE.indexOf('<tran:AnzahlTransfers>'));

export const sha256 = (b: Uint8Array): string => createHash('sha256').update(b).digest('hex');

/** Names as insurers (or someone pretending to be one) write them. */
export const NAMEN = [
  'police.pdf',
  'bestand.gdv',
  '../../../etc/passwd',
  '..\\..\\windows\\system32\\config.txt',
  '/absolut/pfad/brief.pdf',
  'C:\\Users\\x\\rechnung.pdf',
  'a\u0000b.pdf',
  `${'x'.repeat(500)}.pdf`,
  `${'ü'.repeat(500)}`,
  '',
  '..',
  '.',
  'rechnung\u202Efdp.exe',
  'Mu\u0308ller Vertrag.pdf',
  'zeilen\r\numbruch.txt',
  '<b>&amp;.pdf',
  'programm.exe',
];

type ZipArt =
  'klein' | 'leer' | 'bombe' | 'flucht' | 'gross1GB' | 'kaputt' | 'abgeschnitten' | 'hunderttausend';

/** Entry names of the ZIP that tries to leave its folder. */
const FLUCHT = [
  '../../etc/passwd',
  '/etc/shadow',
  'C:\\boot.ini',
  'a\u0000b.pdf',
  `${'z'.repeat(500)}.pdf`,
  'ordner/',
  'ordner/../../x.gdv',
];

const cache = new Map<ZipArt, { bytes: Buffer; eintraege?: string[] }>();

/**
 * The ZIPs, built once: `eintraege` is what a sound one holds (folders left out), absent for one
 * that must be refused (a bomb, a declared 1 GB, 100,000 entries, broken or cut).
 */
export function zip(art: ZipArt): { bytes: Buffer; eintraege?: string[] } {
  const fertig = cache.get(art);
  if (fertig) return fertig;
  let z: { bytes: Buffer; eintraege?: string[] };
  const aus = (dateien: Record<string, Uint8Array>, level: 0 | 9 = 9) =>
    Buffer.from(zipSync(dateien, { level }));
  switch (art) {
    case 'klein':
      z = {
        bytes: aus({ 'police.pdf': POLICE, 'bestand.gdv': GDV }),
        eintraege: ['police.pdf', 'bestand.gdv'],
      };
      break;
    case 'leer':
      z = { bytes: aus({}), eintraege: [] };
      break;
    case 'bombe':
      // 10 MB of zeros in 10 KB: the hundredfold ratio is passed within the first MB, whatever the
      // total (a larger bomb is refused at the same byte, it only takes longer to build here).
      z = { bytes: aus({ 'null.bin': new Uint8Array(10 * 1024 * 1024) }) };
      break;
    case 'flucht': {
      const dateien = Object.fromEntries(
        FLUCHT.map((n) => [n, n.endsWith('/') ? new Uint8Array(0) : POLICE]),
      );
      z = { bytes: aus(dateien), eintraege: FLUCHT.filter((n) => !n.endsWith('/')) };
      break;
    }
    case 'gross1GB': {
      const b = aus({ 'gross.gdv': GDV }, 0);
      // The local header's and the central directory's uncompressed size: 1 GB and a byte declared
      // (1 GB itself is the most an archive may unpack to, ZIP_HOECHSTE_BYTES).
      b.writeUInt32LE(1024 ** 3 + 1, 22);
      const zentral = b.indexOf(Buffer.of(0x50, 0x4b, 0x01, 0x02));
      b.writeUInt32LE(1024 ** 3 + 1, zentral + 24);
      z = { bytes: b };
      break;
    }
    case 'kaputt': {
      const b = aus({ 'police.pdf': POLICE, 'bestand.gdv': GDV });
      // The first entry's compressed data overwritten: inflating it fails.
      b.fill(0xff, 30 + 'police.pdf'.length, 30 + 'police.pdf'.length + 40);
      z = { bytes: b };
      break;
    }
    case 'abgeschnitten': {
      const b = aus({ 'police.pdf': POLICE, 'bestand.gdv': GDV });
      z = { bytes: b.subarray(0, Math.floor(b.length / 2)) };
      break;
    }
    case 'hunderttausend': {
      const dateien: Record<string, Uint8Array> = {};
      for (let i = 0; i < 100_000; i++) dateien[`d${i}.txt`] = new Uint8Array(0);
      z = { bytes: aus(dateien, 0) };
      break;
    }
  }
  cache.set(art, z);
  return z;
}

export type Inhalt =
  { art: 'pdf' } | { art: 'gdv' } | { art: 'zufall'; bytes: Uint8Array } | { art: 'zip'; zip: ZipArt };

export interface GelieferteDatei {
  name: string;
  inhalt: Inhalt;
  /** The data as an MTOM part (only in an MTOM answer), else inline base64. */
  mtom: boolean;
  /** How the base64 is broken, if it is: a character outside the alphabet, a length of 4n+1, padding inside. */
  kaputt?: 'zeichen' | 'laenge' | 'gleich';
  /** `Komprimierungstyp` before the data instead of after it. */
  kompressionVorne: boolean;
}

export type KoerperMutation =
  | { art: 'abschneiden'; anteil: number }
  | { art: 'grenzeWeg'; welche: number }
  | { art: 'grenzeDoppelt'; welche: number }
  | { art: 'endeWeg' }
  | { art: 'laenge1GB' }
  | { art: 'typOhneGrenze' }
  | { art: 'typAndereGrenze' }
  | { art: 'bytes'; stelle: number; bytes: Uint8Array };

export interface BiproFall {
  mtom: boolean;
  dateien: GelieferteDatei[];
  mutationen: KoerperMutation[];
  stueck: number;
}

export const inhalt = (kleine: boolean): fc.Arbitrary<Inhalt> =>
  fc.oneof(
    fc.constant({ art: 'pdf' as const }),
    fc.constant({ art: 'gdv' as const }),
    fc.record({ art: fc.constant('zufall' as const), bytes: fc.uint8Array({ maxLength: 3000 }) }),
    fc.record({
      art: fc.constant('zip' as const),
      zip: kleine
        ? fc.constantFrom<ZipArt>('klein', 'leer', 'flucht', 'gross1GB', 'kaputt', 'abgeschnitten', 'bombe')
        : fc.constant<ZipArt>('hunderttausend'),
    }),
  );

const datei = (mtom: boolean, kleine: boolean): fc.Arbitrary<GelieferteDatei> =>
  fc.record(
    {
      name: fc.oneof({ arbitrary: fc.constantFrom(...NAMEN), weight: 3 }, fc.string({ maxLength: 30 })),
      inhalt: inhalt(kleine),
      mtom: mtom ? fc.boolean() : fc.constant(false),
      kaputt: fc.constantFrom('zeichen' as const, 'laenge' as const, 'gleich' as const),
      kompressionVorne: fc.boolean(),
    },
    { requiredKeys: ['name', 'inhalt', 'mtom', 'kompressionVorne'] },
  );

const mutation: fc.Arbitrary<KoerperMutation> = fc.oneof(
  fc.record({ art: fc.constant('abschneiden' as const), anteil: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({ art: fc.constant('grenzeWeg' as const), welche: fc.nat() }),
  fc.record({ art: fc.constant('grenzeDoppelt' as const), welche: fc.nat() }),
  fc.constant({ art: 'endeWeg' as const }),
  fc.constant({ art: 'laenge1GB' as const }),
  fc.constant({ art: 'typOhneGrenze' as const }),
  fc.constant({ art: 'typAndereGrenze' as const }),
  fc.record({
    art: fc.constant('bytes' as const),
    stelle: fc.nat(),
    bytes: fc.uint8Array({ minLength: 1, maxLength: 8 }),
  }),
);

export const biproFall = (kleine = true): fc.Arbitrary<BiproFall> =>
  fc.boolean().chain((mtom) =>
    fc.record({
      mtom: fc.constant(mtom),
      dateien: fc.array(datei(mtom, kleine), { minLength: 1, maxLength: kleine ? 5 : 1 }),
      // Most answers whole, so that what they carry can be counted; some mutilated.
      mutationen: fc.oneof(
        { arbitrary: fc.constant<KoerperMutation[]>([]), weight: 2 },
        fc.array(mutation, { minLength: 1, maxLength: 3 }),
      ),
      stueck: fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 201, max: 1 << 20 })),
    }),
  );

/** The bytes a file carries, as delivered (a ZIP as the archive). */
export function bytesVon(i: Inhalt): Buffer {
  switch (i.art) {
    case 'pdf':
      return POLICE;
    case 'gdv':
      return GDV;
    case 'zufall':
      return Buffer.from(i.bytes);
    case 'zip':
      return zip(i.zip).bytes;
  }
}

const xmlText = (t: string) => t.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function base64(d: GelieferteDatei): string {
  const b = bytesVon(d.inhalt).toString('base64');
  // Wrapped in lines of 76, as many insurers send it.
  const zeilen = (t: string) => t.replace(/.{76}/g, '$&\n');
  switch (d.kaputt) {
    case undefined:
      return zeilen(b);
    case 'zeichen':
      return zeilen(`${b.slice(0, b.length >> 1)}*${b.slice(b.length >> 1)}`);
    case 'laenge': {
      let t = b.replace(/=+$/, '');
      while (t.length % 4 !== 1) t += 'A';
      return zeilen(t);
    }
    case 'gleich':
      return zeilen(`=${b}`);
  }
}

export const GRENZE = 'uuid:fuzz-grenze';
export const MTOM_TYP = `multipart/related; type="application/xop+xml"; start="<wurzel@fuzz.example>"; start-info="text/xml"; boundary="${GRENZE}"`;

/** Whether the delivered base64 (or MTOM part) is intact. */
export const intakt = (d: GelieferteDatei): boolean => d.mtom || d.kaputt === undefined;

export const istZip = (d: GelieferteDatei): boolean => d.inhalt.art === 'zip';

/** The answer: its body and Content-Type, before the body's mutations. */
function antwort(f: BiproFall): { koerper: Buffer; typ: string | undefined } {
  const transfers = f.dateien
    .map((d, i) => {
      const komprimierung = `<allg:Komprimierungstyp>${istZip(d) ? 'ZIP' : 'KEINE'}</allg:Komprimierungstyp>`;
      const daten = d.mtom
        ? `<allg:Daten><xop:Include xmlns:xop="http://www.w3.org/2004/08/xop/include" href="cid:teil${i}@fuzz.example"/></allg:Daten>`
        : `<allg:Daten>${base64(d)}</allg:Daten>`;
      return [
        '<tran:Transfer>',
        '<gevo:ArtID>999010010</gevo:ArtID>',
        '<gevo:Datei>',
        `<allg:Dateiname>${xmlText(d.name)}</allg:Dateiname>`,
        d.kompressionVorne ? komprimierung + daten : daten + komprimierung,
        '</gevo:Datei>',
        '</tran:Transfer>',
      ].join('\n');
    })
    .join('\n');
  const xml = `${VORNE}${transfers}\n${HINTEN}`;
  if (!f.mtom) return { koerper: Buffer.from(xml, 'utf8'), typ: 'text/xml; charset=utf-8' };
  const teile: Buffer[] = [
    Buffer.from(
      `--${GRENZE}\r\nContent-Type: application/xop+xml; charset=UTF-8; type="text/xml"\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <wurzel@fuzz.example>\r\n\r\n${xml}\r\n`,
      'utf8',
    ),
  ];
  f.dateien.forEach((d, i) => {
    if (!d.mtom) return;
    teile.push(
      Buffer.from(
        `--${GRENZE}\r\nContent-Type: application/octet-stream\r\nContent-Transfer-Encoding: binary\r\nContent-ID: <teil${i}@fuzz.example>\r\n\r\n`,
      ),
      bytesVon(d.inhalt),
      Buffer.from('\r\n'),
    );
  });
  teile.push(Buffer.from(`--${GRENZE}--\r\n`));
  return { koerper: Buffer.concat(teile), typ: MTOM_TYP };
}

const GRENZZEILE = Buffer.from(`--${GRENZE}\r\n`);

function grenzen(koerper: Buffer): number[] {
  const stellen: number[] = [];
  for (let s = koerper.indexOf(GRENZZEILE); s >= 0; s = koerper.indexOf(GRENZZEILE, s + 1)) stellen.push(s);
  return stellen;
}

function wende(a: { koerper: Buffer; typ: string | undefined }, m: KoerperMutation) {
  const { koerper, typ } = a;
  switch (m.art) {
    case 'abschneiden':
      return { koerper: koerper.subarray(0, Math.floor(koerper.length * m.anteil)), typ };
    case 'grenzeWeg':
    case 'grenzeDoppelt': {
      const stellen = grenzen(koerper);
      if (stellen.length === 0) return a;
      const s = stellen[m.welche % stellen.length]!;
      const danach = s + GRENZZEILE.length;
      const mitte = m.art === 'grenzeWeg' ? Buffer.alloc(0) : Buffer.concat([GRENZZEILE, GRENZZEILE]);
      return { koerper: Buffer.concat([koerper.subarray(0, s), mitte, koerper.subarray(danach)]), typ };
    }
    case 'endeWeg': {
      const ende = koerper.lastIndexOf(`--${GRENZE}--`);
      return ende < 0 ? a : { koerper: koerper.subarray(0, ende), typ };
    }
    case 'laenge1GB':
      return {
        koerper: Buffer.from(
          koerper
            .toString('latin1')
            .replaceAll(
              'Content-Transfer-Encoding: binary\r\n',
              'Content-Transfer-Encoding: binary\r\nContent-Length: 1073741824\r\n',
            ),
          'latin1',
        ),
        typ,
      };
    case 'typOhneGrenze':
      return { koerper, typ: typ?.replace(/; boundary="[^"]*"/, '') };
    case 'typAndereGrenze':
      return { koerper, typ: typ?.replace(GRENZE, 'eine-andere-grenze') };
    case 'bytes': {
      const s = m.stelle % (koerper.length + 1);
      return { koerper: Buffer.concat([koerper.subarray(0, s), m.bytes, koerper.subarray(s)]), typ };
    }
  }
}

/** The hostile answer's body and Content-Type. */
export function biproAntwort(f: BiproFall): { koerper: Buffer; typ: string | undefined } {
  let a = antwort(f);
  for (const m of f.mutationen) a = wende(a, m);
  return a;
}
