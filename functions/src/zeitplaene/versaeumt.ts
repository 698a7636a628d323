/**
 * The times a schedule was due while nobody ran it, pure: what the local stack's runner starts
 * late after a restart (infra/local/zeitplaene.ts), since it keeps no timers across one — in AWS
 * Scheduler runs apart from the stack and misses nothing.
 *
 * How late a missed time is still started depends on the machine (`NACHHOLFRIST_MS`): a download
 * as late as Scheduler would still start it after failed attempts (its retry policy's hour,
 * scheduler.ts), because one started later runs into the next planned time; a planned run's
 * check for as long as a missed day is worth recording — it checks the time it was due
 * (`faelligAm`) and records a miss once per run and day, so a late or repeated check changes
 * nothing that a timely one did not.
 */
import { Cron } from 'croner';
import { alsCronerMuster, CRONER_OPTIONEN } from './ausdruck';
import type { ZeitplanZiel } from './zeitplan';

const STUNDE_MS = 3_600_000;
const TAG_MS = 24 * STUNDE_MS;

export const NACHHOLFRIST_MS: Record<ZeitplanZiel, number> = {
  abholen: STUNDE_MS,
  interfacelauf: 31 * TAG_MS,
};

/** Missed times started at most per expression, the latest: a month of a daily schedule. */
export const HOECHSTENS_NACHGEHOLT = 31;

/**
 * The times `ausdruck` was due after `seit` (up to then it had run) up to and including `bis`, as
 * Scheduler runs it — a time the spring change skips is none —, at most the latest `hoechstens`,
 * oldest first.
 */
export function versaeumteZeiten(
  ausdruck: string,
  seit: Date,
  bis: Date,
  hoechstens = HOECHSTENS_NACHGEHOLT,
): Date[] {
  const job = new Cron(alsCronerMuster(ausdruck), { ...CRONER_OPTIONEN, paused: true });
  const zeiten: Date[] = [];
  let ab = seit;
  for (;;) {
    const [naechste] = job.nextRuns(1, ab);
    if (!naechste || naechste.getTime() > bis.getTime()) break;
    // croner moves a time the spring change skips an hour on; Scheduler does not run it.
    if (job.match(naechste)) zeiten.push(naechste);
    if (zeiten.length > hoechstens) zeiten.shift();
    ab = naechste;
  }
  return zeiten;
}
