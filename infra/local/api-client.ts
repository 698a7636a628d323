/**
 * The local stack's API as a person's browser uses it, for the benchmarks and the demo
 * deliveries: a demo user's ID token from the local Cognito, and calls of the route table's
 * routes with it.
 */
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { API_BASIS, type Route } from '@lieferdesk/shared';
import { cognitoClient } from './cognito';
import { DEMO_PASSWORT } from './demo/benutzer';
import type { LokalerStack } from './stack';

/** A demo user's ID token from the stack's Cognito. */
export async function anmelden(stack: Pick<LokalerStack, 'cognito'>, benutzer: string): Promise<string> {
  const antwort = await cognitoClient(stack.cognito.endpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: benutzer, PASSWORD: DEMO_PASSWORT },
    }),
  );
  return antwort.AuthenticationResult!.IdToken!;
}

export interface Aufruf {
  query?: Record<string, string | number>;
  body?: unknown;
}

/** Calls a route of the stack's API with the token; answers status and JSON body, whatever the status. */
export function anfragen(stack: Pick<LokalerStack, 'url'>, token: string) {
  return async (route: Route, o: Aufruf = {}) => {
    const url = new URL(`${stack.url}${API_BASIS}${route.pfad}`);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const antwort = await fetch(url, {
      method: route.methode,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await antwort.text();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of any route
    return { status: antwort.status, text, body: (text ? JSON.parse(text) : undefined) as any };
  };
}

/** Calls a route of the stack's API with the token; anything but 2xx throws with the answer. */
export function api(stack: Pick<LokalerStack, 'url'>, token: string) {
  const anfrage = anfragen(stack, token);
  return async (route: Route, o: Aufruf = {}) => {
    const { status, text, body } = await anfrage(route, o);
    if (status < 200 || status > 299) throw new Error(`${route.id}: ${status} ${text}`);
    return body as Record<string, unknown>;
  };
}

export const warte = (ms: number) => new Promise((r) => setTimeout(r, ms));
