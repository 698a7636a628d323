/**
 * The local stack's EventBridge Scheduler: the schedule port's implementation for this process
 * (installed with `setzeZeitplanDienst`). Each schedule's cron expressions — the very ones set
 * in AWS — run as croner jobs in Europe/Berlin (converted once, `alsCronerMuster`); when one is
 * due, the machine is started through the local stack's starter with a new run id in place of
 * the marker, as Scheduler puts its invocation's id there.
 *
 * Like Scheduler across a daylight-saving change: a time the spring change skips (02:30 on the
 * last Sunday of March) does not run that day — croner would run it at 03:00 — and a time the
 * autumn change repeats runs once.
 *
 * Schedules run in memory only: a restarted stack has none until they are set again. With a
 * state file (`zustand`, on kept data) each schedule's last time run is written down, so that
 * when a restarted stack sets the same schedule again, the times it was due while the stack was
 * down are started then, late, each with the time it was due (`faelligAm`) — as far back as its
 * machine's `NACHHOLFRIST_MS` — where Scheduler, running apart from the stack, would have missed
 * none.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { Cron } from 'croner';
import type { Strecke, StreckenStart } from '@lieferdesk/events';
import type { StreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { alsCronerMuster, CRONER_OPTIONEN } from '@lieferdesk/functions/zeitplaene/ausdruck';
import { setzeZeitplanDienst } from '@lieferdesk/functions/zeitplaene/index';
import { NACHHOLFRIST_MS, versaeumteZeiten } from '@lieferdesk/functions/zeitplaene/versaeumt';
import {
  mitLaufId,
  zeitplanName,
  type Zeitplan,
  type ZeitplanDienst,
} from '@lieferdesk/functions/zeitplaene/zeitplan';
import { ausserhalbDerRoute } from './zugriff';

/** A schedule as the runner holds it, with each expression's next run (undefined: none). */
export interface LokalerZeitplan {
  name: string;
  ausdruecke: readonly string[];
  strecke: Strecke;
  /** The input with the run id marker, as the schedule was set. */
  eingabe: Record<string, unknown>;
  naechsteLaeufe: (Date | undefined)[];
}

/** A start the runner made: which schedule, which run, when, and for which due time (none: by hand). */
export interface ZeitplanStart {
  name: string;
  laufId: string;
  zeitpunkt: Date;
  faelligAm?: Date;
}

/** What the state file keeps of a schedule: its expressions and the last time it was run up to. */
interface ZeitplanStand {
  ausdruecke: readonly string[];
  abgedecktBis: string;
}

export interface LokaleZeitplaene {
  /** What the port calls (installed already by `starteLokaleZeitplaene`). */
  dienst: ZeitplanDienst;
  /** Every schedule now set, by name. */
  alle: () => LokalerZeitplan[];
  /** The starts made so far (due or fired by hand, also one the starter refused), oldest first. */
  starts: ZeitplanStart[];
  /** Starts the schedule's machine now, as if it were due; answers the run's id. */
  ausloesen: (name: string) => Promise<string>;
  /** Stops every job and removes the runner from the port. */
  beenden: () => void;
}

export interface ZeitplanOptionen {
  /** Starts a machine: the local stack's starter (the same every route's start goes through). */
  starte: StreckenStarter;
  /** Where a failed start is reported (default: stderr). */
  melden?: (text: string) => void;
  /** The state file (see above); without it nothing missed is started after a restart. */
  zustand?: string;
  /** The clock (tests). */
  jetzt?: () => Date;
}

function standLesen(datei: string | undefined): Map<string, ZeitplanStand> {
  if (!datei || !existsSync(datei)) return new Map();
  return new Map(Object.entries(JSON.parse(readFileSync(datei, 'utf8')) as Record<string, ZeitplanStand>));
}

const gleicheAusdruecke = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((ausdruck, i) => ausdruck === b[i]);

/** The minute croner's timer fired in (it may fire a few milliseconds late). */
const minuteVon = (zeitpunkt: Date) => new Date(Math.floor(zeitpunkt.getTime() / 60_000) * 60_000);

/** The job's next run that Scheduler would make (not one croner moved out of a skipped hour). */
const naechsterLauf = (job: Cron): Date | undefined => job.nextRuns(2).find((lauf) => job.match(lauf));

let installiert: LokaleZeitplaene | undefined;

/**
 * The runner installed in this process (the local stack's), for code running beside the stack —
 * the stack's own answer stays plain data, as the tests' global setup hands it on as JSON.
 */
export const installierteZeitplaene = (): LokaleZeitplaene | undefined => installiert;

