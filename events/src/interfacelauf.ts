import { z } from 'zod';

/**
 * The check of a planned interface run (Step Functions state machine "Interfacelaufpruefung";
 * reference §2.16, §3 "Planned interface run"): started by the run's schedule at its time on its
 * weekdays, one task looks whether a file of the run's company and interface came since the
 * previous expected time and, if none did, records the missed run for the import monitor. The
 * schedule's target must be a machine (functions/src/zeitplaene), so the check is one of its own;
 * the state name is part of the contract (the local interpreter maps it to its function).
 */
export const INTERFACELAUF_ZUSTAENDE = {
  pruefen: 'Interfacelauf pruefen',
} as const;

/** Input of the check: the planned run (its id) and the run id the schedule's invocation gave. */
export const interfacelaufStart = z.object({
  interfacelaufId: z.number().int().positive(),
  laufId: z.string().min(1),
  /**
   * The time the schedule was due (ISO), which the check is for; absent: the start's own time.
   * The local stack's runner gives it, since it may start a time late — after a restart, or a
   * check that a killed stack left running; Scheduler starts within the hour of the time, which
   * is then the latest expected one anyway.
   */
  faelligAm: z.iso.datetime({ offset: true }).optional(),
});
export type InterfacelaufStart = z.infer<typeof interfacelaufStart>;

/** What one check found: the day it checked, and whether it recorded a missed run. */
export const interfacelaufErgebnis = z.object({
  /** The expected time checked (ISO); absent when the planned run is gone or never due. */
  erwartetAm: z.string().optional(),
  versaeumt: z.boolean(),
});
export type InterfacelaufErgebnis = z.infer<typeof interfacelaufErgebnis>;
