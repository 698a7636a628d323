/**
 * Character encodings of GDV files. The GDV prescribes ISO-8859-1; DOS-era insurer systems still
 * write code page 850, newer ones UTF-8. All three agree on ASCII, so the decision can wait for
 * the first line that holds a byte ≥ 0x80 — every line before it reads the same in any of them,
 * which keeps detection compatible with streaming (nothing is buffered or read twice).
 *
 * At that first line: valid UTF-8 multi-byte sequences → UTF-8; bytes 0x80–0x9F (control codes
 * in ISO-8859-1, never text, but ä ö ü Ä Ö Ü é … in CP850) → CP850; otherwise ISO-8859-1.
 */
import iconv from 'iconv-lite';

export type Kodierung = 'ISO-8859-1' | 'CP850' | 'UTF-8';

declare global {
  interface Buffer {
    /** Node's own ISO-8859-1 slice, what toString('latin1', …) calls after checking its arguments. */
    latin1Slice(von: number, bis: number): string;
  }
}

/** The file's encoding is decided at its first non-ASCII line; until then ASCII (= any of them). */
export function erkenneKodierung(bytes: Uint8Array, von: number, bis: number): Kodierung | null {
  let hoch = false;
  let steuerzeichen = false;
  for (let i = von; i < bis; i++) {
    const b = bytes[i]!;
    if (b >= 0x80) {
      hoch = true;
      if (b <= 0x9f) steuerzeichen = true;
    }
  }
  if (!hoch) return null;
  if (istUtf8(bytes, von, bis)) return 'UTF-8';
  return steuerzeichen ? 'CP850' : 'ISO-8859-1';
}

/** Whether the bytes hold only well-formed UTF-8 (ASCII included). */
export function istUtf8(bytes: Uint8Array, von: number, bis: number): boolean {
  let i = von;
  while (i < bis) {
    const b = bytes[i]!;
    if (b < 0x80) {
      i++;
      continue;
    }
    let folge: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [folge, min] = [1, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [folge, min] = [2, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [folge, min] = [3, 0x10000];
    else return false;
    if (i + folge >= bis) return false;
    let cp = b & (0x3f >> folge);
    for (let k = 1; k <= folge; k++) {
      const f = bytes[i + k]!;
      if ((f & 0xc0) !== 0x80) return false;
      cp = (cp << 6) | (f & 0x3f);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff)) return false;
    i += folge + 1;
  }
  return true;
}

/** The 256 characters of code page 850 by byte. */
const CP850 = iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, i) => i)), 'cp850');

/** Text of bytes[von, bis) in CP850 (only called for ranges that hold a byte ≥ 0x80). */
export function cp850Text(bytes: Uint8Array, von: number, bis: number): string {
  let s = '';
  for (let i = von; i < bis; i++) s += CP850[bytes[i]!];
  return s;
}

/** Whether bytes[von, bis) are all ASCII (then every supported encoding reads them alike). */
export function nurAscii(bytes: Uint8Array, von: number, bis: number): boolean {
  for (let i = von; i < bis; i++) if (bytes[i]! >= 0x80) return false;
  return true;
}
