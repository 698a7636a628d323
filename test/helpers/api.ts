/** Calls the local stack as the web does: a demo user's ID token and the route table's paths. */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { API_BASIS, type Route } from '@lieferdesk/shared';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import type { LokalerStack } from '../../infra/local/stack';

export type StackInfo = Pick<LokalerStack, 'url' | 'cognito'>;
const tokens = new Map<string, Promise<string>>();

/** A demo user's ID token from the stack's Cognito (the test run's shared stack by default). */
export function idToken(username: string, stack: StackInfo = inject('stack')): Promise<string> {
  const schluessel = `${stack.cognito.clientId}:${username}`;
  let token = tokens.get(schluessel);
  if (!token) {
    const { cognito } = stack;
    token = cognitoClient(cognito.endpoint)
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cognito.clientId,
          AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORT },
        }),
      )
      .then((r) => r.AuthenticationResult!.IdToken!);
    tokens.set(schluessel, token);
  }
  return token;
}

export interface Antwort {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON of any route
  headers: Headers;
}

export async function rufe(
  route: Route,
  optionen: {
    stack?: StackInfo;
    als?: string;
    token?: string;
    query?: Record<string, string | number>;
    body?: unknown;
    rohBody?: string;
  } = {},
): Promise<Antwort> {
  const stack = optionen.stack ?? inject('stack');
  const url = new URL(`${stack.url}${API_BASIS}${route.pfad}`);
  for (const [k, v] of Object.entries(optionen.query ?? {})) url.searchParams.append(k, String(v));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = optionen.token ?? (optionen.als ? await idToken(optionen.als, stack) : undefined);
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(url, {
    method: route.methode,
    headers,
    body: optionen.rohBody ?? (optionen.body === undefined ? undefined : JSON.stringify(optionen.body)),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON (a download)
  }
  return { status: res.status, body, headers: res.headers };
}
