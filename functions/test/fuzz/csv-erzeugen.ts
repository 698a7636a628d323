/**
 * Hostile delimited files grown from the project's own CSV samples (the built-in interfaces'
 * `beispiele/`): cells that begin a formula (=, +, -, @, tab, CR), unbalanced and stray quotes,
 * byte order marks at the start and inside lines, random text in cells, ten thousand columns,
 * blank and end-of-file lines, LF and CRLF mixed, written as UTF-8 or ISO-8859-1.
 */
import { readFileSync } from 'node:fs';
import { fc } from '@fast-check/vitest';
import { eingebautesBeispiel } from '@lieferdesk/test/fixtures';

/** The samples and the built-in interface that reads each. */
export const CSV_SAMEN: readonly { name: string; schnittstelle: number; text: string }[] = [
  ['courtage-2024-03.csv', 2, 'latin1'],
  ['courtage-2024-03-fehlerhaft.csv', 2, 'latin1'],
  ['mahnliste-2024-03.csv', 3, 'utf8'],
  ['mahnliste-2024-03-fehlerhaft.csv', 3, 'utf8'],
].map(([name, id, kodierung]) => ({
  name: name as string,
  schnittstelle: id as number,
  text: readFileSync(eingebautesBeispiel(name as string)).toString(kodierung as BufferEncoding),
}));

export type CsvMutation =
  | { art: 'formel'; zeile: number; spalte: number; zeichen: string; rest: string }
  | { art: 'anfuehrung'; zeile: number; stelle: number; text: string }
  | { art: 'bomMitten'; zeile: number; stelle: number }
  | { art: 'zelle'; zeile: number; spalte: number; text: string }
  | { art: 'spalten'; nach: number; anzahl: number; zelle: string }
  | { art: 'leerzeile'; nach: number; text: string }
  | { art: 'loeschen'; zeile: number }
  | { art: 'kuerzen'; zeile: number; auf: number };

const zeile = fc.nat();
const zelltext = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('1.234,56', '54,85-', '31.02.2024', '00.00.0000', '9'.repeat(40), '-0', 'NaN', '1e999'),
);

export const csvMutation: fc.Arbitrary<CsvMutation> = fc.oneof(
  {
    arbitrary: fc.record({
      art: fc.constant('formel' as const),
      zeile,
      spalte: fc.nat({ max: 12 }),
      zeichen: fc.constantFrom('=', '+', '-', '@', '\t', '\r', '=cmd|'),
      rest: fc.constantFrom(
        '1+1',
        'HYPERLINK("http://x.example","klick")',
        'SUM(A1:A9)',
        "cmd|' /C calc'!A0",
        '',
      ),
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      art: fc.constant('anfuehrung' as const),
      zeile,
      stelle: fc.nat({ max: 200 }),
      text: fc.constantFrom('"', '""', '"a;b', 'x"y', '";"', '"\r'),
    }),
    weight: 3,
  },
  fc.record({ art: fc.constant('bomMitten' as const), zeile, stelle: fc.nat({ max: 200 }) }),
  {
    arbitrary: fc.record({
      art: fc.constant('zelle' as const),
      zeile,
      spalte: fc.nat({ max: 12 }),
      text: zelltext,
    }),
    weight: 3,
  },
  fc.record({
    art: fc.constant('spalten' as const),
    nach: zeile,
    anzahl: fc.constantFrom(10_000, 10_001, 257),
    zelle: fc.constantFrom('', 'x', '=1', '"', '1,00'),
  }),
  fc.record({
    art: fc.constant('leerzeile' as const),
    nach: zeile,
    text: fc.constantFrom('', ' ', '\u001a', '\t', '\u00a0', ';;;'),
  }),
  fc.record({ art: fc.constant('loeschen' as const), zeile }),
  fc.record({ art: fc.constant('kuerzen' as const), zeile, auf: fc.nat({ max: 80 }) }),
);

export interface CsvFall {
  samen: number;
  mutationen: CsvMutation[];
  bom: boolean;
  kodierung: 'utf8' | 'latin1';
  crlf: number;
  stueck: number;
}

