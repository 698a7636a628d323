/**
 * The one wrapper every API Lambda goes through: claims → user, permission of the route,
 * zod parsing of query and body, the handler, the answer checked against the route's schema,
 * and every error turned into a status code with a German message (also in the `fehlertext`
 * header, which the assign page reads). Download routes (`route.download`) answer a file instead
 * of JSON: `downloadHandler`, the same chain with a binary answer.
 *
 * Each request logs with its correlation id: the caller's `x-correlation-id` header if it sends
 * one, else API Gateway's request id. An unexpected error (the 500) is logged with it.
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import { benutzerAusClaims, hatBerechtigung, MELDUNGEN, type Benutzer, type Route } from '@lieferdesk/shared';
import { aenderungProtokollieren } from '../aenderungen/protokollieren';
import type { Download } from '../dokumente/download';
import { istFachfehler } from '../domain/fehler';
import { fehlerProtokollieren, imAufruf } from '../log';
import { alsHttpFehler, HttpFehler, keineBerechtigung, nichtAngemeldet, ungueltig } from './fehler';

export type ApiEvent = APIGatewayProxyEventV2WithJWTAuthorizer;
export type ApiAntwort = APIGatewayProxyStructuredResultV2;

export interface Aufruf<Q extends z.ZodType, B extends z.ZodType> {
  benutzer: Benutzer;
  query: z.output<Q>;
  body: z.output<B>;
  event: ApiEvent;
}

type AufrufKontext = Context & { aufruf?: Aufruf<z.ZodType, z.ZodType> };

function antwort(status: number, inhalt: unknown, header: Record<string, string> = {}): ApiAntwort {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...header },
    body: JSON.stringify(inhalt),
  };
}

function fehlerAntwort(geworfen: unknown): ApiAntwort {
  const fehler = istFachfehler(geworfen) ? alsHttpFehler(geworfen) : geworfen;
  if (fehler instanceof HttpFehler) {
    const inhalt = fehler.fehler.length
      ? { message: fehler.message, fehler: fehler.fehler }
      : { message: fehler.message };
    return antwort(fehler.status, inhalt, { fehlertext: encodeURIComponent(fehler.message) });
  }
  fehlerProtokollieren('Unerwarteter Fehler', fehler);
  return antwort(
    500,
    { message: MELDUNGEN.internerFehler },
    { fehlertext: encodeURIComponent(MELDUNGEN.internerFehler) },
  );
}

function bodyLesen(event: ApiEvent): unknown {
  if (event.body === undefined || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpFehler(400, MELDUNGEN.ungueltigesJson);
  }
}

function eingabe(route: Route, event: ApiEvent, benutzer: Benutzer): Aufruf<z.ZodType, z.ZodType> {
  let query: unknown = undefined;
  if (route.query) {
    const ergebnis = route.query.safeParse(event.queryStringParameters ?? {});
    if (!ergebnis.success) throw ungueltig('query', ergebnis.error);
    query = ergebnis.data;
  }
  let body: unknown = undefined;
  if (route.body) {
    const ergebnis = route.body.safeParse(bodyLesen(event));
    if (!ergebnis.success) throw ungueltig('body', ergebnis.error);
    body = ergebnis.data;
  }
  return { benutzer, query, body, event };
}

/**
 * Content-Disposition with the file name twice: an ASCII fallback for old clients, and the
 * real name (umlauts, blanks) RFC 5987-encoded, which every current browser prefers.
 */
export function inhaltsangabe(dateiname: string): string {
  const ascii = dateiname
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');
  const kodiert = encodeURIComponent(dateiname).replace(
    /['()*]/g,
    (z) => `%${z.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${kodiert}`;
}

/**
 * A file as API Gateway's (HTTP API, payload 2.0) Lambda proxy answer: the body base64 with
 * isBase64Encoded, so binary content (xlsx, pdf) passes unchanged; the local adapter decodes
 * it the same way.
 */
function dateiAntwort(d: Download): ApiAntwort {
  return {
    statusCode: 200,
    headers: {
      'content-type': d.inhaltstyp,
      'content-disposition': inhaltsangabe(d.dateiname),
      'cache-control': 'no-store',
    },
    body: Buffer.from(d.inhalt.buffer, d.inhalt.byteOffset, d.inhalt.byteLength).toString('base64'),
    isBase64Encoded: true,
  };
}

/** A caller's own id is taken if it looks like one (no blanks, no control characters, short). */
const KORRELATIONS_ID = /^[\w.:=/+-]{1,128}$/;

function korrelationsId(event: ApiEvent, context: Context | undefined): string | undefined {
  const kopf = event.headers?.['x-correlation-id'];
  if (kopf && KORRELATIONS_ID.test(kopf)) return kopf;
  return event.requestContext?.requestId ?? context?.awsRequestId;
}

/**
 * Only ID tokens are accepted. API Gateway's JWT authorizer lets a Cognito access token of the
 * same app client pass too (it compares `client_id` when `aud` is missing), but an access token
 * carries no custom attributes: a broker's would arrive without his broker number. Cognito puts
 * `token_use` in both; claims without it come from no Cognito token (the wrapper's own tests).
 */
function istIdToken(claims: Record<string, unknown>): boolean {
  return claims.token_use === undefined || claims.token_use === 'id';
}

function kette<Q extends z.ZodType, B extends z.ZodType>(
  route: Route<Q, B, z.ZodType>,
  ausfuehren: (aufruf: Aufruf<Q, B>) => Promise<ApiAntwort>,
): (event: ApiEvent, context: Context) => Promise<ApiAntwort> {
  const handler = middy<ApiEvent, ApiAntwort, Error, AufrufKontext>()
    .before(({ event, context }) => {
      const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
      if (!istIdToken(claims)) throw nichtAngemeldet();
      const benutzer = benutzerAusClaims(claims);
      if (!benutzer) throw nichtAngemeldet();
      if (!hatBerechtigung(benutzer, route.berechtigung)) throw keineBerechtigung();
      context.aufruf = eingabe(route, event, benutzer);
    })
    .onError((request) => {
      request.response = fehlerAntwort(request.error);
    })
    .handler((_event, context) => ausfuehren(context.aufruf as Aufruf<Q, B>));
  return (event, context) =>
    imAufruf(korrelationsId(event, context), context, () => handler(event, context), { route: route.id });
}

export function apiHandler<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: Route<Q, B, R>,
  ausfuehren: (aufruf: Aufruf<Q, B>) => Promise<z.input<R>>,
) {
  return kette(route, async (aufruf) => {
    const ergebnis = route.antwort.parse(await ausfuehren(aufruf));
    await aenderungProtokollieren(route, aufruf, ergebnis);
    return antwort(200, ergebnis);
  });
}

/** For the routes marked `download`: the handler answers a file (reference §7 "Downloads"). */
export function downloadHandler<Q extends z.ZodType, B extends z.ZodType>(
  route: Route<Q, B, z.ZodType>,
  ausfuehren: (aufruf: Aufruf<Q, B>) => Promise<Download>,
) {
  if (!route.download) throw new Error(`Route ${route.id} ist keine Download-Route`);
  return kette(route, async (aufruf) => dateiAntwort(await ausfuehren(aufruf)));
}
