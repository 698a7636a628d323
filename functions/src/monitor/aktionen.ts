/**
 * The monitor's row actions (reference §2.14, §7, §8): confirm read errors, unlock a file,
 * continue a stopped run, confirm a planned interface that did not run. Each checks the user's
 * scope first: a line outside it is answered as not found, so a broker cannot even learn that
 * another broker's file number exists.
 */
import { MONITOR_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { importDateienRepository } from '../data/repositories/importDateien';
import { interfacelaufAusfaelleRepository } from '../data/repositories/interfacelaufAusfaelle';
import { lesefehlerBestaetigungenRepository } from '../data/repositories/lesefehlerBestaetigungen';
import { datensicht } from '../domain/datensicht';
import { konflikt, nichtGefunden } from '../domain/fehler';
import { deutschesDatum, deutscherTag } from '../zeitangabe';
import { sichtbareDatei } from '../datensicht/importDateien';
import { laufFortsetzen } from '../pipeline/fortsetzen';
import { kannFehlerBestaetigen } from './zeile';

/**
 * Confirms the faulty lines of a file (its numRowsError: the lines with a status < 0 now, as
 * the monitor shows them): success 'Einlesefehler für die Datei … vom … wurden
 * bestätigt.'; every failure (unknown file 404, nothing to confirm 409) answers 'Fehler:
 * Einlesefehler für die Datei … wurden nicht bestätigt.' — the texts of reference §8.
 */
export async function lesefehlerBestaetigen(
  benutzer: Benutzer,
  eingabe: { fileId: number; fileName: string },
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<string> {
  const datei = await sichtbareDatei(
    benutzer,
    eingabe.fileId,
    db,
    MONITOR_TEXTE.lesefehlerNichtBestaetigt(eingabe.fileName),
  );
  const bestaetigungen = lesefehlerBestaetigungenRepository(db);
  const bisher = (await bestaetigungen.fuer([datei.id])).get(datei.id);
  if (!kannFehlerBestaetigen(datei, bisher))
    throw konflikt(MONITOR_TEXTE.lesefehlerNichtBestaetigt(datei.fileName));
  await bestaetigungen.speichern({
    fileId: datei.id,
    numRowsError: datei.numRowsError,
    bestaetigtAm: jetzt.toISOString(),
    bestaetigtVon: benutzer.name,
  });
  return MONITOR_TEXTE.lesefehlerBestaetigt(datei.fileName, deutschesDatum(datei.dateFrom));
}

/** Releases the lock of a file whose run died (the repository journals it); reference §8: no message. */
export async function dateiEntsperren(
  benutzer: Benutzer,
  fileId: number,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<void> {
  await sichtbareDatei(benutzer, fileId, db, MONITOR_TEXTE.dateiNichtGefunden(fileId));
  await importDateienRepository(db).entsperren(fileId, jetzt.toISOString());
}

/**
 * Continues the file's run that stopped (pipeline/fortsetzen.ts); answers the message. A file
 * outside the user's scope is not found, one without a stopped run 409.
 */
export async function laufFortsetzenImMonitor(
  benutzer: Benutzer,
  fileId: number,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<string> {
  const datei = await sichtbareDatei(benutzer, fileId, db, MONITOR_TEXTE.dateiNichtGefunden(fileId));
  await laufFortsetzen(benutzer, datei, { db, jetzt });
  return MONITOR_TEXTE.fortgesetzt(datei.fileName);
}

/**
 * Confirms a planned interface that did not run (confirm_interface: interfaceId, dateFrom — the
 * missed-run line's interface and start, ausfall.ts): every unconfirmed line of that interface
 * at that expected time (runs of several companies may share them), with the success text of
 * reference §8. Unknown — or outside the user's scope: the lines belong to no broker, so only
 * users who see every file have them — 404, already confirmed 409, both with §8's failure text.
 */
export async function interfaceBestaetigen(
  benutzer: Benutzer,
  eingabe: { interfaceId: number; dateFrom: string },
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<string> {
  const ausfaelle = interfacelaufAusfaelleRepository(db);
  const zeitpunkt = Date.parse(eingabe.dateFrom);
  const tag = deutscherTag(eingabe.dateFrom);
  const treffer = datensicht(benutzer).alle
    ? (await ausfaelle.inTagen(tag, tag)).filter(
        (a) => a.interfaceId === eingabe.interfaceId && Date.parse(a.erwartetAm) === zeitpunkt,
      )
    : [];
  const name = treffer[0]?.interfaceName;
  if (name === undefined) {
    throw nichtGefunden(
      `${MONITOR_TEXTE.interfaceNichtBestaetigt(`Interface ${eingabe.interfaceId}`)} ${MONITOR_TEXTE.keinGeplanterLauf(eingabe.interfaceId)}`,
    );
  }
  let bestaetigt = false;
  for (const a of treffer.filter((t) => t.bestaetigtAm === undefined)) {
    if (await ausfaelle.bestaetigen(a, jetzt.toISOString(), benutzer.name)) bestaetigt = true;
  }
  if (!bestaetigt) throw konflikt(MONITOR_TEXTE.interfaceNichtBestaetigt(name));
  return MONITOR_TEXTE.interfaceBestaetigt(name);
}
