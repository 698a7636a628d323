/**
 * The GDV adapter of the formats engine: a stream of bytes in, exactly one result per non-empty
 * physical line out — typed fields by technical name, an unknown record type kept raw, or a line
 * error with the status of reference §8 (-7 format error, -1 value missing or wrong) and a German
 * reason. Nothing a line contains ends the file.
 *
 * The core (GdvLeser) is synchronous and works on byte ranges of the chunks as they arrive; the
 * async wrappers only hand chunks in and results out, so memory stays that of one chunk
 * whatever the file size. Packages, encoding and warnings collect in the reader's protocol.
 */
import { isAscii, isUtf8 } from 'node:buffer';
import { LESE_STATUS, type Fehlerort, type ZeilenErgebnis } from '../ergebnis';
import { cp850Text, erkenneKodierung, type Kodierung } from './kodierung';
import {
  familienSchluessel,
  findeKandidat,
  findeKandidatOhneNummer,
  kompilierteReleases,
  type KompiliertesRelease,
  type Kandidat,
} from './layout';
import { Pakete, type GdvPaket, type GdvWarnung } from './paket';
import { TEXT_MODUS, type Zeilenquelle } from './satz';
import { ZeilenTeiler, type ZeilenZiel } from './zeilen-leser';

/** Characters per GDV record. */
export const SATZLAENGE = 256;

/** Where every record has its Satzart, and a Sparte-specific one its Sparte (1-based, inclusive). */
export const SATZART_STELLE = { von: 1, bis: 4 } as const;
export const SPARTE_STELLE = { von: 11, bis: 13 } as const;

export interface GdvZeilenErgebnis extends ZeilenErgebnis {
  /** The first four characters as delivered (the Satzart of a GDV line). */
  satzart?: string;
  /** Record type the line belongs to, e.g. "0220.030", "0220.010.13.1"; the part number is in `teilsatz`. */
  satzTyp?: string;
  teilsatz?: number;
  /** Number of the package (Vorsatz … Nachsatz) the line lies in; null outside any. */
  paket?: number | null;
}

export interface GdvProtokoll {
  /** Encoding the file was read in (ISO-8859-1 also for pure ASCII files). */
  kodierung: Kodierung;
  /** Non-empty physical lines. */
  zeilen: number;
  pakete: GdvPaket[];
  warnungen: GdvWarnung[];
  /** Warnings beyond MAX_WARNUNGEN, only counted. */
  weitereWarnungen: number;
}

/** A file with a systematic problem would otherwise warn once per line. */
export const MAX_WARNUNGEN = 1000;

/**
 * What the reader knows at a line boundary that the lines after it depend on — all a reader
 * needs to read on from there (`new GdvLeser(releases, stand)`, then `nachlesen` of the open
 * package's Vorsatz) and give every later line exactly the result a reader from the file's
 * start gives. Counts, sums and warnings (the protocol) are not part of it: a resumed reader's
 * protocol covers only what it read.
 */
export interface GdvStand {
  /** The encoding, once decided (absent while every line so far was ASCII). */
  kodierung?: Kodierung;
  /** Packages begun before the open one (all of them when none is open): package numbers go on. */
  pakete: number;
  /**
   * Line of the open package's Vorsatz. Its lines decide the layouts (versions): a resumed
   * reader reads them again rather than carrying the versions along.
   */
  vorsatzZeile?: number;
  /** The open package's Vorsatz goes on (no record after it yet): a further 0001 continues it. */
  imVorsatz?: true;
}

const istLeer = (b: number) => b === 0x20 || b === 0x09 || b === 0x0d || b === 0x0c || b === 0x0b;
const istZiffer = (b: number) => b >= 0x30 && b <= 0x39;
const SATZART_TEXT = Array.from({ length: 10000 }, (_, i) => String(i).padStart(4, '0'));

export class GdvLeser {
  readonly protokoll: GdvProtokoll;
  private readonly pakete: Pakete;
  private kodierungFest = false;
  private readonly quelle: Zeilenquelle;
  private readonly puffer = Buffer.alloc(SATZLAENGE, 0x20);
  private utf8Gemeldet = false;
  /** The decoded line of a UTF-8 line (else undefined). */
  private text: string | undefined;

