/**
 * What a schedule is, independent of who runs it: its name, its cron expressions and the machine
 * it starts with which input. Both implementations of the port (EventBridge Scheduler in AWS,
 * croner in the local stack) take a `Zeitplan` checked here; the CDK stack reads the names of
 * the environment variables from here. No SDK: infra/src imports this module.
 */
import { createHash } from 'node:crypto';
import type { Strecke } from '@lieferdesk/events';

/** The machines schedules start: download jobs and the planned interface runs' check. */
export const ZEITPLAN_ZIELE = ['abholen', 'interfacelauf'] as const satisfies readonly Strecke[];
export type ZeitplanZiel = (typeof ZEITPLAN_ZIELE)[number];

/** The environment of a function that sets schedules (infra/src/zugriff.ts sets it). */
export const ZEITPLAN_UMGEBUNG = {
  /** The schedule group all of the product's schedules live in. */
  gruppe: 'ZEITPLAN_GRUPPE',
  /**
   * The role Scheduler starts the machine with (it alone may; the API's functions may not): one
   * role per machine, so a schedule's role can start its own machine and no other.
   */
  rolle: (strecke: ZeitplanZiel) => `ZEITPLAN_ROLLE_${strecke.toUpperCase()}_ARN`,
} as const;

/**
 * Stands for the run id in a schedule's input. Scheduler replaces it with the id of each
 * invocation (a context attribute), the local runner with a new UUID: every run a schedule
 * starts is a run of its own, with the run id as the execution's name (pipeline/starter.ts).
 */
export const LAUF_ID_MARKE = '<aws.scheduler.execution-id>';

/** Expressions one schedule name holds at most (each is a Scheduler schedule of its own). */
export const HOECHSTE_AUSDRUECKE = 100;

/** A checked schedule: `name` in Scheduler's form, the input with `LAUF_ID_MARKE` as run id. */
export interface Zeitplan {
  name: string;
  ausdruecke: readonly string[];
  ziel: { strecke: ZeitplanZiel; eingabe: Record<string, unknown> };
}

/** What the port needs of an implementation; both calls are idempotent. */
export interface ZeitplanDienst {
  /** Replaces every schedule of the name with the given expressions (none: deletes them). */
  setzen: (zeitplan: Zeitplan) => Promise<void>;
  /** Deletes every schedule of the name; a name without schedules is fine. */
  loeschen: (name: string) => Promise<void>;
}

/** Scheduler's schedule names: 1–64 of letters, digits, `-`, `_`, `.`. */
const ERLAUBT = /^[0-9A-Za-z_.-]+$/;
/** Room for `-<index>` after the name (indices below HOECHSTE_AUSDRUECKE). */
const BASIS_LAENGE = 64 - `-${HOECHSTE_AUSDRUECKE - 1}`.length;

/**
 * The name in Scheduler's form: a name that already is stays unchanged; any other (other
 * characters, too long) is replaced character by character, shortened and marked with a hash of
 * the whole name, so two names never share schedules and the same name always gives the same
 * one. Applying it twice changes nothing.
 */
export function zeitplanName(name: string): string {
  if (name.length === 0) throw new Error('Ein Zeitplan braucht einen Namen');
  if (ERLAUBT.test(name) && name.length <= BASIS_LAENGE) return name;
  const pruefsumme = createHash('sha256').update(name).digest('hex').slice(0, 8);
  return `${name.replace(/[^0-9A-Za-z_.-]/g, '_').slice(0, BASIS_LAENGE - 9)}-${pruefsumme}`;
}

/** The Scheduler schedule of the name's expression number `i`. */
export const einzelName = (name: string, i: number): string => `${name}-${i}`;

/** The input a schedule's run starts with: the marker replaced by the run's id, wherever it is. */
export function mitLaufId(eingabe: Record<string, unknown>, laufId: string): Record<string, unknown> {
  // As Scheduler does it: in the input's text, so a marker anywhere in it gets the same id.
  return JSON.parse(JSON.stringify(eingabe).replaceAll(LAUF_ID_MARKE, laufId)) as Record<string, unknown>;
}
