/**
 * Registration (issue 4, "Arrival"): a delivered file — dropped into the inbox or uploaded —
 * becomes a file record with a number, its interface and its lock, and the read pipeline starts.
 *
 * The duplicate rule: the content's SHA-256 (computed while streaming, never the whole file in
 * memory) is claimed for the file with a conditional write, so the same content arriving twice
 * — one after the other or at the same moment — is imported once. A claim counts while its file
 * exists and has not failed or been refused; such a stale claim is taken over (a failed file can
 * be delivered again once its cause is fixed). The very same object announced again (S3 delivers
 * an event at least once) is recognised by bucket and key and is no new delivery.
 *
 * The interface: the one chosen, else the one whose nameCheck fits the file name, else — for a
 * file that starts with a GDV Vorsatz — the GDV standard interface.
 *
 * Refusals (duplicate, no interface): an upload is answered directly and nothing is written; a
 * drop has nobody to answer, so it gets a monitor record with status refused and the reason.
 */
import { randomUUID } from 'node:crypto';
import { istIntern, LESE_TEXTE, type Benutzer, type SchnittstellenZeile } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { sperreSetzen } from '../../data/dateiSperre';
import { dateiHashesRepository, type DateiHash } from '../../data/repositories/dateiHashes';
import { importDateienRepository, type ImportDateienRepository } from '../../data/repositories/importDateien';
import { schnittstellenRepository } from '../../data/repositories/schnittstellen';
import { basisname } from '../../formate/schnittstellen/dateiname';
import { DATEI_STATUS, istErneutLesbar, istGescheitert } from '../../domain/dateiStatus';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { fehlerProtokollieren } from '../../log';
import { objektHash, objektKopieren } from '../../speicher/s3';
import { deutschesDatum } from '../../zeitangabe';
import { starteLesestrecke } from '../starter';
import { modusVon } from './modus';
import { findeNachDateiname, gdvNachInhalt, gesellschaftVon } from './schnittstellen';

export interface Registrierung {
  bucket: string;
  key: string;
  /** The file's name as delivered (without folders). */
  dateiname: string;
  /** The interface chosen; otherwise the one whose nameCheck fits the file name. */
  schnittstelleId?: number;
  /** The company chosen; otherwise the interface's own, if it names one. */
  gesellschaft?: string;
  /** Who uploaded the file; absent for drops. */
  benutzer?: Benutzer;
  /** Otherwise from the interface (see modusVon). */
  modus?: 1 | 2;
  /**
   * Where the file is kept once registered, if not where it arrived: an upload is copied there
   * (its upload object expires). Only a registered file is copied — a refusal leaves nothing.
   */
  ablage?: string;
}

export type RegistrierErgebnis =
  /** Registered and locked; the read pipeline was started with this run id. */
  | { art: 'registriert'; dateiId: number; laufId: string }
  /** The same object was registered before (a repeated event or request): nothing done. */
  | { art: 'bekannt'; dateiId: number }
  /** Not imported; for a drop, `dateiId` is its refused monitor record. */
  | { art: 'abgelehnt'; grund: string; dateiId?: number };

export interface RegistrierOptionen {
  db?: Datenbank;
  /** Starts the read pipeline; tests run its tasks themselves. */
  starten?: typeof starteLesestrecke;
}

const jetzt = () => new Date().toISOString();

/**
 * A claim whose file record is missing is either a registration a moment ago that has not
 * written its record yet, or one that died in between; after this long it is the latter.
 */
const VERWAIST_NACH_MS = 15 * 60 * 1000;

interface Halter {
  id: number;
  fileName: string;
  dateFrom: string;
  bucket?: string;
  key?: string;
}

/** The file that holds a claim, if that claim still counts. */
async function gueltigerHalter(
  dateien: ImportDateienRepository,
  hash: DateiHash | undefined,
): Promise<Halter | undefined> {
  if (!hash) return undefined;
  const datei = await dateien.laden(hash.dateiId);
  if (!datei) {
    const frisch = Date.now() - Date.parse(hash.datum) < VERWAIST_NACH_MS;
    return frisch
      ? {
          id: hash.dateiId,
          fileName: hash.fileName,
          dateFrom: hash.datum,
          bucket: hash.bucket,
          key: hash.key,
        }
      : undefined;
  }
  return istGescheitert(datei.status) ? undefined : datei;
}

/** The same delivery again: what the claim names is where this one is (or will be) kept. */
const dasselbeObjekt = (halter: Halter, r: Registrierung) =>
  halter.bucket === r.bucket && halter.key === (r.ablage ?? r.key);

const doppeltText = (dateiname: string, halter: Halter) =>
  LESE_TEXTE.dateiDoppelt(dateiname, deutschesDatum(halter.dateFrom), halter.id, halter.fileName);

