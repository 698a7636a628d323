/**
 * The local stand-in for API Gateway + CloudFront: serves every implemented route of the route
 * table through the very handlers the Lambdas run (API Gateway v2 event shape, JWT verified
 * against the local Cognito's keys, as the Cognito authorizer does in AWS), the built web app
 * with its runtime config.json, and a same-origin proxy to the local Cognito.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import sirv from 'sirv';
import { API_BASIS, apiBeschreibung, MELDUNGEN, type UmgesetzteRoute } from '@lieferdesk/shared';
import type { ApiAntwort, ApiEvent } from '@lieferdesk/functions/http/api-handler';
import { handlerPfad, implementierteRouten } from '@lieferdesk/functions/routes';
import { PASSWORT_AENDERN, passwortAntwortAngleichen, passwortRegelPruefen } from './cognito-passwort';
import { imRoutenKontext } from './zugriff';

export interface AdapterOptionen {
  port: number;
  webDist?: string;
  cognito: { endpoint: string; issuer: string; jwksUri: string; userPoolId: string; clientId: string };
  region: string;
  /** Sent with every answer: the security headers CloudFront sends in AWS (infra/src/kopfzeilen.ts). */
  kopfzeilen: Record<string, string>;
  protokollieren?: boolean;
}

type Handler = (event: ApiEvent, context: Context) => Promise<ApiAntwort>;
const MAX_BODY = 6 * 1024 * 1024; // the Lambda payload limit

function json(res: ServerResponse, status: number, inhalt: unknown) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(inhalt));
}

async function bodyLesen(req: IncomingMessage, grenze = MAX_BODY): Promise<Buffer | 'zu gross'> {
  const teile: Buffer[] = [];
  let laenge = 0;
  for await (const teil of req) {
    laenge += (teil as Buffer).length;
    if (laenge > grenze) return 'zu gross';
    teile.push(teil as Buffer);
  }
  return Buffer.concat(teile);
}

