/**
 * POST /bipro_courtage/einlesen (reference §4 "Courtage file": 'read file'): the stored commission
 * or dunning file is handed to the import as the download job hands over a GDV file — registered
 * (pipeline/lesen/registrieren.ts: a file number, kept under ablage/<number>/, the read pipeline
 * started) with the interface the list offered (schnittstelle.ts, decided again here, never taken
 * from the browser), a commission file in settlement mode (2). The record keeps the import file's
 * number and a status log, so the row's action becomes 'show result'; the answer is the text the
 * page shows as info (reference §8).
 *
 * Reading registers an import file, so it is a change (domain/bipro/aenderungsrecht.ts): a reader
 * who only sees the file (the internal view, a structure leader) is refused with the reason.
 *
 * A file is read once: one with a status log answers 409. The registration claims the stored
 * object, so two requests at the same moment register one file and both record its number.
 */
import { BIPRO_DATEI_TEXTE, COURTAGE_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { aenderbareDatei } from '../biproDateien/zugriff';
import { datenbank, type Datenbank } from '../data/datenbank';
import { biproDateienRepository } from '../data/repositories/biproDateien';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { schnittstellenVerwaltung } from '../schnittstellen/verwaltung';
import { konflikt } from '../domain/fehler';
import { registriereDatei, type RegistrierOptionen } from '../pipeline/lesen/registrieren';
import { deutscheZeit } from '../zeitangabe';
import { COURTAGE_ZIELE, modusVon, type CourtageZiel } from './kriterien';
import { importSchnittstelle } from './schnittstelle';

export interface EinleseOptionen {
  db?: Datenbank;
  /** Starts the read pipeline; tests run its tasks themselves. */
  starten?: RegistrierOptionen['starten'];
  jetzt?: () => Date;
}

export async function courtageEinlesen(
  benutzer: Benutzer,
  id: number,
  o: EinleseOptionen = {},
): Promise<{ message: string }> {
  const db = o.db ?? datenbank();
  const datei = await aenderbareDatei(benutzer, id, { ziele: COURTAGE_ZIELE, geloeschte: true }, db);
  const name = datei.fileName;
  if (datei.invisible) throw konflikt(T.geloeschtNichtEinlesen(name));
  if (datei.importDateiId !== undefined || datei.statusLog)
    throw konflikt(T.schonEingelesen(name, datei.importDateiId));
  if (!datei.key || datei.fileSize === 0) throw konflikt(T.ohneInhalt(name));

  const ziel = datei.ziel as CourtageZiel;
  const [gesellschaften, schnittstellen] = await Promise.all([
    gesellschaftenRepository(db).liste(),
    schnittstellenVerwaltung(db).liste(),
  ]);
  const gesellschaft = gesellschaften.find((g) => g.gesellschaftId === datei.gesellschaftId)?.name;
  const schnittstelle = importSchnittstelle({ fileName: name, ziel }, gesellschaft, schnittstellen);
  if (!schnittstelle) throw konflikt(T.keinInterface(name));

  const registriert = await registriereDatei(
    {
      bucket: datei.bucket,
      key: datei.key,
      dateiname: name,
      schnittstelleId: schnittstelle.id,
      gesellschaft,
      // The stored file's broker owns the import file; who read it is only its user (the monitor's).
      maklernr: datei.maklernr,
      benutzer,
      modus: modusVon(ziel),
    },
    { db, ...(o.starten ? { starten: o.starten } : {}) },
  );
  if (registriert.art === 'abgelehnt') throw konflikt(T.nichtEingelesen(name, registriert.grund));

  const jetzt = (o.jetzt ?? (() => new Date()))();
  const statusLog = T.statusLog(
    deutscheZeit(jetzt.toISOString()),
    benutzer.name,
    registriert.dateiId,
    schnittstelle.interfaceName,
  );
  if (!(await biproDateienRepository(db).aendern(datei, { importDateiId: registriert.dateiId, statusLog })))
    throw konflikt(BIPRO_DATEI_TEXTE.geaendert(datei));
  return { message: T.eingelesen(name, registriert.dateiId, schnittstelle.interfaceName) };
}
