/**
 * Splits a byte stream into physical lines without copying: a line is handed on as a range of
 * the chunk it lies in; only a line that spans two chunks is copied (a few hundred bytes). So a
 * file of any size is read with the memory of one chunk plus one line.
 *
 * Line ends LF or CRLF; a missing terminator after the last line is fine.
 */

/** Receives one physical line: bytes[von, bis) without its line end; nr is 1-based. */
export type ZeilenZiel = (bytes: Buffer, von: number, bis: number, nr: number) => void;

/**
 * Longest line kept whole. A GDV line is 256 characters (up to 1024 bytes in UTF-8); a file
 * without line ends would otherwise pile up in memory. Longer lines are cut here — they are
 * format errors anyway.
 */
export const MAX_ZEILENLAENGE = 64 * 1024;

export class ZeilenTeiler {
  private rest: Buffer[] = [];
  private restLaenge = 0;
  private nr: number;
  /** Offset of the next chunk's first byte in the whole input. */
  private gelesen: number;
  /**
   * Byte offsets in the whole input of the line being handed on: its first byte, and the first
   * byte after its line end (where the next line begins) — valid while the target runs.
   */
  zeilenAnfang: number;
  zeilenEnde: number;

  /**
   * `ersteZeile`, `byte`: the input begins with that line at that offset of the file (a reader
   * resumed inside a file numbers its lines as the whole file does).
   */
  constructor(ersteZeile = 1, byte = 0) {
    this.nr = ersteZeile - 1;
    this.gelesen = byte;
    this.zeilenAnfang = byte;
    this.zeilenEnde = byte;
  }

  /** Hands on every line completed by this chunk. */
  verarbeite(chunk: Buffer, ziel: ZeilenZiel): void {
    const basis = this.gelesen;
    this.gelesen += chunk.length;
    let von = 0;
    let lf = chunk.indexOf(0x0a);
    if (lf >= 0 && this.restLaenge > 0) {
      this.sammle(chunk, 0, lf);
      const zeile = Buffer.concat(this.rest, this.restLaenge);
      this.rest = [];
      this.restLaenge = 0;
      this.gib(zeile, 0, zeile.length, basis + lf + 1, ziel);
      von = lf + 1;
      lf = chunk.indexOf(0x0a, von);
    }
    while (lf >= 0) {
      this.gib(chunk, von, lf, basis + lf + 1, ziel);
      von = lf + 1;
      lf = chunk.indexOf(0x0a, von);
    }
    if (von < chunk.length) this.sammle(chunk, von, chunk.length);
  }

  /** Hands on the last line if the file does not end with a line end. */
  schliesse(ziel: ZeilenZiel): void {
    if (this.restLaenge === 0) return;
    const zeile = Buffer.concat(this.rest, this.restLaenge);
    this.rest = [];
    this.restLaenge = 0;
    this.gib(zeile, 0, zeile.length, this.gelesen, ziel);
  }

  private sammle(chunk: Buffer, von: number, bis: number): void {
    const platz = MAX_ZEILENLAENGE - this.restLaenge;
    if (platz <= 0) return;
    const teil = chunk.subarray(von, Math.min(bis, von + platz));
    // Copy: the chunk's memory may be reused by the stream once we return.
    this.rest.push(Buffer.from(teil));
    this.restLaenge += teil.length;
  }

  private gib(bytes: Buffer, von: number, bis: number, ende: number, ziel: ZeilenZiel): void {
    this.nr++;
    this.zeilenAnfang = this.zeilenEnde;
    this.zeilenEnde = ende;
    if (bis - von > MAX_ZEILENLAENGE) bis = von + MAX_ZEILENLAENGE;
    if (bis > von && bytes[bis - 1] === 0x0d) bis--;
    ziel(bytes, von, bis, this.nr);
  }
}

/** Every physical line of a stream, as decoded ISO-8859-1 text (for tools and tests, not the hot path). */
export async function* physischeZeilen(
  eingabe: AsyncIterable<Buffer>,
): AsyncIterable<{ nr: number; text: string }> {
  const teiler = new ZeilenTeiler();
  let fertig: { nr: number; text: string }[] = [];
  const ziel: ZeilenZiel = (bytes, von, bis, nr) =>
    fertig.push({ nr, text: bytes.toString('latin1', von, bis) });
  for await (const chunk of eingabe) {
    teiler.verarbeite(chunk, ziel);
    yield* fertig;
    fertig = [];
  }
  teiler.schliesse(ziel);
  yield* fertig;
}
