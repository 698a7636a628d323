/**
 * A list export as the browser makes it (issue 24 §2): the export route starts the job, its
 * status is polled until done (act >= max) or failed (an error answer) — the run is the local
 * stack's "Exportstrecke", in the background as in AWS.
 */
import { ROUTEN, type Route } from '@lieferdesk/shared';
import { rufe, type Antwort, type StackInfo } from './api';

/** Short: the local machine answers within moments, and the test's own timeout bounds it. */
const PAUSE_MS = 100;

/** Polls the job's status as `als` until it is done or answers an error; that last answer. */
export async function exportStandAbwarten(jobId: string, als: string, stack?: StackInfo): Promise<Antwort> {
  for (;;) {
    const stand = await rufe(ROUTEN.listenExportStand, { stack, als, query: { id: jobId } });
    if (stand.status !== 200) return stand;
    const { act, max } = stand.body as { act: number; max: number };
    if (act >= max) return stand;
    await new Promise((r) => setTimeout(r, PAUSE_MS));
  }
}

/** Starts an export as `als`: the start's answer, and (if it started) the job's last status. */
export async function exportAbwarten(
  route: Route,
  o: { als: string; body: unknown; stack?: StackInfo },
): Promise<{ start: Antwort; stand?: Antwort }> {
  const start = await rufe(route, o);
  if (start.status !== 200) return { start };
  const jobId = (start.body as { jobId: string }).jobId;
  return { start, stand: await exportStandAbwarten(jobId, o.als, o.stack) };
}
