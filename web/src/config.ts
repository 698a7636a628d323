/**
 * Runtime configuration, loaded from `/config.json` before the app renders. One build serves AWS
 * (the deployment writes config.json next to index.html) and the local stack (which serves its own).
 */
import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { config as zodKonfiguration } from 'zod';
import { SITZUNG_UEBERNOMMEN, sitzungTeilen, tokenSpeicher } from './shell/sitzung';

// The site's CSP allows no eval: zod would probe for it (`new Function`) on its first parse and
// trip the policy. Without the probe it parses as it does anyway when eval is refused.
zodKonfiguration({ jitless: true });

export interface Konfiguration {
  /** Origin of the API; '' means the same origin as the web app. */
  apiUrl: string;
  region: string;
  userPoolId: string;
  userPoolClientId: string;
  /** Only for a local Cognito emulator. */
  userPoolEndpoint?: string;
  /** The local Cognito knows no SRP. */
  authFlowType: 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH';
}

let aktuelle: Konfiguration | undefined;

export function konfiguration(): Konfiguration {
  if (!aktuelle) throw new Error('Konfiguration noch nicht geladen');
  return aktuelle;
}

function text(objekt: Record<string, unknown>, feld: string, pflicht: boolean): string | undefined {
  const wert = objekt[feld];
  if (wert === undefined && !pflicht) return undefined;
  if (typeof wert !== 'string') throw new Error(`config.json: "${feld}" fehlt oder ist kein Text`);
  return wert;
}

/** Checks the shape by hand: a broken config.json should fail loudly at start, not on first use. */
export function pruefeKonfiguration(roh: unknown): Konfiguration {
  if (typeof roh !== 'object' || roh === null) throw new Error('config.json: kein Objekt');
  const o = roh as Record<string, unknown>;
  const authFlowType = text(o, 'authFlowType', false) ?? 'USER_SRP_AUTH';
  if (authFlowType !== 'USER_PASSWORD_AUTH' && authFlowType !== 'USER_SRP_AUTH') {
    throw new Error(`config.json: unbekannter authFlowType "${authFlowType}"`);
  }
  const userPoolEndpoint = text(o, 'userPoolEndpoint', false);
  return {
    apiUrl: (text(o, 'apiUrl', false) ?? '').replace(/\/+$/, ''),
    region: text(o, 'region', true)!,
    userPoolId: text(o, 'userPoolId', true)!,
    userPoolClientId: text(o, 'userPoolClientId', true)!,
    ...(userPoolEndpoint ? { userPoolEndpoint } : {}),
    authFlowType,
  };
}

export async function ladeKonfiguration(): Promise<Konfiguration> {
  const antwort = await fetch('/config.json', { cache: 'no-store' });
  if (!antwort.ok) throw new Error(`config.json: HTTP ${antwort.status}`);
  const konfig = pruefeKonfiguration(await antwort.json());
  // Tokens live in the tab's sessionStorage (shell/sitzung.ts): a new tab first takes them
  // from an open one, before Amplify reads its store.
  const sitzung = sitzungTeilen(
    window.sessionStorage,
    () => window.location.reload(),
    undefined,
    () => window.dispatchEvent(new Event(SITZUNG_UEBERNOMMEN)),
  );
  await sitzung.bereit;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: konfig.userPoolId,
        userPoolClientId: konfig.userPoolClientId,
        ...(konfig.userPoolEndpoint ? { userPoolEndpoint: konfig.userPoolEndpoint } : {}),
      },
    },
  });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(tokenSpeicher(sitzung));
  aktuelle = konfig;
  return konfig;
}