export const csvFall: fc.Arbitrary<CsvFall> = fc.record({
  samen: fc.nat({ max: CSV_SAMEN.length - 1 }),
  mutationen: fc.array(csvMutation, { maxLength: 8 }),
  bom: fc.boolean(),
  kodierung: fc.constantFrom('utf8' as const, 'latin1' as const),
  crlf: fc.nat(),
  stueck: fc.oneof(fc.integer({ min: 1, max: 64 }), fc.integer({ min: 65, max: 70_000 })),
});

/** A line break inside a mutation would add lines; the mutations change lines only. */
const einzeilig = (t: string) => t.replace(/\n/g, ' ');

function wende(zeilen: string[], m: CsvMutation): string[] {
  const n = zeilen.length;
  const bei = (i: number) => i % Math.max(n, 1);
  const ersetze = (i: number, z: string) => zeilen.map((x, j) => (j === bei(i) ? z : x));
  const zellen = (i: number) => zeilen[bei(i)]!.split(';');
  if (n === 0 && m.art !== 'leerzeile' && m.art !== 'spalten') return zeilen;
  switch (m.art) {
    case 'formel':
    case 'zelle': {
      const z = zellen(m.zeile);
      const s = m.spalte % Math.max(z.length, 1);
      z[s] = einzeilig(m.art === 'formel' ? m.zeichen + m.rest : m.text);
      return ersetze(m.zeile, z.join(';'));
    }
    case 'anfuehrung':
    case 'bomMitten': {
      const z = zeilen[bei(m.zeile)]!;
      const s = Math.min(m.stelle, z.length);
      return ersetze(m.zeile, z.slice(0, s) + (m.art === 'anfuehrung' ? m.text : '\uFEFF') + z.slice(s));
    }
    case 'spalten': {
      const s = n === 0 ? 0 : bei(m.nach) + 1;
      return [...zeilen.slice(0, s), Array<string>(m.anzahl).fill(m.zelle).join(';'), ...zeilen.slice(s)];
    }
    case 'leerzeile': {
      const s = n === 0 ? 0 : bei(m.nach) + 1;
      return [...zeilen.slice(0, s), m.text, ...zeilen.slice(s)];
    }
    case 'loeschen':
      return zeilen.filter((_, j) => j !== bei(m.zeile));
    case 'kuerzen':
      return ersetze(m.zeile, zeilen[bei(m.zeile)]!.slice(0, m.auf));
  }
}

/** The hostile file's bytes. */
export function csvBytes(f: CsvFall): Buffer {
  const text = CSV_SAMEN[f.samen]!.text.replace(/^\uFEFF/, '');
  let zeilen = text.replace(/\r?\n$/, '').split(/\r?\n/);
  for (const m of f.mutationen) zeilen = wende(zeilen, m);
  const ganz = zeilen.map((z, i) => z + (((f.crlf >> (i % 30)) & 1) === 1 ? '\r\n' : '\n')).join('');
  const bytes = Buffer.from(ganz, f.kodierung);
  return f.bom ? Buffer.concat([Buffer.of(0xef, 0xbb, 0xbf), bytes]) : bytes;
}

const utf8Streng = new TextDecoder('utf-8', { fatal: true });

/**
 * The lines a delimited file delivers, counted on its bytes as the interface README defines them:
 * physical lines split at LF (a CR before it and a byte order mark before the first not part of
 * them), decoded as UTF-8 (`unicode`, or the file begins with a byte order mark) or ISO-8859-1;
 * a line that is blank once decoded — a DOS end-of-file sign counts as blank — is no line, an
 * undecodable one is. Answers the numbers of the delivered lines.
 */
export function gelieferteTextZeilen(bytes: Buffer, unicode: boolean): number[] {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const utf8 = unicode || bom;
  const nummern: number[] = [];
  let von = bom ? 3 : 0;
  let nr = 0;
  while (von < bytes.length) {
    const lf = bytes.indexOf(0x0a, von);
    const ende = lf < 0 ? bytes.length : lf;
    nr++;
    let zeile = bytes.subarray(von, ende);
    if (zeile.at(-1) === 0x0d) zeile = zeile.subarray(0, -1);
    let text: string | undefined;
    try {
      text = utf8 ? utf8Streng.decode(zeile) : zeile.toString('latin1');
    } catch {
      text = undefined;
    }
    if (text === undefined || text.replaceAll('\u001a', '').trim() !== '') nummern.push(nr);
    von = ende + 1;
  }
  return nummern;
}
