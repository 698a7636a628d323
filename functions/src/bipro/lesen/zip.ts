/**
 * A ZIP (`Komprimierungstyp` ZIP) unpacked as its bytes arrive, with fflate's streaming `Unzip`:
 * each entry's inflated bytes are handed on as they come, so neither the archive nor an entry is
 * ever held whole. A ZIP bomb is refused: the entries are counted, the sizes the local headers
 * declare are summed before an entry is inflated, and — since a streamed archive may declare no
 * sizes at all (a data descriptor follows the data) — the bytes actually inflated are counted too,
 * and set against the archive's bytes read so far: beyond a compression ratio no real document
 * reaches, the archive is refused before it has inflated much (a 1 MB ZIP can hold a GB of zeros).
 * A refusal for a limit is `dauerhaft`: the same archive meets it on every reading.
 *
 * fflate's streaming reader finds entries by their local headers and never reads the central
 * directory, so a truncated archive would look complete: the archive must end with its
 * end-of-central-directory record, and every entry begun must have ended.
 */
import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';

/** More unpacked bytes than this from one ZIP are refused (a ZIP bomb). */
export const ZIP_HOECHSTE_BYTES = 1024 ** 3;
/** More entries than this in one ZIP are refused. */
export const ZIP_HOECHSTE_EINTRAEGE = 10_000;
/**
 * More inflated bytes per byte of the archive than this are refused: text compresses about 10:1,
 * fixed-width GDV records with their blanks some 20:1, a run of zeros 1,000:1.
 */
export const ZIP_HOECHSTES_VERHAELTNIS = 100;
/** The ratio is judged only past this many inflated bytes: a small file of blanks may well exceed it. */
export const ZIP_VERHAELTNIS_AB_BYTES = 1024 ** 2;

export interface ZipGrenzen {
  bytes: number;
  eintraege: number;
  /** `ZIP_HOECHSTES_VERHAELTNIS` when absent. */
  verhaeltnis?: number;
}

export interface ZipEreignisse {
  /** An entry (a file; folders are skipped) begins. */
  eintrag(name: string): void;
  /** The entry's next inflated bytes. */
  daten(teil: Uint8Array): void;
  eintragEnde(): void;
}

export class ZipFehler extends Error {
  constructor(
    grund: string,
    /** A limit refused it: reading the same bytes again meets the same refusal. */
    readonly dauerhaft = false,
  ) {
    super(grund);
    this.name = 'ZipFehler';
  }
}

/** The end-of-central-directory record's signature, `PK\x05\x06`. */
const ENDE_SIGNATUR = Buffer.from([0x50, 0x4b, 0x05, 0x06]);

export class ZipStrom {
  private readonly unzip = new Unzip();
  private fehler: ZipFehler | undefined;
  private anzahl = 0;
  private deklariert = 0;
  private entpackt = 0;
  /** The archive's bytes written so far. */
  private gelesen = 0;
  /** Entries started whose last bytes have not come. */
  private offen = 0;
  private endeGesehen = false;
  /** The last three bytes written: the end signature may straddle two pieces. */
  private schwanz: Buffer = Buffer.alloc(0);

  constructor(
    private readonly grenzen: ZipGrenzen,
    private readonly ereignisse: ZipEreignisse,
  ) {
    this.unzip.register(UnzipInflate);
    this.unzip.onfile = (f) => this.datei(f);
  }

  /** The archive's next bytes. Throws ZipFehler (the reason, without the file's name). */
  schreiben(teil: Uint8Array): void {
    if (this.fehler) throw this.fehler;
    this.endeSuchen(teil);
    this.gelesen += teil.length;
    try {
      this.unzip.push(teil, false);
    } catch (e) {
      this.scheitern(e instanceof Error ? e.message : String(e));
    }
    if (this.fehler) throw this.fehler;
  }

  /** The archive is complete; throws ZipFehler if it is not. */
  ende(): void {
    if (this.fehler) throw this.fehler;
    try {
      this.unzip.push(new Uint8Array(0), true);
    } catch (e) {
      this.scheitern(e instanceof Error ? e.message : String(e));
    }
    if (!this.fehler && this.offen > 0) this.scheitern('ein Eintrag endet vor seinen Daten');
    if (!this.fehler && !this.endeGesehen) this.scheitern('das Ende des Archivs fehlt');
    if (this.fehler) throw this.fehler;
  }

  private scheitern(grund: string | ZipFehler): void {
    this.fehler ??= grund instanceof ZipFehler ? grund : new ZipFehler(grund);
  }

  private grenze(grund: string): void {
    this.scheitern(new ZipFehler(grund, true));
  }

  /** Why the bytes inflated so far are too many, if they are. */
  private zuViel(): string | undefined {
    if (this.entpackt > this.grenzen.bytes) return `mehr als ${this.grenzen.bytes} Bytes entpackt`;
    const verhaeltnis = this.grenzen.verhaeltnis ?? ZIP_HOECHSTES_VERHAELTNIS;
    if (this.entpackt > ZIP_VERHAELTNIS_AB_BYTES && this.entpackt > verhaeltnis * this.gelesen)
      return `mehr als das ${verhaeltnis}-Fache seiner Größe entpackt`;
    return undefined;
  }

  private endeSuchen(teil: Uint8Array): void {
    if (this.endeGesehen) return;
    const b = Buffer.from(teil.buffer, teil.byteOffset, teil.byteLength);
    const naht = Buffer.concat([this.schwanz, b.subarray(0, 3)]);
    if (naht.includes(ENDE_SIGNATUR) || b.includes(ENDE_SIGNATUR)) this.endeGesehen = true;
    this.schwanz = Buffer.from(Buffer.concat([this.schwanz, b.subarray(-3)]).subarray(-3));
  }

  /**
   * An entry found. It is started at once, folders too: fflate keeps the bytes of an entry not
   * started in memory. Errors are noted, not thrown: fflate would catch them and report them as
   * the entry's.
   */
  private datei(f: UnzipFile): void {
    const ordner = f.name.endsWith('/');
    if (!this.fehler && !ordner) {
      this.anzahl++;
      this.deklariert += f.originalSize ?? 0;
      if (this.anzahl > this.grenzen.eintraege) this.grenze(`mehr als ${this.grenzen.eintraege} Einträge`);
      else if (this.deklariert > this.grenzen.bytes)
        this.grenze(`mehr als ${this.grenzen.bytes} Bytes entpackt`);
      else this.ereignisse.eintrag(f.name);
    }
    this.offen++;
    f.ondata = (err, daten, final) => {
      if (this.fehler) return;
      if (err) return this.scheitern(err.message);
      this.entpackt += daten.length;
      const zuViel = this.zuViel();
      if (zuViel !== undefined) return this.grenze(zuViel);
      // A ZipFehler of the receiver (its own limit) ends the archive as it is, `dauerhaft` kept.
      try {
        if (!ordner && daten.length > 0) this.ereignisse.daten(daten);
      } catch (e) {
        return this.scheitern(e instanceof ZipFehler ? e : e instanceof Error ? e.message : String(e));
      }
      if (final) {
        this.offen--;
        if (!ordner) this.ereignisse.eintragEnde();
      }
    };
    if (!this.fehler) f.start();
  }
}
