/**
 * The answer's UTF-8 decoded with an ASCII fast path (lesen/utf8Strom.ts) gives exactly what a
 * streaming TextDecoder gives, however the bytes are split: BOM at the start or later, broken and
 * unfinished sequences, ASCII pieces between the bytes of one character.
 */
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Utf8Strom } from '../../../src/bipro/lesen/utf8Strom';

const BOM = [0xef, 0xbb, 0xbf];

/** Bytes mostly ASCII, with multi-byte characters, BOMs and broken sequences among them. */
const bytes = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        [0x3c],
        [0x41, 0x42],
        [0x0a],
        BOM,
        [0xc3, 0xa4],
        [0xe2, 0x82, 0xac],
        [0xf0, 0x9f, 0x98, 0x80],
      ),
      fc.constantFrom([0xc3], [0xe2, 0x82], [0x80], [0xff], [0xf0, 0x9f]),
      fc.array(fc.integer({ min: 0, max: 0x7f }), { maxLength: 20 }),
    ),
    { maxLength: 40 },
  )
  .map((teile) => Uint8Array.from(teile.flat()));

function zerlegt(b: Uint8Array, schnitte: number[]): Uint8Array[] {
  const stellen = [...new Set(schnitte.map((s) => s % (b.length + 1)))].sort((x, y) => x - y);
  const stuecke: Uint8Array[] = [];
  let von = 0;
  for (const s of [...stellen, b.length]) {
    stuecke.push(b.subarray(von, s));
    von = s;
  }
  return stuecke;
}

function wieTextDecoder(stuecke: Uint8Array[]): string {
  const d = new TextDecoder('utf-8');
  return stuecke.map((s) => d.decode(s, { stream: true })).join('') + d.decode();
}

function mitStrom(stuecke: Uint8Array[]): string {
  const s = new Utf8Strom();
  return stuecke.map((t) => s.text(t)).join('') + s.ende();
}

describe('Utf8Strom', () => {
  it.prop([bytes, fc.array(fc.nat(), { maxLength: 12 })])(
    'decodes as a streaming TextDecoder, however the bytes are split',
    (b, schnitte) => {
      const stuecke = zerlegt(b, schnitte);
      expect(mitStrom(stuecke)).toBe(wieTextDecoder(stuecke));
    },
  );

  it('drops a BOM at the start only, also when ASCII comes first in a piece of its own', () => {
    const text = (...stuecke: number[][]) => mitStrom(stuecke.map((s) => Uint8Array.from(s)));
    expect(text([...BOM, 0x3c])).toBe('<');
    expect(text([0x3c], [...BOM, 0x3e])).toBe('<\uFEFF>');
    expect(text([0x3c], [0xc3], [0x41])).toBe('<\uFFFDA');
    expect(text([0xe2, 0x82], [0xac, 0x41])).toBe('€A');
  });
});
