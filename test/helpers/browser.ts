/** Headless Chromium (Debian's package) driven by playwright-core, and sign-in as a demo user. */
import { rmSync } from 'node:fs';
import { chromium, type BrowserContext, type Page, type Request, type Response } from 'playwright-core';
import { API_BASIS, MELDUNGEN, type Route } from '@lieferdesk/shared';
import { expect } from 'vitest';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { datenordner } from './datenordner';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * What the file's pages did lately: every API answer with its time, failed requests, console
 * errors and uncaught exceptions. A wait that fails says only what it did not see; this says why
 * (test/helpers/browser-protokoll.ts prints it for a failed test).
 */
const PROTOKOLL_ZEILEN = 300;
const protokoll: string[] = [];
const notiere = (zeile: string) => {
  protokoll.push(`${new Date().toISOString().slice(11, 23)} ${zeile}`);
  if (protokoll.length > PROTOKOLL_ZEILEN) protokoll.shift();
};
export const browserProtokoll = {
  zeilen: (): readonly string[] => protokoll,
  leeren: () => void protokoll.splice(0),
};

/** What an API request sent (its filter, its fields); a sign-in's tokens and passwords are not noted. */
const gesendet = (r: Request) =>
  new URL(r.url()).pathname.startsWith(API_BASIS) ? (r.postData() ?? '').slice(0, 300) : '';

function beobachte(page: Page) {
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') notiere(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => notiere(`Ausnahme: ${e.message}`));
  page.on('requestfailed', (r) =>
    notiere(`gescheitert: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`),
  );
  page.on('requestfinished', (r) => {
    if (r.resourceType() !== 'fetch' && r.resourceType() !== 'xhr') return;
    void r
      .response()
      .then(async (a) => {
        const t = r.timing();
        const status = a?.status() ?? 0;
        // A refused request's reason, and what was sent: the 400's why.
        const grund =
          status >= 400 ? ` ${(await a!.text().catch(() => '')).slice(0, 300)} ← ${gesendet(r)}` : '';
        notiere(`${status || '?'} ${r.method()} ${r.url()} ${Math.round(t.responseEnd)} ms${grund}`);
      })
      .catch(() => undefined); // the page closed meanwhile: nothing to note
  });
}

/** `zeitzone`: the browser's time zone (IANA name); without it the machine's. */
export async function starteBrowser(
  o: { zeitzone?: string } = {},
): Promise<{ kontext: BrowserContext; beenden: () => Promise<void> }> {
  const profil = datenordner('lieferdesk-chromium-');
  const kontext = await chromium.launchPersistentContext(profil, {
    executablePath: CHROMIUM,
    headless: true,
    locale: 'de-DE',
    ...(o.zeitzone ? { timezoneId: o.zeitzone } : {}),
    viewport: { width: 1400, height: 900 },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  for (const page of kontext.pages()) beobachte(page);
  kontext.on('page', beobachte);
  return {
    kontext,
    beenden: async () => {
      await kontext.close();
      rmSync(profil, { recursive: true, force: true });
    },
  };
}

/** Opens `pfad` and signs in through the form the app shows to a signed-out visitor. */
export async function anmelden(page: Page, basis: string, username: string, pfad = '/') {
  await page.goto(`${basis}${pfad}`);
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(DEMO_PASSWORT);
  await page.locator('form button[type="submit"]').first().click();
  await page.getByTestId('benutzer-name').waitFor();
}

/**
 * A new page signed in afresh as `username` at `pfad`: no cookies, nothing stored from another
 * visit, no other page of the context open — sessions pass between a context's tabs, so a page a
 * failed test left open would hand its session to this one.
 */
export async function neueAnmeldung(
  kontext: BrowserContext,
  basis: string,
  username: string,
  pfad: string,
  o: {
    fenster?: { width: number; height: number };
    vorAnmeldung?: (page: Page) => unknown;
  } = {},
): Promise<Page> {
  for (const offen of kontext.pages()) await offen.close();
  await kontext.clearCookies();
  const page = await kontext.newPage();
  if (o.fenster) await page.setViewportSize(o.fenster);
  await page.goto(basis);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await o.vorAnmeldung?.(page);
  await anmelden(page, basis, username, pfad);
  return page;
}

/**
 * Chooses `option` in a PrimeReact dropdown with a filter. Waits until the panel has gone
 * (it leaves with an animation), so the next dropdown's panel is the only one on the page.
 */
export async function waehleImDropdown(page: Page, dropdown: string, option: string) {
  await page.locator(dropdown).click();
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill(option);
  const panel = page.locator('.p-dropdown-panel');
  // A click that lands while the filtered list renders anew selects nothing and the panel stays
  // open (seen on a busy machine): the option is clicked again until the panel has gone.
  await expect
    .poll(
      async () => {
        if ((await panel.count()) === 0) return true;
        await page
          .getByRole('option', { name: option, exact: true })
          .click({ timeout: 5000 })
          .catch(() => undefined);
        return panel.waitFor({ state: 'detached', timeout: 5000 }).then(
          () => true,
          () => false,
        );
      },
      { timeout: 30_000, interval: 100 },
    )
    .toBe(true);
}

/** Answers the security prompt (Ja or Nein) after checking its question; waits until it has gone. */
export async function sicherheitsabfrageBeantworten(
  page: Page,
  frage: string,
  antwort: 'ja' | 'nein' = 'ja',
) {
  const abfrage = page.locator('.p-confirm-dialog');
  await abfrage.getByText(MELDUNGEN.sicherheitsabfrage, { exact: true }).waitFor();
  await expect(abfrage.getByText(frage, { exact: true }).isVisible()).resolves.toBe(true);
  const knopf = antwort === 'ja' ? MELDUNGEN.ja : MELDUNGEN.nein;
  await abfrage.getByRole('button', { name: knopf, exact: true }).click();
  await abfrage.waitFor({ state: 'detached' });
}

/**
 * The answer to a list's next search: its first page. A later page's request carries its page
 * token and may be the list fetching ahead while the user has not searched (useServerSeiten).
 */
export const sucheAntwort = (page: Page, route: Route): Promise<Response> =>
  page.waitForResponse(
    (r) => r.url().includes(route.pfad) && !(r.request().postData() ?? '').includes('"seite"'),
  );
