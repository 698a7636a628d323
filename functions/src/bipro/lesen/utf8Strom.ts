import { isAscii } from 'node:buffer';

/**
 * An answer's XML decoded from UTF-8 as its bytes arrive, as a streaming `TextDecoder` decodes it
 * (a leading BOM dropped, broken sequences as U+FFFD) — but a piece that is plain ASCII, nearly
 * every piece of a file's base64, is taken as Latin-1: the same characters at a fraction of the
 * decoder's CPU, and as a one-byte string, which the base64 decoder reads faster too. Only while
 * the decoder holds no unfinished character: an ASCII byte finishes any, so after an ASCII piece
 * it holds none.
 */
export class Utf8Strom {
  private decoder = new TextDecoder('utf-8');
  /** The decoder may hold the first bytes of a character. */
  private offen = false;
  /** No byte has been decoded yet: a BOM would still be dropped. */
  private amAnfang = true;

  text(teil: Uint8Array): string {
    if (teil.length === 0) return '';
    const ascii = isAscii(teil);
    if (ascii && !this.offen) {
      // A BOM after the first bytes is a character, as for the decoder once it has begun.
      if (this.amAnfang) this.decoder = new TextDecoder('utf-8', { ignoreBOM: true });
      this.amAnfang = false;
      return Buffer.from(teil.buffer, teil.byteOffset, teil.byteLength).toString('latin1');
    }
    this.amAnfang = false;
    this.offen = !ascii;
    return this.decoder.decode(teil, { stream: true });
  }

  /** The bytes have ended: an unfinished character as U+FFFD. */
  ende(): string {
    return this.decoder.decode();
  }
}
