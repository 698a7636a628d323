/**
 * Start page and navigation in a real browser: each user lands on the first screen he may use —
 * the start page 'Übersicht' for internal and import users and brokers, else the BiPRO documents
 * inbox, open to every signed-in user — the menu lists only areas he may open, and internal staff
 * (who hold the full filter) reach the data import with the upload modal's company and interface
 * choice.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BEREICHE, MELDUNGEN, POSTEINGANG_TEXTE, ROUTEN, UEBERSICHT_TEXTE } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

/** Signs in at the bare address, as someone opening the app does. */
const neueSeite = (username: string): Promise<Page> =>
  neueAnmeldung(browser.kontext, inject('stack').url, username, '/');

const pfad = (id: string) => BEREICHE.find((b) => b.id === id)!.pfad;
const menue = (page: Page) =>
  page.getByRole('navigation', { name: MELDUNGEN.navigation }).locator('[data-testid^="nav-"]');

describe('Startseite und Menü im Browser', () => {
  it('führt den Makler auf die Übersicht und zeigt ihm nur, was er öffnen kann', async () => {
    const page = await neueSeite('makler');
    await page.getByRole('heading', { name: UEBERSICHT_TEXTE.titel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pfad('uebersicht'));
    await expect(menue(page).evaluateAll((links) => links.map((l) => l.dataset.testid))).resolves.toEqual([
      'nav-uebersicht',
      'nav-kategorien',
      'nav-downloadUebersicht',
      'nav-courtage',
      'nav-mahnlisten',
      'nav-dokumente',
      'nav-lieferungen',
      'nav-gdvDateien',
      'nav-archiv',
    ]);
    await expect(page.getByTestId('bereich-nicht-gebaut').count()).resolves.toBe(0);
    await expect(page.getByText(MELDUNGEN.keineBerechtigung).count()).resolves.toBe(0);
    await page.close();
  });

  it('zeigt internen Mitarbeitern jeden Bereich und führt sie zum Datenimport mit Gesellschafts- und Interface-Auswahl', async () => {
    const page = await neueSeite('intern');
    await page.getByRole('heading', { name: UEBERSICHT_TEXTE.titel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pfad('uebersicht'));
    await expect(menue(page).evaluateAll((links) => links.map((l) => l.dataset.testid))).resolves.toEqual(
      BEREICHE.map((b) => `nav-${b.id}`),
    );
    await page.getByTestId('nav-datenimport').click();
    await page.getByRole('heading', { name: 'OMDS Datenimport' }).waitFor();

    const auswahl = page.waitForResponse((r) => r.url().includes(ROUTEN.uploadComboboxen.pfad));
    await page.getByTestId('import-datei-einlesen').click();
    const upload = page.locator('#upload-dialog');
    await upload.getByTestId('upload-filter').waitFor();
    expect((await auswahl).status()).toBe(200);
    await expect(upload.locator('#upload-gesellschaft').isVisible()).resolves.toBe(true);
    await expect(upload.locator('#upload-interface').isVisible()).resolves.toBe(true);
    await page.locator('#upload-schliessen').click();
    await upload.waitFor({ state: 'detached' });
    await page.close();
  });

  it('führt auch den Benutzer mit dem Datenimport-Recht zuerst auf die Übersicht', async () => {
    const page = await neueSeite('datenimport');
    await page.getByRole('heading', { name: UEBERSICHT_TEXTE.titel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pfad('uebersicht'));
    await page.close();
  });

  it('lässt, wer die Übersicht nicht sehen darf, auf seiner ersten Seite, den BiPRO-Dokumenten', async () => {
    const page = await neueSeite('maklerintern');
    await page.getByRole('heading', { name: new RegExp(`^${POSTEINGANG_TEXTE.titel}`) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pfad('dokumente'));
    await expect(page.getByTestId('nav-uebersicht').count()).resolves.toBe(0);
    await page.close();
  });
});
