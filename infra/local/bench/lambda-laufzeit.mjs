/**
 * One Lambda container for `npm run bench:bipro` (lambda.ts starts it): plain Node, no
 * TypeScript loader, loads the bundled function and invokes its `handler` once per line on stdin
 * (`{"event": …}`), one invocation after the other, as a container does, with a context whose
 * remaining time counts down from the function's timeout. Answers on fd 3, one JSON line each:
 * `{"ergebnis": …}` or `{"fehler": {"errorType", "errorMessage"}}`, with the container's RSS
 * then and its peak so far; on `{"ende": true}` the
 * container's peak RSS, its RSS once the bundle was loaded, the peaks of V8's heap and of the
 * buffers outside it, and its CPU seconds, then it ends. Its stdout (the function's JSON logs) is
 * the caller's to drop, as CloudWatch takes it in AWS.
 *
 *   LIEFERDESK_BENCH_BUENDEL=<bundle.mjs> LIEFERDESK_BENCH_TIMEOUT=<seconds> node <Lambda's flags> lambda-laufzeit.mjs
 *
 * (bundle and timeout by the environment: the script is the command's last word, as Lambda's
 * runtime entry is, for a wrapper script to find it there.)
 */
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const { LIEFERDESK_BENCH_BUENDEL: buendel, LIEFERDESK_BENCH_TIMEOUT: timeoutSekunden } = process.env;
const { handler } = await import(pathToFileURL(buendel).href);
const antwort = createWriteStream('', { fd: 3 });
const senden = (inhalt) => antwort.write(`${JSON.stringify(inhalt)}\n`);

// Where the memory goes, sampled: V8's heap (committed and used) and the buffers outside it.
const spitze = { heapTotalMb: 0, heapUsedMb: 0, externalMb: 0 };
const MB = 1024 * 1024;
setInterval(() => {
  const m = process.memoryUsage();
  spitze.heapTotalMb = Math.max(spitze.heapTotalMb, m.heapTotal / MB);
  spitze.heapUsedMb = Math.max(spitze.heapUsedMb, m.heapUsed / MB);
  spitze.externalMb = Math.max(spitze.externalMb, m.external / MB);
}, 100).unref();
const rssGeladenMb = process.memoryUsage().rss / MB;

/** The container's RSS after an invocation, and its peak so far. */
const speicher = () => ({
  rssMb: process.memoryUsage().rss / MB,
  maxRssMb: process.resourceUsage().maxRSS / 1024,
});

let aufruf = 0;
for await (const zeile of createInterface({ input: process.stdin })) {
  const auftrag = JSON.parse(zeile);
  if (auftrag.ende) {
    const nutzung = process.resourceUsage();
    // What the heap holds once garbage is gone (Lambda's flags include --expose-gc).
    globalThis.gc?.();
    const heapNachGcMb = process.memoryUsage().heapUsed / MB;
    senden({
      ...spitze,
      rssGeladenMb,
      heapNachGcMb,
      maxRssMb: nutzung.maxRSS / 1024,
      cpuSekunden: (nutzung.userCPUTime + nutzung.systemCPUTime) / 1e6,
    });
    break;
  }
  const frist = Date.now() + Number(timeoutSekunden) * 1000;
  const kontext = {
    awsRequestId: `bench-${process.pid}-${++aufruf}`,
    functionName: process.env.AWS_LAMBDA_FUNCTION_NAME,
    memoryLimitInMB: process.env.AWS_LAMBDA_FUNCTION_MEMORY_SIZE,
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => frist - Date.now(),
  };
  try {
    const ergebnis = (await handler(auftrag.event, kontext)) ?? null;
    senden({ ergebnis, ...speicher() });
  } catch (fehler) {
    senden({
      fehler: { errorType: fehler?.name ?? 'Error', errorMessage: String(fehler?.message ?? fehler) },
      ...speicher(),
    });
  }
}
antwort.end(() => process.exit(0));