/** Runs schedules for this process and installs itself as the schedule port's implementation. */
export function starteLokaleZeitplaene(optionen: ZeitplanOptionen): LokaleZeitplaene {
  const melden = optionen.melden ?? ((text: string) => console.error(text));
  const jetzt = optionen.jetzt ?? (() => new Date());
  const zeitplaene = new Map<string, { zeitplan: Zeitplan; jobs: Cron[] }>();
  const starts: ZeitplanStart[] = [];
  const stand = standLesen(optionen.zustand);
  // What the last process on this data had set: caught up once, when a schedule is set again.
  const geerbt = new Map(stand);
  // Synchronous, as the run book: the file is right whenever the process dies.
  const standSchreiben = () => {
    if (!optionen.zustand) return;
    const vorlaeufig = `${optionen.zustand}.neu`;
    writeFileSync(vorlaeufig, JSON.stringify(Object.fromEntries(stand)));
    renameSync(vorlaeufig, optionen.zustand);
  };

  const starten = async (zeitplan: Zeitplan, faelligAm?: Date): Promise<string> => {
    const laufId = randomUUID();
    starts.push({ name: zeitplan.name, laufId, zeitpunkt: jetzt(), ...(faelligAm ? { faelligAm } : {}) });
    const eingabe = {
      ...mitLaufId(zeitplan.ziel.eingabe, laufId),
      ...(faelligAm ? { faelligAm: faelligAm.toISOString() } : {}),
    } as StreckenStart;
    // A schedule's run is nobody's request: it runs with the machine's own rights, as Scheduler
    // starts it with a role of its own.
    await ausserhalbDerRoute(() => optionen.starte(eingabe, zeitplan.ziel.strecke, laufId));
    return laufId;
  };

  const anhalten = (name: string) => {
    for (const job of zeitplaene.get(name)?.jobs ?? []) job.stop();
    zeitplaene.delete(name);
  };

  const dienst: ZeitplanDienst = {
    async setzen(zeitplan) {
      // Built before the old ones stop, so an expression croner refused leaves them as they were.
      const jobs = zeitplan.ausdruecke.map((ausdruck) => {
        const muster = alsCronerMuster(ausdruck);
        // Created outside the calling route: croner's timers keep the async context they were
        // made in, and a due run is not the route's request.
        return ausserhalbDerRoute(
          () =>
            new Cron(muster, { ...CRONER_OPTIONEN, unref: true }, (job) => {
              // A local time the spring change skips does not exist: croner runs it an hour
              // later, Scheduler skips it (then it no longer matches the pattern).
              const faellig = minuteVon(job.currentRun() ?? jetzt());
              if (!job.match(faellig)) return;
              starten(zeitplan, faellig).catch((fehler: unknown) =>
                melden(`Zeitplan ${zeitplan.name}: Start fehlgeschlagen: ${String(fehler)}`),
              );
              // Written down once the start is in the stack's run book (synchronously, above): a
              // kill in between starts the time twice after the restart, which a check shrugs
              // off and a download's lock refuses — never not at all.
              const s = stand.get(zeitplan.name);
              if (s && Date.parse(s.abgedecktBis) < faellig.getTime()) {
                s.abgedecktBis = faellig.toISOString();
                standSchreiben();
              }
            }),
        );
      });
      anhalten(zeitplan.name);
      if (jobs.length) zeitplaene.set(zeitplan.name, { zeitplan, jobs });
      const nun = jetzt();
      const vorher = geerbt.get(zeitplan.name);
      geerbt.delete(zeitplan.name);
      if (jobs.length)
        stand.set(zeitplan.name, { ausdruecke: zeitplan.ausdruecke, abgedecktBis: nun.toISOString() });
      else stand.delete(zeitplan.name);
      standSchreiben();
      // Set again as it was before the restart: what fell due meanwhile is started now, late.
      if (vorher && gleicheAusdruecke(vorher.ausdruecke, zeitplan.ausdruecke)) {
        const seit = Math.max(
          Date.parse(vorher.abgedecktBis),
          nun.getTime() - NACHHOLFRIST_MS[zeitplan.ziel.strecke],
        );
        const versaeumt = zeitplan.ausdruecke
          .flatMap((ausdruck) => versaeumteZeiten(ausdruck, new Date(seit), nun))
          .sort((a, b) => a.getTime() - b.getTime());
        for (const faellig of versaeumt) {
          await starten(zeitplan, faellig).catch((fehler: unknown) =>
            melden(`Zeitplan ${zeitplan.name}: Nachholen fehlgeschlagen: ${String(fehler)}`),
          );
        }
      }
    },
    async loeschen(name) {
      anhalten(name);
      geerbt.delete(name);
      if (stand.delete(name)) standSchreiben();
    },
  };
  const entfernen = setzeZeitplanDienst(dienst);

  const zeitplaeneDesProzesses: LokaleZeitplaene = {
    dienst,
    starts,
    alle: () =>
      [...zeitplaene.values()].map(({ zeitplan, jobs }) => ({
        name: zeitplan.name,
        ausdruecke: zeitplan.ausdruecke,
        strecke: zeitplan.ziel.strecke,
        eingabe: zeitplan.ziel.eingabe,
        naechsteLaeufe: jobs.map(naechsterLauf),
      })),
    async ausloesen(name) {
      const eintrag = zeitplaene.get(zeitplanName(name));
      if (!eintrag) throw new Error(`Kein Zeitplan ${name}`);
      return starten(eintrag.zeitplan);
    },
    beenden() {
      entfernen();
      if (installiert === zeitplaeneDesProzesses) installiert = undefined;
      for (const name of [...zeitplaene.keys()]) anhalten(name);
    },
  };
  installiert = zeitplaeneDesProzesses;
  return zeitplaeneDesProzesses;
}
