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

  private pruefen(gueltig: boolean): boolean {
    if (!gueltig) this.ungueltig = true;
    return gueltig;
  }
}
