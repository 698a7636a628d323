/**
 * What the benchmarks of the local stack share (`npm run bench:import`, `bench:upload`): signing
 * in as a demo user, calling the API as the browser does, and the CPU seconds of this process
 * and of DynamoDB Local from /proc.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { API_BASIS, type Route } from '@lieferdesk/shared';
import { cognitoClient } from '../cognito';
import { DEMO_PASSWORT } from '../demo/benutzer';
import type { LokalerStack } from '../stack';

/** CPU seconds (user + system) of a process from /proc (Linux); 0 where unknown. */
export function cpuSekunden(pid: number | undefined): number {
  if (pid === undefined) return 0;
  try {
    const felder = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(felder[11]) + Number(felder[12])) / 100;
  } catch {
    return 0;
  }
}

/** The DynamoDB Local process listening on `port` (a child of this process). */
export function dynamoPid(port: string): number | undefined {
  for (const eintrag of readdirSync('/proc')) {
    if (!/^\d+$/.test(eintrag)) continue;
    try {
      const befehl = readFileSync(`/proc/${eintrag}/cmdline`, 'utf8').split('\0');
      if (befehl.some((a) => a.endsWith('DynamoDBLocal.jar')) && befehl.includes(port))
        return Number(eintrag);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** A demo user's ID token from the stack's Cognito. */
export async function anmelden(stack: LokalerStack, benutzer: string): Promise<string> {
  const antwort = await cognitoClient(stack.cognito.endpoint).send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.cognito.clientId,
      AuthParameters: { USERNAME: benutzer, PASSWORD: DEMO_PASSWORT },
    }),
  );
  return antwort.AuthenticationResult!.IdToken!;
}

/** Calls a route of the stack's API with the token; anything but 2xx throws with the answer. */
export function api(stack: LokalerStack, token: string) {
  return async (route: Route, o: { query?: Record<string, string | number>; body?: unknown } = {}) => {
    const url = new URL(`${stack.url}${API_BASIS}${route.pfad}`);
    for (const [k, v] of Object.entries(o.query ?? {})) url.searchParams.set(k, String(v));
    const antwort = await fetch(url, {
      method: route.methode,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    const text = await antwort.text();
    if (!antwort.ok) throw new Error(`${route.id}: ${antwort.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
}

export const warte = (ms: number) => new Promise((r) => setTimeout(r, ms));
