/**
 * The sign-in screen in a real browser: the Authenticator speaks German. The web build keeps only
 * Amplify UI's German dictionary (web/vite.config.ts); this shows the texts still arrive.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MELDUNGEN } from '@lieferdesk/shared';
import { starteBrowser } from '../helpers/browser';

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

describe('Anmeldeseite', () => {
  it('zeigt die Texte des Authenticators auf Deutsch', async () => {
    const page = await browser.kontext.newPage();
    await page.goto(inject('stack').url);
    await page.getByRole('button', { name: 'Anmelden', exact: true }).waitFor();
    expect(await page.getByLabel('Benutzername').getAttribute('placeholder')).toBe(
      MELDUNGEN.anmeldungBenutzernameEingeben,
    );
    expect(await page.getByLabel('Passwort', { exact: true }).getAttribute('placeholder')).toBe(
      'Geben Sie Ihr Passwort ein',
    );
    await expect(page.getByRole('button', { name: 'Passwort vergessen?' }).count()).resolves.toBe(1);
    await expect(page.getByText('Sign in', { exact: true }).count()).resolves.toBe(0);
    await page.close();
  });
});
