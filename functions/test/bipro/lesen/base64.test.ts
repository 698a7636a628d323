/**
 * Base64 decoded as it arrives (lesen/base64.ts): whatever the text and however it is split, the
 * decoder yields the bytes of a text decoded whole by the rules — only the alphabet, white space
 * anywhere, at most two `=` at the end, no length of 4n+1 — or says it is invalid, as a decoder
 * without the fast path for plain pieces would.
 */
import { fc, it } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Base64Strom } from '../../../src/bipro/lesen/base64';

/** What the rules make of the whole text: its bytes, or undefined if it is invalid. */
function nachDenRegeln(text: string): Buffer | undefined {
  const t = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(t) || t.length % 4 === 1) return undefined;
  return Buffer.from(t, 'base64');
}

function gestreamt(stuecke: string[]): Buffer | undefined {
  const teile: Buffer[] = [];
  const strom = new Base64Strom((b) => teile.push(b));
  for (const s of stuecke) if (!strom.text(s)) return undefined;
  return strom.ende() ? Buffer.concat(teile) : undefined;
}

const zeichen = fc.oneof(
  { weight: 20, arbitrary: fc.constantFrom(...'ABCXYZabcxyz0189+/') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '=',
      ' ',
      '\n',
      '\r\n',
      '-',
      '_',
      '!',
      'é',
      'ī',
      '\u00a0',
      '\u2028',
      '😀',
      '\u012b',
    ),
  },
);

describe('Base64Strom', () => {
  it.prop([
    fc.array(
      fc.array(zeichen, { maxLength: 30 }).map((z) => z.join('')),
      { maxLength: 8 },
    ),
  ])('decodes pieces as the whole text by the rules, or refuses it as they do', (stuecke) => {
    const erwartet = nachDenRegeln(stuecke.join(''));
    const ergebnis = gestreamt(stuecke);
    if (erwartet === undefined) expect(ergebnis).toBeUndefined();
    else expect(ergebnis?.toString('hex')).toBe(erwartet.toString('hex'));
  });

  it.prop([fc.uint8Array({ maxLength: 3000 }), fc.array(fc.nat(), { maxLength: 10 })])(
    'decodes valid base64 split anywhere to its bytes',
    (bytes, schnitte) => {
      const text = Buffer.from(bytes).toString('base64');
      const stellen = [...new Set(schnitte.map((s) => s % (text.length + 1)))].sort((a, b) => a - b);
      const stuecke = [0, ...stellen].map((s, i, alle) => text.slice(s, alle[i + 1] ?? text.length));
      expect(gestreamt(stuecke)?.toString('hex')).toBe(Buffer.from(bytes).toString('hex'));
    },
  );

  it('refuses characters the fast path must not take: base64url, and a character above U+00FF', () => {
    expect(gestreamt(['QUJD', 'QU-D'])).toBeUndefined();
    expect(gestreamt(['QUJDQU_D'])).toBeUndefined();
    // U+012B's low byte is '+': Node's decoder would take it as one.
    expect(gestreamt(['QUJD\u012bUJD'])).toBeUndefined();
    expect(gestreamt(['QUJD', 'QUJD'])?.toString()).toBe('ABCABC');
  });
});
