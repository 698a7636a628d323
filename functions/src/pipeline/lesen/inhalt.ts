/**
 * The duplicate rule (reference §4, "Arrival"), applied by the read's plan to the kept bytes: the
 * content's SHA-256 — taken while the plan streams the file anyway, never the whole file in
 * memory — is claimed for the file with a conditional write, so the same content arriving twice
 * (one after the other or at the same moment, as an upload or a drop) is imported once. A claim
 * counts while its file exists and has not failed or been refused; such a stale claim is taken
 * over (a failed file can be delivered again once its cause is fixed).
 *
 * Hashing here and not at registration: what is hashed is what is read, from the copy kept for
 * the file alone — and the registration, an API call with 29 s, does not stream a large file.
 */
import { createHash } from 'node:crypto';
import { LESE_TEXTE } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import { dateiHashesRepository, type DateiHash } from '../../data/repositories/dateiHashes';
import {
  importDateienRepository,
  type ImportDatei,
  type ImportDateienRepository,
} from '../../data/repositories/importDateien';
import { istGescheitert } from '../../domain/dateiStatus';
import { deutschesDatum } from '../../zeitangabe';

/**
 * The SHA-256 of a stream's bytes on their way to a reader. A reader may stop before the end (an
 * XML reader at its root's end): `summe` reads what it left and hashes that too, so the sum is
 * always the whole object's.
 */
export class Pruefsumme {
  private readonly hash = createHash('sha256');
  private rest?: AsyncIterator<Buffer>;

  async *durch(strom: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
    const quelle = strom[Symbol.asyncIterator]();
    this.rest = quelle;
    for (let teil = await quelle.next(); !teil.done; teil = await quelle.next()) {
      this.hash.update(teil.value);
      yield teil.value;
    }
    this.rest = undefined;
  }

  /** The hex digest of every byte of the stream. */
  async summe(): Promise<string> {
    const quelle = this.rest;
    this.rest = undefined;
    if (quelle) {
      for (let teil = await quelle.next(); !teil.done; teil = await quelle.next())
        this.hash.update(teil.value);
    }
    return this.hash.digest('hex');
  }

  /** Closes a stream the reader left open (after the reader failed). */
  async schliessen(): Promise<void> {
    const quelle = this.rest;
    this.rest = undefined;
    await quelle?.return?.();
  }
}

/** The file that holds a claim, if that claim still counts. */
async function gueltigerHalter(
  dateien: ImportDateienRepository,
  hash: DateiHash | undefined,
): Promise<ImportDatei | undefined> {
  if (!hash) return undefined;
  const datei = await dateien.laden(hash.dateiId);
  return datei && !istGescheitert(datei.status) ? datei : undefined;
}

/** Claims for a content that changes under our hands before one claim sticks (then an error). */
const ANSPRUCH_VERSUCHE = 3;

/**
 * Claims the content `sha256` for `datei`; answers the refusal's reason if another file that
 * counts holds it, else undefined. Holding it already (a repeated plan, a file read again) is
 * no refusal.
 */
export async function inhaltBeanspruchen(
  db: Datenbank,
  datei: ImportDatei,
  sha256: string,
): Promise<string | undefined> {
  const dateien = importDateienRepository(db);
  const hashes = dateiHashesRepository(db);
  const eintrag: DateiHash = {
    sha256,
    dateiId: datei.id,
    fileName: datei.fileName,
    datum: datei.dateFrom,
    bucket: datei.bucket,
    key: datei.key,
  };
  for (let versuch = 1; versuch <= ANSPRUCH_VERSUCHE; versuch++) {
    const bisher = await hashes.laden(sha256);
    if (bisher?.dateiId === datei.id) return undefined;
    const halter = await gueltigerHalter(dateien, bisher);
    if (halter) {
      return LESE_TEXTE.dateiDoppelt(
        datei.fileName,
        deutschesDatum(halter.dateFrom),
        halter.id,
        halter.fileName,
      );
    }
    const beansprucht = bisher
      ? await hashes.uebernehmen(eintrag, bisher.dateiId)
      : await hashes.beanspruchen(eintrag);
    if (beansprucht) return undefined;
    // Another file claimed it in between: the next round finds it.
  }
  throw new Error(`Der Inhalt ${sha256} der Datei Nr. ${datei.id} konnte nicht beansprucht werden`);
}
