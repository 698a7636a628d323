import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { STUECK_BYTES } from './grenzen';
import { meldungText } from './meldungen';

/** A temporary file under os.tmpdir(): written once, read back in pieces, deleted. */
export class Zwischenlager {
  private fd: number | undefined;
  private pfad: string | undefined;
  private geloescht = false;
  fehler: string | undefined;
  /** An MTOM part's declared Content-Type. */
  teilTyp: string | undefined;

  constructor(
    private readonly verzeichnis: string,
    private readonly alle: Set<Zwischenlager>,
  ) {
    alle.add(this);
  }

  schreiben(teil: Uint8Array): void {
    if (this.fehler !== undefined || this.geloescht) return;
    try {
      if (this.fd === undefined) {
        this.pfad = join(this.verzeichnis, `lieferdesk-bipro-${randomUUID()}.teil`);
        this.fd = openSync(this.pfad, 'wx', 0o600);
      }
      for (let geschrieben = 0; geschrieben < teil.length;)
        geschrieben += writeSync(this.fd, teil, geschrieben, teil.length - geschrieben);
    } catch (e) {
      this.fehler = `sie konnte nicht zwischengespeichert werden (${meldungText(e)})`;
      this.loeschen();
    }
  }

  /** Everything is written: the file is closed until it is read (parts wait with no descriptor open). */
  schliessen(): void {
    if (this.fd === undefined) return;
    closeSync(this.fd);
    this.fd = undefined;
  }

  /** The bytes written, in fresh buffers (a sink may keep what it was handed). */
  *bloecke(): Generator<Uint8Array> {
    if (this.pfad === undefined || this.geloescht) return;
    this.schliessen();
    this.fd = openSync(this.pfad, 'r');
    for (;;) {
      const block = Buffer.allocUnsafe(STUECK_BYTES);
      const n = readSync(this.fd, block, 0, STUECK_BYTES, null);
      if (n === 0) return;
      yield block.subarray(0, n);
    }
  }

  loeschen(): void {
    if (this.geloescht) return;
    this.geloescht = true;
    this.alle.delete(this);
    try {
      if (this.fd !== undefined) closeSync(this.fd);
    } catch {
      // already closed: nothing to release
    }
    try {
      if (this.pfad !== undefined) unlinkSync(this.pfad);
    } catch {
      // gone already: nothing left behind
    }
  }
}