  /** `ab`: resume where a reader's `stand()` was taken (see GdvStand). */
  constructor(releases: readonly KompiliertesRelease[] = kompilierteReleases(), ab?: GdvStand) {
    this.protokoll = {
      kodierung: ab?.kodierung ?? 'ISO-8859-1',
      zeilen: 0,
      pakete: [],
      warnungen: [],
      weitereWarnungen: 0,
    };
    this.kodierungFest = ab?.kodierung !== undefined;
    this.pakete = new Pakete(releases, (w) => this.warne(w), ab?.pakete ?? 0);
    this.protokoll.pakete = this.pakete.liste;
    this.quelle = { bytes: this.puffer, basis: 0, modus: TEXT_MODUS.latin1, breit: '', fehler: [] };
  }

  /** The state after the lines read so far (see GdvStand). */
  stand(): GdvStand {
    const offen = this.pakete.offen;
    const stand: GdvStand = { pakete: this.pakete.begonnen - (offen ? 1 : 0) };
    if (this.kodierungFest) stand.kodierung = this.protokoll.kodierung;
    if (offen) stand.vorsatzZeile = offen.vorsatzZeile;
    if (offen?.imVorsatz) stand.imVorsatz = true;
    return stand;
  }

  /**
   * Why the file's frame is broken (missing Vorsatz or Nachsatz, a Nachsatz count that differs),
   * complete once `schliesse` ran on a reader that saw the whole file; empty for a sound file.
   */
  get rahmenfehler(): readonly string[] {
    return this.pakete.rahmenfehler;
  }

  /** Whether the open package's Vorsatz goes on (its next part record may follow). */
  get imVorsatz(): boolean {
    return this.pakete.offen?.imVorsatz ?? false;
  }

  /**
   * Reads the open package's Vorsatz lines again, starting at line `ersteZeile`, for the state
   * only (their results are not wanted): a reader resumed inside a package then reads by the
   * layouts that Vorsatz chose. `imVorsatz` as in the GdvStand the reader was made with.
   */
  nachlesen(bytes: Buffer, ersteZeile: number, imVorsatz: boolean): void {
    const teiler = new ZeilenTeiler(ersteZeile);
    const ziel: ZeilenZiel = (b, von, bis, nr) => void this.zeile(b, von, bis, nr);
    teiler.verarbeite(bytes, ziel);
    teiler.schliesse(ziel);
    if (!imVorsatz) this.pakete.vorsatzBeenden();
  }

  /**
   * Follows one physical line as `zeile` does, for the state only and without decoding it —
   * except Vorsatz and Nachsatz lines (and the first line, for a byte order mark), which are
   * read by `zeile` itself: they open and close packages and name the versions. What the other
   * lines change is the same as in `zeile`: the encoding at the first non-ASCII line, and the
   * package's record count (which also ends its Vorsatz). Planning uses it to find where each
   * chunk of a file begins and what a reader knows there, at about the speed of splitting.
   */
  verfolge(bytes: Buffer, von: number, bis: number, nr: number): void {
    if (
      nr === 1 ||
      (bis - von >= 4 &&
        ((bytes[von] === 0x30 &&
          bytes[von + 1] === 0x30 &&
          bytes[von + 2] === 0x30 &&
          bytes[von + 3] === 0x31) ||
          (bytes[von] === 0x39 &&
            bytes[von + 1] === 0x39 &&
            bytes[von + 2] === 0x39 &&
            bytes[von + 3] === 0x39)))
    ) {
      this.zeile(bytes, von, bis, nr);
      return;
    }
    let erstes = von;
    while (erstes < bis && istLeer(bytes[erstes]!)) erstes++;
    if (erstes === bis) return;
    this.protokoll.zeilen++;
    if (!this.kodierungFest && !isAscii(bytes.subarray(von, bis))) this.legeKodierungFest(bytes, von, bis);
    this.pakete.satz(nr);
  }

