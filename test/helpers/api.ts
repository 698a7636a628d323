/** Calls the local stack as the web does: a demo user's ID token and the route table's paths. */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { inject } from 'vitest';
import { API_BASIS, type Route } from '@lieferdesk/shared';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';

const tokens = new Map<string, Promise<string>>();

export function idToken(username: string): Promise<string> {
  let token = tokens.get(username);
  if (!token) {
    const { cognito } = inject('stack');
    token = cognitoClient(cognito.endpoint)
      .send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: cognito.clientId,
          AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORT },
        }),
      )
      .then((r) => r.AuthenticationResult!.IdToken!);
    tokens.set(username, token);
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
    als?: string;
    token?: string;
    query?: Record<string, string | number>;
    body?: unknown;
    rohBody?: string;
  } = {},
): Promise<Antwort> {
  const url = new URL(`${inject('stack').url}${API_BASIS}${route.pfad}`);
  for (const [k, v] of Object.entries(optionen.query ?? {})) url.searchParams.append(k, String(v));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const token = optionen.token ?? (optionen.als ? await idToken(optionen.als) : undefined);
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
