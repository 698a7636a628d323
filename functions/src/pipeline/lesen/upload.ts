/**
 * Browser uploads (reference §2.17, §4 "Upload", §7): the browser PUTs the file to a presigned URL
 * under UPLOAD_PRAEFIX, then POST /bipro_import/upload registers it and GET /bipro_import/upload
 * reports the job until the file is read (or failed, or refused).
 *
 * The object key is upload/<user id>/<tempId>/<file name>: tempId is a random UUID, and the
 * uploader's id (Cognito's `sub`) in the key means a registration looks only among the caller's
 * own uploads, so another user's tempId — seen in a log or a screenshot — finds nothing. The file
 * name travels in the key because POST upload names only the tempId. A tempId registers once; registering copies the upload to
 * ablage/<file number>/<file name>, where the file is kept, and deletes it (registrieren.ts);
 * what stays under upload/ — refused, never announced, put again — expires after a day.
 */
import { randomUUID } from 'node:crypto';
import {
  hatVollenFilter,
  LESE_TEXTE,
  MONITOR_TEXTE,
  zeigtUploadFilter,
  type Benutzer,
  type BodyVon,
  type ImportJob,
  type ROUTEN,
  type AntwortVon,
} from '@lieferdesk/shared';
import { UPLOAD_PRAEFIX } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { konfiguration, type Umgebung } from '../../konfiguration';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { gesellschaftenRepository } from '../../data/repositories/gesellschaften';
import { importDateienRepository } from '../../data/repositories/importDateien';
import { schnittstellenVerwaltung } from '../../schnittstellen/verwaltung';
import { basisname } from '../../formate/schnittstellen/dateiname';
import { DATEI_STATUS, istGescheitert, istLesendStatus } from '../../domain/dateiStatus';
import { konflikt, nichtGefunden, ungueltig } from '../../domain/fehler';
import { abbruchGrund, laufAbgebrochen } from '../../domain/laufAbbruch';
import { ersterSchluessel, inboxBucket, uploadUrl } from '../../speicher/s3';
import { registriereDatei, uploadKennung, type RegistrierOptionen } from './registrieren';
import { findeNachName } from './schnittstellen';
import { leseFortschrittId } from './sperre';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const uploadPraefix = (benutzer: Benutzer, tempId: string) =>
  `${UPLOAD_PRAEFIX}${benutzer.id}/${tempId}/`;
/** Folders of a Windows path are dropped; the rest of the name is kept as it is. */
export const uploadSchluessel = (benutzer: Benutzer, tempId: string, dateiname: string) =>
  `${uploadPraefix(benutzer, tempId)}${basisname(dateiname)}`;

/**
 * The largest upload the API hands out a URL for: `UPLOAD_HOECHSTE_BYTES` from the environment,
 * else HOECHSTE_UPLOAD_BYTES. A value that is no positive whole number is a configuration error.
 */
export const hoechsteUploadBytes = (umgebung?: Umgebung): number =>
  konfiguration.uploadHoechsteBytes(umgebung);

/**
 * A presigned PUT under upload/<user id>/<tempId>/<file name> for a file of the declared size, which the
 * URL signs; a size above the limit is refused (400) before any URL exists.
 */
export async function uploadZielAnlegen(
  benutzer: Benutzer,
  eingabe: BodyVon<typeof ROUTEN.uploadZiel>,
): Promise<AntwortVon<typeof ROUTEN.uploadZiel>> {
  const hoechstens = hoechsteUploadBytes();
  if (eingabe.groesse > hoechstens) {
    throw ungueltig(LESE_TEXTE.uploadZuGross(eingabe.groesse, hoechstens));
  }
  const tempId = randomUUID();
  const url = await uploadUrl(
    inboxBucket(),
    uploadSchluessel(benutzer, tempId, eingabe.fileName),
    eingabe.groesse,
  );
  return { tempId, url };
}

/**
 * Registers an uploaded file; answers its number (the import job's id). Company and interface
 * are taken from the request only from users who may choose them (reference §6: internal users and
 * the data-import right); otherwise the interface is found by the file name. A refusal (no
 * interface) is a 409 whose text the modal shows (reference §8), and so is a tempId announced again;
 * duplicate content is refused by the read and reported by the job (uploadStand).
 */
