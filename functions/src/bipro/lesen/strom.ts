/**
 * An insurer's BiPRO norm 430 answer (listShipments, getShipment, acknowledgeShipment, or a
 * fault) read as it arrives: what it says — whether it is OK, its messages, its shipments — and
 * every file it carries decoded into a sink of the reader's `Ablage` while its bytes come
 * (lesen/ablage.ts), so that memory stays flat whatever the shipment's size. The download job
 * reads with `antwortStreamen`; `antwortLesen` (lesen/antwort.ts) and `npm run bipro -- lesen`
 * read with the same `AntwortLeser`, so staff see exactly what the job sees.
 *
 * Read leniently, as insurers answer (bipro/README.md): by namespace URI, never by prefix; the
 * version (2.1.x wrappers `ListShipmentsResponse`, 2.6.x `listShipmentsResponse`) does not
 * matter; a missing `BiPROVersion` or `xsi:type` is fine; `StatusID` NOK inside an HTTP 200 is a
 * failure like a SOAP fault, with or without a `BiproException` in its detail. A file's data is
 * inline base64 (decoded as it comes) or an MTOM part (`xop:Include`; the root part is read first
 * and ties each part to its `Datei`); `Komprimierungstyp` ZIP is unpacked into its entries, each
 * a file of its own that names the archive (`zip`). A file that cannot be decoded or stored is
 * listed with its reason and its sink aborted, and the answer is then not OK: nothing of a
 * shipment may be acknowledged before all of it is stored.
 *
 * A hostile answer must not multiply into more than it carries (bipro/README.md "Limits"): an MTOM
 * part is the data of one file (a further reference to it is refused), the bytes all files of a
 * shipment and of the answer come to have a budget, a ZIP its own limits (lesen/zip.ts), and the
 * sinks open at once are bounded. A file refused for a limit is `dauerhaft`: listed with its
 * reason like any failure, but it leaves the answer OK — it was read to its end, and reading it
 * again would refuse it again — so the job archives it and acknowledges the shipment.
 *
 * Only what says something is kept of the XML (status, shipments' ids, transfers' assignment
 * data, files' names), with bounds on its size; everything else is read past.
 *
 * A file's metadata can come after its data. Three cases are handled without holding the data:
 * - An MTOM part before the root part that names it (the root is not the first part) goes to a
 *   temporary file and is replayed once the root has been read.
 * - Inline data whose `Dateiname` comes only after it: likewise kept in a temporary file until
 *   its `Datei` ends.
 * - Inline data whose `Komprimierungstyp` follows it (the schema's order): data that does not
 *   begin like a ZIP (`PK`) is stored as it comes, and refused if ZIP is then declared after all;
 *   data that begins like a ZIP is unpacked into sinks as it comes and, in case the file is to be
 *   stored packed after all, also kept in a temporary file. Its entries' sinks are completed only
 *   when the `Datei` ends, so they can still be aborted; past a few entries they are aborted
 *   at once and the archive is unpacked from the temporary file when the `Datei` ends.
 *
 * The reader itself is synchronous: it takes the answer's bytes in pieces and yields what to do
 * with the sinks (`Auftrag`), a little at a time; `antwortStreamen` awaits each against the
 * Ablage (that is the back-pressure), `antwortLesen` collects the bytes in memory, the CLI only
 * counts and hashes them. Synchronous, because an answer held in memory is read synchronously
 * (the STS answer, the CLI) and must be read by this same code.
 */
import { createHash, randomUUID, type Hash } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AbgelegteDatei, Ablage, DateiKopf, DateiSenke, StromAntwort, StromLieferung } from './ablage';
import type { Meldung, Zuordnungsdaten } from './antwort';
import { Base64Strom } from './base64';
import { cidSchluessel, istMultipart, MtomFehler, MultipartStrom, parameter } from './mtom';
import { istBipro, istSoapEnvelope, NS } from './namensraeume';
import {
  attributSchluessel,
  HOECHSTE_ZEICHEN,
  kind,
  kinder,
  nachfahren,
  XmlStrom,
  type XmlElement,
  type XmlTag,
} from './xmlBaum';
import { ZIP_HOECHSTE_BYTES, ZIP_HOECHSTE_EINTRAEGE, ZipFehler, ZipStrom, type ZipGrenzen } from './zip';

/** Our own messages about an answer, in the insurers' format. */
export const EIGENE_MELDUNG = {
  keinSoap: (grund: string): Meldung => ({ art: 'Fehler', id: 'LD001', text: grund }),
  keinStatus: {
    art: 'Fehler',
    id: 'LD002',
    text: 'Die Antwort enthält keinen Status (StatusID); sie gilt nicht als erfolgreich.',
  } satisfies Meldung,
  dateiFehler: (dateiname: string, grund: string): Meldung => ({
    art: 'Fehler',
    id: 'LD003',
    text: `Die Datei „${dateiname}“ konnte nicht gelesen werden: ${grund}`,
  }),
};

/** The answer's bytes are handed to the parsers in pieces of this size: what one piece can inflate to is bounded. */
export const STUECK_BYTES = 16 * 1024;
/** More elements than this kept of the XML (outside the files' data) are refused. */
export const HOECHSTE_ELEMENTE = 100_000;
/** More characters than this kept of the XML's text (outside the files' data) are refused. */
export const HOECHSTE_TEXTZEICHEN = 8 * 1024 * 1024;
/** More files than this in one answer (ZIP entries each one) are refused. */
export const HOECHSTE_DATEIEN = 100_000;
/** More MTOM parts than this before the root part (each kept in a temporary file) are refused. */
export const HOECHSTE_TEILE_VOR_WURZEL = 1_000;
/**
 * Entries of a ZIP unpacked before its `Komprimierungstyp` has come whose sinks are held open
 * (a sink may hold its last few MB until it is completed); past that the archive is unpacked
 * from its temporary file once the `Datei` ends.
 */
