/**
 * Hostile GDV files grown from the public sample files (test/fixtures/gdv): records cut short or
 * padded, random bytes in the numeric and date fields the layout names, wrong encodings (a
 * Latin-1 line written as UTF-8, CP850 bytes, broken UTF-8, NUL), Vorsatz and Nachsatz missing
 * or doubled, blank and repeated lines, LF, CRLF and a missing last line end mixed.
 */
import { fc } from '@fast-check/vitest';
import { kompilierteReleases } from '../../src/formate/gdv/layout';
import { FELD } from '../../src/formate/gdv/satz';
import { GDV_SAMEN } from './hilfen';

/** Offsets [von, bis) of the numeric, decimal and date fields of every part record, by line key. */
const ZAHLENFELDER: ReadonlyMap<string, [number, number][]> = (() => {
  const karte = new Map<string, [number, number][]>();
  for (const release of kompilierteReleases())
    for (const eintrag of release.satzarten) {
      if (!eintrag) continue;
      for (const k of [...eintrag.kandidaten, ...[...eintrag.nachSparte.values()].flat()]) {
        const t = k.teil;
        const felder: [number, number][] = [];
        for (let i = 0; i < t.namen.length; i++)
          if (t.art[i] === FELD.zahl || t.art[i] === FELD.dezimal || t.art[i] === FELD.datum)
            felder.push([t.von[i]!, t.bis[i]!]);
        karte.set(t.satz, felder);
      }
    }
  return karte;
})();

/** Bytes 1–4 and 11–13 (Satzart, Sparte) and the part number decide the layout; their fields are found by key. */
export type GdvMutation =
  | { art: 'kuerzen'; zeile: number; auf: number }
  | { art: 'auffuellen'; zeile: number; n: number; byte: number }
  | { art: 'feldBytes'; zeile: number; feld: number; bytes: Uint8Array }
  | { art: 'bytes'; zeile: number; stelle: number; bytes: Uint8Array }
  | { art: 'alsUtf8'; zeile: number }
  | { art: 'einfuegen'; zeile: number; stelle: number; bytes: Uint8Array }
  | { art: 'bom' }
  | { art: 'ohneVorsatz' }
  | { art: 'ohneNachsatz' }
  | { art: 'vorsatzDoppelt'; nach: number }
  | { art: 'nachsatzDoppelt'; nach: number }
  | { art: 'leerzeile'; nach: number; text: string }
  | { art: 'loeschen'; zeile: number }
  | { art: 'doppeln'; zeile: number };

const zeile = fc.nat();
const fremdeBytes = fc.oneof(
  fc.uint8Array({ minLength: 1, maxLength: 12 }),
  // The bytes an encoding mix-up leaves: CP850 letters, Latin-1, a UTF-8 lead without its tail, NUL.
  fc.constantFrom(
    Uint8Array.of(0x81),
    Uint8Array.of(0x84, 0x94),
    Uint8Array.of(0xe4, 0xf6),
    Uint8Array.of(0xc3),
    Uint8Array.of(0xc3, 0x28),
    Uint8Array.of(0xef, 0xbb, 0xbf),
    Uint8Array.of(0x00),
    Uint8Array.of(0x0d),
    Uint8Array.of(0x1a),
  ),
);

export const gdvMutation: fc.Arbitrary<GdvMutation> = fc.oneof(
  fc.record({ art: fc.constant('kuerzen' as const), zeile, auf: fc.integer({ min: 0, max: 255 }) }),
  fc.record({
    art: fc.constant('auffuellen' as const),
    zeile,
    n: fc.integer({ min: 1, max: 400 }),
    byte: fc.oneof(fc.constant(0x20), fc.integer({ min: 0, max: 255 })),
  }),
  {
    arbitrary: fc.record({
      art: fc.constant('feldBytes' as const),
      zeile,
      feld: fc.nat(),
      bytes: fremdeBytes,
    }),
    weight: 3,
  },
  fc.record({ art: fc.constant('bytes' as const), zeile, stelle: fc.nat({ max: 300 }), bytes: fremdeBytes }),
  fc.record({ art: fc.constant('alsUtf8' as const), zeile }),
  fc.record({
    art: fc.constant('einfuegen' as const),
    zeile,
    stelle: fc.nat({ max: 300 }),
    bytes: fremdeBytes,
  }),
  fc.constant({ art: 'bom' as const }),
  fc.constant({ art: 'ohneVorsatz' as const }),
  fc.constant({ art: 'ohneNachsatz' as const }),
  fc.record({ art: fc.constant('vorsatzDoppelt' as const), nach: zeile }),
  fc.record({ art: fc.constant('nachsatzDoppelt' as const), nach: zeile }),
  fc.record({
    art: fc.constant('leerzeile' as const),
    nach: zeile,
    text: fc.constantFrom('', ' ', '\t', '   \r', '\f\v', ' '.repeat(256)),
  }),
  fc.record({ art: fc.constant('loeschen' as const), zeile }),
  fc.record({ art: fc.constant('doppeln' as const), zeile }),
);

