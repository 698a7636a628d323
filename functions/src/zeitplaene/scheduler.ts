/**
 * The schedule port in AWS: EventBridge Scheduler. One Scheduler schedule per expression, named
 * `<name>-<i>` in the product's group (ZEITPLAN_GRUPPE), in time zone Europe/Berlin. Its target
 * is Step Functions' StartExecution as a universal target, called with the scheduler's role
 * for that machine (ZEITPLAN_ROLLE_<MACHINE>_ARN): the execution's name and the input's run id are the invocation's id, so
 * every run is a run of its own — and a retried invocation (same id) never starts a second one.
 *
 * A name's schedules are always `-0 … -(n-1)` without a gap: setting writes them from the first
 * and then deletes what is left above, from the top down, so a call that fails half-way leaves
 * the row unbroken and the next call finds the rest with GetSchedule (no ListSchedules, which
 * IAM cannot limit to the group).
 */
import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
import { konfiguration, pflichtWert } from '../konfiguration';
import { ZEITZONE } from './ausdruck';
import {
  einzelName,
  HOECHSTE_AUSDRUECKE,
  LAUF_ID_MARKE,
  ZEITPLAN_UMGEBUNG,
  type Zeitplan,
  type ZeitplanDienst,
} from './zeitplan';

/** Scheduler's universal target for Step Functions' StartExecution. */
export const START_ZIEL = 'arn:aws:scheduler:::aws-sdk:sfn:startExecution';

/**
 * A start Scheduler could not make within an hour is dropped: a download job started later
 * would run into the next planned time. Within that hour Scheduler retries with backoff.
 */
export const HOECHSTES_ALTER_SEKUNDEN = 3600;

let client: SchedulerClient | undefined;
const scheduler = () => (client ??= new SchedulerClient({ region: konfiguration.region() }));

/** The CreateSchedule/UpdateSchedule request of expression `i` of the schedule. */
export function zeitplanAnfrage(z: Zeitplan, i: number): CreateScheduleCommandInput {
  const maschine = konfiguration.streckenArn(z.ziel.strecke);
  return {
    Name: einzelName(z.name, i),
    GroupName: pflichtWert(ZEITPLAN_UMGEBUNG.gruppe),
    ScheduleExpression: z.ausdruecke[i],
    ScheduleExpressionTimezone: ZEITZONE,
    FlexibleTimeWindow: { Mode: 'OFF' },
    State: 'ENABLED',
    Target: {
      Arn: START_ZIEL,
      RoleArn: pflichtWert(ZEITPLAN_UMGEBUNG.rolle(z.ziel.strecke)),
      // StartExecution's own parameters; its Input is the machine's input as text. Scheduler
      // replaces the marker in both places with the invocation's id.
      Input: JSON.stringify({
        StateMachineArn: maschine,
        Name: LAUF_ID_MARKE,
        Input: JSON.stringify(z.ziel.eingabe),
      }),
      RetryPolicy: { MaximumEventAgeInSeconds: HOECHSTES_ALTER_SEKUNDEN },
    },
  };
}

async function schreiben(anfrage: CreateScheduleCommandInput): Promise<void> {
  try {
    await scheduler().send(new CreateScheduleCommand(anfrage));
  } catch (fehler) {
    // The schedule exists (set before): UpdateSchedule replaces every field of it.
    if (!(fehler instanceof ConflictException)) throw fehler;
    await scheduler().send(new UpdateScheduleCommand(anfrage));
  }
}

async function gibtEs(name: string, gruppe: string): Promise<boolean> {
  try {
    await scheduler().send(new GetScheduleCommand({ Name: name, GroupName: gruppe }));
    return true;
  } catch (fehler) {
    if (fehler instanceof ResourceNotFoundException) return false;
    throw fehler;
  }
}

/** Deletes the name's schedules from number `ab` on, the highest first. */
async function entfernenAb(name: string, ab: number): Promise<void> {
  const gruppe = pflichtWert(ZEITPLAN_UMGEBUNG.gruppe);
  let bis = ab;
  while (bis < HOECHSTE_AUSDRUECKE && (await gibtEs(einzelName(name, bis), gruppe))) bis++;
  for (let i = bis - 1; i >= ab; i--) {
    try {
      await scheduler().send(new DeleteScheduleCommand({ Name: einzelName(name, i), GroupName: gruppe }));
    } catch (fehler) {
      // Deleted meanwhile (a concurrent call): what this call wanted.
      if (!(fehler instanceof ResourceNotFoundException)) throw fehler;
    }
  }
}

export const schedulerDienst: ZeitplanDienst = {
  async setzen(z) {
    for (let i = 0; i < z.ausdruecke.length; i++) await schreiben(zeitplanAnfrage(z, i));
    await entfernenAb(z.name, z.ausdruecke.length);
  },
  loeschen: (name) => entfernenAb(name, 0),
};
