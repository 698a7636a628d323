/**
 * What a clerk meets on the BiPRO screens keeps his work (issue 25 §5, §7), in a real browser at
 * 1280 × 720 against the local stack: unsaved category-exception marks (which survive a sort) and
 * an access page with changes ask before a link or the browser's Back leaves them, Esc in an open
 * list closes only the list; a new access does not open all red — a field's message shows once
 * it was left, all of them on 'Speichern'; the planned run's time field says the format it
 * takes; toasts stay long enough to read (the page's clock injected), an error until it is
 * closed. (The inbox's filter kept: posteingang-filter-behalten.e2e.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AUSNAHMEN_TEXTE as A,
  DOWNLOAD_UEBERSICHT_TEXTE as D,
  INTERFACELAUF_TEXTE,
  MELDUNGEN,
  ROUTEN,
  ZUGANG_SEITE_TEXTE as Z,
} from '@lieferdesk/shared';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { KUERZESTE_MS, LAENGSTE_MS } from '../../web/src/shell/meldungsdauer';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  waehleImDropdown,
} from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { FENSTER_1280 } from '../helpers/layout';

const marke = eindeutigeMarke();
const firma = DEMO_GESELLSCHAFTEN[0]!;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (benutzer: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, benutzer, '/', { fenster: FENSTER_1280 });
const pfad = (page: Page) => new URL(page.url()).pathname;
/** The browser's Back button, as the user presses it (not waiting for a page load). */
const zurueck = (page: Page) => page.evaluate(() => history.back());

/** The exceptions page with one company chosen and the first category marked (not saved). */
async function ausnahmeMarkieren(page: Page) {
  await page.getByTestId('nav-ausnahmen').click();
  await page.getByRole('heading', { name: 'Kategorie-Ausnahmen', exact: true }).waitFor();
  await waehleImDropdown(page, '#ausnahmen-gesellschaft', firma.name);
  await page.locator('tr.ausnahme-zeile').first().locator('td .p-checkbox').click();
  await page.getByTestId('ausnahmen-aenderungen').getByText(A.aenderungen(1)).waitFor();
}

