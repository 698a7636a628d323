/**
 * Runs that stopped (reference §4 "A run that stopped"; the rules: domain/laufAbbruch.ts):
 * marking the runs a local stack left when it stopped, and continuing a file's stopped run.
 *
 * Continuing is the same run (its run id, its lock time, what it was started with) in an
 * execution of its own: the file's lock is taken again for it — conditionally on the file as it
 * was seen, so two people continuing start one execution — with a journal entry naming who
 * continued it, and the pipeline starts. Reading starts over (every line written again under its
 * key, none twice; a failed read the same way), processing works every chunk again, where a
 * line carries one journal entry per run and evaluation skips the lines the run evaluated
 * already. Should the start fail, the run is recorded as failed at once, as a first start is.
 */
import { LESE_TEXTE, MONITOR_TEXTE, VERARBEITUNG_TEXTE, type Benutzer } from '@lieferdesk/shared';
import type { Strecke } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import { fortschrittRepository } from '../data/repositories/fortschritt';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { DATEI_STATUS } from '../domain/dateiStatus';
import { konflikt } from '../domain/fehler';
import { fortsetzung } from '../domain/laufAbbruch';
import { fehlerProtokollieren } from '../log';
import { fortsetzungsAusfuehrung, starteLesestrecke, starteVerarbeitungsstrecke } from './starter';
import { leseFortschrittId } from './lesen/sperre';

export interface FortsetzenOptionen {
  db?: Datenbank;
  jetzt?: Date;
  /** The pipelines' starters; tests run the tasks themselves. */
  lesen?: typeof starteLesestrecke;
  verarbeiten?: typeof starteVerarbeitungsstrecke;
}

/** The progress record a run reports to: reading's per file, processing's per run. */
const fortschrittId = (strecke: Strecke, dateiId: number, laufId: string) =>
  strecke === 'lesen' ? leseFortschrittId(dateiId) : laufId;

/**
 * Marks the runs `laeufe` stopped with the reason (the local stack: those it was running when
 * it last stopped): each file whose lock the run still holds keeps its status, loses the lock and
 * gets the reason and a journal entry; the run's progress ends with the reason, so whoever polls
 * it stops. Answers the numbers of the files marked.
 */
export async function laeufeAbbrechen(
  laeufe: readonly { strecke: Strecke; laufId: string; dateiId: number }[],
  grund: string,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<number[]> {
  const dateien = importDateienRepository(db);
  const fortschritt = fortschrittRepository(db);
  const markiert: number[] = [];
  for (const lauf of laeufe) {
    if (!(await dateien.abbrechen(lauf.dateiId, lauf.laufId, grund, jetzt.toISOString()))) continue;
    await fortschritt.fehlschlagen(fortschrittId(lauf.strecke, lauf.dateiId, lauf.laufId), grund);
    markiert.push(lauf.dateiId);
  }
  return markiert;
}

/**
 * Continues the stopped run of `datei` (a file the caller may see) for `benutzer`; 409 with a
 * message when it has none (it finished, runs, or was never started) or another person
 * continued it first. Answers the run id.
 */
export async function laufFortsetzen(
  benutzer: Benutzer,
  datei: ImportDatei,
  optionen: FortsetzenOptionen = {},
): Promise<string> {
  const db = optionen.db ?? datenbank();
  const jetzt = optionen.jetzt ?? new Date();
  const zeit = jetzt.toISOString();
  const dateien = importDateienRepository(db);
  const fortschritt = fortschrittRepository(db);
  const f = fortsetzung(datei, jetzt);
  if (!f) throw konflikt(MONITOR_TEXTE.nichtFortsetzbar(datei.id));
  const ausfuehrung = fortsetzungsAusfuehrung(f.laufId, jetzt);
  const journal = LESE_TEXTE.journal.fortgesetzt(benutzer.name);

  if (f.strecke === 'lesen') {
    const status = datei.status === DATEI_STATUS.fehlgeschlagen ? DATEI_STATUS.registriert : datei.status;
    if (!(await dateien.fortsetzen(datei.id, f.laufId, datei, { status, gesperrtAm: zeit, journal }, zeit)))
      throw konflikt(MONITOR_TEXTE.nichtFortsetzbar(datei.id));
    try {
      await (optionen.lesen ?? starteLesestrecke)(
        {
          dateiId: datei.id,
          bucket: datei.bucket,
          key: datei.key,
          schnittstelleId: f.schnittstelleId,
          laufId: f.laufId,
        },
        ausfuehrung,
      );
    } catch (fehler) {
      fehlerProtokollieren('Lesestrecke nicht fortgesetzt', fehler, { dateiId: datei.id, ausfuehrung });
      const grund = LESE_TEXTE.startFehlgeschlagen(fehler instanceof Error ? fehler.message : String(fehler));
      await dateien.fehlschlagen(datei.id, f.laufId, grund, new Date().toISOString());
    }
    return f.laufId;
  }

  const T = VERARBEITUNG_TEXTE;
  if (
    !(await dateien.fortsetzen(
      datei.id,
      f.laufId,
      datei,
      { status: datei.status as ImportDatei['status'], gesperrtAm: f.beginn, journal },
      zeit,
    ))
  )
    throw konflikt(MONITOR_TEXTE.nichtFortsetzbar(datei.id));
  // Every chunk counts anew: the progress starts again at 0.
  await fortschritt.anlegen({
    id: f.laufId,
    max: (datei.zeilenGesamt ?? 0) + 1,
    sLabel: T.fortschritt.laeuft(f.art),
    sInfo: T.fortschritt.info(f.art, datei.fileName, datei.id),
    dateiId: datei.id,
    maklernr: datei.maklernr,
    userId: datei.userId,
  });
  try {
    await (optionen.verarbeiten ?? starteVerarbeitungsstrecke)(
      { art: f.art, dateiId: datei.id, laufId: f.laufId, benutzer: f.benutzer, struktur: f.struktur },
      ausfuehrung,
    );
  } catch (fehler) {
    fehlerProtokollieren('Verarbeitungsstrecke nicht fortgesetzt', fehler, {
      dateiId: datei.id,
      ausfuehrung,
    });
    const grund = T.startFehlgeschlagen(fehler instanceof Error ? fehler.message : String(fehler));
    await dateien.verarbeitungFehlschlagen(
      datei.id,
      f.laufId,
      grund,
      T.journal.fehlgeschlagen(f.art, grund),
      new Date().toISOString(),
    );
    await fortschritt.fehlschlagen(f.laufId, grund);
  }
  return f.laufId;
}
