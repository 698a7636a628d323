/**
 * Values that make a test's data its own — file contents (the duplicate rule spans the whole
 * stack), names, keys, numbers — without chance: each is the hash of the test file's path and a
 * counter, so every run uses the same values and a failure repeats. They need to differ within
 * one run only: every run starts fresh stacks (global-setup.ts), and files running side by side
 * hash different paths.
 */
import { createHash } from 'node:crypto';
import { relative, resolve } from 'node:path';
import { expect } from 'vitest';

const WURZEL = resolve(import.meta.dirname, '../..');
let gezogen = 0;

/** The next 32 bytes of the calling test file's sequence. */
function naechsteBytes(): Buffer {
  const datei = expect.getState().testPath;
  if (!datei) throw new Error('Eindeutige Werte gibt es nur in einem Testlauf.');
  gezogen += 1;
  return createHash('sha256')
    .update(`${relative(WURZEL, datei)}#${gezogen}`)
    .digest();
}

/** `zeichen` hex digits (at most 64, a whole SHA-256): for names, keys and marks. */
export function eindeutigeMarke(zeichen = 8): string {
  return naechsteBytes().toString('hex').slice(0, zeichen);
}

/** A whole number in [von, bis). */
export function eindeutigeZahl(von: number, bis: number): number {
  return von + (naechsteBytes().readUInt32BE(0) % (bis - von));
}

/** A version-4-shaped UUID, for ids that must look like the stack's own. */
export function eindeutigeUuid(): string {
  const b = naechsteBytes();
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** `anzahl` bits (at most 256), for content that differs by its shape. */
export function eindeutigeBits(anzahl: number): boolean[] {
  const b = naechsteBytes();
  return Array.from({ length: anzahl }, (_, i) => ((b[i >> 3]! >> (i & 7)) & 1) === 1);
}
