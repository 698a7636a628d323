/**
 * Registration (reference §4, "Arrival"): a delivered file — dropped into the inbox or uploaded —
 * becomes a file record with a number, its interface and its lock, and the read pipeline starts.
 * It reads no more than the file's first bytes, so a large upload cannot time the API call out;
 * the content's hash and the duplicate rule are the read's plan's (inhalt.ts), on the bytes kept.
 *
 * Each delivery is registered once: its identity — an upload's tempId, a dropped object's bucket,
 * key and ETag — is claimed with the file record in one conditional transaction, so the same
 * delivery announced twice (S3 delivers an event at least once; a request repeated), one after
 * the other or at the same moment, is one file and the others learn its number ('bekannt'). A
 * drop's claim counts while its file exists and has not failed or been refused: the same object
 * dropped again after that is read again. An upload's tempId registers once, whatever became of
 * its file.
 *
 * Every registered file is kept as a copy under a key of its file alone, ablage/<file number>/<name>,
 * and read from there: an upload never under its tempId, whose URL stays valid after the
 * registration (its upload object is deleted); a drop never under its eingang/ key, which anyone
 * delivering may overwrite — the plan hashes the copy, so the chunks and any later read read the
 * bytes that were hashed. A drop stays where it was dropped (other systems may manage that folder).
 *
 * The interface: the one chosen, else the one whose nameCheck fits the file name, else — for a
 * file that starts with a GDV Vorsatz — the GDV standard interface. No interface: an upload is
 * answered directly and nothing is written; a drop has nobody to answer, so it gets a monitor
 * record with status refused and the reason.
 */
import { randomUUID } from 'node:crypto';
import { istIntern, LESE_TEXTE, type Benutzer, type SchnittstellenZeile } from '@lieferdesk/shared';
import { ABLAGE_PRAEFIX, UPLOAD_PRAEFIX } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { sperreSetzen } from '../../data/dateiSperre';
import { importDateienRepository, type ImportDateienRepository } from '../../data/repositories/importDateien';
import { schnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { basisname } from '../../formate/schnittstellen/dateiname';
import { DATEI_STATUS, istErneutLesbar, istGescheitert } from '../../domain/dateiStatus';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { fehlerProtokollieren } from '../../log';
import { istNichtGefunden, objektAnfang, objektKopieren, objektLoeschen } from '../../speicher/s3';
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
  /**
   * The broker the file belongs to, where the file itself says it: a BiPRO download's access, a
   * stored BiPRO file read from its list — so its broker sees the import of his own file
   * (domain/datensicht.ts). It outranks the caller's number: who reads another broker's stored
   * file only starts it (`userId`), he does not become its owner.
   */
  maklernr?: string;
  /** Otherwise from the interface (see modusVon). */
  modus?: 1 | 2;
  /**
   * A browser upload, announced by its tempId: registered once, and once kept under
   * ablage/<file number>/ its upload object is deleted.
   */
  upload?: { tempId: string };
}

export type RegistrierErgebnis =
  /** Registered and locked; the read pipeline was started with this run id. */
  | { art: 'registriert'; dateiId: number; laufId: string }
  /** The same delivery was registered before (a repeated event or request): nothing done. */
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
 * Where a registered file is kept: under its number, a key no URL handed out, no delivery
 * overwrites and no other file ever names.
 */
export const ablageSchluessel = (dateiId: number, dateiname: string) =>
  `${ABLAGE_PRAEFIX}${dateiId}/${basisname(dateiname)}`;

/**
 * The identity of an upload's delivery: the uploader and the tempId, whatever object lies under
 * them. The uploader is part of it so that another user's tempId names nothing of his.
 */
export const uploadKennung = (benutzerId: string, tempId: string) =>
  `${UPLOAD_PRAEFIX}${benutzerId}/${tempId}`;

/** The identity of a drop: this version of this object (another PUT is another delivery). */
export const objektKennung = (bucket: string, key: string, etag: string | undefined) =>
  `${bucket}/${key} ${etag ?? ''}`;

/** Rounds of claiming a delivery that a concurrent transaction may cancel. */
const ANMELDE_VERSUCHE = 5;

/**
 * The file a delivery's claim names, if the claim still counts: an upload's always, a drop's
 * while its file exists and has not failed or been refused.
 */
async function registriertAls(
  dateien: ImportDateienRepository,
  kennung: string,
  istUploadKennung: boolean,
): Promise<{ dateiId?: number; bisher?: number }> {
  const bisher = await dateien.angekommenAls(kennung);
  if (bisher === undefined) return {};
  if (istUploadKennung) return { dateiId: bisher };
  const datei = await dateien.laden(bisher);
  return datei && !istGescheitert(datei.status) ? { dateiId: bisher } : { bisher };
}

