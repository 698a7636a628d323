/**
 * Base64 decoded as its text arrives (a file's `Daten`, or an MTOM part sent base64): the 0–3
 * characters that do not yet make a group of four are carried to the next piece, white space is
 * skipped wherever it falls. The rules are those of an answer read whole: only the base64
 * alphabet, at most two `=` and only at the end, and not a length that leaves a single character
 * (4n+1). The first character against them makes the data invalid; nothing after it is decoded.
 */
export class Base64Strom {
  /** Data characters not yet decoded (fewer than four). */
  private rest = '';
  /** Characters seen, white space excepted (padding included). */
  private zeichen = 0;
  private gleich = 0;
  private ungueltig = false;

  constructor(private readonly aus: (bytes: Buffer) => void) {}

  /** No character other than white space has come. */
  get leer(): boolean {
    return this.zeichen === 0;
  }

  get gueltig(): boolean {
    return !this.ungueltig;
  }

  /** The next piece of text; false once the data is invalid. */
  text(stueck: string): boolean {
    if (this.ungueltig) return false;
    if (this.schnell(stueck)) return true;
    const t = stueck.replace(/\s+/g, '');
    if (t === '') return true;
    this.zeichen += t.length;
    if (this.gleich > 0) {
      // After padding only more padding may come.
      this.gleich += t.length;
      return this.pruefen(/^=*$/.test(t) && this.gleich <= 2);
    }
    const p = t.indexOf('=');
    const daten = p < 0 ? t : t.slice(0, p);
    if (!/^[A-Za-z0-9+/]*$/.test(daten)) return this.pruefen(false);
    if (p >= 0) {
      this.gleich = t.length - p;
      if (this.gleich > 2 || !/^=*$/.test(t.slice(p))) return this.pruefen(false);
    }
    const alle = this.rest + daten;
    const ganz = alle.length - (alle.length % 4);
    if (ganz > 0) this.aus(Buffer.from(alle.slice(0, ganz), 'base64'));
    this.rest = alle.slice(ganz);
    return true;
  }

  /** The data is complete: the last group decoded; false if the data is invalid. */
  ende(): boolean {
    if (this.ungueltig) return false;
    if (this.zeichen % 4 === 1) return this.pruefen(false);
    // Two or three characters without padding are accepted, as Node's decoder accepts them.
    if (this.rest !== '') {
      const bytes = Buffer.from(this.rest, 'base64');
      this.rest = '';
      if (bytes.length > 0) this.aus(bytes);
    }
    return true;
  }

  /**
   * The common piece — data characters only, no white space, no padding — decoded without the
   * alphabet's regular expression, which cost as much CPU as the decoding itself: Node's decoder
   * skips what is not base64, so whole groups decoded to fewer than three bytes each mean a
   * character outside the alphabet. Node also takes `-` and `_` (base64url), which are refused
   * here, and maps a character above U+00FF to its low byte, so only an ASCII piece (as many UTF-8
   * bytes as characters) is taken. False, with nothing changed, for any other piece: the full
   * rules then decide.
   */
  private schnell(stueck: string): boolean {
    if (this.gleich > 0 || Buffer.byteLength(stueck, 'utf8') !== stueck.length) return false;
    if (stueck.includes('=') || stueck.includes('-') || stueck.includes('_')) return false;
    const alle = this.rest + stueck;
    const ganz = alle.length - (alle.length % 4);
    const rest = alle.slice(ganz);
    if (!/^[A-Za-z0-9+/]*$/.test(rest)) return false;
    const bytes = ganz > 0 ? Buffer.from(alle.slice(0, ganz), 'base64') : undefined;
    if (bytes && bytes.length !== (ganz / 4) * 3) return false;
    this.zeichen += stueck.length;
    if (bytes) this.aus(bytes);
    this.rest = rest;
    return true;
  }

  private pruefen(gueltig: boolean): boolean {
    if (!gueltig) this.ungueltig = true;
    return gueltig;
  }
}