function lambdaKontext(route: UmgesetzteRoute): Context {
  const ende = Date.now() + 29_000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: route.handler,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:lokal:000000000000:function:${route.handler}`,
    memoryLimitInMB: '1024',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${route.handler}`,
    logStreamName: 'lokal',
    getRemainingTimeInMillis: () => ende - Date.now(),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** Repeated query parameters are joined with commas, as API Gateway v2 does. */
function queryParameter(url: URL): Record<string, string> | undefined {
  const werte: Record<string, string> = {};
  for (const [name, wert] of url.searchParams) werte[name] = name in werte ? `${werte[name]},${wert}` : wert;
  return Object.keys(werte).length ? werte : undefined;
}

/**
 * The Cognito calls the browser makes to sign in, keep its session, sign out, and — on the
 * account page — change the password and set up the authenticator app (each of those with the
 * user's own access token, on his own account only). The local
 * Cognito checks no credentials on its admin calls (AdminAddUserToGroup, AdminCreateUser,
 * AdminUpdateUserAttributes …), nor does it know which attributes a user may write himself: the
 * same-origin pass-through forwards only these, so nothing on loopback can grant itself a role
 * or a broker number through it.
 */
export const ANMELDE_AUFRUFE = [
  'InitiateAuth',
  'RespondToAuthChallenge',
  'GetUser',
  'ChangePassword',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GlobalSignOut',
  'RevokeToken',
] as const;

/** The call that renews a session (Amplify's refresh), answered as InitiateAuth's refresh. */
const ERNEUERN = 'AWSCognitoIdentityProviderService.GetTokensFromRefreshToken';
/** A refresh request is a client id and a token: a few kB at most. */
const ERNEUERN_GROESSE = 64 * 1024;
/** A ChangePassword request is an access token and two passwords. */
const PASSWORT_GROESSE = 64 * 1024;

/** `AWSCognitoIdentityProviderService.InitiateAuth` → whether it is one of ANMELDE_AUFRUFE. */
export function istAnmeldeAufruf(ziel: string | string[] | undefined): boolean {
  if (typeof ziel !== 'string') return false;
  const [dienst, aufruf] = ziel.split('.');
  return (
    dienst === 'AWSCognitoIdentityProviderService' &&
    (ANMELDE_AUFRUFE as readonly string[]).includes(aufruf ?? '')
  );
}

/**
 * What API Gateway's JWT authorizer checks (signature, issuer, audience = the app client, expiry),
 * and that the token is an ID token, as the API wrapper insists in AWS (functions/src/http/
 * api-handler.ts): the local Cognito's access tokens carry no `aud`, but one that did must not
 * pass either.
 */
export function tokenPruefer(cognito: Pick<AdapterOptionen['cognito'], 'issuer' | 'clientId' | 'jwksUri'>) {
  return JwtRsaVerifier.create({
    issuer: cognito.issuer,
    audience: cognito.clientId,
    jwksUri: cognito.jwksUri,
    customJwtCheck: ({ payload }) => {
      if (payload.token_use !== 'id') throw new Error('kein ID-Token');
    },
  });
}

export async function starteApiAdapter(optionen: AdapterOptionen) {
  const routen = new Map<string, UmgesetzteRoute>(
    implementierteRouten().map((r) => [`${r.methode} ${API_BASIS}${r.pfad}`, r]),
  );
  const handlerCache = new Map<string, Promise<Handler>>();
  const ladeHandler = (route: UmgesetzteRoute) => {
    let h = handlerCache.get(route.handler);
    if (!h) {
      h = import(pathToFileURL(handlerPfad(route.handler)).href).then((m: { handler: Handler }) => m.handler);
      handlerCache.set(route.handler, h);
    }
    return h;
  };
  const verifier = tokenPruefer(optionen.cognito);
  // aws-jwt-verify fetches keys over https only; the local Cognito serves http, so load its
  // JWKS here once and hand it to the verifier.
  const jwks = await fetch(optionen.cognito.jwksUri);
  if (!jwks.ok) throw new Error(`JWKS der lokalen Cognito nicht lesbar: ${jwks.status}`);
  verifier.cacheJwks((await jwks.json()) as Parameters<typeof verifier.cacheJwks>[0]);
  const statisch =
    optionen.webDist && existsSync(optionen.webDist)
      ? sirv(optionen.webDist, { single: true, dev: false, etag: true })
      : undefined;

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    const routeKey = `${req.method} ${url.pathname}`;
    const route = routen.get(routeKey);
    if (!route) return json(res, 404, { message: MELDUNGEN.unbekannterPfad });
    const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1];
    let claims: Record<string, unknown>;
    try {
      if (!token) throw new Error('kein Token');
      claims = (await verifier.verify(token)) as Record<string, unknown>;
    } catch {
      return json(res, 401, { message: MELDUNGEN.nichtAngemeldet });
    }
    const body = await bodyLesen(req);
    if (body === 'zu gross') return json(res, 413, { message: MELDUNGEN.anfrageZuGross });
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : (v ?? '')]),
    );
    const jetzt = new Date();
    const event = {
      version: '2.0',
      routeKey,
      rawPath: url.pathname,
      rawQueryString: url.search.replace(/^\?/, ''),
      headers,
      queryStringParameters: queryParameter(url),
      body: body.length ? body.toString('utf8') : undefined,
      isBase64Encoded: false,
      requestContext: {
        accountId: '000000000000',
        apiId: 'lokal',
        domainName: headers.host ?? 'localhost',
        domainPrefix: 'lokal',
        http: {
          method: req.method ?? 'GET',
          path: url.pathname,
          protocol: 'HTTP/1.1',
          sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
          userAgent: headers['user-agent'] ?? '',
        },
        requestId: randomUUID(),
        routeKey,
        stage: '$default',
        time: jetzt.toISOString(),
        timeEpoch: jetzt.getTime(),
        authorizer: { principalId: '', integrationLatency: 0, jwt: { claims, scopes: [] } },
      },
    } as unknown as ApiEvent;
    const handler = await ladeHandler(route);
    const antwort = await imRoutenKontext(route, () => handler(event, lambdaKontext(route)));
    res.writeHead(antwort.statusCode ?? 200, (antwort.headers ?? {}) as Record<string, string>);
    res.end(
      antwort.isBase64Encoded && antwort.body ? Buffer.from(antwort.body, 'base64') : (antwort.body ?? ''),
    );
  }

  function cognitoProxy(req: IncomingMessage, res: ServerResponse) {
    if (req.headers['x-amz-target'] === ERNEUERN) return void sitzungErneuern(req, res);
    if (req.headers['x-amz-target'] === PASSWORT_AENDERN) {
      return void passwortAendern(req, res).catch(() => {
        if (!res.headersSent) json(res, 502, { message: MELDUNGEN.internerFehler });
      });
    }
    if (!istAnmeldeAufruf(req.headers['x-amz-target'])) {
      return json(res, 403, { __type: 'NotAuthorizedException', message: MELDUNGEN.keineBerechtigung });
    }
    const weiter = anCognito(req.headers, res);
    req.pipe(weiter);
  }

  /** Forwards a call; `angleichen`, where given, rewrites the answer's body before it is passed on. */
  function anCognito(
    kopf: IncomingMessage['headers'],
    res: ServerResponse,
    angleichen?: (status: number, inhalt: string) => string,
  ) {
    const ziel = new URL(optionen.cognito.endpoint);
    const weiter = httpRequest(
      {
        host: ziel.hostname,
        port: ziel.port,
        path: '/',
        method: 'POST',
        headers: { ...kopf, host: ziel.host },
      },
      (antwort) => {
        const status = antwort.statusCode ?? 502;
        if (!angleichen) {
          res.writeHead(status, antwort.headers);
          return void antwort.pipe(res);
        }
        const teile: Buffer[] = [];
        antwort.on('data', (teil: Buffer) => teile.push(teil));
        antwort.on('end', () => {
          const inhalt = angleichen(status, Buffer.concat(teile).toString('utf8'));
          const {
            'content-length': _laenge,
            'transfer-encoding': _kodierung,
            ...kopfzeilen
          } = antwort.headers;
          res.writeHead(status, { ...kopfzeilen, 'content-length': String(Buffer.byteLength(inhalt)) });
          res.end(inhalt);
        });
      },
    );
    weiter.on('error', () => json(res, 502, { message: MELDUNGEN.internerFehler }));
    return weiter;
  }

  /**
   * The browser keeps its session with GetTokensFromRefreshToken, which the local Cognito does
   * not know: asked as the InitiateAuth refresh it does know, which answers the same
   * AuthenticationResult. Without it a local session ended when its first ID token did.
   */
  function sitzungErneuern(req: IncomingMessage, res: ServerResponse) {
    const teile: Buffer[] = [];
    let laenge = 0;
    req.on('data', (teil: Buffer) => {
      laenge += teil.length;
      if (laenge > ERNEUERN_GROESSE) return void req.destroy();
      teile.push(teil);
    });
    req.on('end', () => {
      let gelesen: { ClientId?: unknown; RefreshToken?: unknown };
      try {
        gelesen = JSON.parse(Buffer.concat(teile).toString('utf8')) as typeof gelesen;
      } catch {
        return json(res, 400, { __type: 'InvalidParameterException', message: MELDUNGEN.ungueltigesJson });
      }
      const inhalt = JSON.stringify({
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: gelesen.ClientId,
        AuthParameters: { REFRESH_TOKEN: gelesen.RefreshToken },
      });
      const { 'content-length': _laenge, ...kopf } = req.headers;
      anCognito(
        {
          ...kopf,
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
          'content-length': String(Buffer.byteLength(inhalt)),
        },
        res,
      ).end(inhalt);
    });
  }

  /**
   * ChangePassword with the pool's password policy, which the local Cognito lacks, and its answer
   * to a wrong current password named as Cognito names it (cognito-passwort.ts).
   */
  async function passwortAendern(req: IncomingMessage, res: ServerResponse) {
    const body = await bodyLesen(req, PASSWORT_GROESSE);
    if (body === 'zu gross') return json(res, 413, { message: MELDUNGEN.anfrageZuGross });
    let anfrage: unknown;
    try {
      anfrage = JSON.parse(body.toString('utf8'));
    } catch {
      return json(res, 400, { __type: 'InvalidParameterException', message: MELDUNGEN.ungueltigesJson });
    }
    const abgelehnt = passwortRegelPruefen(anfrage);
    if (abgelehnt) return json(res, 400, abgelehnt);
    const { 'content-length': _laenge, ...kopf } = req.headers;
    anCognito({ ...kopf, 'content-length': String(body.length) }, res, passwortAntwortAngleichen).end(body);
  }

  function laufzeitKonfiguration(req: IncomingMessage, res: ServerResponse) {
    const herkunft = `http://${req.headers.host ?? `127.0.0.1:${optionen.port}`}`;
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(
      JSON.stringify({
        apiUrl: '',
        region: optionen.region,
        userPoolId: optionen.cognito.userPoolId,
        userPoolClientId: optionen.cognito.clientId,
        userPoolEndpoint: `${herkunft}/cognito`,
        authFlowType: 'USER_PASSWORD_AUTH',
      }),
    );
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://lokal');
    for (const [name, wert] of Object.entries(optionen.kopfzeilen)) res.setHeader(name, wert);
    const beginn = Date.now();
    if (optionen.protokollieren) {
      res.on('finish', () =>
        console.log(`${req.method} ${url.pathname} → ${res.statusCode} (${Date.now() - beginn} ms)`),
      );
    }
    const weiter = (): void => {
      if (url.pathname === API_BASIS || url.pathname.startsWith(`${API_BASIS}/`)) {
        api(req, res, url).catch((fehler: unknown) => {
          console.error(fehler);
          if (!res.headersSent) json(res, 500, { message: MELDUNGEN.internerFehler });
        });
      } else if (url.pathname === '/cognito' || url.pathname === '/cognito/') {
        cognitoProxy(req, res);
      } else if (url.pathname === '/config.json') {
        laufzeitKonfiguration(req, res);
      } else if (url.pathname === '/openapi.json') {
        // Beside the site, as deployed: the API described, readable without signing in.
        json(res, 200, apiBeschreibung());
      } else if (statisch) {
        statisch(req, res, () => json(res, 404, { message: MELDUNGEN.unbekannterPfad }));
      } else {
        json(res, 404, { message: MELDUNGEN.unbekannterPfad });
      }
    };
    weiter();
  });
  await new Promise<void>((resolve) => server.listen(optionen.port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${optionen.port}`,
    routen: [...routen.values()],
    /**
     * Loads every route's handler module now rather than at its first request (each is compiled
     * on first import, some 100 ms apiece): the first upload after the start should not wait.
     * A module that fails to load fails its requests as before.
     */
    handlerVorladen: async () => {
      for (const route of routen.values()) await ladeHandler(route).catch(() => undefined);
    },
    beenden: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