export const VORLAEUFIG_HOECHSTE_EINTRAEGE = 4;
/**
 * Sinks open at once (`antwortStreamen`): each may hold a few MB (an S3 part). The reader keeps
 * fewer open; a sink past the bound is not opened, its file is refused.
 */
export const HOECHSTE_OFFENE_SENKEN = 8;
/** More bytes than this decoded and unpacked into the files of one shipment are refused. */
export const LIEFERUNG_HOECHSTE_BYTES = 2 * 1024 ** 3;
/** More bytes than this decoded and unpacked into the files of one answer (all its shipments) are refused. */
export const ANTWORT_HOECHSTE_BYTES = 2 * 1024 ** 3;

/** The bytes an answer's files may come to, in all and per shipment. */
export interface Budget {
  antwort: number;
  lieferung: number;
}

export interface LeseOptionen {
  zipGrenzen?: ZipGrenzen;
  /** `ANTWORT_HOECHSTE_BYTES` and `LIEFERUNG_HOECHSTE_BYTES` when absent. */
  budget?: Budget;
  /** Where the temporary files go (os.tmpdir() when absent). */
  verzeichnis?: string;
  /** Longest text node or tag outside the files' data. */
  hoechsteZeichen?: number;
}

/** What to do with the sinks: open one for a file, write its next bytes, complete it, abort it. */
export type Auftrag =
  | { art: 'oeffnen'; griff: number; kopf: DateiKopf }
  | { art: 'schreiben'; griff: number; teil: Uint8Array }
  | { art: 'abschliessen'; griff: number; bytes: number; sha256: string }
  | { art: 'abbrechen'; griff: number; grund: string };

const XMIME = 'http://www.w3.org/2005/05/xmlmime';
const nachrichten = (u: string) => u === NS.nachrichten || u === NS.allgemein;
const transfer = (u: string) => u === NS.transfer;
const gevo = (u: string) => u === NS.gevo;
const xop = (u: string) => u === NS.xop;
const irgendeins = () => true;
const meldungText = (e: unknown) => (e instanceof Error ? e.message : String(e));

export const textVon = (e: XmlElement | undefined): string | undefined => {
  const t = e?.text.trim();
  return t === undefined || t === '' ? undefined : t;
};

function meldungenAus(status: XmlElement): Meldung[] {
  return kinder(status, 'Meldung', nachrichten).map((m) => ({
    art: textVon(kind(m, 'ArtID', nachrichten)) ?? '',
    id: textVon(kind(m, 'MeldungID', nachrichten)) ?? '',
    text: textVon(kind(m, 'Text', nachrichten)) ?? '',
  }));
}

function fehlerAus(fault: XmlElement): Meldung[] {
  // SOAP 1.1: faultcode / faultstring (no namespace); 1.2: Code/Value, Reason/Text.
  const code =
    textVon(kind(fault, 'faultcode', irgendeins)) ??
    textVon(kind(kind(fault, 'Code', irgendeins) ?? fault, 'Value', irgendeins)) ??
    '';
  const text =
    textVon(kind(fault, 'faultstring', irgendeins)) ??
    textVon(kind(kind(fault, 'Reason', irgendeins) ?? fault, 'Text', irgendeins)) ??
    '';
  const meldungen: Meldung[] = [{ art: 'Fehler', id: code, text }];
  for (const ausnahme of nachfahren(fault, 'BiproException', istBipro)) {
    const status = kind(ausnahme, 'Status', nachrichten);
    if (status) meldungen.push(...meldungenAus(status));
  }
  return meldungen;
}

/** The first `Zuordnungsdaten` of a transfer, wherever the version nests it. */
export function zuordnungsdatenAus(t: XmlElement): Zuordnungsdaten {
  const z = nachfahren(t, 'Zuordnungsdaten', istBipro)[0];
  const feld = (name: string) => (z ? textVon(kind(z, name, istBipro)) : undefined);
  const artId = textVon(nachfahren(t, 'ArtID', gevo)[0]);
  const daten: Zuordnungsdaten = {
    versicherungsscheinnummer: feld('Versicherungsscheinnummer'),
    partnernummer: feld('Partnernummer'),
    vermittlernummer: feld('Vermittlernummer'),
    schadennummer: feld('SchadennummerVU'),
    artId,
  };
  return Object.fromEntries(Object.entries(daten).filter(([, w]) => w !== undefined)) as Zuordnungsdaten;
}

/** A file as the reader records it; `griff` names its sink, if one was opened. */
interface Eintrag extends AbgelegteDatei {
  griff?: number;
}

/** A file's metadata once it is final. */
interface Meta {
  lieferungId: string;
  dateiname: string;
  mimeType?: string;
  zip: boolean;
}

/** Where a file's decoded bytes go. `fertig` when all have come; exactly one of them reports to the file. */
interface Ziel {
  daten(teil: Uint8Array): void;
  fertig(meta: Meta): void;
  abbrechen(grund: string): void;
}

