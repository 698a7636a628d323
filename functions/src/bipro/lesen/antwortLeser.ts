/**
 * An insurer's BiPRO norm 430 answer (listShipments, getShipment, acknowledgeShipment, or a
 * fault) read as it arrives: what it says — whether it is OK, its messages, its shipments — and
 * every file it carries decoded into a sink of the reader's `Ablage` while its bytes come
 * (lesen/ablage.ts), so that memory stays flat whatever the shipment's size. The download job
 * reads with `antwortStreamen` (lesen/strom.ts); `antwortLesen` (lesen/antwort.ts) and
 * `npm run bipro -- lesen` read with the same `AntwortLeser`, so staff see exactly what the job
 * sees.
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
import { tmpdir } from 'node:os';
import type { DateiKopf, StromAntwort, StromLieferung } from './ablage';
import { Base64Strom } from './base64';
import { DateiVorgang } from './dateiVorgang';
import {
  ANTWORT_HOECHSTE_BYTES,
  HOECHSTE_DATEIEN,
  HOECHSTE_ELEMENTE,
  HOECHSTE_TEILE_VOR_WURZEL,
  HOECHSTE_TEXTZEICHEN,
  LIEFERUNG_HOECHSTE_BYTES,
  STUECK_BYTES,
  type Budget,
  type LeseOptionen,
} from './grenzen';
import { EIGENE_MELDUNG, fehlerAus, meldungenAus, meldungText } from './meldungen';
import { cidSchluessel, istMultipart, MtomFehler, MultipartStrom, parameter } from './mtom';
import { istBipro, istGevo, istNachrichten, istSoapEnvelope, istTransfer, istXop } from './namensraeume';
import { lieferungsId, type Eintrag, type LieferungsVorgang } from './vorgang';
import { HOECHSTE_ZEICHEN, kind, textVon, XmlStrom, type XmlElement, type XmlTag } from './xmlBaum';
import { ZIP_HOECHSTE_BYTES, ZIP_HOECHSTE_EINTRAEGE, type ZipGrenzen } from './zip';
import { zuordnungsdatenAus } from './zuordnungsdaten';
import { Utf8Strom } from './utf8Strom';
import { Zwischenlager } from './zwischenlager';

/** What to do with the sinks: open one for a file, write its next bytes, complete it, abort it. */
export type Auftrag =
  | { art: 'oeffnen'; griff: number; kopf: DateiKopf }
  | { art: 'schreiben'; griff: number; teil: Uint8Array }
  | { art: 'abschliessen'; griff: number; bytes: number; sha256: string }
  | { art: 'abbrechen'; griff: number; grund: string };

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
  private readonly utf8 = new Utf8Strom();
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
      const einstellzeitpunkt = textVon(kind(l.knoten, 'Einstellzeitpunkt', istTransfer));
      const quittiert = kind(l.knoten, 'Bestaetigungszeitpunkt', istTransfer) !== undefined;
      return {
        id: lieferungsId(l) ?? '',
        kategorie: textVon(kind(l.knoten, 'Kategorie', istTransfer)) ?? '',
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
    const status = kind(antwort, 'Status', istNachrichten);
    const meldungen = [...(status ? meldungenAus(status) : [EIGENE_MELDUNG.keinStatus]), ...dateiFehler];
    const statusOk = textVon(status && kind(status, 'StatusID', istNachrichten))?.toUpperCase() === 'OK';
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
    else this.xml.schreiben(this.utf8.text(teil));
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
    if (t.art === 'wurzel') return this.xml.schreiben(this.utf8.text(daten));
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
    this.xml.schreiben(this.utf8.ende());
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
          if (oben.rolle === 'inhalt' && !this.antwort && ist('Response', istTransfer)) {
            this.antwort = this.behalten(tag);
            rahmen = { rolle: 'antwort', knoten: this.antwort };
          } else if (ist('Status', istNachrichten))
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, oben.knoten) };
          else if (ist('Lieferung', istTransfer)) {
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
            ist('ID', istTransfer) ||
            ist('Kategorie', istTransfer) ||
            ist('Einstellzeitpunkt', istTransfer) ||
            ist('Bestaetigungszeitpunkt', istTransfer)
          )
            rahmen = { rolle: 'behalten', knoten: this.behalten(tag, l.knoten) };
          else if (ist('Transfer', istTransfer)) {
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
          } else if (!t.artId && ist('ArtID', istGevo)) {
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
          if (ist('Include', istXop)) oben.vorgang!.verweis(tag);
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
