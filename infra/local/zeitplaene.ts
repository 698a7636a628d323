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
 * Schedules are kept in memory only: a restarted stack has none until they are set again.
 */
import { randomUUID } from 'node:crypto';
import { Cron } from 'croner';
import type { Strecke, StreckenStart } from '@lieferdesk/events';
import type { StreckenStarter } from '@lieferdesk/functions/pipeline/starter';
import { alsCronerMuster, CRONER_OPTIONEN } from '@lieferdesk/functions/zeitplaene/ausdruck';
import { setzeZeitplanDienst } from '@lieferdesk/functions/zeitplaene/index';
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

/** A start the runner made: which schedule, which run, when. */
export interface ZeitplanStart {
  name: string;
  laufId: string;
  zeitpunkt: Date;
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
}

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
  const zeitplaene = new Map<string, { zeitplan: Zeitplan; jobs: Cron[] }>();
  const starts: ZeitplanStart[] = [];

  const starten = async (zeitplan: Zeitplan): Promise<string> => {
    const laufId = randomUUID();
    starts.push({ name: zeitplan.name, laufId, zeitpunkt: new Date() });
    const eingabe = mitLaufId(zeitplan.ziel.eingabe, laufId) as StreckenStart;
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
              if (!job.match(minuteVon(job.currentRun() ?? new Date()))) return;
              starten(zeitplan).catch((fehler: unknown) =>
                melden(`Zeitplan ${zeitplan.name}: Start fehlgeschlagen: ${String(fehler)}`),
              );
            }),
        );
      });
      anhalten(zeitplan.name);
      if (jobs.length) zeitplaene.set(zeitplan.name, { zeitplan, jobs });
    },
    async loeschen(name) {
      anhalten(name);
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
