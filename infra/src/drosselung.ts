/**
 * The API stage's limits and access log: a throttle for every route, a tighter one for the
 * routes the route table marks `last: 'schwer'` (runs over whole files, sample tests, uploads,
 * lists over months, runs started),
 * and one JSON line per request in a log group of its own. And the deploy setting that caps the
 * heavy routes' functions: reserved concurrency, off unless set — a new AWS account's low
 * concurrency quota refuses any reservation.
 */
import { RemovalPolicy, type Stack } from 'aws-cdk-lib';
import type { CfnStage, HttpApi, HttpRoute } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { API_BASIS, type UmgesetzteRoute } from '@lieferdesk/shared';

/**
 * Requests per second (steady, burst) for the whole stage and for each heavy route. A back office
 * of a broker's staff stays far below the first; a heavy route does minutes of work per call.
 */
export const DROSSELUNG = {
  standard: { rate: 50, burst: 100 },
  schwer: { rate: 5, burst: 10 },
} as const;

/** Context key (`cdk deploy -c schwereFunktionenGleichzeitig=10`) of the cap. */
export const KONTEXT_SCHWER_GLEICHZEITIG = 'schwereFunktionenGleichzeitig';

/** The cap from the stack's props or the CDK context; undefined (no cap) when neither sets one. */
export function schwereGleichzeitigkeit(stack: Stack, aus?: number): number | undefined {
  const wert: unknown = aus ?? stack.node.tryGetContext(KONTEXT_SCHWER_GLEICHZEITIG);
  if (wert === undefined || wert === '') return undefined;
  const zahl = Number(wert);
  if (!Number.isInteger(zahl) || zahl < 1) {
    throw new Error(`${KONTEXT_SCHWER_GLEICHZEITIG} muss eine ganze Zahl ≥ 1 sein, nicht ${String(wert)}`);
  }
  return zahl;
}

/** API Gateway's route key of a route (`POST /MSC3/restful/bipro_import/buchen`). */
export const routenSchluessel = (r: UmgesetzteRoute) => `${r.methode} ${API_BASIS}${r.pfad}`;

/** What each access log line holds: who called what, when, with which outcome and latency. */
const ZUGRIFFSLOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  zeit: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  benutzer: '$context.authorizer.claims.sub',
  route: '$context.routeKey',
  status: '$context.status',
  bytes: '$context.responseLength',
  dauerMs: '$context.responseLatency',
  integrationMs: '$context.integrationLatency',
  fehler: '$context.error.message',
  integrationsfehler: '$context.integrationErrorMessage',
  anmeldefehler: '$context.authorizer.error',
});

/**
 * Throttles and logs the API's default stage ($default, created with the API). `routen`: each
 * implemented route with the API routes made for it — a stage's settings may name a route only
 * once it exists, so the stage waits for the heavy ones.
 */
export function stufeEinrichten(
  scope: Stack,
  api: HttpApi,
  routen: { route: UmgesetzteRoute; apiRouten: HttpRoute[] }[],
): LogGroup {
  const logs = new LogGroup(scope, 'ApiZugriffsLogs', {
    retention: RetentionDays.THREE_MONTHS,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const stufe = api.defaultStage!.node.defaultChild as CfnStage;
  stufe.defaultRouteSettings = {
    throttlingRateLimit: DROSSELUNG.standard.rate,
    throttlingBurstLimit: DROSSELUNG.standard.burst,
  };
  const schwer = routen.filter(({ route }) => route.last === 'schwer');
  stufe.routeSettings = Object.fromEntries(
    schwer.map(({ route }) => [
      routenSchluessel(route),
      // A JSON map CloudFormation takes as it is: its own (Pascal case) property names.
      { ThrottlingRateLimit: DROSSELUNG.schwer.rate, ThrottlingBurstLimit: DROSSELUNG.schwer.burst },
    ]),
  );
  for (const { apiRouten } of schwer) for (const r of apiRouten) stufe.node.addDependency(r);
  stufe.accessLogSettings = { destinationArn: logs.logGroupArn, format: ZUGRIFFSLOG_FORMAT };
  return logs;
}
