/**
 * How long a download task's calls to the insurer may last: until shortly before its Lambda
 * would be ended. Every call of a task — the STS token, listShipments, getShipment,
 * acknowledgeShipment — gets such a deadline (bipro/client.ts `Frist`, transport.ts): its
 * attempts, pauses and answer end by then, and the task still records its result or its failure
 * in the time that remains, instead of being killed mid-call with nothing recorded but a timeout.
 */
import type { Frist } from '../bipro/client';

/** The Lambda's remaining time in ms (`context.getRemainingTimeInMillis`). */
export type Restzeit = () => number;

/** Of the Lambda's remaining time, this much is kept after a call: to record what came of it. */
export const NACH_DEM_AUFRUF_MS = 10_000;

/**
 * The deadline of a call made now: `nachherMs` before the Lambda's end. Without a Lambda (tests,
 * the CLI) none: transport.ts's own limits hold.
 */
export function aufrufFrist(restzeitMs: Restzeit | undefined, nachherMs = NACH_DEM_AUFRUF_MS): Frist {
  return restzeitMs ? { frist: Date.now() + Math.max(0, restzeitMs() - nachherMs) } : {};
}