export async function registriereDatei(
  r: Registrierung,
  optionen: RegistrierOptionen = {},
): Promise<RegistrierErgebnis> {
  const db = optionen.db ?? datenbank();
  const starten = optionen.starten ?? starteLesestrecke;
  const dateien = importDateienRepository(db);
  const schnittstellen = schnittstellenVerwaltung(db);
  const dateiname = basisname(r.dateiname);
  const istUpload = r.benutzer !== undefined;

  const uploadKennungDerDatei =
    r.upload && r.benutzer ? uploadKennung(r.benutzer.id, r.upload.tempId) : undefined;
  let gelesen: Awaited<ReturnType<typeof objektAnfang>>;
  try {
    gelesen = await objektAnfang(r.bucket, r.key);
  } catch (fehler) {
    // An upload announced twice at once: the other announcement registered it and moved its
    // object away between our look at the prefix and this read — it is that file.
    if (!uploadKennungDerDatei || !istNichtGefunden(fehler)) throw fehler;
    const sieger = await registriertAls(dateien, uploadKennungDerDatei, true);
    if (sieger.dateiId !== undefined) return { art: 'bekannt', dateiId: sieger.dateiId };
    throw fehler;
  }
  const { anfang, etag } = gelesen;
  const kennung = uploadKennungDerDatei ?? objektKennung(r.bucket, r.key, etag);
  const frueher = await registriertAls(dateien, kennung, r.upload !== undefined);
  if (frueher.dateiId !== undefined) return { art: 'bekannt', dateiId: frueher.dateiId };

  const beginn = jetzt();
  const herkunft = {
    fileName: dateiname,
    bucket: r.bucket,
    dateFrom: beginn,
    userId: r.benutzer?.name,
    maklernr: r.maklernr ?? (r.benutzer && !istIntern(r.benutzer) ? r.benutzer.maklernr : undefined),
  };

  async function ablehnen(grund: string): Promise<RegistrierErgebnis> {
    if (istUpload) return { art: 'abgelehnt', grund };
    const dateiId = await dateien.neueId();
    await dateien.anlegen({
      ...herkunft,
      key: r.key,
      id: dateiId,
      modus: r.modus ?? 1,
      gesellschaft: r.gesellschaft,
      status: DATEI_STATUS.abgelehnt,
      dateTo: beginn,
      fehler: grund,
      journal: [{ zeit: beginn, text: LESE_TEXTE.journal.abgelehnt(grund) }],
    });
    return { art: 'abgelehnt', grund, dateiId };
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

  // The file record, locked for its first run, with the delivery claimed for it.
  let dateiId: number | undefined;
  let bisher = frueher.bisher;
  const laufId = randomUUID();
  for (let versuch = 1; dateiId === undefined; versuch++) {
    const neu = await dateien.neueId();
    const angelegt = await dateien.anlegenAngekommen(
      {
        ...herkunft,
        key: ablageSchluessel(neu, dateiname),
        id: neu,
        modus: r.modus ?? modusVon(schnittstelle),
        gesellschaft: r.gesellschaft ?? gesellschaftVon(schnittstelle),
        interfaceId: schnittstelle.id,
        interfaceName: schnittstelle.interfaceName,
        status: DATEI_STATUS.registriert,
        ...sperreSetzen(laufId, beginn),
        journal: [
          { zeit: beginn, text: LESE_TEXTE.journal.registriert(dateiname, schnittstelle.interfaceName) },
        ],
      },
      kennung,
      bisher,
    );
    if (angelegt) {
      dateiId = neu;
      break;
    }
    // Another announcement of the same delivery won — or only met ours: look again. A number
    // drawn and not used is a gap, never a duplicate.
    const sieger = await registriertAls(dateien, kennung, r.upload !== undefined);
    if (sieger.dateiId !== undefined) return { art: 'bekannt', dateiId: sieger.dateiId };
    if (versuch === ANMELDE_VERSUCHE) throw new Error(`${kennung} konnte nicht registriert werden`);
    bisher = sieger.bisher;
  }

  const gespeichert = ablageSchluessel(dateiId, dateiname);
  await laufStarten(
    dateien,
    starten,
    { dateiId, bucket: r.bucket, key: gespeichert, schnittstelleId: schnittstelle.id, laufId },
    () => ablegen(r.bucket, r.key, gespeichert, r.upload !== undefined),
  );
  return { art: 'registriert', dateiId, laufId };
}

/**
 * The delivered object copied to where its file keeps it (on the server side: no bytes through
 * the function): a PUT to the old URL or the drop's key afterwards changes nothing that is read.
 * An upload is then deleted — tidying only (the bucket's lifecycle rule expires what stays under
 * upload/): its failure is logged, not the registration's. A drop is left where it was dropped.
 */
async function ablegen(bucket: string, geliefert: string, ablage: string, istUpload: boolean): Promise<void> {
  await objektKopieren(bucket, geliefert, ablage);
  if (!istUpload) return;
  try {
    await objektLoeschen(bucket, geliefert);
  } catch (fehler) {
    fehlerProtokollieren('Upload nach dem Ablegen nicht gelöscht', fehler, { bucket, key: geliefert });
  }
}

/**
 * Starts the pipeline (after `vorher`: keeping the file); if that fails, the file is marked
 * failed with the reason (the lock released), so the monitor and the upload job show it instead
 * of a run that never comes.
 */
async function laufStarten(
  dateien: ImportDateienRepository,
  starten: typeof starteLesestrecke,
  eingabe: Parameters<typeof starteLesestrecke>[0],
  vorher: () => Promise<void> = async () => undefined,
): Promise<void> {
  try {
    await vorher();
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