interface LieferungsVorgang {
  /** Kept: its `ID`, `Kategorie`, `Einstellzeitpunkt`, `Bestaetigungszeitpunkt`. */
  knoten: XmlElement;
  /** Per transfer, kept: its first `Zuordnungsdaten` and its first `gevo:ArtID`. */
  transfers: XmlElement[];
  /** Per `Datei`, in document order: the files it became (a ZIP's entries each one). */
  plaetze: Eintrag[][];
  naechsteNr: number;
  /** Bytes handed to its files' sinks so far. */
  bytes: number;
}

const lieferungsId = (l: LieferungsVorgang) => textVon(kind(l.knoten, 'ID', transfer));

/** A temporary file under os.tmpdir(): written once, read back in pieces, deleted. */
class Zwischenlager {
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

/** A file stored as it is. */
class Roh implements Ziel {
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

/**
 * A ZIP unpacked, each entry into a sink of its own. `vorlaeufig`: unpacked before its
 * Komprimierungstyp has come; the finished entries' sinks are completed only by `fertig`, and
 * `verwerfen` aborts them all without a word to the file.
 */
class ZipZiel implements Ziel {
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

/** Bytes kept in a temporary file until the file's metadata is final, then replayed into a sink. */
class Spool implements Ziel {
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

/** Inline data that begins like a ZIP before its Komprimierungstyp has come: unpacked, and kept. */
class Vorbehalt implements Ziel {
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

/** One `Datei` of a transfer: its metadata, its data's way into sinks, and the files it became. */
class DateiVorgang {
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

  /** Where inline data goes, chosen by what of the metadata has come (see the module's comment). */
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

type Rolle =
  | 'envelope'
  | 'body'
  | 'inhalt'
  | 'antwort'
  | 'lieferung'
  | 'transfer'
  | 'suche'
  | 'datei'
  | 'daten'
  | 'behalten'
  | 'auslassen';

/** An open element and what it is to the reader. */
interface Rahmen {
  rolle: Rolle;
  knoten?: XmlElement;
  texte?: string[];
  lieferung?: LieferungsVorgang;
  transfer?: { knoten: XmlElement; nr: number; zuordnung: boolean; artId: boolean };
  vorgang?: DateiVorgang;
}

const AUSLASSEN: Rahmen = { rolle: 'auslassen' };

/** What a part of an MTOM answer is to the reader. */
type TeilZustand =
  | { art: 'wurzel' }
  | { art: 'verwerfen' }
  | { art: 'ziele'; vorgaenge: DateiVorgang[]; base64?: Base64Strom }
  | { art: 'lager'; lager: Zwischenlager; base64?: Base64Strom };

/**
 * Reads one answer: `schreiben` its bytes in pieces, then `ende` (or `abbrechen` if the
 * connection was cut), each yielding what to do with the sinks; then `ergebnis`. Synchronous
 * and never throwing for what an answer contains: a broken answer ends as a result that says so.
 */
export class AntwortLeser {
  readonly aktiv = new Set<DateiVorgang>();
  readonly zipGrenzen: ZipGrenzen;
  private readonly budget: Budget;
  private bytes = 0;
  /** Reasons of refusals for a limit: the same answer would meet them again (`AbgelegteDatei.dauerhaft`). */
  private readonly dauerhafteGruende = new Set<string>();
  private readonly verzeichnis: string;
  private ausgang: Auftrag[] = [];
  private griffe = 0;
  private readonly eintraegeNachGriff = new Map<number, Eintrag>();
  private readonly tot = new Set<number>();
  private readonly lager = new Set<Zwischenlager>();
  private readonly nachzuholen: { lager: Zwischenlager; vorgaenge: DateiVorgang[] }[] = [];
  private fatal: string | undefined;

  // The body: XML, or multipart with the XML in its root part.
  private begonnen = false;
  private anfang: Buffer = Buffer.alloc(0);
  private readonly xml: XmlStrom;
  private readonly utf8 = new TextDecoder('utf-8');
  private xmlFertig = false;
  private mtom:
    | {
        strom: MultipartStrom;
        start?: string;
        wurzelGesehen: boolean;
        teil?: TeilZustand;
        lager: Map<string, Zwischenlager>;
      }
    | undefined;

  // The document.
  private readonly stapel: Rahmen[] = [];
  private bodyGesehen = false;
  private inhalt: XmlElement | undefined;
  private antwort: XmlElement | undefined;
  private fault = false;
  private readonly lieferungen: LieferungsVorgang[] = [];
  private readonly wartend = new Map<string, DateiVorgang[]>();
  /** The Content-IDs a `Datei` has named. */
  private readonly verwiesen = new Set<string>();
  private elemente = 0;
  private textzeichen = 0;
  private dateien = 0;

  constructor(
    private readonly contentType: string | undefined,
    o: LeseOptionen = {},
  ) {
    this.zipGrenzen = o.zipGrenzen ?? { bytes: ZIP_HOECHSTE_BYTES, eintraege: ZIP_HOECHSTE_EINTRAEGE };
    this.budget = o.budget ?? { antwort: ANTWORT_HOECHSTE_BYTES, lieferung: LIEFERUNG_HOECHSTE_BYTES };
    this.verzeichnis = o.verzeichnis ?? tmpdir();
    this.xml = new XmlStrom(
      {
        oeffnen: (tag) => this.oeffnen(tag),
        text: (t) => this.text(t),
        schliessen: () => this.schliessen(),
      },
      o.hoechsteZeichen ?? HOECHSTE_ZEICHEN,
    );
  }

  /** The answer cannot be read further (it is broken): stop feeding it. */
  get beendet(): boolean {
    return this.fatal !== undefined;
  }

