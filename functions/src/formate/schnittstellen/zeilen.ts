/**
 * Bytes → text lines, streaming: a file is never held whole, so a portfolio of a million lines
 * reads in the memory of one line.
 *
 * - Lines end at LF; a CR before it is dropped (CRLF from Windows), the last line needs no
 *   terminator.
 * - Encoding: UTF-8 when the interface says `unicode`, otherwise ISO-8859-1 (what German
 *   insurers and Excel's "CSV (Trennzeichen-getrennt)" write). A UTF-8 byte order mark is
 *   stripped and switches the file to UTF-8 even without `unicode`: only UTF-8 files begin
 *   with those bytes, and reading them as ISO-8859-1 would turn every umlaut into two signs.
 * - Empty (or blank) lines yield nothing but still count, so line numbers are those an editor
 *   shows. A DOS end-of-file sign (0x1A) alone on a line counts as blank.
 * - A line longer than the limit, or not valid UTF-8 in a UTF-8 file, is handed on with a
 *   `fehler` — the line is bad, the file reads on.
 */

export interface TextZeile {
  /** 1-based physical line number. */
  nr: number;
  text: string;
  /** Why the line cannot be read at all (format error). */
  fehler?: string;
}

const LF = 0x0a;
const CR = 0x0d;
const BOM = [0xef, 0xbb, 0xbf] as const;
/** DOS end-of-file sign, written by old exports. */
const EOF_ZEICHEN = '\u001a';
const istLeer = (text: string): boolean => text.replaceAll(EOF_ZEICHEN, '').trim() === '';

const utf8Streng = new TextDecoder('utf-8', { fatal: true });

const alsBuffer = (stueck: Uint8Array): Buffer =>
  Buffer.isBuffer(stueck) ? stueck : Buffer.from(stueck.buffer, stueck.byteOffset, stueck.byteLength);

const hatBom = (b: Buffer): boolean => b.length >= 3 && b[0] === BOM[0] && b[1] === BOM[1] && b[2] === BOM[2];

/**
 * The splitter itself, synchronous: chunks in, complete lines out. `textZeilen` wraps it for
 * streams; the GDV path feeds it alongside the GDV reader to have each line's text for checks.
 */
export class Zeilenteiler {
  private utf8: boolean;
  private nr: number;
  private stuecke: Buffer[] = [];
  private laenge = 0;
  private ueberlang = false;

  /** `ersteZeile`: number of the input's first line (a read resumed inside the file). */
  constructor(
    unicode: boolean,
    private readonly zeilenHoechstBytes: number,
    ersteZeile = 1,
  ) {
    this.utf8 = unicode;
    this.nr = ersteZeile - 1;
  }

  /** The lines this chunk completes. */
  schiebe(roh: Uint8Array): TextZeile[] {
    const zeilen: TextZeile[] = [];
    const stueck = alsBuffer(roh);
    let start = 0;
    while (start < stueck.length) {
      const ende = stueck.indexOf(LF, start);
      const teil = stueck.subarray(start, ende < 0 ? stueck.length : ende);
      if (!this.ueberlang) {
        this.laenge += teil.length;
        if (this.laenge > this.zeilenHoechstBytes) {
          // Drop what we have: the rest of this line is skipped up to its LF.
          this.ueberlang = true;
          this.stuecke = [];
        } else this.stuecke.push(teil);
      }
      if (ende < 0) break;
      this.schliesseZeile(zeilen);
      start = ende + 1;
    }
    return zeilen;
  }

  /** The last line, when the file does not end with LF. */
  ende(): TextZeile[] {
    const zeilen: TextZeile[] = [];
    if (this.ueberlang || this.laenge > 0) this.schliesseZeile(zeilen);
    return zeilen;
  }

  private schliesseZeile(zeilen: TextZeile[]): void {
    const bytes = this.ueberlang
      ? null
      : this.stuecke.length === 1
        ? this.stuecke[0]!
        : Buffer.concat(this.stuecke);
    const z = this.zeile(bytes);
    if (z) zeilen.push(z);
    this.stuecke = [];
    this.laenge = 0;
    this.ueberlang = false;
  }

  /** Decodes one line's bytes (without LF); undefined for blank lines. */
  private zeile(bytes: Buffer | null): TextZeile | undefined {
    const nr = ++this.nr;
    if (bytes === null)
      return {
        nr,
        text: '',
        fehler: `Zeile ist länger als ${this.zeilenHoechstBytes} Bytes und wird nicht gelesen`,
      };
    let b = bytes;
    if (nr === 1 && hatBom(b)) {
      this.utf8 = true;
      b = b.subarray(3);
    }
    if (b.length > 0 && b[b.length - 1] === CR) b = b.subarray(0, b.length - 1);
    let text: string;
    let fehler: string | undefined;
    if (this.utf8) {
      try {
        text = utf8Streng.decode(b);
      } catch {
        text = b.toString('utf8');
        fehler = 'Zeile ist kein gültiges UTF-8 (Schnittstelle erwartet Unicode)';
      }
    } else text = b.toString('latin1');
    if (!fehler && istLeer(text)) return undefined;
    return fehler ? { nr, text, fehler } : { nr, text };
  }
}

export async function* textZeilen(
  eingabe: AsyncIterable<Uint8Array>,
  unicode: boolean,
  zeilenHoechstBytes: number,
  ersteZeile = 1,
): AsyncGenerator<TextZeile> {
  const teiler = new Zeilenteiler(unicode, zeilenHoechstBytes, ersteZeile);
  for await (const stueck of eingabe) yield* teiler.schiebe(stueck);
  yield* teiler.ende();
}
