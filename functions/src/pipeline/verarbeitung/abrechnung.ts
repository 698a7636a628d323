/**
 * After a settlement (reference §7): POST /autoAbrechnung/updateAbrechnung?fileId takes the finished
 * settlement over, and GET /download_service/bipro_courtage_file?id={fileId} hands out its
 * protocol.
 *
 * "Taking over" is our reading of a call the reference only names: the web calls it once the
 * settlement run reports act >= max. It records on the file when the settlement was accepted
 * (`abgerechnetAm`) with a journal entry — once: calling it again changes nothing. A file that is
 * not settled, or that a run holds, is refused (409). The BiPRO courtage list (reference §2.7, its own
 * issue) reads `abgerechnetAm` as the row's evaluation date.
 */
import { XLSX_TYP } from '../../dokumente/xlsx';
import { VERARBEITUNG_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { importDateienRepository } from '../../data/repositories/importDateien';
import type { Download } from '../../dokumente/download';
import { konflikt, nichtGefunden } from '../../domain/fehler';
import { objektLesen } from '../../speicher/s3';
import { sichtbareDatei } from '../../datensicht/importDateien';
import { gesperrtText } from './starten';

export async function abrechnungUebernehmen(
  benutzer: Benutzer,
  dateiId: number,
  db: Datenbank = datenbank(),
): Promise<void> {
  const datei = await sichtbareDatei(benutzer, dateiId, db);
  if (datei.sperre !== undefined) throw konflikt(gesperrtText(datei));
  const ergebnis = await importDateienRepository(db).abrechnungUebernehmen(
    dateiId,
    new Date().toISOString(),
    T.journal.abrechnungUebernommen,
  );
  if (ergebnis === 'nicht') throw konflikt(T.nichtAbgerechnet(dateiId));
}

export async function abrechnungsprotokoll(
  benutzer: Benutzer,
  dateiId: number,
  db: Datenbank = datenbank(),
): Promise<Download> {
  const datei = await sichtbareDatei(benutzer, dateiId, db);
  if (!datei.protokoll) throw nichtGefunden(T.keinProtokoll(dateiId));
  return {
    inhalt: await objektLesen(datei.protokoll.bucket, datei.protokoll.key),
    inhaltstyp: XLSX_TYP,
    dateiname: datei.protokoll.dateiname,
  };
}