  *schreiben(teil: Uint8Array): Generator<Auftrag> {
    for (let i = 0; i < teil.length && this.fatal === undefined; i += STUECK_BYTES) {
      const stueck = teil.subarray(i, Math.min(teil.length, i + STUECK_BYTES));
      this.sicher(() => this.eingang(stueck));
      yield* this.leeren();
      yield* this.nachholen();
    }
  }

  /** The answer has ended. */
  *ende(): Generator<Auftrag> {
    this.sicher(() => this.eingangEnde());
    yield* this.leeren();
    yield* this.nachholen();
    this.sicher(() => {
      for (const vorgaenge of this.wartend.values())
        for (const v of vorgaenge) v.scheitern(`der MTOM-Anhang ${v.href} fehlt in der Antwort`);
      this.wartend.clear();
      // Nothing may stay open: whatever did not end has not been read to its end.
      for (const v of [...this.aktiv]) v.scheitern('die Antwort endete vor dem Ende der Datei');
    });
    yield* this.leeren();
    this.aufraeumen();
  }

  /** The answer broke off (the connection was cut): every file not complete is aborted. */
  *abbrechen(grund: string): Generator<Auftrag> {
    this.scheitern(`Die Antwort brach vor ihrem Ende ab: ${grund}`);
    yield* this.leeren();
    this.aufraeumen();
  }

  /** The sink of `griff` failed (its Ablage or its writing): the file is not stored. */
  senkeGescheitert(griff: number, grund: string): void {
    this.tot.add(griff);
    const e = this.eintraegeNachGriff.get(griff);
    if (e && e.fehler === undefined) Object.assign(e, { bytes: 0, sha256: '', fehler: grund });
  }

  lebt(griff: number): boolean {
    return !this.tot.has(griff);
  }

  /** Deletes the temporary files still there (after an error thrown past the reader). */
  aufraeumen(): void {
    for (const l of [...this.lager]) l.loeschen();
    this.nachzuholen.length = 0;
  }

  /** What the answer said; per shipment and file the sink's `griff`, if one was opened. */
  ergebnis(): { antwort: StromAntwort; griffe: (number | undefined)[][] } {
    const griffe: (number | undefined)[][] = [];
    const lieferungen: StromLieferung[] = this.lieferungen.map((l) => {
      const eintraege = l.plaetze.flat();
      griffe.push(eintraege.map((e) => e.griff));
      const einstellzeitpunkt = textVon(kind(l.knoten, 'Einstellzeitpunkt', transfer));
      const quittiert = kind(l.knoten, 'Bestaetigungszeitpunkt', transfer) !== undefined;
      return {
        id: lieferungsId(l) ?? '',
        kategorie: textVon(kind(l.knoten, 'Kategorie', transfer)) ?? '',
        ...(einstellzeitpunkt !== undefined ? { einstellzeitpunkt } : {}),
        ...(quittiert ? { quittiert } : {}),
        transfers: l.transfers.map(zuordnungsdatenAus),
        dateien: eintraege.map(({ griff: _griff, ...datei }) =>
          datei.fehler !== undefined && this.dauerhafteGruende.has(datei.fehler)
            ? { ...datei, dauerhaft: true as const }
            : datei,
        ),
      };
    });
    const dateiFehler = lieferungen.flatMap((l) =>
      l.dateien.flatMap((d) =>
        d.fehler !== undefined ? [EIGENE_MELDUNG.dateiFehler(d.dateiname, d.fehler)] : [],
      ),
    );
    if (this.fatal !== undefined)
      return {
        antwort: {
          ok: false,
          soapFault: false,
          meldungen: [EIGENE_MELDUNG.keinSoap(this.fatal), ...dateiFehler],
          lieferungen,
        },
        griffe,
      };
    if (this.fault)
      return {
        antwort: { ok: false, soapFault: true, meldungen: fehlerAus(this.inhalt!), lieferungen: [] },
        griffe: [],
      };
    // The operation's wrapper holds a `Response` (2.1.x: the wrapper's children directly).
    const antwort = this.antwort ?? this.inhalt!;
    const status = kind(antwort, 'Status', nachrichten);
    const meldungen = [...(status ? meldungenAus(status) : [EIGENE_MELDUNG.keinStatus]), ...dateiFehler];
    const statusOk = textVon(status && kind(status, 'StatusID', nachrichten))?.toUpperCase() === 'OK';
    const offeneFehler = lieferungen.some((l) =>
      l.dateien.some((d) => d.fehler !== undefined && !d.dauerhaft),
    );
    return {
      antwort: { ok: statusOk && !offeneFehler, soapFault: false, meldungen, lieferungen },
      griffe,
    };
  }

  // --- what the files' ways use ---

  /** `grund` is a refusal for a limit; returned. */
  dauerhaft(grund: string): string {
    this.dauerhafteGruende.add(grund);
    return grund;
  }

  /**
   * `bytes` more for a file of `lieferung`: why they are too many for the budget, if they are. The
   * bytes count even so — a file refused has been inflated all the same — so once the budget is
   * spent every further file of the answer (or shipment) is refused.
   */
  verbrauchen(lieferung: LieferungsVorgang, bytes: number): string | undefined {
    this.bytes += bytes;
    lieferung.bytes += bytes;
    if (lieferung.bytes > this.budget.lieferung)
      return this.dauerhaft(
        `die Dateien der Lieferung ergeben mehr als ${this.budget.lieferung} Bytes (entpackt, zusammen)`,
      );
    if (this.bytes > this.budget.antwort)
      return this.dauerhaft(
        `die Dateien der Antwort ergeben mehr als ${this.budget.antwort} Bytes (entpackt, zusammen)`,
      );
    return undefined;
  }