  /** At the first non-ASCII line: the file's encoding (kodierung.ts). */
  private legeKodierungFest(bytes: Buffer, von: number, bis: number): void {
    this.protokoll.kodierung = erkenneKodierung(bytes, von, bis) ?? 'ISO-8859-1';
    this.kodierungFest = true;
  }

  private warne(w: GdvWarnung): void {
    if (this.protokoll.warnungen.length < MAX_WARNUNGEN) this.protokoll.warnungen.push(w);
    else this.protokoll.weitereWarnungen++;
  }

  /** Reads one physical line (bytes[von, bis) without line end); null for an empty line. */
  zeile(bytes: Buffer, von: number, bis: number, nr: number): GdvZeilenErgebnis | null {
    // A UTF-8 byte order mark before the first line settles the encoding.
    if (
      nr === 1 &&
      bis - von >= 3 &&
      bytes[von] === 0xef &&
      bytes[von + 1] === 0xbb &&
      bytes[von + 2] === 0xbf
    ) {
      von += 3;
      this.protokoll.kodierung = 'UTF-8';
      this.kodierungFest = true;
    }
    // Empty or blank: no result (a line almost always shows this at its first byte).
    let erstes = von;
    while (erstes < bis && istLeer(bytes[erstes]!)) erstes++;
    if (erstes === bis) return null;
    this.protokoll.zeilen++;
    const ergebnis = this.lies(bytes, von, bis, nr);
    // A Nachsatz that could not be read still ends its package.
    if (ergebnis.satzart === '9999' && ergebnis.felder === undefined) this.pakete.nachsatz(nr, undefined);
    return ergebnis;
  }

