/**
 * The text of GDV lines. The GDV reader keeps the raw text only of unknown or bad lines; a line
 * of the import keeps its text always (the line edit shows and changes it). So the bytes pass
 * a second, copy-free splitter on their way to the reader, which keeps the lines of one chunk
 * and decodes them in the file's encoding, decided as the GDV reader decides it: at the first
 * line holding a byte ≥ 0x80 (ISO-8859-1, CP850 or UTF-8). A chunk read from its own bytes
 * starts with its first line's number and the encoding the plan found decided there, if it was.
 */
import { cp850Text, erkenneKodierung, type Kodierung } from '../../formate/gdv/kodierung';
import { ZeilenTeiler } from '../../formate/gdv/zeilen-leser';

export class Zeilentexte {
  private readonly texte = new Map<number, string>();
  private kodierung: Kodierung | null;
  private readonly teiler: ZeilenTeiler;

  /** `ab`: the bytes begin with line `zeile` (default: the file's start, line 1). */
  constructor(
    private readonly von: number,
    private readonly bis: number,
    ab?: { zeile: number; kodierung?: Kodierung },
  ) {
    this.kodierung = ab?.kodierung ?? null;
    this.teiler = new ZeilenTeiler(ab?.zeile);
  }

  private readonly ziel = (bytes: Buffer, anfang: number, ende: number, nr: number) => {
    if (this.kodierung === null) this.kodierung = erkenneKodierung(bytes, anfang, ende);
    if (nr < this.von || nr > this.bis) return;
    this.texte.set(nr, this.dekodiere(bytes, anfang, ende));
  };

  private dekodiere(bytes: Buffer, anfang: number, ende: number): string {
    switch (this.kodierung) {
      case 'UTF-8':
        return bytes.toString('utf8', anfang, ende);
      case 'CP850':
        return cp850Text(bytes, anfang, ende);
      default:
        return bytes.toString('latin1', anfang, ende);
    }
  }

  /** The stream unchanged; every chunk is split before the reader gets it. */
  async *mitschneiden(eingabe: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    for await (const stueck of eingabe) {
      this.teiler.verarbeite(stueck, this.ziel);
      yield stueck;
    }
    this.teiler.schliesse(this.ziel);
  }

  /** The line's text, handed out once (the chunk's lines are let go as they are written). */
  nimm(nr: number): string | undefined {
    const text = this.texte.get(nr);
    this.texte.delete(nr);
    return text;
  }
}
