/**
 * Where the sign-in lives: Amplify's tokens in the tab's sessionStorage, never in localStorage,
 * where they would outlive the browser and every script of the origin could read them for as
 * long as the refresh token is valid.
 *
 * sessionStorage belongs to one tab, but the app opens contracts and customers in new tabs and
 * people open links in new tabs: a tab that starts without tokens asks the open tabs of the same
 * origin for theirs (BroadcastChannel, in memory only). Closing the last tab ends the session;
 * signing out in one tab signs out all of them.
 */
import { sessionStorage as amplifySessionStorage, type KeyValueStorageInterface } from 'aws-amplify/utils';

/** The prefix of every key Amplify's Cognito token store writes. */
export const TOKEN_PRAEFIX = 'CognitoIdentityServiceProvider.';
const KANAL = 'lieferdesk-sitzung';

type Nachricht =
  { art: 'anfrage' } | { art: 'tokens'; tokens: Record<string, string> } | { art: 'abgemeldet' };

/** The tab's Cognito keys and values. */
export function eigeneTokens(speicher: Storage): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (let i = 0; i < speicher.length; i++) {
    const schluessel = speicher.key(i);
    if (schluessel?.startsWith(TOKEN_PRAEFIX)) tokens[schluessel] = speicher.getItem(schluessel) ?? '';
  }
  return tokens;
}

export interface Sitzung {
  /** Resolves once the tab has its tokens, or after `wartezeitMs` without an answer. */
  bereit: Promise<void>;
  /** Amplify's removal of the access token is its sign-out (clearTokens): tell the other tabs. */
  abgemeldet: () => void;
  beenden: () => void;
}

/** Sent on `window` when a tab takes over another tab's session after it started without one. */
export const SITZUNG_UEBERNOMMEN = 'lieferdesk:sitzung-uebernommen';

/**
 * Joins the tabs' channel: answers requests with this tab's tokens, takes an answer while it has
 * none, and on another tab's sign-out drops its own tokens (`nachAbmeldung`, e.g. a reload). An
 * answer that comes after `wartezeitMs` (a busy machine, a throttled background tab) is taken
 * all the same and announced by `nachSpaeterUebernahme`: the sign-in form then gives way.
 */
export function sitzungTeilen(
  speicher: Storage,
  nachAbmeldung: () => void,
  wartezeitMs = 300,
  nachSpaeterUebernahme: () => void = () => undefined,
): Sitzung {
  const kanal = new BroadcastChannel(KANAL);
  let istBereit = false;
  let fertig: () => void = () => undefined;
  const bereit = new Promise<void>((resolve) => {
    fertig = () => {
      istBereit = true;
      resolve();
    };
  });
  kanal.onmessage = ({ data }: MessageEvent<Nachricht>) => {
    const eigene = eigeneTokens(speicher);
    if (data.art === 'anfrage' && Object.keys(eigene).length) {
      kanal.postMessage({ art: 'tokens', tokens: eigene } satisfies Nachricht);
    } else if (data.art === 'tokens' && !Object.keys(eigene).length) {
      for (const [schluessel, wert] of Object.entries(data.tokens)) {
        if (schluessel.startsWith(TOKEN_PRAEFIX)) speicher.setItem(schluessel, wert);
      }
      if (istBereit) nachSpaeterUebernahme();
      else fertig();
    } else if (data.art === 'abgemeldet' && Object.keys(eigene).length) {
      for (const schluessel of Object.keys(eigene)) speicher.removeItem(schluessel);
      nachAbmeldung();
    }
  };
  if (Object.keys(eigeneTokens(speicher)).length) fertig();
  else {
    kanal.postMessage({ art: 'anfrage' } satisfies Nachricht);
    setTimeout(fertig, wartezeitMs);
  }
  return {
    bereit,
    abgemeldet: () => kanal.postMessage({ art: 'abgemeldet' } satisfies Nachricht),
    beenden: () => kanal.close(),
  };
}

/** Amplify's sessionStorage store, telling the other tabs when Amplify signs out. */
export function tokenSpeicher(sitzung: Pick<Sitzung, 'abgemeldet'>): KeyValueStorageInterface {
  return {
    setItem: (schluessel, wert) => amplifySessionStorage.setItem(schluessel, wert),
    getItem: (schluessel) => amplifySessionStorage.getItem(schluessel),
    clear: () => amplifySessionStorage.clear(),
    removeItem: async (schluessel) => {
      await amplifySessionStorage.removeItem(schluessel);
      if (schluessel.startsWith(TOKEN_PRAEFIX) && schluessel.endsWith('.accessToken')) sitzung.abgemeldet();
    },
  };
}
