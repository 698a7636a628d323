/**
 * Where the files of a getShipment answer go while it is read: the download job hands the reader
 * an `Ablage`, and the reader streams every decoded file (a ZIP's entries each on their own) into
 * the sink the Ablage opens for it, so no file is ever held whole in memory, whatever its size.
 * The job's Ablage writes to S3; tests collect in memory (lesen/strom.ts reads, `antwortStreamen`).
 *
 * The reader calls a sink's methods one at a time, awaiting each. It opens a file's sink once the
 * file's first bytes are decoded — or, where metadata the sink needs follows the data, once that
 * has come (lesen/antwortLeser.ts) — and completes or aborts every sink it opened before
 * `antwortStreamen` returns. Sinks are open one after the other, except for the few entries of a
 * ZIP held open until its `Komprimierungstyp` has come; never more than `HOECHSTE_OFFENE_SENKEN`.
 */
import type { Meldung, Zuordnungsdaten } from './antwort';

export interface DateiKopf {
  /** The shipment's id. */
  lieferungId: string;
  /** Index of the shipment's `Transfer` that carried the file (its `Zuordnungsdaten`). */
  transfer: number;
  /**
   * The file's number in the shipment, 0-based, unique: files are numbered in the order their
   * sinks are opened (ZIP entries each one; a file that could not be read takes the next number
   * too). For the same answer the numbers are the same; they may have gaps where a sink was
   * opened on a guess and aborted.
   */
  nr: number;
  dateiname: string;
  /** The MIME type the insurer declared, if any (some say application/octet-stream for PDFs). */
  mimeType?: string;
}

export interface DateiSenke {
  /** The next decoded bytes; awaiting it is the back-pressure. */
  schreiben(teil: Uint8Array): Promise<void>;
  /** Every byte was written: the file is complete and durable when this resolves. */
  abschliessen(info: { bytes: number; sha256: string }): Promise<void>;
  /**
   * The file could not be completed (broken data, cut connection), or was opened on a guess that
   * proved wrong (a ZIP unpacked before its `Komprimierungstyp` said KEINE): whatever was written
   * is dropped. Never called after `abschliessen` has succeeded.
   */
  abbrechen(grund: string): Promise<void>;
}

export type Ablage = (kopf: DateiKopf) => Promise<DateiSenke>;

export interface AbgelegteDatei extends DateiKopf {
  bytes: number;
  sha256: string;
  /**
   * Why the file could not be decoded or stored; then it does not count as stored, `bytes` is 0
   * and `sha256` empty, and its sink (if one was opened) was aborted.
   */
  fehler?: string;
  /**
   * The file was refused for a limit of the answer's content (bipro/README.md "Limits"): a
   * reference to an MTOM part another file has, more bytes than the budget, a ZIP beyond its
   * limits. Reading the answer again would refuse it again, so it does not keep the answer from
   * being OK: it is archived as unreadable and the shipment acknowledged, not fetched for ever.
   */
  dauerhaft?: true;
  /**
   * The `Dateiname` of the delivered archive (a `Datei` with `Komprimierungstyp` ZIP) the file
   * comes from; absent for a file delivered as it is. Every file a ZIP became carries it: its
   * entries, and a failure of the archive itself. An archive that cannot be unpacked (broken,
   * not a ZIP at all, a ZIP bomb, its data undecodable or missing) or whose entries cannot be
   * stored is reported as any failed file is: the entry being unpacked when it broke carries
   * `fehler` — the entries finished before stay stored — or, where no entry does, one file under
   * the archive's own name (`dateiname` = `zip`) with `fehler`. So a ZIP is broken if any of its
   * files has `fehler`. An archive without entries yields no file at all. Two archives of one
   * transfer with the same name cannot be told apart.
   */
  zip?: string;
}

export interface StromLieferung {
  id: string;
  kategorie: string;
  einstellzeitpunkt?: string;
  /**
   * A list's entry says when it was acknowledged (`Bestaetigungszeitpunkt`): listed again, as
   * BestaetigeLieferungen asks.
   */
  quittiert?: true;
  transfers: Zuordnungsdaten[];
  dateien: AbgelegteDatei[];
}

/**
 * What an answer said, its files already in their sinks: `ok`, `soapFault` and `meldungen` as
 * `Antwort`'s (a file with `fehler` adds an LD003 message and makes the answer not OK, unless the
 * failure is `dauerhaft`); an answer
 * that could not be read to its end (broken XML, a cut connection) is not OK, begins with an
 * LD001 message and lists the files read until then.
 */
export interface StromAntwort {
  ok: boolean;
  soapFault: boolean;
  meldungen: Meldung[];
  lieferungen: StromLieferung[];
}
