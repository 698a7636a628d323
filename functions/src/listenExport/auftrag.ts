/**
 * A list's Excel export as a job that outlives the request (issue 24 §2): an export of the
 * workbench, or of any list of many tens of thousands of rows, does not reach the bound within
 * the API's 29 s. The export route checks the request (its permission by the route table, its
 * columns here), writes the job's progress record owned by the caller and starts the export run
 * ("Exportstrecke") with the caller as the authorizer named him — the run reads the list in that
 * scope, never in one the browser sent — and answers the job id at once. The run writes the file
 * (exportieren.ts), raising the record's act to the rows written after every page, and ends with
 * the file's key or the German error; the status route answers the progress and, once done, a
 * presigned GET link — to the job's owner only.
 */
import { randomUUID } from 'node:crypto';
import { EXPORT_LAUF_HOECHSTENS_MS, exportStart, type ExportStart } from '@lieferdesk/events';
import {
  EXPORTE_JE_BENUTZER,
  LISTEN_EXPORT_TEXTE as T,
  ROUTEN,
  type Benutzer,
  type ListenExportStand,
  type ListenExportStart,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { exportPlaetzeRepository } from '../data/repositories/exportPlaetze';
import { EXPORT_JOB_PRAEFIX, fortschrittRepository } from '../data/repositories/fortschritt';
import { Fachfehler, konflikt, nichtGefunden } from '../domain/fehler';
import { konfiguration } from '../konfiguration';
import { starteExportstrecke } from '../pipeline/starter';
import {
  exportLink,
  exportSpalten,
  listeExportieren,
  type ExportOptionen,
  type ListenQuelle,
} from './exportieren';
import { EXPORT_QUELLEN, type ExportRouteId } from './listen';

type ExportAnfrage = {
  filter: unknown;
  spalten: readonly string[];
  sortierung?: { feld: string; richtung: 1 | -1 };
};

/** The export route's list; none for a name that is no export route. */
const quelleVon = (route: string): ListenQuelle<unknown> | undefined =>
  Object.hasOwn(EXPORT_QUELLEN, route)
    ? // Each list takes its own filter, which its route's body schema gives: one type for all.
      (EXPORT_QUELLEN[route as ExportRouteId] as unknown as ListenQuelle<unknown>)
    : undefined;

export interface StartOptionen {
  db?: Datenbank;
  starten?: (eingabe: ExportStart) => Promise<void>;
  jetzt?: () => number;
}

/** The export route: checks the columns, writes the job, starts the run; answers the job id. */
export async function exportStarten(
  benutzer: Benutzer,
  route: ExportRouteId,
  anfrage: ExportAnfrage,
  o: StartOptionen = {},
): Promise<ListenExportStart> {
  // An unknown column is the request's fault: refused (400) before any job exists.
  const quelle = quelleVon(route);
  if (!quelle) throw new Error(`keine Export-Route ${route}`);
  exportSpalten(quelle, anfrage.spalten);
  const grenze = konfiguration.listenExportGrenze();
  const jobId = `${EXPORT_JOB_PRAEFIX}${randomUUID()}`;
  const db = o.db ?? datenbank();
  const fortschritte = fortschrittRepository(db);
  // A place of the user's few, before anything is written: a further start is refused whole.
  const jetzt = (o.jetzt ?? Date.now)();
  const belegt = await exportPlaetzeRepository(db).belegen({
    userId: benutzer.id,
    jobId,
    plaetze: EXPORTE_JE_BENUTZER,
    jetzt,
    bis: jetzt + EXPORT_LAUF_HOECHSTENS_MS,
  });
  if (!belegt) throw konflikt(T.zuVieleLaufend(EXPORTE_JE_BENUTZER));
  // The bound and one: act never reaches max before the file is complete, whatever the rows.
  await fortschritte.exportAnlegen({ id: jobId, max: grenze + 1, sLabel: T.laeuft, userId: benutzer.id });
  try {
    await (o.starten ?? starteExportstrecke)({
      laufId: jobId,
      route,
      benutzer: { ...benutzer },
      anfrage: JSON.parse(JSON.stringify(anfrage)) as unknown,
      grenze,
    });
  } catch (fehler) {
    await fortschritte.fehlschlagen(jobId, T.nichtGestartet);
    await exportPlaetzeRepository(db).freigeben(benutzer.id, jobId);
    throw fehler;
  }
  return { jobId };
}

/**
 * The export run's task: the list read through its own code in the captured scope, the file
 * written, the job told the rows after every page; done, the record holds the file. A refusal
 * (the bound, an invalid search) is the job's German error and ends the run well: nothing to
 * retry, and no file is handed out. Anything else is recorded as the general German error and
 * thrown, so the execution fails and its log keeps the cause.
 */
export async function exportAusfuehren(
  eingabe: unknown,
  o: Pick<ExportOptionen, 'db' | 'ablage' | 'jetzt'> = {},
): Promise<{ zeilen?: number; fehler?: string }> {
  const start = exportStart.parse(eingabe);
  const db = o.db ?? datenbank();
  const fortschritte = fortschrittRepository(db);
  // The run ends here, the user's place with it (a thrown failure frees it in the failure task).
  const platzFreigeben = () => exportPlaetzeRepository(db).freigeben(start.benutzer.id, start.laufId);
  const route = start.route as ExportRouteId;
  try {
    const quelle = quelleVon(route);
    const schema = quelle && ROUTEN[route].body;
    if (!schema) throw new Error(`keine Export-Route ${start.route}`);
    // The body the route accepted, parsed again by its schema (its filter's defaults and rules).
    const anfrage = schema.parse(start.anfrage) as ExportAnfrage;
    const datei = await listeExportieren(start.benutzer, anfrage, quelle, {
      ...o,
      grenze: start.grenze,
      fortschritt: (zeilen) => fortschritte.stand(start.laufId, zeilen),
    });
    await fortschritte.exportAbschliessen(start.laufId, {
      zeilen: datei.zeilen,
      sLabel: T.fertig(datei.zeilen.toLocaleString('de-DE')),
      exportKey: datei.key,
      dateiname: datei.dateiname,
    });
    await platzFreigeben();
    return { zeilen: datei.zeilen };
  } catch (fehler) {
    if (fehler instanceof Fachfehler) {
      await fortschritte.fehlschlagen(start.laufId, fehler.message);
      await platzFreigeben();
      return { fehler: fehler.message };
    }
    await fortschritte.fehlschlagen(start.laufId, T.fehlgeschlagen);
    throw fehler;
  }
}

/**
 * The failure task: the export task failed past its own handling (its Lambda timed out or
 * died) — the job gets the general German error, so the dialog stops polling, and the user's
 * export place is free again.
 */
export async function exportFehlgeschlagen(eingabe: unknown, db: Datenbank = datenbank()): Promise<void> {
  const start = exportStart.parse(eingabe);
  await fortschrittRepository(db).fehlschlagen(start.laufId, T.fehlgeschlagen);
  await exportPlaetzeRepository(db).freigeben(start.benutzer.id, start.laufId);
}

/**
 * The status route: the job's progress, and once done a presigned GET link. Another user's job
 * answers 404 as an unknown one does (its existence is nobody else's business); a failed job 409
 * with its German reason (as the other progress routes answer).
 */
export async function exportStand(
  benutzer: Benutzer,
  jobId: string,
  o: Pick<ExportOptionen, 'db' | 'ablage'> = {},
): Promise<ListenExportStand> {
  const f = jobId.startsWith(EXPORT_JOB_PRAEFIX)
    ? await fortschrittRepository(o.db ?? datenbank()).laden(jobId)
    : undefined;
  if (!f || f.userId !== benutzer.id) throw nichtGefunden(T.unbekannt);
  if (f.fehler !== undefined) throw konflikt(f.fehler);
  const stand = { act: f.act, max: f.max, sLabel: f.sLabel };
  if (f.exportKey === undefined || f.dateiname === undefined) return stand;
  const datei = { key: f.exportKey, dateiname: f.dateiname };
  return {
    ...stand,
    datei: { url: await exportLink(datei, o.ablage), dateiname: f.dateiname, zeilen: f.act },
  };
}