  senkeOeffnen(
    v: DateiVorgang,
    dateiname: string,
    mimeType: string | undefined,
  ): { griff: number; eintrag: Eintrag } {
    if (++this.dateien > HOECHSTE_DATEIEN)
      throw new Error(`Die Antwort enthält mehr als ${HOECHSTE_DATEIEN} Dateien.`);
    const griff = ++this.griffe;
    const kopf: DateiKopf = {
      lieferungId: lieferungsId(v.lieferung) ?? '',
      transfer: v.transfer,
      nr: v.lieferung.naechsteNr++,
      dateiname,
      ...(mimeType !== undefined ? { mimeType } : {}),
    };
    const eintrag: Eintrag = { ...kopf, bytes: 0, sha256: '', griff };
    this.eintraegeNachGriff.set(griff, eintrag);
    this.ausgang.push({ art: 'oeffnen', griff, kopf });
    return { griff, eintrag };
  }

  senkeSchreiben(griff: number, teil: Uint8Array): void {
    if (!this.tot.has(griff)) this.ausgang.push({ art: 'schreiben', griff, teil });
  }

  senkeAbschliessen(griff: number, eintrag: Eintrag): void {
    if (!this.tot.has(griff))
      this.ausgang.push({ art: 'abschliessen', griff, bytes: eintrag.bytes, sha256: eintrag.sha256 });
  }

  senkeAbbrechen(griff: number, eintrag: Eintrag, grund: string): void {
    if (eintrag.fehler === undefined) Object.assign(eintrag, { bytes: 0, sha256: '', fehler: grund });
    if (!this.tot.has(griff)) this.ausgang.push({ art: 'abbrechen', griff, grund });
    this.tot.add(griff);
  }

  fehlEintrag(v: DateiVorgang, fehler: string): Eintrag {
    const meta = v.meta();
    return {
      lieferungId: meta.lieferungId,
      transfer: v.transfer,
      nr: v.lieferung.naechsteNr++,
      dateiname: meta.dateiname,
      ...(meta.mimeType !== undefined ? { mimeType: meta.mimeType } : {}),
      bytes: 0,
      sha256: '',
      fehler,
    };
  }

  neuesLager(): Zwischenlager {
    return new Zwischenlager(this.verzeichnis, this.lager);
  }

  nachholenPlanen(lager: Zwischenlager, vorgaenge: DateiVorgang[]): void {
    this.nachzuholen.push({ lager, vorgaenge });
  }

  /**
   * A `Datei` whose data is an MTOM part: it waits for the part (or fails if the answer has none).
   * A part is the data of one file: a further reference to it is refused, or one part of a few MB
   * named by a hundred files would become a hundred files and open a hundred sinks at once.
   */
  verweisen(v: DateiVorgang): void {
    if (!this.mtom) return v.scheitern(`der MTOM-Anhang ${v.href} fehlt in der Antwort`);
    const cid = cidSchluessel(v.href ?? '');
    if (this.verwiesen.has(cid))
      return v.scheitern(
        this.dauerhaft(`der MTOM-Anhang ${v.href} ist schon die Daten einer anderen Datei der Antwort`),
      );
    this.verwiesen.add(cid);
    this.wartend.set(cid, [v]);
  }

  // --- the reader's own steps ---

  private sicher(schritt: () => void): void {
    if (this.fatal !== undefined) return;
    try {
      schritt();
    } catch (e) {
      this.scheitern(meldungText(e));
    }
  }

  /** The answer cannot be read on: every file not complete is aborted, the temporary files deleted. */
  private scheitern(grund: string): void {
    if (this.fatal !== undefined) return;
    this.fatal = grund;
    const dateiGrund = `die Antwort ist nicht bis zu ihrem Ende lesbar (${grund})`;
    for (const v of [...this.aktiv]) v.scheitern(dateiGrund);
    this.wartend.clear();
    this.aufraeumen();
  }

  private *leeren(): Generator<Auftrag> {
    while (this.ausgang.length > 0) {
      const auftraege = this.ausgang;
      this.ausgang = [];
      // A sink that failed while earlier orders ran gets nothing more.
      for (const a of auftraege) if (a.art === 'abbrechen' || this.lebt(a.griff)) yield a;
    }
  }

  /** Replays temporary files into their sinks, a piece at a time. */
  private *nachholen(): Generator<Auftrag> {
    while (this.nachzuholen.length > 0 && this.fatal === undefined) {
      const { lager, vorgaenge } = this.nachzuholen.shift()!;
      const offen = () => vorgaenge.filter((v) => !v.erledigt);
      if (lager.fehler !== undefined) {
        const fehler = lager.fehler;
        this.sicher(() => vorgaenge.forEach((v) => v.scheitern(fehler)));
      } else {
        this.sicher(() => offen().forEach((v) => (v.ziel = v.direktesZiel())));
        yield* this.leeren();
        try {
          for (const block of lager.bloecke()) {
            this.sicher(() => offen().forEach((v) => v.ziel?.daten(block)));
            yield* this.leeren();
            if (this.fatal !== undefined) break;
          }
        } catch (e) {
          const grund = `sie ließ sich nicht aus der Zwischenablage lesen (${meldungText(e)})`;
          this.sicher(() => offen().forEach((v) => v.scheitern(grund)));
        }
        this.sicher(() => offen().forEach((v) => v.ziel?.fertig(v.meta())));
      }
      lager.loeschen();
      yield* this.leeren();
    }
  }