  private lies(bytes: Buffer, von: number, bis: number, nr: number): GdvZeilenErgebnis {
    const laenge = this.bereite(bytes, von, bis);
    const q = this.quelle;
    const b = q.bytes;
    const basis = q.basis;
    const ziffern =
      istZiffer(b[basis]!) &&
      istZiffer(b[basis + 1]!) &&
      istZiffer(b[basis + 2]!) &&
      istZiffer(b[basis + 3]!);
    const nummer = ziffern
      ? (b[basis]! - 48) * 1000 + (b[basis + 1]! - 48) * 100 + (b[basis + 2]! - 48) * 10 + b[basis + 3]! - 48
      : -1;
    const satzart = ziffern ? SATZART_TEXT[nummer]! : this.anfang(bytes, von, bis);

    if (nummer === 1) this.pakete.vorsatz(nr);
    else if (nummer !== 9999) this.pakete.satz(nr);
    const paket = this.pakete.aktuelleNummer;

    if (laenge > SATZLAENGE)
      return this.fehlerzeile(
        nr,
        satzart,
        paket,
        LESE_STATUS.formatFehler,
        `Zeile hat ${laenge} Zeichen, ein GDV-Satz hat ${SATZLAENGE}`,
        bytes,
        von,
        bis,
      );
    if (!ziffern)
      return this.fehlerzeile(
        nr,
        satzart,
        paket,
        LESE_STATUS.formatFehler,
        `Keine GDV-Satzart am Zeilenanfang: „${satzart}“`,
        bytes,
        von,
        bis,
        [{ feld: 'Satzart', ...SATZART_STELLE, grund: `keine Satzart aus vier Ziffern: „${satzart}“` }],
      );

    const eintrag = this.pakete.wahl.satzarten[nummer];
    if (!eintrag)
      return this.roheZeile(
        nr,
        satzart,
        paket,
        `Satzart ${satzart} ist im GDV-Layout nicht beschrieben (unternehmensindividuell?): Zeile unverändert übernommen`,
        bytes,
        von,
        bis,
        {
          feld: 'Satzart',
          ...SATZART_STELLE,
          grund: `Satzart ${satzart} ist im GDV-Layout nicht beschrieben`,
        },
      );
    let kandidaten: Kandidat[] | undefined = eintrag.kandidaten;
    // Sparte (bytes 11–13) as a number: -1 if not three digits.
    let sparte = -1;
    if (eintrag.spartenAbhaengig) {
      const s = basis + 10;
      if (istZiffer(b[s]!) && istZiffer(b[s + 1]!) && istZiffer(b[s + 2]!))
        sparte = (b[s]! - 48) * 100 + (b[s + 1]! - 48) * 10 + b[s + 2]! - 48;
      kandidaten = eintrag.nachSparte.get(sparte);
      if (!kandidaten)
        return this.roheZeile(
          nr,
          satzart,
          paket,
          `Satzart ${satzart} mit Sparte „${b.latin1Slice(s, s + 3)}“ ist im GDV-Layout nicht beschrieben: Zeile unverändert übernommen`,
          bytes,
          von,
          bis,
          {
            feld: 'Sparte',
            ...SPARTE_STELLE,
            grund: `Sparte „${b.latin1Slice(s, s + 3)}“ ist für Satzart ${satzart} im GDV-Layout nicht beschrieben`,
          },
        );
    }
    let kandidat = findeKandidat(kandidaten, b, basis);
    if (!kandidat) {
      kandidat = findeKandidatOhneNummer(kandidaten, b, basis);
      if (!kandidat)
        return this.fehlerzeile(
          nr,
          satzart,
          paket,
          LESE_STATUS.formatFehler,
          this.keinTeil(kandidaten, satzart, sparte),
          bytes,
          von,
          bis,
        );
      this.pakete.ohneTeilnummer(kandidat.teil.typ.schluessel, kandidat.nrStelle + 1, nr);
    }

    const teil = kandidat.teil;
    const fehler = q.fehler;
    fehler.length = 0;
    const felder = teil.dekodiere(q);
    if (nummer === 1) this.pakete.vorsatzFelder(teil.nr, felder);
    else if (nummer === 9999) this.pakete.nachsatz(nr, felder);
    else {
      this.pakete.familie(
        eintrag.spartenAbhaengig ? familienSchluessel(nummer, sparte) : familienSchluessel(nummer, -1),
      );
      if (nummer === 200 && teil.nr === 1) this.pakete.beitrag(felder.GesbeitragNettoInWE);
      else if (nummer === 400 && teil.nr === 1)
        this.pakete.inkasso(felder.GesbeitragBruttoInWE, felder.GesProvisionsbetragInWE);
      if (felder.VsNr === null)
        fehler.push({ index: teil.namen.indexOf('VsNr'), grund: 'Versicherungsschein-Nummer fehlt' });
    }
    const ergebnis: GdvZeilenErgebnis = {
      zeile: nr,
      status: LESE_STATUS.gelesen,
      satz: teil.satz,
      felder,
      grund: undefined,
      roh: undefined,
      satzart,
      satzTyp: teil.typ.schluessel,
      teilsatz: teil.nr,
      paket,
    };
    if (fehler.length) {
      ergebnis.status = LESE_STATUS.wertFalsch;
      ergebnis.grund = fehler
        .map(
          (f) =>
            `Feld ${teil.namen[f.index]} (Byte ${teil.von[f.index]! + 1}–${teil.bis[f.index]}): ${f.grund}`,
        )
        .join('; ');
      ergebnis.roh = this.roh(bytes, von, bis);
      ergebnis.fehlerorte = fehler.map((f): Fehlerort => ({
        feld: teil.namen[f.index]!,
        von: teil.von[f.index]! + 1,
        bis: teil.bis[f.index]!,
        grund: f.grund,
      }));
    }
    return ergebnis;
  }

  /** End of input: closes an open package. */
  schliesse(): void {
    this.pakete.ende();
    if (this.pakete.begonnen === 0 && this.protokoll.zeilen > 0)
      this.pakete.rahmen({
        zeile: null,
        paket: null,
        grund: 'Kein Vorsatz 0001 gefunden: wohl keine GDV-Datei',
      });
  }

