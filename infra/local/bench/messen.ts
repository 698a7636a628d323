/**
 * Timing for the list benchmarks (werkbank.ts, listen.ts): one call repeated one at a time, its
 * percentiles, and the DynamoDB requests one call sends (every request of this process is counted
 * in one place, functions/src/data/datenbank.ts — the local stack's handlers run in this process).
 */
import { dynamoAnfragen } from '@lieferdesk/functions/data/datenbank';

/** The p-th percentile (nearest rank) of the values. */
export const perzentil = (werte: readonly number[], p: number): number => {
  const sortiert = [...werte].sort((a, b) => a - b);
  return sortiert[Math.min(sortiert.length - 1, Math.max(0, Math.ceil((p / 100) * sortiert.length) - 1))]!;
};

export interface Messung<T> {
  p50: number;
  p95: number;
  /** DynamoDB requests per call, by command (Query, BatchGetItem …). */
  anfragen: Record<string, number>;
  /** The last call's result. */
  letztes: T;
}

/**
 * Calls `aufruf` once to warm up (modules loaded, connections open), then `runden` times one
 * after another; milliseconds per call.
 */
export async function messen<T>(runden: number, aufruf: () => Promise<T>): Promise<Messung<T>> {
  let letztes = await aufruf();
  const zeiten: number[] = [];
  const vorher = dynamoAnfragen();
  for (let r = 0; r < runden; r++) {
    const start = process.hrtime.bigint();
    letztes = await aufruf();
    zeiten.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  const nachher = dynamoAnfragen();
  const anfragen = Object.fromEntries(
    Object.entries(nachher)
      .map(([k, v]) => [k, Number(((v - (vorher[k] ?? 0)) / runden).toFixed(1))] as const)
      .filter(([, v]) => v > 0),
  );
  return { p50: perzentil(zeiten, 50), p95: perzentil(zeiten, 95), anfragen, letztes };
}
