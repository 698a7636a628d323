import { createHash, type Hash } from 'node:crypto';
import type { DateiVorgang } from './dateiVorgang';
import { VORLAEUFIG_HOECHSTE_EINTRAEGE } from './grenzen';
import { meldungText } from './meldungen';
import type { Eintrag, Ziel } from './vorgang';
import { ZipFehler, ZipStrom } from './zip';

/**
 * A ZIP unpacked, each entry into a sink of its own. `vorlaeufig`: unpacked before its
 * Komprimierungstyp has come; the finished entries' sinks are completed only by `fertig`, and
 * `verwerfen` aborts them all without a word to the file.
 */
export class ZipZiel implements Ziel {
  private readonly strom: ZipStrom;
  private offen: { griff: number; eintrag: Eintrag; hash: Hash; bytes: number } | undefined;
  private readonly eintraege: Eintrag[] = [];
  private zurueckgestellt: Eintrag[] = [];
  private fehler: string | undefined;
  private erledigt = false;
  /** More entries finished than may be held open. */
  ueberlauf = false;

  constructor(
    private readonly v: DateiVorgang,
    private readonly vorlaeufig = false,
  ) {
    this.strom = new ZipStrom(v.l.zipGrenzen, {
      eintrag: (name) => {
        const { griff, eintrag } = v.l.senkeOeffnen(v, name, undefined);
        this.offen = { griff, eintrag, hash: createHash('sha256'), bytes: 0 };
      },
      daten: (teil) => {
        const o = this.offen!;
        if (!v.l.lebt(o.griff)) return;
        const zuViel = v.l.verbrauchen(v.lieferung, teil.length);
        if (zuViel !== undefined) throw new ZipFehler(zuViel, true);
        o.hash.update(teil);
        o.bytes += teil.length;
        v.l.senkeSchreiben(o.griff, teil);
      },
      eintragEnde: () => {
        const o = this.offen!;
        this.offen = undefined;
        this.eintraege.push(o.eintrag);
        if (o.eintrag.fehler !== undefined) return;
        o.eintrag.bytes = o.bytes;
        o.eintrag.sha256 = o.hash.digest('hex');
        if (!this.vorlaeufig) return v.l.senkeAbschliessen(o.griff, o.eintrag);
        this.zurueckgestellt.push(o.eintrag);
        if (this.zurueckgestellt.length > VORLAEUFIG_HOECHSTE_EINTRAEGE) this.ueberlauf = true;
      },
    });
  }

  daten(teil: Uint8Array): void {
    if (this.erledigt || this.fehler !== undefined) return;
    try {
      this.strom.schreiben(teil);
    } catch (e) {
      this.scheitern(e);
    }
  }

  fertig(): void {
    if (this.erledigt) return;
    if (this.fehler === undefined)
      try {
        this.strom.ende();
      } catch (e) {
        this.scheitern(e);
      }
    this.erledigt = true;
    for (const e of this.zurueckgestellt) this.v.l.senkeAbschliessen(e.griff!, e);
    this.zurueckgestellt = [];
    this.v.melden(this.eintraege, this.fehler);
  }

  abbrechen(grund: string): void {
    if (this.erledigt) return;
    this.alleAbbrechen(grund);
    this.v.melden(this.eintraege, grund);
  }

  verwerfen(grund: string): void {
    if (this.erledigt) return;
    this.alleAbbrechen(grund);
  }

  private alleAbbrechen(grund: string): void {
    this.erledigt = true;
    const offen = this.offen;
    this.offen = undefined;
    if (offen) {
      this.v.l.senkeAbbrechen(offen.griff, offen.eintrag, grund);
      this.eintraege.push(offen.eintrag);
    }
    for (const e of this.zurueckgestellt) this.v.l.senkeAbbrechen(e.griff!, e, grund);
    this.zurueckgestellt = [];
  }

  /** The archive is broken: the entry being unpacked is aborted; those finished before stay. */
  private scheitern(e: unknown): void {
    this.fehler = `das ZIP lässt sich nicht entpacken (${meldungText(e)})`;
    if (e instanceof ZipFehler && e.dauerhaft) this.v.l.dauerhaft(this.fehler);
    const offen = this.offen;
    this.offen = undefined;
    if (offen) {
      this.v.l.senkeAbbrechen(offen.griff, offen.eintrag, this.fehler);
      this.eintraege.push(offen.eintrag);
    }
  }
}