describe('BiPRO-Seiten behalten die Arbeit', () => {
  it('Kategorie-Ausnahmen: ungespeicherte Markierungen fragen vor Link und Zurück', async () => {
    const page = await anmelden('admin');
    await ausnahmeMarkieren(page);
    const seite = pfad(page);

    // The marking survives a sort: the same category stays marked, wherever it is now.
    const gevoArt = await page
      .locator('tr.ausnahme-zeile')
      .first()
      .locator('[data-testid^="ausnahme-gevoart-"]')
      .textContent();
    await page.locator('#ausnahmen-tabelle th', { hasText: A.spalten.unterKategorie }).click();
    await page.locator('#ausnahmen-tabelle th', { hasText: A.spalten.unterKategorie }).click();
    const markiert = page
      .locator('tr.ausnahme-zeile', { has: page.getByTestId(`ausnahme-gevoart-${gevoArt}`) })
      .locator('td .p-checkbox');
    await expect(markiert.getAttribute('class')).resolves.toContain('p-highlight');
    await page.getByTestId('ausnahmen-aenderungen').getByText(A.aenderungen(1)).waitFor();

    await page.getByTestId('nav-kategorien').click();
    await sicherheitsabfrageBeantworten(page, A.verwerfenFrage, 'nein');
    expect(pfad(page)).toBe(seite);
    await page.getByTestId('ausnahmen-aenderungen').getByText(A.aenderungen(1)).waitFor();

    await zurueck(page);
    await sicherheitsabfrageBeantworten(page, A.verwerfenFrage, 'nein');
    expect(pfad(page)).toBe(seite);
    await page.getByTestId('ausnahmen-aenderungen').getByText(A.aenderungen(1)).waitFor();

    // Agreed, the page is left.
    await zurueck(page);
    await sicherheitsabfrageBeantworten(page, A.verwerfenFrage, 'ja');
    await page.waitForURL((url) => url.pathname !== seite);

    // Without changes nothing is asked.
    await page.getByTestId('nav-ausnahmen').click();
    await page.getByRole('heading', { name: 'Kategorie-Ausnahmen', exact: true }).waitFor();
    await page.getByTestId('nav-kategorien').click();
    await page.waitForURL((url) => url.pathname !== seite);
    await expect(page.locator('.p-confirm-dialog').count()).resolves.toBe(0);
    await page.close();
  });

  it('Zugangsseite: neu nicht rot, Meldung nach dem Verlassen des Feldes, alle bei Speichern; Zurück fragt', async () => {
    const page = await anmelden('admin');
    const gespeichert: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes(ROUTEN.zugangSpeichern.pfad)) gespeichert.push(r.url());
    });
    await page.getByTestId('nav-downloadUebersicht').click();
    await page.getByRole('heading', { name: D.titel, exact: true }).waitFor();
    await page.locator('#download-neuer-zugang').click();
    await page.getByRole('heading', { name: Z.titelNeu, exact: true }).waitFor();
    const seite = pfad(page);

    const formular = page.locator('#zugang-formular');
    const meldungen = () =>
      formular
        .locator('small.p-error')
        .evaluateAll((e) => e.map((x) => x.textContent ?? '').filter((t) => t !== ''));
    await expect(formular.locator('.p-invalid').count()).resolves.toBe(0);
    await expect(meldungen()).resolves.toEqual([]);

    // Left empty, the field says what it needs; the others stay quiet.
    await page.locator('#zugang-bezeichnung').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => page.getByTestId('zugang-bezeichnung-fehler').textContent()).not.toBe('');
    await expect(page.locator('#zugang-bezeichnung').getAttribute('class')).resolves.toContain('p-invalid');
    await expect(page.getByTestId('zugang-passwort-fehler').textContent()).resolves.toBe('');

    // 'Speichern' shows every message, sends nothing, and goes to the first field marked.
    await page.locator('#zugang-speichern').click();
    await page.getByTestId('zugang-passwort-fehler').getByText(Z.passwortErforderlich).waitFor();
    await expect.poll(async () => (await meldungen()).length).toBeGreaterThan(2);
    await expect
      .poll(() =>
        page.evaluate(() => document.activeElement?.closest('.ld-feld')?.querySelector('.p-invalid') != null),
      )
      .toBe(true);
    expect(gespeichert).toEqual([]);

    // The browser's Back with changes asks; 'Nein' stays with the work.
    await page.locator('#zugang-bezeichnung').fill(`Behalten ${marke}`);
    // Esc in an open list closes the list only: no question, the page and its work stay.
    await page.locator('#zugang-gesellschaft').click();
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await expect(page.locator('.p-confirm-dialog').count()).resolves.toBe(0);
    expect(pfad(page)).toBe(seite);
    await zurueck(page);
    await sicherheitsabfrageBeantworten(page, Z.verlassenFrage, 'nein');
    expect(pfad(page)).toBe(seite);
    await expect(page.locator('#zugang-bezeichnung').inputValue()).resolves.toBe(`Behalten ${marke}`);
    await zurueck(page);
    await sicherheitsabfrageBeantworten(page, Z.verlassenFrage, 'ja');
    await page.getByRole('heading', { name: D.titel, exact: true }).waitFor();
    expect(gespeichert).toEqual([]);
    await page.close();
  });

  it('Interfacelauf: das Uhrzeitfeld nimmt HH:MM und sagt genau das', async () => {
    const page = await anmelden('admin');
    await page.getByTestId('nav-interfaceLaeufe').click();
    await page.getByRole('heading', { name: INTERFACELAUF_TEXTE.titel, exact: true }).waitFor();
    await page.locator('#interfacelauf-anlegen').click();
    await page
      .locator('#interfacelauf-dialog')
      .getByText(INTERFACELAUF_TEXTE.dialogTitel, { exact: true })
      .waitFor();
    const zeit = page.locator('#interfacelauf-zeit');
    await zeit.click();
    await zeit.pressSequentially('063015');
    await expect(zeit.inputValue()).resolves.toBe('06:30');
    await zeit.fill('');
    await zeit.pressSequentially('2561');
    await page.keyboard.press('Tab');
    const meldung = page.getByTestId('interfacelauf-zeit-fehler');
    await meldung.getByText(MELDUNGEN.uhrzeitOhneSekundenUngueltig, { exact: true }).waitFor();
    await expect(meldung.textContent()).resolves.not.toContain('SS');
    await page.close();
  });

  it('Toasts: ein Erfolg bleibt nach seiner Länge, ein Fehler bis er geschlossen wird', async () => {
    const page = await anmelden('admin');
    await ausnahmeMarkieren(page);
    await page.clock.install();
    let antwort = { status: 200, body: '{}' };
    await page.route(`**${ROUTEN.ausnahmenSpeichern.pfad}`, (route) =>
      route.fulfill({ status: antwort.status, contentType: 'application/json', body: antwort.body }),
    );

    await page.locator('#ausnahmen-speichern').click();
    const erfolg = page.locator('.p-toast-message-success', { hasText: A.gespeichert(1, 0) });
    await erfolg.waitFor();
    // Past PrimeReact's 3 seconds, short of the shortest stay: still there.
    await page.clock.runFor(KUERZESTE_MS - 500);
    await expect(erfolg.isVisible()).resolves.toBe(true);
    await page.clock.runFor(LAENGSTE_MS);
    await erfolg.waitFor({ state: 'detached' });

    const fehlertext = `Testfehler ${marke}: die Ausnahmen konnten nicht gespeichert werden.`;
    antwort = { status: 400, body: JSON.stringify({ message: fehlertext }) };
    await page.locator('tr.ausnahme-zeile').first().locator('td .p-checkbox').click();
    await page.locator('#ausnahmen-speichern').click();
    const fehler = page.locator('.p-toast-message-error', { hasText: fehlertext });
    await fehler.waitFor();
    await page.clock.runFor(5 * LAENGSTE_MS);
    await expect(fehler.isVisible()).resolves.toBe(true);
    await fehler.getByRole('button').click();
    await fehler.waitFor({ state: 'detached' });
    await page.close();
  });
});