  private eingang(teil: Uint8Array): void {
    if (!this.begonnen) {
      // Without a multipart Content-Type, a body that begins with `--` is multipart all the same;
      // its boundary is its first line.
      this.anfang = Buffer.concat([this.anfang, teil]);
      if (!this.beginnen(false)) return;
      teil = this.anfang;
      this.anfang = Buffer.alloc(0);
    }
    if (this.mtom) this.mtom.strom.schreiben(teil);
    else this.xml.schreiben(this.utf8.decode(teil, { stream: true }));
  }

  private eingangEnde(): void {
    if (!this.begonnen) {
      this.beginnen(true);
      const anfang = this.anfang;
      this.anfang = Buffer.alloc(0);
      if (anfang.length > 0) this.eingang(anfang);
    }
    if (!this.mtom) return this.xmlBeenden();
    this.mtom.strom.ende();
    if (!this.mtom.wurzelGesehen)
      throw new MtomFehler(
        this.mtom.start !== undefined
          ? `Der Wurzelteil ${this.mtom.start} fehlt im multipart-Inhalt.`
          : 'Der multipart-Inhalt hat keine Teile.',
      );
  }

  /** Decides XML or multipart, once enough has come; false while it cannot yet tell. */
  private beginnen(ende: boolean): boolean {
    let typ: string | undefined;
    if (istMultipart(this.contentType)) typ = this.contentType;
    else {
      if (this.anfang.length < 2 && !ende) return false;
      if (this.anfang.subarray(0, 2).toString('latin1') === '--') {
        const lf = this.anfang.indexOf(0x0a);
        if (lf < 0 && !ende && this.anfang.length <= 1000) return false;
        const zeile = this.anfang
          .subarray(2, lf < 0 ? Math.min(this.anfang.length, 1000) : lf)
          .toString('latin1')
          .trim();
        typ = `multipart/related; boundary="${zeile}"`;
      }
    }
    this.begonnen = true;
    if (typ === undefined) return true;
    const p = parameter(typ);
    const grenze = p.get('boundary');
    if (!grenze)
      throw new MtomFehler('Der Content-Type des multipart-Inhalts nennt keine Grenze (boundary).');
    const start = p.get('start');
    const strom = new MultipartStrom(grenze, {
      teil: (kopf) => this.teilBeginn(kopf),
      daten: (t) => this.teilDaten(t),
      teilEnde: () => this.teilEnde(),
    });
    this.mtom = { strom, start, wurzelGesehen: false, lager: new Map() };
    return true;
  }

  private teilBeginn(kopf: ReadonlyMap<string, string>): void {
    const m = this.mtom!;
    const id = kopf.get('content-id');
    if (!m.wurzelGesehen && (m.start === undefined || cidSchluessel(id ?? '') === cidSchluessel(m.start))) {
      m.wurzelGesehen = true;
      m.teil = { art: 'wurzel' };
      return;
    }
    const base64 = kopf.get('content-transfer-encoding')?.toLowerCase() === 'base64';
    const cid = id !== undefined ? cidSchluessel(id) : undefined;
    if (cid === undefined) m.teil = { art: 'verwerfen' };
    else if (this.xmlFertig) {
      const vorgaenge = this.wartend.get(cid)?.filter((v) => !v.erledigt);
      this.wartend.delete(cid);
      if (!vorgaenge?.length) m.teil = { art: 'verwerfen' };
      else {
        for (const v of vorgaenge) {
          v.teilTyp = kopf.get('content-type');
          v.ziel = v.direktesZiel();
        }
        m.teil = { art: 'ziele', vorgaenge };
      }
    } else if (m.lager.has(cid)) m.teil = { art: 'verwerfen' };
    else {
      // Before the root part: kept in a temporary file until the root says what it is.
      if (m.lager.size >= HOECHSTE_TEILE_VOR_WURZEL)
        throw new MtomFehler(`Vor dem Wurzelteil kommen mehr als ${HOECHSTE_TEILE_VOR_WURZEL} Teile.`);
      const lager = this.neuesLager();
      lager.teilTyp = kopf.get('content-type');
      m.lager.set(cid, lager);
      m.teil = { art: 'lager', lager };
    }
    const t = m.teil;
    if (base64 && (t.art === 'ziele' || t.art === 'lager'))
      t.base64 = new Base64Strom((bytes) => this.teilBytes(t, bytes));
  }

  private teilDaten(daten: Uint8Array): void {
    const t = this.mtom!.teil!;
    if (t.art === 'wurzel') return this.xml.schreiben(this.utf8.decode(daten, { stream: true }));
    if (t.art === 'verwerfen') return;
    if (!t.base64) return this.teilBytes(t, daten);
    if (!t.base64.text(Buffer.from(daten.buffer, daten.byteOffset, daten.byteLength).toString('latin1')))
      this.teilUngueltig(t);
  }

  private teilBytes(t: TeilZustand, bytes: Uint8Array): void {
    if (t.art === 'ziele') for (const v of t.vorgaenge) if (!v.erledigt) v.ziel?.daten(bytes);
    if (t.art === 'lager') t.lager.schreiben(bytes);
  }

  private teilUngueltig(t: TeilZustand): void {
    const grund = 'ihre Daten sind kein gültiges Base64';
    if (t.art === 'ziele') for (const v of t.vorgaenge) v.scheitern(grund);
    if (t.art === 'lager') t.lager.fehler ??= grund;
  }