/** How the lines end: as delivered, all LF, all CRLF, or each its own; the last one maybe without. */
export const zeilenende = fc.record({
  art: fc.constantFrom('lf', 'crlf', 'gemischt'),
  muster: fc.nat(),
  letztesOhne: fc.boolean(),
});

export interface GdvFall {
  samen: number;
  mutationen: GdvMutation[];
  ende: { art: string; muster: number; letztesOhne: boolean };
  stueck: number;
}

export const gdvFall: fc.Arbitrary<GdvFall> = fc.record({
  samen: fc.nat({ max: GDV_SAMEN.length - 1 }),
  mutationen: fc.array(gdvMutation, { maxLength: 8 }),
  ende: zeilenende,
  // Pieces from one byte (every CRLF and UTF-8 character split) to more than the file.
  stueck: fc.oneof(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 301, max: 70_000 })),
});

/** The seed's lines without their ends (LF split, a CR before it dropped). */
function zeilenDes(bytes: Buffer): Buffer[] {
  const zeilen: Buffer[] = [];
  let von = 0;
  for (let i = 0; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    let bis = i;
    if (bis > von && bytes[bis - 1] === 0x0d) bis--;
    if (i < bytes.length || bis > von) zeilen.push(bytes.subarray(von, bis));
    von = i + 1;
  }
  return zeilen;
}

const beginntMit = (z: Buffer, satzart: string) => z.subarray(0, 4).toString('latin1') === satzart;

/**
 * The numeric and date fields of a line by its layout key, found as the reader finds it
 * (Satzart, Sparte for Sparte-specific types, the part number at byte 256): only a guess from
 * the bytes, good enough to aim random bytes at fields that hold numbers.
 */
function zahlenfelder(z: Buffer): [number, number][] {
  const text = (von: number, bis: number) => z.subarray(von, bis).toString('latin1');
  const satzart = text(0, 4);
  const teil = z.length >= 256 ? text(255, 256) : '1';
  const sparte = text(10, 13);
  return (
    ZAHLENFELDER.get(`${satzart}.${sparte}#${teil}`) ??
    ZAHLENFELDER.get(`${satzart}#${teil}`) ??
    ZAHLENFELDER.get(`${satzart}#1`) ??
    []
  );
}

function ueberschreiben(z: Buffer, stelle: number, bytes: Uint8Array): Buffer {
  const neu = Buffer.alloc(Math.max(z.length, stelle + bytes.length), 0x20);
  z.copy(neu);
  neu.set(bytes, stelle);
  return neu;
}

