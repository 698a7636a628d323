/**
 * Starting an access's download run: from its schedule, a person's restart (reference §7
 * restart_job / restart_all_jobs), the demo, or the end of a run that left shipments
 * (`fortsetzung`). A person's start is a conditional write on the access first: none while a run
 * holds it or within ABHOL_ABKLINGZEIT_MS of the last start (insurers lock accounts that sign in
 * again and again), and its run id — the execution's name — is the access and the minute, so two
 * starts that both got through could still make one execution. The run itself takes the access
 * ("Abholung vorbereiten"); a scheduled run that finds it taken ends without doing anything.
 */
import { createHash } from 'node:crypto';
import type { AbholStart } from '@lieferdesk/events';
import { datenbank, type Datenbank } from '../data/datenbank';
import {
  SPERRE_HOECHSTDAUER_MS,
  zugaengeRepository,
  type ZugangEintrag,
} from '../data/repositories/zugaenge';
import { starteAbholstrecke } from '../pipeline/starter';

/** After a run's start, a person may start the next one only this much later. */
export const ABHOL_ABKLINGZEIT_MS = 5 * 60 * 1000;

export type AbholStarter = (e: AbholStart) => Promise<void>;

/** Why no run may start now: one holds the access, or the last one started too recently (until `bis`). */
export type StartSperre = { art: 'laeuft' } | { art: 'abklingend'; bis: Date };

export function startSperre(
  z: Pick<ZugangEintrag, 'sperre' | 'sperreSeit' | 'letzterStart'>,
  jetzt: Date,
): StartSperre | undefined {
  if (
    z.sperre !== undefined &&
    z.sperreSeit !== undefined &&
    jetzt.getTime() - Date.parse(z.sperreSeit) < SPERRE_HOECHSTDAUER_MS
  )
    return { art: 'laeuft' };
  const bis = z.letzterStart === undefined ? 0 : Date.parse(z.letzterStart) + ABHOL_ABKLINGZEIT_MS;
  return jetzt.getTime() < bis ? { art: 'abklingend', bis: new Date(bis) } : undefined;
}

/** A run may be started now: the access is active, has a password, and no run holds or just started it. */
export function jobStartErlaubt(z: ZugangEintrag, jetzt: Date): boolean {
  return z.aktiv && z.passwortGesetzt && startSperre(z, jetzt) === undefined;
}

/**
 * A run holds the access, or one was started and has not ended yet (the moments before its plan
 * takes the lock): what the overview says while the counts still show the last run's. A start
 * whose run never came counts only for the cool-down, so the flag cannot stick.
 */
export function abholungLaeuft(
  z: Pick<ZugangEintrag, 'sperre' | 'sperreSeit' | 'letzterStart' | 'letzterLaufEnde'>,
  jetzt: Date,
): boolean {
  if (startSperre(z, jetzt)?.art === 'laeuft') return true;
  if (z.letzterStart === undefined) return false;
  const start = Date.parse(z.letzterStart);
  const offen = z.letzterLaufEnde === undefined || Date.parse(z.letzterLaufEnde) < start;
  return offen && jetzt.getTime() - start < ABHOL_ABKLINGZEIT_MS;
}

/** A person's run: the access and the minute (UTC) it was started in. */
export const abholLaufId = (zugangId: number, anlass: AbholStart['anlass'], jetzt: Date): string =>
  `${anlass}-${zugangId}-${jetzt.toISOString().slice(0, 16).replace(/[-:]/g, '')}`;

/**
 * The run that continues `laufId`: named for it, so a finish step that runs twice starts it once,
 * and a chain of continuations never repeats a name.
 */
export const fortsetzungsLaufId = (zugangId: number, laufId: string): string =>
  `fortsetzung-${zugangId}-${createHash('sha256').update(laufId).digest('hex').slice(0, 24)}`;

/**
 * Starts a run for the access if none runs and none started within the cool-down (one
 * conditional write); answers its run id, or undefined when the access was taken or cooling.
 */
export async function abholungStarten(
  zugangId: number,
  anlass: AbholStart['anlass'],
  o: { db?: Datenbank; jetzt?: Date; starten?: AbholStarter } = {},
): Promise<string | undefined> {
  const jetzt = o.jetzt ?? new Date();
  const vorgemerkt = await zugaengeRepository(o.db ?? datenbank()).startVormerken(
    zugangId,
    jetzt,
    ABHOL_ABKLINGZEIT_MS,
  );
  if (!vorgemerkt) return undefined;
  const laufId = abholLaufId(zugangId, anlass, jetzt);
  await (o.starten ?? starteAbholstrecke)({ zugangId, laufId, anlass });
  return laufId;
}
