/**
 * 'Mein Konto' in a real browser against the local Cognito (web/src/pages/konto): reached from the
 * header, in German, checked by axe; a typed password is not dropped without a question; a wrong
 * current password and a password against the pool's rule are named in German; the password
 * changed, and signing in again takes the new one; the authenticator app set up with a code the
 * test computes from the key the page shows (otplib, the TOTP library the local Cognito checks with).
 *
 * The test's user is its own: the shared stack's demo users keep their password.
 */
import { AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { generateSync } from 'otplib';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANMELDE_TEXTE, KONTO_TEXTE as K, MELDUNGEN } from '@lieferdesk/shared';
import { cognitoClient } from '../../infra/local/cognito';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import { benutzerAnlegen } from '../helpers/benutzer';
import { neueAnmeldung, sicherheitsabfrageBeantworten, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';

const NEUES_PASSWORT = 'Konto-Lieferdesk-2027?';

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;
let username: string;

beforeAll(async () => {
  username = `konto-${eindeutigeMarke()}`;
  await benutzerAnlegen(username, ['INTERN']);
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

const feld = (page: Page, name: string) =>
  page.locator(`[data-testid="konto-passwort"] input[name="${name}"]`);

async function passwortEingeben(page: Page, aktuell: string, neu: string, bestaetigung = neu) {
  await feld(page, 'currentPassword').fill(aktuell);
  await feld(page, 'newPassword').fill(neu);
  await feld(page, 'confirmPassword').fill(bestaetigung);
  await feld(page, 'confirmPassword').blur();
}

const aendernKnopf = (page: Page) =>
  page.getByTestId('konto-passwort').getByRole('button', { name: K.passwort.knopf, exact: true });

async function kontoOeffnen(page: Page) {
  await page.getByTestId('konto-link').click();
  await page.getByRole('heading', { level: 1, name: K.titel }).waitFor();
  await page.waitForURL(/\/konto$/);
}

describe('Mein Konto', () => {
  it('ändert das Passwort: deutsch, barrierefrei, nichts geht still verloren, danach gilt das neue', async () => {
    const page = await neueAnmeldung(kontext, inject('stack').url, username, '/');
    await kontoOeffnen(page);
    await expect(page.title()).resolves.toBe(`${K.titel} – ${MELDUNGEN.produktName}`);
    await page.getByRole('heading', { level: 2, name: K.passwort.titel }).waitFor();
    await page.getByRole('heading', { level: 2, name: K.totp.titel }).waitFor();
    await feld(page, 'currentPassword').waitFor();
    // Amplify UI's English defaults are nowhere.
    for (const englisch of ['Current Password', 'Update password', 'Show password']) {
      await expect(page.getByText(englisch, { exact: true }).count()).resolves.toBe(0);
    }
    await expect(page.getByRole('switch', { name: K.passwortFeld.anzeigen }).count()).resolves.toBe(3);
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // Typed, then a link away: asked first; 'Nein' keeps the page and what was typed.
    await feld(page, 'currentPassword').fill('angefangen');
    await page.locator('nav.ld-navigation a').first().click();
    await sicherheitsabfrageBeantworten(page, K.verlassen, 'nein');
    expect(new URL(page.url()).pathname).toBe('/konto');
    await expect(feld(page, 'currentPassword').inputValue()).resolves.toBe('angefangen');
    // Esc asks too.
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, K.verlassen, 'nein');
    await expect(feld(page, 'currentPassword').inputValue()).resolves.toBe('angefangen');

    // A new password against the pool's rule: each rule broken, in German, and nothing sent.
    await passwortEingeben(page, DEMO_PASSWORT, 'kurz');
    await page.getByText(K.verstoss.zuKurz, { exact: true }).waitFor();
    await page.getByText(K.verstoss.keinGrossbuchstabe, { exact: true }).waitFor();
    await expect(aendernKnopf(page).isDisabled()).resolves.toBe(true);
    // Two passwords that differ.
    await passwortEingeben(page, DEMO_PASSWORT, NEUES_PASSWORT, `${NEUES_PASSWORT}x`);
    await page.getByText(K.fehler.passwoerterUngleich, { exact: true }).waitFor();

    // A wrong current password: named as such.
    await passwortEingeben(page, 'Falsch-Lieferdesk-1!', NEUES_PASSWORT);
    await aendernKnopf(page).click();
    await page
      .getByTestId('konto-passwort-fehler')
      .getByText(K.fehler.aktuellesPasswortFalsch, { exact: true })
      .waitFor();
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // The right one: changed, the fields empty again, leaving asks nothing.
    await passwortEingeben(page, DEMO_PASSWORT, NEUES_PASSWORT);
    await aendernKnopf(page).click();
    await page.getByTestId('konto-passwort-geaendert').getByText(K.passwort.geaendert).waitFor();
    await expect(feld(page, 'currentPassword').inputValue()).resolves.toBe('');

    // Signed out, the old password no longer signs in; the new one does.
    await page.getByTestId('abmelden').click();
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(DEMO_PASSWORT);
    await page.locator('form button[type="submit"]').first().click();
    await page
      .getByTestId('anmeldung-fehler')
      .getByText(ANMELDE_TEXTE.fehler.falscheAnmeldung, { exact: true })
      .waitFor();
    await page.locator('input[name="password"]').fill(NEUES_PASSWORT);
    await page.locator('form button[type="submit"]').first().click();
    await page.getByTestId('benutzer-name').waitFor();
    await page.close();
  });

  it('richtet die Authenticator-App ein: QR-Code und Schlüssel, ein falscher Code, der richtige', async () => {
    // Signed in with the password the first test set (the demo password no longer works).
    for (const offen of kontext.pages()) await offen.close();
    const page = await kontext.newPage();
    await page.goto(inject('stack').url);
    await page.locator('input[name="username"]').fill(username);
    await page.locator('input[name="password"]').fill(NEUES_PASSWORT);
    await page.locator('form button[type="submit"]').first().click();
    await page.getByTestId('benutzer-name').waitFor();
    await kontoOeffnen(page);

    const totp = page.getByTestId('konto-totp');
    await totp.getByRole('button', { name: K.totp.starten }).click();
    const schluessel = (await totp.getByTestId('konto-totp-schluessel').textContent()) ?? '';
    expect(schluessel).toMatch(/^[A-Z2-7]{16,}$/);
    await totp.getByRole('img', { name: K.totp.qrCode }).waitFor();
    // The code field has the focus.
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'code');
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    const codeFeld = totp.getByLabel(K.totp.code);
    const bestaetigen = totp.getByRole('button', { name: K.totp.bestaetigen, exact: true });
    await codeFeld.fill('12345');
    await bestaetigen.click();
    await totp.getByText(K.totp.codeFormat, { exact: true }).waitFor();
    // A code that is not the app's (the right one shifted by one digit).
    const richtig = generateSync({ secret: schluessel });
    const falsch = String((Number(richtig) + 1) % 1_000_000).padStart(6, '0');
    await codeFeld.fill(falsch);
    await bestaetigen.click();
    await totp.getByText(K.fehler.codeFalsch, { exact: true }).waitFor();
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    await codeFeld.fill(generateSync({ secret: schluessel }));
    await bestaetigen.click();
    await totp.getByTestId('konto-totp-eingerichtet').getByText(K.totp.eingerichtet).waitFor();

    const { cognito } = inject('stack');
    const benutzer = await cognitoClient(cognito.endpoint).send(
      new AdminGetUserCommand({ UserPoolId: cognito.userPoolId, Username: username }),
    );
    expect(benutzer.PreferredMfaSetting).toBe('SOFTWARE_TOKEN_MFA');
    expect(benutzer.UserMFASettingList).toEqual(['SOFTWARE_TOKEN_MFA']);
    await page.close();
  });
});
