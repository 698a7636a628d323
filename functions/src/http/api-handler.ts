/**
 * The one wrapper every API Lambda goes through: claims → user, permission of the route,
 * zod parsing of query and body, the handler, the answer checked against the route's schema,
 * and every error turned into a status code with a German message (also in the `fehlertext`
 * header, which the assign page reads).
 */
import middy from '@middy/core';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type { z } from 'zod';
import { benutzerAusClaims, hatBerechtigung, MELDUNGEN, type Benutzer, type Route } from '@lieferdesk/shared';
import { HttpFehler, keineBerechtigung, nichtAngemeldet, ungueltig } from './fehler';

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

function fehlerAntwort(fehler: unknown): ApiAntwort {
  if (fehler instanceof HttpFehler) {
    const inhalt = fehler.fehler.length
      ? { message: fehler.message, fehler: fehler.fehler }
      : { message: fehler.message };
    return antwort(fehler.status, inhalt, { fehlertext: encodeURIComponent(fehler.message) });
  }
  console.error(fehler);
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

export function apiHandler<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
  route: Route<Q, B, R>,
  ausfuehren: (aufruf: Aufruf<Q, B>) => Promise<z.input<R>>,
) {
  return middy<ApiEvent, ApiAntwort, Error, AufrufKontext>()
    .before(({ event, context }) => {
      const claims = event.requestContext?.authorizer?.jwt?.claims ?? {};
      const benutzer = benutzerAusClaims(claims);
      if (!benutzer) throw nichtAngemeldet();
      if (!hatBerechtigung(benutzer, route.berechtigung)) throw keineBerechtigung();
      context.aufruf = eingabe(route, event, benutzer);
    })
    .onError((request) => {
      request.response = fehlerAntwort(request.error);
    })
    .handler(async (_event, context) => {
      const ergebnis = await ausfuehren(context.aufruf as Aufruf<Q, B>);
      return antwort(200, route.antwort.parse(ergebnis));
    });
}