  private teilEnde(): void {
    const m = this.mtom!;
    const t = m.teil!;
    m.teil = { art: 'verwerfen' };
    if (t.art === 'wurzel') {
      this.xmlBeenden();
      // The root has said which part is which file: the parts that came before it are replayed.
      for (const [cid, lager] of m.lager) {
        const vorgaenge = this.wartend.get(cid)?.filter((v) => !v.erledigt);
        this.wartend.delete(cid);
        if (!vorgaenge?.length) lager.loeschen();
        else {
          vorgaenge.forEach((v) => (v.teilTyp = lager.teilTyp));
          this.nachholenPlanen(lager, vorgaenge);
        }
      }
      m.lager.clear();
      return;
    }
    if (t.art === 'verwerfen') return;
    if (t.base64 && !t.base64.ende()) this.teilUngueltig(t);
    if (t.art === 'ziele') for (const v of t.vorgaenge) if (!v.erledigt) v.ziel?.fertig(v.meta());
    if (t.art === 'lager') t.lager.schliessen();
  }

  private xmlBeenden(): void {
    this.xml.schreiben(this.utf8.decode());
    this.xml.ende();
    this.xmlFertig = true;
    if (!this.inhalt) throw new Error('Der SOAP-Body der Antwort ist leer.');
  }

  // --- the XML, element by element ---

  private zaehlen(): void {
    if (++this.elemente > HOECHSTE_ELEMENTE)
      throw new Error(`Die Antwort enthält mehr als ${HOECHSTE_ELEMENTE} Elemente außerhalb der Dateidaten.`);
  }

  private textZaehlen(zeichen: number): void {
    this.textzeichen += zeichen;
    if (this.textzeichen > HOECHSTE_TEXTZEICHEN)
      throw new Error(
        `Die Antwort enthält außerhalb der Dateidaten mehr als ${HOECHSTE_TEXTZEICHEN} Zeichen Text.`,
      );
  }

  private behalten(tag: XmlTag, eltern?: XmlElement): XmlElement {
    this.zaehlen();
    for (const wert of tag.attribute.values()) this.textZaehlen(wert.length);
    const knoten: XmlElement = { ...tag, text: '', kinder: [] };
    eltern?.kinder.push(knoten);
    return knoten;
  }

  private oeffnen(tag: XmlTag): ((text: string) => void) | undefined {
    const oben = this.stapel.at(-1);
    const ist = (name: string, uri: (u: string) => boolean) => tag.name === name && uri(tag.uri);
    let rahmen: Rahmen = AUSLASSEN;
    let eigenerText: ((text: string) => void) | undefined;
    if (!oben) {
      if (!ist('Envelope', istSoapEnvelope)) throw new Error('Die Antwort ist kein SOAP-Envelope.');
      rahmen = { rolle: 'envelope' };
    } else
      switch (oben.rolle) {
        case 'envelope':
          if (!this.bodyGesehen && ist('Body', istSoapEnvelope)) {
            this.bodyGesehen = true;
            rahmen = { rolle: 'body' };
          }
          break;
        case 'body':
          // The body's first element is the answer; a fault is kept whole (it is small).
          if (!this.inhalt) {
            this.inhalt = this.behalten(tag);
            this.fault = ist('Fault', istSoapEnvelope);
            rahmen = { rolle: this.fault ? 'behalten' : 'inhalt', knoten: this.inhalt };
          }
          break;
        case 'inhalt':
        case 'antwort':
          if (oben.rolle === 'inhalt' && !this.antwort && ist('Response', transfer)) {
            this.antwort = this.behalten(tag);
            rahmen = { rolle: 'antwort', knoten: this.antwort };
          } else if (ist('Status', nachrichten))
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, oben.knoten) };
          else if (ist('Lieferung', transfer)) {
            const lieferung: LieferungsVorgang = {
              knoten: this.behalten(tag),
              transfers: [],
              plaetze: [],
              naechsteNr: 0,
              bytes: 0,
            };
            this.lieferungen.push(lieferung);
            rahmen = { rolle: 'lieferung', lieferung };
          }
          break;
        case 'lieferung': {
          const l = oben.lieferung!;
          if (
            ist('ID', transfer) ||
            ist('Kategorie', transfer) ||
            ist('Einstellzeitpunkt', transfer) ||
            ist('Bestaetigungszeitpunkt', transfer)
          )
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, l.knoten) };
          else if (ist('Transfer', transfer)) {
            const knoten = this.behalten(tag);
            l.transfers.push(knoten);
            rahmen = {
              rolle: 'transfer',
              lieferung: l,
              transfer: { knoten, nr: l.transfers.length - 1, zuordnung: false, artId: false },
            };
          }
          break;
        }
        case 'transfer':
        case 'suche': {
          // Files, assignment data and the GeVo type may be nested anywhere in a transfer.
          const t = oben.transfer!;
          if (ist('Datei', istBipro)) {
            this.zaehlen();
            rahmen = { rolle: 'datei', vorgang: new DateiVorgang(this, oben.lieferung!, t.nr) };
          } else if (!t.zuordnung && ist('Zuordnungsdaten', istBipro)) {
            t.zuordnung = true;
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, t.knoten) };
          } else if (!t.artId && ist('ArtID', gevo)) {
            t.artId = true;
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, t.knoten) };
          } else rahmen = { rolle: 'suche', lieferung: oben.lieferung, transfer: t };
          break;
        }
        case 'datei': {
          const v = oben.vorgang!;
          const erstes = (name: string) => ist(name, istBipro) && !kind(v.knoten, name, istBipro);
          if (erstes('Dateiname') || erstes('Komprimierungstyp'))
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, v.knoten) };
          else if (ist('Daten', istBipro) && !v.datenBegonnen) {
            rahmen = { rolle: 'daten', vorgang: v };
            eigenerText = v.datenBeginn(tag);
          }
          break;
        }
        case 'daten':
          if (ist('Include', xop)) oben.vorgang!.verweis(tag);
          break;
        case 'behalten':
          rahmen = { rolle: 'behalten', knoten: this.behalten(tag, oben.knoten) };
          break;
        case 'auslassen':
          break;
      }
    // A file's data where no file is read (outside a transfer, a second `Daten`): read past, not
    // held, whatever its size.
    if (!eigenerText && rahmen.rolle !== 'daten' && ist('Daten', istBipro)) {
      rahmen = AUSLASSEN;
      eigenerText = () => undefined;
    }
    this.stapel.push(rahmen);
    return eigenerText;
  }

  private text(t: string): void {
    const oben = this.stapel.at(-1);
    if (oben?.rolle !== 'behalten') return;
    this.textZaehlen(t.length);
    (oben.texte ??= []).push(t);
  }

  private schliessen(): void {
    const r = this.stapel.pop()!;
    if (r.knoten && r.texte) r.knoten.text = r.texte.join('');
    if (r.rolle === 'daten') r.vorgang!.datenEnde();
    else if (r.rolle === 'datei') r.vorgang!.dateiEnde();
  }
}

