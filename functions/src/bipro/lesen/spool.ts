import type { DateiVorgang } from './dateiVorgang';
import type { Ziel } from './vorgang';
import type { Zwischenlager } from './zwischenlager';

/** Bytes kept in a temporary file until the file's metadata is final, then replayed into a sink. */
export class Spool implements Ziel {
  private readonly lager: Zwischenlager;

  constructor(private readonly v: DateiVorgang) {
    this.lager = v.l.neuesLager();
  }

  daten(teil: Uint8Array): void {
    this.lager.schreiben(teil);
  }

  fertig(): void {
    this.v.ziel = undefined;
    this.v.l.nachholenPlanen(this.lager, [this.v]);
  }

  abbrechen(grund: string): void {
    this.lager.loeschen();
    this.v.melden([], grund);
  }

  verwerfen(): void {
    this.lager.loeschen();
  }
}
