/**
 * What the browser keeps and is allowed: after sign-in the Cognito tokens are in the tab's
 * sessionStorage, none in localStorage (a script of the origin could read those for as long as
 * the refresh token lives); a tab opened beside a signed-in one takes its sign-in from it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { anmelden, starteBrowser } from '../helpers/browser';

const basis = inject('stack').url;
let kontext: BrowserContext;
let beenden: () => Promise<void>;
let seite: Page;

beforeAll(async () => {
  ({ kontext, beenden } = await starteBrowser());
  seite = await kontext.newPage();
});
afterAll(async () => beenden?.());

/** The keys Amplify stores its tokens under (`CognitoIdentityServiceProvider.<client>.…`). */
const tokenSchluessel = (speicher: 'localStorage' | 'sessionStorage') =>
  seite.evaluate(
    (s) => Object.keys(window[s]).filter((k) => k.startsWith('CognitoIdentityServiceProvider.')),
    speicher,
  );

describe('Sitzung im Browser', () => {
  it('hält die Tokens im sessionStorage, nicht im localStorage', async () => {
    await anmelden(seite, basis, 'admin');
    expect((await tokenSchluessel('sessionStorage')).some((k) => k.endsWith('.idToken'))).toBe(true);
    expect(await tokenSchluessel('localStorage')).toEqual([]);
  });

  it('ein weiterer Tab übernimmt die Anmeldung eines offenen Tabs', async () => {
    const zweiter = await kontext.newPage();
    await zweiter.goto(`${basis}/`);
    await zweiter.getByTestId('benutzer-name').waitFor();
    await zweiter.close();
  });
});