  /**
   * Makes the line's 256 characters available one per byte (see Zeilenquelle) and returns its
   * length in characters. Full-length single-byte lines are read in place; short lines (stripped
   * trailing blanks, cut last line) are padded in a buffer of our own.
   */
  private bereite(bytes: Buffer, von: number, bis: number): number {
    const q = this.quelle;
    q.modus = TEXT_MODUS.latin1;
    this.text = undefined;
    if (!this.kodierungFest || this.protokoll.kodierung === 'UTF-8') {
      const ansicht = bytes.subarray(von, bis);
      if (!isAscii(ansicht)) {
        if (!this.kodierungFest) this.legeKodierungFest(bytes, von, bis);
        if (this.protokoll.kodierung === 'UTF-8') {
          if (isUtf8(ansicht)) return this.ausText(bytes.toString('utf8', von, bis));
          if (!this.utf8Gemeldet)
            this.warne({
              zeile: null,
              paket: null,
              grund: 'Zeilen mit ungültigem UTF-8 in einer UTF-8-Datei: als ISO-8859-1 gelesen',
            });
          this.utf8Gemeldet = true;
        }
      }
    }
    if (this.protokoll.kodierung === 'CP850') q.modus = TEXT_MODUS.cp850;
    const laenge = bis - von;
    if (laenge >= SATZLAENGE) {
      q.bytes = bytes;
      q.basis = von;
      // Characters after the 256th are tolerated if blank.
      let ende = bis;
      while (ende > von + SATZLAENGE && istLeer(bytes[ende - 1]!)) ende--;
      return ende - von;
    }
    this.puffer.fill(0x20);
    bytes.copy(this.puffer, 0, von, bis);
    q.bytes = this.puffer;
    q.basis = 0;
    return laenge;
  }

  /** A decoded UTF-8 line: written one character per byte into our buffer. */
  private ausText(text: string): number {
    const q = this.quelle;
    this.text = text;
    const laenge =
      text.trimEnd().length > SATZLAENGE ? text.trimEnd().length : Math.min(text.length, SATZLAENGE);
    this.puffer.fill(0x20);
    let breit = false;
    const n = Math.min(text.length, SATZLAENGE);
    for (let i = 0; i < n; i++) {
      const c = text.charCodeAt(i);
      if (c > 0xff) breit = true;
      // Beyond ISO-8859-1: '?' in the byte view, so a number or date there is reported wrong.
      this.puffer[i] = c > 0xff ? 0x3f : c;
    }
    q.bytes = this.puffer;
    q.basis = 0;
    if (breit) {
      q.modus = TEXT_MODUS.breit;
      q.breit = text.length >= SATZLAENGE ? text : text.padEnd(SATZLAENGE);
    }
    return laenge;
  }

  /** The line as delivered, decoded in the file's encoding. */
  private roh(bytes: Buffer, von: number, bis: number): string {
    if (this.text !== undefined) return this.text;
    if (this.protokoll.kodierung === 'CP850') return cp850Text(bytes, von, bis);
    return bytes.latin1Slice(von, bis);
  }

  private anfang(bytes: Buffer, von: number, bis: number): string {
    return [...this.roh(bytes, von, bis)].slice(0, 4).join('');
  }

  private keinTeil(kandidaten: Kandidat[], satzart: string, sparte: number): string {
    const q = this.quelle;
    const merkmale = new Map<string, string>();
    for (const k of kandidaten) {
      if (k.merkmalStelle >= 0)
        merkmale.set(
          `${k.teil.typ.merkmal!.feld} (Byte ${k.merkmalStelle + 1})`,
          q.bytes.latin1Slice(q.basis + k.merkmalStelle, q.basis + k.merkmalStelle + 1),
        );
      if (k.nrStelle >= 0)
        merkmale.set(
          `Teildatensatz-Nummer (Byte ${k.nrStelle + 1})`,
          q.bytes.latin1Slice(q.basis + k.nrStelle, q.basis + k.nrStelle + 1),
        );
    }
    const gelesen = [...merkmale].map(([wo, was]) => `${wo} „${was}“`).join(', ');
    return `Satzart ${satzart}${sparte >= 0 ? ` Sparte ${String(sparte).padStart(3, '0')}` : ''}: kein Teildatensatz des Layouts passt (${gelesen})`;
  }