export async function registriereUpload(
  benutzer: Benutzer,
  eingabe: BodyVon<typeof ROUTEN.uploadStarten>,
  optionen: RegistrierOptionen = {},
): Promise<number> {
  const db = optionen.db ?? datenbank();
  if (!UUID.test(eingabe.tempId)) throw nichtGefunden(LESE_TEXTE.uploadNichtGefunden);
  const bucket = inboxBucket();
  const key = await ersterSchluessel(bucket, uploadPraefix(benutzer, eingabe.tempId));
  if (!key) {
    // Registered before, the upload object is gone (deleted once kept): still the same answer.
    const frueher = await importDateienRepository(db).angekommenAls(
      uploadKennung(benutzer.id, eingabe.tempId),
    );
    if (frueher !== undefined) throw konflikt(LESE_TEXTE.uploadSchonGemeldet(frueher));
    throw nichtGefunden(LESE_TEXTE.uploadNichtGefunden);
  }

  const waehlt = zeigtUploadFilter(benutzer);
  let gesellschaft: string | undefined;
  if (waehlt && eingabe.gesellschaftId !== undefined) {
    const g = (await gesellschaftenRepository(db).liste()).find(
      (x) => x.gesellschaftId === eingabe.gesellschaftId,
    );
    if (!g) throw ungueltig(LESE_TEXTE.gesellschaftUnbekannt(eingabe.gesellschaftId));
    gesellschaft = g.name;
  }
  let schnittstelleId: number | undefined;
  if (waehlt && eingabe.interfaceName?.trim()) {
    const s = await findeNachName(schnittstellenVerwaltung(db), eingabe.interfaceName, gesellschaft);
    if (!s) throw ungueltig(LESE_TEXTE.interfaceUnbekannt(eingabe.interfaceName));
    schnittstelleId = s.id;
  }

  const ergebnis = await registriereDatei(
    {
      bucket,
      key,
      dateiname: basisname(key),
      schnittstelleId,
      gesellschaft,
      benutzer,
      upload: { tempId: eingabe.tempId },
    },
    { ...optionen, db },
  );
  if (ergebnis.art === 'abgelehnt') throw konflikt(ergebnis.grund);
  if (ergebnis.art === 'bekannt') throw konflikt(LESE_TEXTE.uploadSchonGemeldet(ergebnis.dateiId));
  return ergebnis.dateiId;
}

/**
 * The upload job (reference §3 "Import job"): status text, progress in percent (the read progress
 * record, act of max lines) and removeTimer once reading has ended — read, failed, refused or
 * stopped (domain/laufAbbruch.ts); a failure, refusal or stop answers its reason as the status.
 * Users without the full filter see only their own uploads.
 */
export async function uploadStand(
  benutzer: Benutzer,
  id: number,
  db: Datenbank = datenbank(),
): Promise<ImportJob> {
  const datei = await importDateienRepository(db).laden(id);
  if (!datei || (!hatVollenFilter(benutzer) && datei.userId !== benutzer.name)) {
    throw nichtGefunden(LESE_TEXTE.dateiNichtGefunden(id));
  }
  // A read that stopped is not waited for: the job ends with the reason (the monitor continues it).
  if (istLesendStatus(datei.status) && laufAbgebrochen(datei, new Date())) {
    const grund = abbruchGrund(datei, new Date());
    return {
      id,
      status: MONITOR_TEXTE.status.abgebrochen(MONITOR_TEXTE.status.liest, grund),
      progress: 100,
      removeTimer: true,
    };
  }
  if (istLesendStatus(datei.status)) {
    const stand = await fortschrittRepository(db).laden(leseFortschrittId(id));
    const prozent =
      datei.status === DATEI_STATUS.liest && stand && stand.max > 0
        ? Math.min(99, Math.floor((stand.act * 100) / stand.max))
        : 0;
    return {
      id,
      status:
        datei.status === DATEI_STATUS.registriert
          ? LESE_TEXTE.uploadStatus.registriert
          : LESE_TEXTE.uploadStatus.wirdGelesen(prozent),
      progress: prozent,
      removeTimer: false,
    };
  }
  if (istGescheitert(datei.status)) {
    return { id, status: datei.fehler ?? LESE_TEXTE.unbekannterFehler, progress: 100, removeTimer: true };
  }
  return {
    id,
    status: LESE_TEXTE.uploadStatus.gelesen(datei.numRows, datei.numRowsError),
    progress: 100,
    removeTimer: true,
    // A count below zero (reference §4 "One count of faulty lines") is shown as 0, as the monitor does.
    ergebnis: { zeilen: Math.max(0, datei.numRows), fehlerhaft: Math.max(0, datei.numRowsError) },
  };
}
