import type { AntwortLeser } from './antwortLeser';
import { Base64Strom } from './base64';
import { istBipro } from './namensraeume';
import { Roh } from './roh';
import { Spool } from './spool';
import { Vorbehalt } from './vorbehalt';
import { lieferungsId, type Eintrag, type LieferungsVorgang, type Meta, type Ziel } from './vorgang';
import { attributSchluessel, kind, textVon, type XmlElement, type XmlTag } from './xmlBaum';
import { ZipZiel } from './zipZiel';

const XMIME = 'http://www.w3.org/2005/05/xmlmime';

/** One `Datei` of a transfer: its metadata, its data's way into sinks, and the files it became. */
export class DateiVorgang {
  ziel: Ziel | undefined;
  /** Kept: its first `Dateiname` and `Komprimierungstyp`. */
  readonly knoten: XmlElement = { uri: '', name: 'Datei', attribute: new Map(), text: '', kinder: [] };
  erledigt = false;
  href: string | undefined;
  teilTyp: string | undefined;
  private readonly platz: Eintrag[] = [];
  private mimeType: string | undefined;
  private decoder: Base64Strom | undefined;
  private vorlauf: Buffer[] = [];
  private vorlaufBytes = 0;

  constructor(
    readonly l: AntwortLeser,
    readonly lieferung: LieferungsVorgang,
    readonly transfer: number,
  ) {
    lieferung.plaetze.push(this.platz);
    l.aktiv.add(this);
  }

  get datenBegonnen(): boolean {
    return this.decoder !== undefined || this.href !== undefined;
  }

  get dateiname(): string | undefined {
    return textVon(kind(this.knoten, 'Dateiname', istBipro));
  }

  meta(): Meta {
    return {
      lieferungId: lieferungsId(this.lieferung) ?? '',
      dateiname: this.dateiname ?? 'ohne Namen',
      mimeType: this.mimeType ?? this.teilTyp,
      zip: textVon(kind(this.knoten, 'Komprimierungstyp', istBipro))?.toUpperCase() === 'ZIP',
    };
  }

  /** The files this `Datei` became, once final; a failure no file carries is listed under its own name. */
  melden = (eintraege: Eintrag[], fehler?: string): void => {
    if (this.erledigt) return;
    this.erledigt = true;
    this.ziel = undefined;
    this.l.aktiv.delete(this);
    this.platz.push(...eintraege);
    if (fehler !== undefined && !eintraege.some((e) => e.fehler !== undefined))
      this.platz.push(this.l.fehlEintrag(this, fehler));
    this.zipNennen();
  };

  /**
   * The files of a `Datei` declared ZIP name it as their `zip`, its own failure too: when they are
   * reported, and again when the `Datei` ends, for a failure reported before its
   * `Komprimierungstyp` came.
   */
  private zipNennen(): void {
    const meta = this.meta();
    if (meta.zip) for (const e of this.platz) e.zip = meta.dateiname;
  }

  scheitern(grund: string): void {
    if (this.erledigt) return;
    if (this.ziel) this.ziel.abbrechen(grund);
    else this.melden([], grund);
  }

  /** The way for data whose metadata is final (an MTOM part, a replay). */
  direktesZiel(): Ziel {
    const meta = this.meta();
    return meta.zip ? new ZipZiel(this) : new Roh(this, meta);
  }

  /** `Daten` opens: inline base64 follows, unless an `xop:Include` does. */
  datenBeginn(tag: XmlTag): (text: string) => void {
    this.mimeType = tag.attribute.get(attributSchluessel(XMIME, 'contentType'));
    const decoder = new Base64Strom((bytes) => this.bytes(bytes));
    this.decoder = decoder;
    return (text) => {
      if (this.erledigt || this.href !== undefined) return;
      if (!decoder.text(text)) this.scheitern('ihre Daten sind kein gültiges Base64');
    };
  }

  /** An `xop:Include` in `Daten`: the data is an MTOM part, unless base64 came first. */
  verweis(tag: XmlTag): void {
    if (this.href !== undefined || !(this.decoder?.leer ?? true)) return;
    this.href = tag.attribute.get(attributSchluessel('', 'href')) ?? '';
  }

  datenEnde(): void {
    if (this.erledigt || this.href !== undefined || !this.decoder) return;
    if (!this.decoder.ende()) this.scheitern('ihre Daten sind kein gültiges Base64');
  }

  dateiEnde(): void {
    if (this.erledigt) return this.zipNennen();
    if (this.href !== undefined) return this.l.verweisen(this);
    if (!this.decoder || this.decoder.leer) return this.scheitern('sie enthält keine Daten');
    if (!this.ziel) this.waehlen(true);
    this.ziel!.fertig(this.meta());
  }

  private bytes(teil: Buffer): void {
    if (this.erledigt) return;
    if (this.ziel) return this.ziel.daten(teil);
    this.vorlauf.push(teil);
    this.vorlaufBytes += teil.length;
    // Two bytes tell whether the data begins like a ZIP.
    if (this.vorlaufBytes >= 2) this.waehlen(false);
  }

  /** Where inline data goes, chosen by what of the metadata has come (see antwortLeser.ts's comment). */
  private waehlen(dateiZuEnde: boolean): void {
    const vorlauf = Buffer.concat(this.vorlauf);
    this.vorlauf = [];
    const komprimierungBekannt =
      dateiZuEnde || kind(this.knoten, 'Komprimierungstyp', istBipro) !== undefined;
    const meta = this.meta();
    if (komprimierungBekannt)
      this.ziel =
        meta.zip || this.dateiname !== undefined || dateiZuEnde ? this.direktesZiel() : new Spool(this);
    else if (vorlauf[0] === 0x50 && vorlauf[1] === 0x4b) this.ziel = new Vorbehalt(this);
    else this.ziel = this.dateiname !== undefined ? new Roh(this, meta) : new Spool(this);
    if (vorlauf.length > 0) this.ziel.daten(vorlauf);
  }
}
