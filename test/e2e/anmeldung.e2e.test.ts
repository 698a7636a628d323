/**
 * The sign-in in a real browser against the local Cognito (web/src/anmeldung): German texts,
 * required fields, a wrong password named without saying whether the user exists, the forgotten
 * password's form and back, signing in and out. The TOTP and new-password steps are unit-tested
 * (web/test/anmeldung.test.ts): the local Cognito knows no TOTP.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANMELDE_TEXTE as T } from '@lieferdesk/shared';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { starteBrowser } from '../helpers/browser';

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

describe('Anmeldeseite', () => {
  it('spricht Deutsch, prüft Pflichtfelder, nennt ein falsches Passwort, führt zu „Passwort vergessen?“ und meldet an und ab', async () => {
    await browser.kontext.clearCookies();
    const page = await browser.kontext.newPage();
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(inject('stack').url);
    const anmelden = page.getByRole('button', { name: T.anmelden, exact: true });
    await anmelden.waitFor();
    await expect(page.getByRole('heading', { name: T.titel.anmelden }).count()).resolves.toBe(1);
    expect(await page.getByLabel(T.benutzername).getAttribute('placeholder')).toBe(T.benutzernameEingeben);
    expect(await page.getByLabel(T.passwort, { exact: true }).getAttribute('placeholder')).toBe(
      T.passwortEingeben,
    );
    // The form starts in its first field.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'username');
    await expect(page.getByText('Sign in', { exact: true }).count()).resolves.toBe(0);

    // Nothing entered: named, nothing sent.
    await anmelden.click();
    await page.getByTestId('anmeldung-fehler').getByText(T.fehler.pflichtfeld(T.benutzername)).waitFor();

    // A wrong password: the same words as an unknown user.
    await page.getByLabel(T.benutzername).fill('admin');
    await page.getByLabel(T.passwort, { exact: true }).fill('falsch-123');
    await anmelden.click();
    await page
      .getByTestId('anmeldung-fehler')
      .getByText(T.fehler.falscheAnmeldung, { exact: true })
      .waitFor();
    await page.getByLabel(T.benutzername).fill('gibt-es-nicht');
    await anmelden.click();
    await page
      .getByTestId('anmeldung-fehler')
      .getByText(T.fehler.falscheAnmeldung, { exact: true })
      .waitFor();

    // The password can be shown while typing.
    const passwort = page.getByLabel(T.passwort, { exact: true });
    await expect(passwort.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: T.passwortAnzeigen }).click();
    await expect(passwort.getAttribute('type')).resolves.toBe('text');

    // Forgotten password: its own form, and back.
    await page.getByRole('button', { name: T.passwortVergessen }).click();
    await page.getByRole('heading', { name: T.titel.passwortVergessen }).waitFor();
    await page.getByText(T.hinweis.passwortVergessen).waitFor();
    await expect(page.getByRole('button', { name: T.codeSenden }).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: T.zurueckZurAnmeldung }).click();
    await page.getByRole('heading', { name: T.titel.anmelden }).waitFor();

    // Signed in: the app; signed out: the form again.
    await page.getByLabel(T.benutzername).fill('admin');
    await page.getByLabel(T.passwort, { exact: true }).fill(DEMO_PASSWORT);
    await anmelden.click();
    await page.getByTestId('benutzer-name').waitFor();
    await expect(page.getByTestId('anmeldung-fehler').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('button', { name: T.anmelden, exact: true }).waitFor();
    await page.close();
  });
});
