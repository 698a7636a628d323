/**
 * Insurer-to-access mapping in a real browser at 1280 × 720 against the local stack (reference
 * §2.2, §2.3): an internal user names an access, adds an insurer on the add-insurer page (found by
 * name; saving goes back one page), sees it in the table — and no longer offered on the add page —
 * and removes it after the security prompt. Both screens fit the window and pass axe.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { GESELLSCHAFT_ZUGANG_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import { neueAnmeldung, sicherheitsabfrageBeantworten, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { FENSTER_1280, passtInsFenster } from '../helpers/layout';

const nordstern = DEMO_GESELLSCHAFTEN.find((g) => g.name.startsWith('Nordstern'))!;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const pfad = (page: Page) => new URL(page.url());

describe('Gesellschaften zu Zugängen im Browser', () => {
  it('ordnet über die Hinzufügen-Seite eine Gesellschaft zu, zeigt sie und entfernt sie wieder', async () => {
    const zugang = `Browser ${eindeutigeMarke()}`;
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'intern', '/', {
      fenster: FENSTER_1280,
    });
    await page.getByTestId('nav-gesellschaftZugang').click();
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();

    await page.locator('#zugang-bezeichnung').fill(zugang);
    await page.locator('#zugang-anzeigen').click();
    await page.getByTestId('zugang-gezeigt').getByText(T.zugangGezeigt(zugang)).waitFor();
    expect(pfad(page).searchParams.get('extZugangBezeichnung')).toBe(zugang);
    // The empty table says why.
    await page.locator('#zugang-gesellschaften-tabelle').getByText(T.keineGesellschaften(zugang)).waitFor();

    await page.locator('#zugang-gesellschaft-hinzufuegen').click();
    await page.getByRole('heading', { name: T.hinzufuegenTitel, exact: true }).waitFor();
    expect(pfad(page).pathname).toBe('/intern/gesellschaft-hinzufuegen');
    expect(pfad(page).searchParams.get('extZugangBezeichnung')).toBe(zugang);
    await page.getByTestId('gesellschaft-hinzufuegen-zugang').getByText(T.fuerZugang(zugang)).waitFor();
    await page.locator('#gesellschaft-suche').fill('nordstern');
    await page.getByTestId(`gesellschaft-treffer-${nordstern.gesellschaftId}`).waitFor();
    await expect(page.locator('tr.gesellschaft-treffer-zeile').count()).resolves.toBe(1);
    await passtInsFenster(page, page.locator('#gesellschaft-treffer-tabelle thead'));
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    await page.getByTestId(`gesellschaft-zuordnen-${nordstern.gesellschaftId}`).click();
    // One page back: the mapping screen, on the same access.
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
    expect(pfad(page).pathname).toBe('/intern/bipro/gesellschaft-zugang');
    expect(pfad(page).searchParams.get('extZugangBezeichnung')).toBe(zugang);
    await page.getByText(T.zugeordnet(nordstern.name, zugang)).waitFor();
    const zeile = page.locator('tr.zugang-gesellschaft-zeile', {
      has: page.getByTestId(`zugang-gesellschaft-${nordstern.gesellschaftId}`),
    });
    await zeile.getByText(nordstern.name, { exact: true }).waitFor();
    await zeile.getByText(nordstern.vuNrBafin!, { exact: true }).waitFor();
    await passtInsFenster(page, page.locator('#zugang-gesellschaften-tabelle thead'));
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // The add page offers only what the access does not have yet; a new visit starts empty.
    await page.locator('#zugang-gesellschaft-hinzufuegen').click();
    await page.getByRole('heading', { name: T.hinzufuegenTitel, exact: true }).waitFor();
    await expect(page.locator('#gesellschaft-suche').inputValue()).resolves.toBe('');
    // Other tests' companies may match the number too: the mapped one is what must be missing.
    const antwort = page.waitForResponse(
      (r) =>
        r.url().includes(ROUTEN.gesellschaftSuchen.pfad) &&
        new URL(r.url()).searchParams.get('suche') === String(nordstern.gesellschaftId),
    );
    await page.locator('#gesellschaft-suche').fill(String(nordstern.gesellschaftId));
    expect((await antwort).status()).toBe(200);
    await expect(page.getByTestId(`gesellschaft-treffer-${nordstern.gesellschaftId}`).count()).resolves.toBe(
      0,
    );
    await page.locator('#gesellschaft-hinzufuegen-zurueck').click();
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();

    await page.getByTestId(`zugang-gesellschaft-entfernen-${nordstern.gesellschaftId}`).click();
    await sicherheitsabfrageBeantworten(page, T.entfernenFrage(nordstern.name, zugang));
    await page.getByTestId(`zugang-gesellschaft-${nordstern.gesellschaftId}`).waitFor({ state: 'detached' });
    await page.getByText(T.entfernt(nordstern.name, zugang)).waitFor();
    await page.close();
  });

  it('bleibt Benutzern ohne das interne Recht verschlossen', async () => {
    const page = await neueAnmeldung(
      browser.kontext,
      inject('stack').url,
      'kategorien',
      '/intern/gesellschaft-hinzufuegen?extZugangBezeichnung=VEMA',
    );
    await page.getByText(MELDUNGEN.keineBerechtigung).waitFor();
    await expect(page.getByTestId('nav-gesellschaftZugang').count()).resolves.toBe(0);
    await page.close();
  });
});