  private fehlerzeile(
    zeile: number,
    satzart: string,
    paket: number | null,
    status: number,
    grund: string,
    bytes: Buffer,
    von: number,
    bis: number,
    fehlerorte?: Fehlerort[],
  ): GdvZeilenErgebnis {
    const ergebnis: GdvZeilenErgebnis = {
      zeile,
      status,
      satz: undefined,
      felder: undefined,
      grund,
      roh: this.roh(bytes, von, bis),
      satzart,
      satzTyp: undefined,
      teilsatz: undefined,
      paket,
    };
    if (fehlerorte) ergebnis.fehlerorte = fehlerorte;
    return ergebnis;
  }

  private roheZeile(
    zeile: number,
    satzart: string,
    paket: number | null,
    grund: string,
    bytes: Buffer,
    von: number,
    bis: number,
    unbeschrieben: Fehlerort,
  ): GdvZeilenErgebnis {
    return {
      zeile,
      status: LESE_STATUS.gelesen,
      satz: satzart,
      felder: undefined,
      grund,
      roh: this.roh(bytes, von, bis),
      satzart,
      satzTyp: undefined,
      teilsatz: undefined,
      paket,
      fehlerorte: [unbeschrieben],
    };
  }
}

/**
 * The results chunk by chunk (an array per input chunk): the fast way for consumers that
 * aggregate, as the summary and the benchmark do. `protokoll` receives the reader's protocol.
 */
export async function* gdvZeilenBloecke(
  eingabe: AsyncIterable<Buffer>,
  leser: GdvLeser = new GdvLeser(),
  ersteZeile = 1,
): AsyncIterable<GdvZeilenErgebnis[]> {
  const teiler = new ZeilenTeiler(ersteZeile);
  let block: GdvZeilenErgebnis[] = [];
  const ziel: ZeilenZiel = (bytes, von, bis, nr) => {
    const e = leser.zeile(bytes, von, bis, nr);
    if (e) block.push(e);
  };
  for await (const chunk of eingabe) {
    teiler.verarbeite(chunk, ziel);
    if (block.length) {
      yield block;
      block = [];
    }
  }
  teiler.schliesse(ziel);
  leser.schliesse();
  if (block.length) yield block;
}

/**
 * The iterator of gdvZeilen, written by hand: an async generator would pay a generator resume
 * and a promise per line on top of the one promise `for await` needs anyway.
 */
class ZeilenIterator implements AsyncIterator<GdvZeilenErgebnis> {
  private block: GdvZeilenErgebnis[] = [];
  private naechste = 0;
  constructor(private readonly bloecke: AsyncIterator<GdvZeilenErgebnis[]>) {}

  next(): Promise<IteratorResult<GdvZeilenErgebnis>> {
    if (this.naechste < this.block.length)
      return Promise.resolve({ value: this.block[this.naechste++]!, done: false });
    return this.bloecke
      .next()
      .then((r): IteratorResult<GdvZeilenErgebnis> | Promise<IteratorResult<GdvZeilenErgebnis>> => {
        if (r.done) return { value: undefined, done: true };
        this.block = r.value;
        this.naechste = 0;
        return this.next();
      });
  }

  /** The consumer stops early (break): the input is closed too. */
  async return(): Promise<IteratorResult<GdvZeilenErgebnis>> {
    this.block = [];
    await this.bloecke.return?.();
    return { value: undefined, done: true };
  }
}

/**
 * One result per non-empty physical line. Pass a GdvLeser to read its protocol afterwards, or
 * a resumed one (GdvStand) with `ersteZeile`, the number of the input's first line in the file.
 */
export function gdvZeilen(
  eingabe: AsyncIterable<Buffer>,
  leser: GdvLeser = new GdvLeser(),
  ersteZeile = 1,
): AsyncIterable<GdvZeilenErgebnis> {
  return {
    [Symbol.asyncIterator]: () =>
      new ZeilenIterator(gdvZeilenBloecke(eingabe, leser, ersteZeile)[Symbol.asyncIterator]()),
  };
}
