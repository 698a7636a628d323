/**
 * What the DynamoDB client does when AWS throttles: one home for the whole back end.
 *
 * A table at its write limit (a partition at 1,000 WCU/s, an on-demand table at what it has
 * been warmed to) answers ProvisionedThroughputExceededException or ThrottlingException to any
 * request over it — also to a cold item's write while a file's chunks keep the table busy. The
 * SDK's standard strategy gives up after five attempts and a shared retry quota, which a run of
 * many chunks at the table's limit spends in seconds (`npm run bench:durchsatz`): the task fails
 * though the table takes writes all the time. Throttling is therefore retried with growing,
 * jittered pauses for as long as DROSSEL_GEDULD_MS — a table that takes nothing for a minute is
 * down, not busy —, well inside every task's Lambda timeout. Other transient failures (a 5xx, a
 * connection reset, a timeout) are retried as the standard strategy does, at most
 * WEITERE_VERSUCHE times; a client error is not retried.
 */

/** How long one request is retried while it is throttled. */
export const DROSSEL_GEDULD_MS = 60_000;
/** Retries of another transient failure (the SDK's standard: 5 attempts in all). */
export const WEITERE_VERSUCHE = 4;
/** The longest pause before a retry. */
const HOECHSTE_PAUSE_MS = 5000;

/** The errors DynamoDB answers a request over its limits with (also when ElectroDB wraps them). */
const GEDROSSELT = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
]);
export function istGedrosselt(fehler: unknown): boolean {
  for (let f: unknown = fehler; f instanceof Error; f = (f as { cause?: unknown }).cause)
    if (GEDROSSELT.has(f.name)) return true;
  return false;
}

/** Full jitter below a pause doubling from `basis`, capped. */
export const pauseVor = (versuch: number, basis = 50) =>
  Math.random() * Math.min(HOECHSTE_PAUSE_MS, basis * 2 ** versuch);

interface Marke {
  getRetryCount(): number;
  getRetryDelay(): number;
  beginn: number;
}
const marke = (anzahl: number, pause: number, beginn: number): Marke => ({
  getRetryCount: () => anzahl,
  getRetryDelay: () => pause,
  beginn,
});

/** The retry strategy of every DynamoDB client (datenbank.ts). `jetzt` for tests. */
export function geduldigeWiederholung(jetzt: () => number = Date.now) {
  return {
    acquireInitialRetryToken: async (_bereich: string) => marke(0, 0, jetzt()),
    refreshRetryTokenForRetry: async (
      bisher: Marke,
      fehler: { errorType: string; retryAfterHint?: Date },
    ): Promise<Marke> => {
      const versuch = bisher.getRetryCount() + 1;
      if (fehler.errorType === 'THROTTLING') {
        if (jetzt() - bisher.beginn >= DROSSEL_GEDULD_MS) throw new Error('gedrosselt: Geduld erschöpft');
        const hinweis = fehler.retryAfterHint ? fehler.retryAfterHint.getTime() - jetzt() : 0;
        return marke(versuch, Math.max(hinweis, pauseVor(versuch)), bisher.beginn);
      }
      if (
        (fehler.errorType === 'TRANSIENT' || fehler.errorType === 'SERVER_ERROR') &&
        versuch <= WEITERE_VERSUCHE
      )
        return marke(versuch, pauseVor(versuch, 100), bisher.beginn);
      throw new Error('keine Wiederholung');
    },
    recordSuccess: (_marke: Marke) => undefined,
  };
}