function wende(zeilen: Buffer[], m: GdvMutation): Buffer[] {
  const n = zeilen.length;
  const bei = (i: number) => i % Math.max(n, 1);
  const ersetze = (i: number, z: Buffer) => zeilen.map((x, j) => (j === bei(i) ? z : x));
  if (n === 0 && m.art !== 'leerzeile') return zeilen;
  switch (m.art) {
    case 'kuerzen':
      return ersetze(m.zeile, zeilen[bei(m.zeile)]!.subarray(0, m.auf));
    case 'auffuellen':
      return ersetze(
        m.zeile,
        Buffer.concat([zeilen[bei(m.zeile)]!, Buffer.alloc(m.n, m.byte === 0x0a ? 0x20 : m.byte)]),
      );
    case 'feldBytes': {
      const z = zeilen[bei(m.zeile)]!;
      const felder = zahlenfelder(z);
      if (felder.length === 0) return zeilen;
      const [von, bis] = felder[m.feld % felder.length]!;
      return ersetze(m.zeile, ueberschreiben(z, von, ohneLf(m.bytes).subarray(0, bis - von)));
    }
    case 'bytes':
      return ersetze(m.zeile, ueberschreiben(zeilen[bei(m.zeile)]!, m.stelle, ohneLf(m.bytes)));
    case 'alsUtf8':
      return ersetze(m.zeile, Buffer.from(zeilen[bei(m.zeile)]!.toString('latin1'), 'utf8'));
    case 'einfuegen': {
      const z = zeilen[bei(m.zeile)]!;
      const s = Math.min(m.stelle, z.length);
      return ersetze(m.zeile, Buffer.concat([z.subarray(0, s), ohneLf(m.bytes), z.subarray(s)]));
    }
    case 'bom':
      return [Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), zeilen[0]!]), ...zeilen.slice(1)];
    case 'ohneVorsatz':
      return zeilen.filter((z) => !beginntMit(z, '0001'));
    case 'ohneNachsatz':
      return zeilen.filter((z) => !beginntMit(z, '9999'));
    case 'vorsatzDoppelt':
    case 'nachsatzDoppelt': {
      const satzart = m.art === 'vorsatzDoppelt' ? '0001' : '9999';
      const kopie = zeilen.filter((z) => beginntMit(z, satzart));
      const s = bei(m.nach) + 1;
      return [...zeilen.slice(0, s), ...kopie, ...zeilen.slice(s)];
    }
    case 'leerzeile': {
      const s = n === 0 ? 0 : bei(m.nach) + 1;
      return [...zeilen.slice(0, s), Buffer.from(m.text, 'latin1'), ...zeilen.slice(s)];
    }
    case 'loeschen':
      return zeilen.filter((_, j) => j !== bei(m.zeile));
    case 'doppeln': {
      const s = bei(m.zeile);
      return [...zeilen.slice(0, s + 1), zeilen[s]!, ...zeilen.slice(s + 1)];
    }
  }
}

/** A line end inside a line would make two lines: the mutations change lines, they do not add any. */
const ohneLf = (b: Uint8Array) => Buffer.from(b.map((x) => (x === 0x0a ? 0x20 : x)));

/** The hostile file's bytes. */
export function gdvBytes(f: GdvFall): Buffer {
  let zeilen = zeilenDes(GDV_SAMEN[f.samen]!.bytes);
  for (const m of f.mutationen) zeilen = wende(zeilen, m);
  const teile: Buffer[] = [];
  zeilen.forEach((z, i) => {
    teile.push(z);
    if (i === zeilen.length - 1 && f.ende.letztesOhne) return;
    const crlf =
      f.ende.art === 'crlf' || (f.ende.art === 'gemischt' && ((f.ende.muster >> (i % 30)) & 1) === 1);
    teile.push(Buffer.from(crlf ? '\r\n' : '\n'));
  });
  return Buffer.concat(teile);
}

const istLeer = (b: number) => b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0c || b === 0x0b;

/**
 * The lines a GDV file delivers, counted on its bytes as the GDV standard and our reader's
 * contract define them (formate/gdv/README.md "Lines and results"): physical lines split at LF,
 * a UTF-8 byte order mark before the first line not part of it, and a line of nothing but
 * blanks (space, tab, CR, FF, VT) no line. Answers the numbers of the delivered lines.
 */
export function gelieferteGdvZeilen(bytes: Buffer): number[] {
  const nummern: number[] = [];
  let nr = 0;
  let von = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) von = 3;
  for (let i = von; i <= bytes.length; i++) {
    if (i < bytes.length && bytes[i] !== 0x0a) continue;
    if (i === bytes.length && i === von) break;
    nr++;
    let leer = true;
    for (let j = von; j < i && leer; j++) leer = istLeer(bytes[j]!);
    if (!leer) nummern.push(nr);
    von = i + 1;
  }
  return nummern;
}
