import { createHash } from 'node:crypto';
import type { DateiVorgang } from './dateiVorgang';
import type { Eintrag, Meta, Ziel } from './vorgang';

/** A file stored as it is. */
export class Roh implements Ziel {
  private readonly griff: number;
  private readonly eintrag: Eintrag;
  private readonly hash = createHash('sha256');
  private bytes = 0;
  private erledigt = false;

  constructor(
    private readonly v: DateiVorgang,
    meta: Meta,
  ) {
    ({ griff: this.griff, eintrag: this.eintrag } = v.l.senkeOeffnen(v, meta.dateiname, meta.mimeType));
  }

  daten(teil: Uint8Array): void {
    if (this.erledigt || !this.v.l.lebt(this.griff)) return;
    const zuViel = this.v.l.verbrauchen(this.v.lieferung, teil.length);
    if (zuViel !== undefined) return this.abbrechen(zuViel);
    this.hash.update(teil);
    this.bytes += teil.length;
    this.v.l.senkeSchreiben(this.griff, teil);
  }

  fertig(meta: Meta): void {
    if (this.erledigt) return;
    // Stored before its Komprimierungstyp came, as its data did not begin like a ZIP.
    if (meta.zip)
      return this.abbrechen('das ZIP lässt sich nicht entpacken (die Daten sind kein ZIP-Archiv)');
    this.erledigt = true;
    if (this.eintrag.fehler === undefined) {
      this.eintrag.bytes = this.bytes;
      this.eintrag.sha256 = this.hash.digest('hex');
      this.v.l.senkeAbschliessen(this.griff, this.eintrag);
    }
    this.v.melden([this.eintrag]);
  }

  abbrechen(grund: string): void {
    if (this.erledigt) return;
    this.erledigt = true;
    this.v.l.senkeAbbrechen(this.griff, this.eintrag, grund);
    this.v.melden([this.eintrag], grund);
  }
}
