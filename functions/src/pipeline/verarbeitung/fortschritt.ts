/**
 * The progress of a run as the web polls it (reference §3 "Progress record", §4: until act >= max,
 * then sLabel is shown; GET /bipro_import/line_auswertung?id={threadId} and GET
 * /bipro_import/checkProgress?id={workerId}). The id is the run's id.
 *
 * A run is shown only to users who may see its file (every record keeps the file's broker and
 * uploader, so this holds after the file was deleted too); anyone else gets "not found" — also
 * for the read progress `lesen-<n>`, which GET checkProgress answers as well. A
 * failed run answers 409 with its reason, which the web shows as a danger message (reference §8
 * "Progress polling error") — never its success message.
 */
import { VERARBEITUNG_TEXTE as T, type Benutzer, type Fortschritt } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { EXPORT_JOB_PRAEFIX, fortschrittRepository } from '../../data/repositories/fortschritt';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { dateiSicht } from '../../datensicht/importDateien';
import { istSichtbar } from '../../domain/datensicht';

export async function laufFortschritt(
  benutzer: Benutzer,
  id: string,
  db: Datenbank = datenbank(),
): Promise<Fortschritt> {
  // A list export's job is its owner's alone (listenExport/auftrag.ts): never answered here.
  const f = id.startsWith(EXPORT_JOB_PRAEFIX) ? undefined : await fortschrittRepository(db).laden(id);
  // A record without an owner (one written before records carried it, or a file of no known
  // broker) is for the users who see everything, as such a file is.
  if (!f || !istSichtbar({ maklernr: f.maklernr, userId: f.userId }, dateiSicht(benutzer))) {
    throw nichtGefunden(T.laufUnbekannt(id));
  }
  if (f.fehler !== undefined) throw konflikt(f.fehler);
  return { act: f.act, max: f.max, sLabel: f.sLabel, ...(f.sInfo === undefined ? {} : { sInfo: f.sInfo }) };
}
