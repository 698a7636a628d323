/**
 * The change log in the browser at 1280 × 720: a category changed by one user shows as the
 * newest row with who, what and the values set; the area filter narrows to it; a broker is not
 * offered the page and is refused it.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AENDERUNGEN_TEXTE as T, BEREICHE, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { rufe } from '../helpers/api';
import type { Page } from 'playwright-core';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { FENSTER_1280 } from '../helpers/layout';

const PFAD = BEREICHE.find((b) => b.id === 'aenderungen')!.pfad;
let browser: Awaited<ReturnType<typeof starteBrowser>>;
beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

async function bereichWaehlen(page: Page, bereich: string) {
  await page.locator('#aenderungen-bereich').click();
  await page.getByRole('option', { name: bereich, exact: true }).click();
  await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
}

describe('Änderungsprotokoll im Browser', () => {
  it('zeigt die Änderung einer Kategorie mit Benutzer, Bereich und gesetzten Werten; der Bereichsfilter grenzt ein', async () => {
    const marke = eindeutigeMarke();
    const gevoArt = eindeutigeZahl(970_000_000, 979_999_999);
    const neu = { gevoArt, hauptKategorie: `Browser ${marke}`, unterKategorie: 'A', kategorieFK: 9 };
    expect((await rufe(ROUTEN.kategorieAnlegen, { als: 'kategorien', body: neu })).status).toBe(200);

    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', PFAD, {
      fenster: FENSTER_1280,
    });
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
    const zeile = page.locator('tr.aenderung-zeile', { hasText: `Browser ${marke}` });
    await zeile.waitFor();
    await expect(zeile.locator('td').nth(1).textContent()).resolves.toBe('kategorien');
    await expect(zeile.locator('td').nth(2).textContent()).resolves.toBe('BiPRO-Kategorie');
    await expect(zeile.locator('td').nth(3).textContent()).resolves.toBe('gespeichert');
    await expect(zeile.locator('td').nth(4).textContent()).resolves.toBe(String(gevoArt));

    // Another area only: the row goes; the category's area again: it is back.
    await bereichWaehlen(page, 'Makler-Blacklist');
    await zeile.waitFor({ state: 'detached' });
    await bereichWaehlen(page, 'BiPRO-Kategorie');
    await zeile.waitFor();
    await page.close();
  });

  it('bietet einem Makler die Seite nicht an und verweigert sie ihm', async () => {
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'makler', PFAD, {
      fenster: FENSTER_1280,
    });
    await page.getByText(MELDUNGEN.keineBerechtigung).first().waitFor();
    await expect(page.getByTestId('nav-aenderungen').count()).resolves.toBe(0);
    await page.close();
  });
});
