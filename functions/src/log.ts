/**
 * Structured logs of every entry — API handlers, pipeline tasks, the S3 trigger — through
 * Powertools' Logger: one JSON object per line with the service name, what CloudWatch Logs
 * Insights queries, and the correlation id of the invocation (the API request, the pipeline run,
 * the delivered object), so everything one request or one run logged can be found together.
 *
 * Each invocation logs through a child logger of its own, held in AsyncLocalStorage while it
 * runs: code below the entry (registration, starting a pipeline) reaches it with `aufrufLogger()`
 * without passing it along, and invocations running at the same time in one process (the local
 * stack) never write each other's correlation id, as keys set on one shared logger would.
 *
 * The level comes from POWERTOOLS_LOG_LEVEL (or Lambda's own log-level setting); under Vitest the
 * logs are silent unless POWERTOOLS_LOG_LEVEL asks for them, since tests provoke failures on
 * purpose.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@aws-lambda-powertools/logger';
import type { Context } from 'aws-lambda';
import { istFachfehler } from './domain/fehler';
import { konfiguration } from './konfiguration';

const stillImTest = konfiguration.imTest() && !konfiguration.logStufeGesetzt();

/** The base logger; invocations log through children of it (`imAufruf`). */
export const logger = new Logger({
  serviceName: 'lieferdesk',
  ...(stillImTest ? { logLevel: 'SILENT' as const } : {}),
});

const aufrufe = new AsyncLocalStorage<Logger>();

/** The running invocation's logger (with its correlation id); outside an invocation the base logger. */
export const aufrufLogger = (): Logger => aufrufe.getStore() ?? logger;

/**
 * Runs one invocation with a logger whose every line carries `korrelationsId` (as
 * `correlation_id`), the Lambda context's fields and `schluessel`.
 */
export function imAufruf<T>(
  korrelationsId: string | undefined,
  kontext: Context | undefined,
  arbeit: () => Promise<T>,
  schluessel: Record<string, string | number> = {},
): Promise<T> {
  const kind = logger.createChild({
    persistentKeys: { ...schluessel, ...(korrelationsId ? { correlation_id: korrelationsId } : {}) },
  });
  if (kontext?.awsRequestId) kind.addContext(kontext);
  return aufrufe.run(kind, arbeit);
}

/**
 * A failure as one line: a domain error is an answer the rules gave (a warning, with its kind),
 * anything else an error with name, message and stack.
 */
export function fehlerProtokollieren(
  meldung: string,
  fehler: unknown,
  mehr: Record<string, unknown> = {},
): void {
  const log = aufrufLogger();
  const error = fehler instanceof Error ? fehler : String(fehler);
  if (istFachfehler(fehler)) log.warn(meldung, { ...mehr, art: fehler.art, error });
  else log.error(meldung, { ...mehr, error });
}
