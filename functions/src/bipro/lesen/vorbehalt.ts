import type { DateiVorgang } from './dateiVorgang';
import { VORLAEUFIG_HOECHSTE_EINTRAEGE } from './grenzen';
import { Spool } from './spool';
import type { Meta, Ziel } from './vorgang';
import { ZipZiel } from './zipZiel';

/** Inline data that begins like a ZIP before its Komprimierungstyp has come: unpacked, and kept. */
export class Vorbehalt implements Ziel {
  private zip: ZipZiel | undefined;
  private readonly spool: Spool;

  constructor(v: DateiVorgang) {
    this.zip = new ZipZiel(v, true);
    this.spool = new Spool(v);
  }

  daten(teil: Uint8Array): void {
    if (this.zip) {
      this.zip.daten(teil);
      if (this.zip.ueberlauf) {
        this.zip.verwerfen(
          `mehr als ${VORLAEUFIG_HOECHSTE_EINTRAEGE} Einträge vorläufig entpackt; das ZIP wird nach dem Ende der Datei entpackt`,
        );
        this.zip = undefined;
      }
    }
    this.spool.daten(teil);
  }

  fertig(meta: Meta): void {
    if (meta.zip && this.zip) {
      this.spool.verwerfen();
      return this.zip.fertig();
    }
    this.zip?.verwerfen('vorläufig entpackt, die Datei ist aber laut Komprimierungstyp nicht gepackt');
    this.zip = undefined;
    this.spool.fertig();
  }

  abbrechen(grund: string): void {
    this.zip?.verwerfen(grund);
    this.zip = undefined;
    this.spool.abbrechen(grund);
  }
}