export async function registriereDatei(
  r: Registrierung,
  optionen: RegistrierOptionen = {},
): Promise<RegistrierErgebnis> {
  const db = optionen.db ?? datenbank();
  const starten = optionen.starten ?? starteLesestrecke;
  const dateien = importDateienRepository(db);
  const hashes = dateiHashesRepository(db);
  const schnittstellen = schnittstellenRepository(db);
  const dateiname = basisname(r.dateiname);
  const istUpload = r.benutzer !== undefined;
  /** The key the file is read from and kept under from now on. */
  const gespeichert = r.ablage ?? r.key;

  const { sha256, anfang } = await objektHash(r.bucket, r.key);
  const beginn = jetzt();
  const herkunft = {
    fileName: dateiname,
    bucket: r.bucket,
    key: gespeichert,
    sha256,
    dateFrom: beginn,
    userId: r.benutzer?.name,
    maklernr: r.benutzer && !istIntern(r.benutzer) ? r.benutzer.maklernr : undefined,
  };

  async function ablehnen(grund: string, s?: SchnittstellenZeile, id?: number): Promise<RegistrierErgebnis> {
    if (istUpload) return { art: 'abgelehnt', grund };
    const dateiId = id ?? (await dateien.neueId());
    await dateien.anlegen({
      ...herkunft,
      id: dateiId,
      modus: r.modus ?? (s ? modusVon(s) : 1),
      gesellschaft: r.gesellschaft ?? (s && gesellschaftVon(s)),
      interfaceId: s?.id,
      interfaceName: s?.interfaceName,
      status: DATEI_STATUS.abgelehnt,
      dateTo: beginn,
      fehler: grund,
      journal: [{ zeit: beginn, text: LESE_TEXTE.journal.abgelehnt(grund) }],
    });
    return { art: 'abgelehnt', grund, dateiId };
  }

  // Duplicate content (checked before anything is written; the claim below decides races).
  const bisher = await hashes.laden(sha256);
  const halter = await gueltigerHalter(dateien, bisher);
  if (halter) {
    if (dasselbeObjekt(halter, r)) return { art: 'bekannt', dateiId: halter.id };
    return ablehnen(doppeltText(dateiname, halter));
  }

  // The interface.
  let schnittstelle: SchnittstellenZeile | undefined;
  if (r.schnittstelleId !== undefined) {
    schnittstelle = (await schnittstellen.liste()).find((s) => s.id === r.schnittstelleId);
    if (!schnittstelle) return ablehnen(LESE_TEXTE.interfaceIdUnbekannt(r.schnittstelleId));
  } else {
    schnittstelle =
      (await findeNachDateiname(schnittstellen, dateiname)) ?? (await gdvNachInhalt(schnittstellen, anfang));
    if (!schnittstelle) return ablehnen(LESE_TEXTE.keinInterface(dateiname));
  }

  // Claim the content for a new file number.
  const dateiId = await dateien.neueId();
  const eintrag: DateiHash = {
    sha256,
    dateiId,
    fileName: dateiname,
    datum: beginn,
    bucket: r.bucket,
    key: gespeichert,
  };
  const beansprucht = bisher
    ? await hashes.uebernehmen(eintrag, bisher.dateiId)
    : await hashes.beanspruchen(eintrag);
  if (!beansprucht) {
    // Another delivery of the same content won the race — or the same object, announced twice.
    const sieger = await gueltigerHalter(dateien, await hashes.laden(sha256));
    if (sieger && dasselbeObjekt(sieger, r)) return { art: 'bekannt', dateiId: sieger.id };
    const grund = sieger
      ? doppeltText(dateiname, sieger)
      : LESE_TEXTE.dateiDoppelt(dateiname, deutschesDatum(beginn), dateiId);
    return ablehnen(grund, schnittstelle, dateiId);
  }

  if (r.ablage) await objektKopieren(r.bucket, r.key, r.ablage);

  // The file record, locked for its first run.
  const laufId = randomUUID();
  await dateien.anlegen({
    ...herkunft,
    id: dateiId,
    modus: r.modus ?? modusVon(schnittstelle),
    gesellschaft: r.gesellschaft ?? gesellschaftVon(schnittstelle),
    interfaceId: schnittstelle.id,
    interfaceName: schnittstelle.interfaceName,
    status: DATEI_STATUS.registriert,
    ...sperreSetzen(laufId, beginn),
    journal: [{ zeit: beginn, text: LESE_TEXTE.journal.registriert(dateiname, schnittstelle.interfaceName) }],
  });
  await laufStarten(dateien, starten, {
    dateiId,
    bucket: r.bucket,
    key: gespeichert,
    schnittstelleId: schnittstelle.id,
    laufId,
  });
  return { art: 'registriert', dateiId, laufId };
}

/**
 * Starts the pipeline; if even that fails, the file is marked failed with the reason (the lock
 * released), so the monitor and the upload job show it instead of a run that never comes.
 */
async function laufStarten(
  dateien: ImportDateienRepository,
  starten: typeof starteLesestrecke,
  eingabe: Parameters<typeof starteLesestrecke>[0],
): Promise<void> {
  try {
    await starten(eingabe);
  } catch (fehler) {
    fehlerProtokollieren('Lesestrecke nicht gestartet', fehler, { ...eingabe });
    const grund = fehler instanceof Error ? fehler.message : String(fehler);
    await dateien.fehlschlagen(
      eingabe.dateiId,
      eingabe.laufId,
      LESE_TEXTE.startFehlgeschlagen(grund),
      jetzt(),
    );
  }
}

/**
 * Reads a registered file again (after a run died and the file was unlocked, or to read it
 * anew): a new run takes the lock — refused with a message while another run holds it — and
 * the pipeline starts. Answers the new run's id.
 */
export async function leseErneut(dateiId: number, optionen: RegistrierOptionen = {}): Promise<string> {
  const dateien = importDateienRepository(optionen.db ?? datenbank());
  const datei = await dateien.laden(dateiId);
  if (!datei) throw nichtGefunden(LESE_TEXTE.dateiNichtGefunden(dateiId));
  if (!istErneutLesbar(datei.status) || datei.interfaceId === undefined) {
    throw konflikt(LESE_TEXTE.nichtErneutLesbar(dateiId));
  }
  const laufId = randomUUID();
  // Refused with a message (409) while another run holds the lock.
  await dateien.sperren(dateiId, laufId, jetzt(), {
    status: DATEI_STATUS.registriert,
    journal: LESE_TEXTE.journal.erneutGelesen,
  });
  await laufStarten(dateien, optionen.starten ?? starteLesestrecke, {
    dateiId,
    bucket: datei.bucket,
    key: datei.key,
    schnittstelleId: datei.interfaceId,
    laufId,
  });
  return laufId;
}
