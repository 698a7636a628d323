/**
 * Starting work on a file from the workbench (reference §4, §7): evaluate, book, settle, delete.
 * The route handlers call this; it answers the run id, which is the threadId / workerId the web
 * polls the progress with.
 *
 * 1. The file must be one the user works with (datensicht/importDateien.ts: what he can open in
 *    the workbench); others are answered "not found".
 * 2. A file another run holds is refused with the lock message (409), before anything else.
 * 3. The file's state must allow the work (domain/dateiStatus.ts), else 409 with the reason.
 * 4. The run takes the lock — conditionally, so of two starts at the same moment one is refused
 *    with the lock message — with its "-ing" status and the journal entry; then the progress
 *    record (act 0 of lines + 1: the finishing step is the last one) and the machine is started.
 *    Should the start itself fail, the run is recorded as failed at once: the progress answers
 *    the reason, and the lock is released.
 */
import { randomUUID } from 'node:crypto';
import type { VerarbeitungsArt, VerarbeitungsStart } from '@lieferdesk/events';
import { LESE_TEXTE, VERARBEITUNG_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../../data/datenbank';
import { fortschrittRepository } from '../../data/repositories/fortschritt';
import { importDateienRepository, type ImportDatei } from '../../data/repositories/importDateien';
import { sichtbareDatei } from '../../datensicht/importDateien';
import { STATUS_WAEHREND, verweigerung } from '../../domain/dateiStatus';
import { konflikt } from '../../domain/fehler';
import { fehlerProtokollieren } from '../../log';
import { deutscheZeit } from '../../zeitangabe';
import { starteVerarbeitungsstrecke } from '../starter';
import { auswertungsStruktur } from './struktur';

export interface StartOptionen {
  db?: Datenbank;
  /** Starts the state machine; tests run its tasks themselves. */
  starten?: (eingabe: VerarbeitungsStart) => Promise<void>;
}

export const gesperrtText = (datei: Pick<ImportDatei, 'id' | 'gesperrtAm' | 'dateFrom'>) =>
  LESE_TEXTE.dateiGesperrt(datei.id, deutscheZeit(datei.gesperrtAm ?? datei.dateFrom));

export async function starteVerarbeitung(
  benutzer: Benutzer,
  art: VerarbeitungsArt,
  dateiId: number,
  optionen: StartOptionen = {},
): Promise<string> {
  const db = optionen.db ?? datenbank();
  const dateien = importDateienRepository(db);
  const datei = await sichtbareDatei(benutzer, dateiId, db);
  if (datei.sperre !== undefined) throw konflikt(gesperrtText(datei));
  const nein = verweigerung(art, datei);
  if (nein) throw konflikt(nein);

  const laufId = randomUUID();
  const jetzt = new Date().toISOString();
  const status = STATUS_WAEHREND[art];
  const struktur = [...auswertungsStruktur(benutzer, datei)];
  // What it is started with stays on the file: a run that stops can be continued as itself.
  await dateien.sperren(dateiId, laufId, jetzt, {
    ...(status ? { status } : {}),
    journal: T.journal.gestartet(art, benutzer.name),
    auftrag: { art, benutzer: benutzer.name, struktur },
  });
  const fortschritt = fortschrittRepository(db);
  await fortschritt.anlegen({
    id: laufId,
    max: (datei.zeilenGesamt ?? 0) + 1,
    sLabel: T.fortschritt.laeuft(art),
    sInfo: T.fortschritt.info(art, datei.fileName, datei.id),
    dateiId,
    maklernr: datei.maklernr,
    userId: datei.userId,
  });

  try {
    await (optionen.starten ?? starteVerarbeitungsstrecke)({
      art,
      dateiId,
      laufId,
      benutzer: benutzer.name,
      struktur,
    });
  } catch (fehler) {
    fehlerProtokollieren('Verarbeitungsstrecke nicht gestartet', fehler, { art, dateiId, laufId });
    const grund = T.startFehlgeschlagen(fehler instanceof Error ? fehler.message : String(fehler));
    const ende = new Date().toISOString();
    await dateien.verarbeitungFehlschlagen(
      dateiId,
      laufId,
      grund,
      T.journal.fehlgeschlagen(art, grund),
      ende,
    );
    await fortschritt.fehlschlagen(laufId, grund);
  }
  return laufId;
}