/**
 * Reads an answer from its bytes as they come (the body of a getShipment call) and stores every
 * file it carries through `ablage`, awaiting each write. A cut connection (the source throws)
 * aborts the files not complete and makes the answer not OK; so does a sink that fails. When it
 * returns, every sink it opened has been completed or aborted, and its temporary files are gone.
 */
export async function antwortStreamen(
  quelle: AsyncIterable<Uint8Array>,
  contentType: string | undefined,
  ablage: Ablage,
  o: LeseOptionen = {},
): Promise<StromAntwort> {
  const leser = new AntwortLeser(contentType, o);
  const senken = new Map<number, DateiSenke>();
  const ausfuehren = async (a: Auftrag) => {
    if (a.art !== 'abbrechen' && !leser.lebt(a.griff)) return;
    const senke = senken.get(a.griff);
    try {
      switch (a.art) {
        case 'oeffnen':
          // A safety net: the reader holds fewer open (a ZIP's entries held past the bound are
          // discarded and unpacked again from its temporary file).
          if (senken.size >= HOECHSTE_OFFENE_SENKEN)
            return leser.senkeGescheitert(
              a.griff,
              leser.dauerhaft(`mehr als ${HOECHSTE_OFFENE_SENKEN} Dateien der Antwort zugleich offen`),
            );
          senken.set(a.griff, await ablage(a.kopf));
          return;
        case 'schreiben':
          return await senke!.schreiben(a.teil);
        case 'abschliessen':
          senken.delete(a.griff);
          return await senke!.abschliessen({ bytes: a.bytes, sha256: a.sha256 });
        case 'abbrechen':
          senken.delete(a.griff);
          return await senke?.abbrechen(a.grund);
      }
    } catch (e) {
      if (a.art === 'abbrechen') return;
      const grund = `sie konnte nicht abgelegt werden (${meldungText(e)})`;
      leser.senkeGescheitert(a.griff, grund);
      senken.delete(a.griff);
      await senke?.abbrechen(grund).catch(() => undefined);
    }
  };

  const iterator = quelle[Symbol.asyncIterator]();
  let abgebrochen: string | undefined;
  let quelleZuEnde = false;
  try {
    while (!leser.beendet) {
      let schritt: IteratorResult<Uint8Array>;
      try {
        schritt = await iterator.next();
      } catch (e) {
        quelleZuEnde = true;
        abgebrochen = meldungText(e);
        break;
      }
      if (schritt.done) {
        quelleZuEnde = true;
        break;
      }
      for (const a of leser.schreiben(schritt.value)) await ausfuehren(a);
    }
    for (const a of abgebrochen !== undefined ? leser.abbrechen(abgebrochen) : leser.ende())
      await ausfuehren(a);
  } finally {
    // A broken answer is not read on: the rest of it is not fetched.
    if (!quelleZuEnde) await iterator.return?.().catch(() => undefined);
    for (const [griff, senke] of senken) {
      leser.senkeGescheitert(griff, 'das Lesen der Antwort brach ab');
      await senke.abbrechen('das Lesen der Antwort brach ab').catch(() => undefined);
    }
    leser.aufraeumen();
  }
  return leser.ergebnis().antwort;
}

/**
 * Reads an answer held (or read) synchronously, piece by piece, handing every order for the
 * sinks to `ausfuehren` — the same reader as `antwortStreamen`, for `antwortLesen` and the CLI.
 */
export function antwortSynchronLesen(
  stuecke: Iterable<Uint8Array>,
  contentType: string | undefined,
  ausfuehren: (a: Auftrag) => void = () => undefined,
  o: LeseOptionen = {},
): { antwort: StromAntwort; griffe: (number | undefined)[][] } {
  const leser = new AntwortLeser(contentType, o);
  try {
    for (const stueck of stuecke) {
      for (const a of leser.schreiben(stueck)) ausfuehren(a);
      if (leser.beendet) break;
    }
    for (const a of leser.ende()) ausfuehren(a);
  } finally {
    leser.aufraeumen();
  }
  return leser.ergebnis();
}
