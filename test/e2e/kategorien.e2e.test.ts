/**
 * The categories screen in a real browser against the local stack: a user with the right to
 * set categories creates, edits and deletes one and sees the validation messages; a user
 * without it sees the list but no add, edit or delete.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MELDUNGEN } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';

const SEITE = '/intern/bipro/kategorien';
const GEVO = 990_005_000;
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

async function neueSeite(username: string): Promise<Page> {
  const page = await neueAnmeldung(kontext, inject('stack').url, username, SEITE);
  await page.getByRole('heading', { name: MELDUNGEN.kategorienTitel }).waitFor();
  await page.getByTestId('kategorie-110001000').waitFor();
  return page;
}

describe('Feststellung der BiPRO Kategorien im Browser', () => {
  it('legt mit dem Recht eine Kategorie an, bearbeitet und löscht sie', async () => {
    const page = await neueSeite('kategorien');
    const dialog = page.locator('#kategorie-dialog');
    const speichern = page.locator('#kategorie-speichern');

    await page.getByTestId('kategorie-hinzufuegen').click();
    await dialog.waitFor();
    // The dialog takes the focus to its first field: a new category starts with its Gevo Art.
    await page.waitForFunction(() => document.activeElement?.id === 'kategorie-gevoart');
    for (const text of [
      MELDUNGEN.gevoArtErforderlich,
      MELDUNGEN.hauptkategorieErforderlich,
      MELDUNGEN.unterkategorieErforderlich,
      MELDUNGEN.mscDateikategorieErforderlich,
    ]) {
      await expect(dialog.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(speichern.isDisabled()).resolves.toBe(true);

    await page.locator('#kategorie-gevoart').fill(String(GEVO));
    await page.locator('#kategorie-hauptkategorie').fill('Browsertest');
    await page.locator('#kategorie-unterkategorie').fill('Angelegt');
    await expect(speichern.isDisabled()).resolves.toBe(true);
    await page.locator('#kategorie-mscdateikategorie').click();
    await page.getByRole('option', { name: 'Korrespondenz' }).click();
    await expect(dialog.getByText(MELDUNGEN.mscDateikategorieErforderlich).count()).resolves.toBe(0);
    await speichern.waitFor({ state: 'visible' });
    await expect(speichern.isEnabled()).resolves.toBe(true);
    await speichern.click();
    await dialog.waitFor({ state: 'detached' });
    const zeile = page.locator('tr', { has: page.getByTestId(`kategorie-${GEVO}`) });
    await zeile.getByText('Angelegt').waitFor();

    await page.getByTestId(`kategorie-bearbeiten-${GEVO}`).click();
    await dialog.waitFor();
    await expect(page.locator('#kategorie-gevoart').isDisabled()).resolves.toBe(true);
    await page.waitForFunction(() => document.activeElement?.id === 'kategorie-hauptkategorie');
    await page.locator('#kategorie-unterkategorie').fill('');
    await dialog.getByText(MELDUNGEN.unterkategorieErforderlich).waitFor();
    await expect(speichern.isDisabled()).resolves.toBe(true);
    await page.locator('#kategorie-unterkategorie').fill('Geändert');
    await speichern.click();
    await dialog.waitFor({ state: 'detached' });
    await zeile.getByText('Geändert').waitFor();

    await page.getByTestId(`kategorie-loeschen-${GEVO}`).click();
    const frage = page.locator('.p-confirm-dialog');
    await frage.getByText(MELDUNGEN.kategorieLoeschenFrage(GEVO)).waitFor();
    await frage.getByRole('button', { name: MELDUNGEN.ja }).click();
    await page.getByTestId(`kategorie-${GEVO}`).waitFor({ state: 'detached' });
    await page.close();
  });

  it('zeigt ohne das Recht die Liste, aber kein Hinzufügen, Bearbeiten oder Löschen', async () => {
    const page = await neueSeite('makler');
    await expect(page.getByTestId('kategorie-hinzufuegen').count()).resolves.toBe(0);
    await expect(page.getByTestId('kategorie-bearbeiten-110001000').count()).resolves.toBe(0);
    await expect(page.getByTestId('kategorie-loeschen-110001000').count()).resolves.toBe(0);
    await page.close();
  });
});
