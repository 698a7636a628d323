/**
 * The interface screens in a real browser against the local stack (reference §2.8, §5, §6): an
 * internal user creates an interface, adds a field (seeing the required-name message), saves
 * the head, opens a sub-interface and deletes the interface after confirmation; a user with
 * only the import-visible role sees list and interface read-only, and tests an interface with a
 * sample file.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { rufe } from '../helpers/api';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { eingebautesBeispiel } from '../fixtures';

const LISTE = '/intern/gdv/gdv-interfaces';
const NAME = 'Browsertest Interface';
const COURTAGE_BEISPIEL = eingebautesBeispiel('courtage-2024-03.csv');
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;
let eingebaut: { id: number; interfaceName: string };

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
  const { body } = await rufe(ROUTEN.schnittstellenFilter, { als: 'admin', body: {} });
  eingebaut = body.rows.find((z: { eingebaut: boolean }) => z.eingebaut);
});
afterAll(async () => browser?.beenden());

async function neueSeite(username: string): Promise<Page> {
  const page = await neueAnmeldung(kontext, inject('stack').url, username, LISTE);
  await page.getByRole('heading', { name: MELDUNGEN.interfacesTitel, exact: true }).waitFor();
  await page.getByTestId(`interface-${eingebaut.id}`).waitFor();
  return page;
}

describe('Interfaces im Browser', () => {
  it('legt als interner Benutzer ein Interface an, pflegt Feld und Sub-Interface und löscht es', async () => {
    const page = await neueSeite('admin');
    await expect(page.getByTestId(`interface-eingebaut-${eingebaut.id}`).isVisible()).resolves.toBe(true);

    // New interface: head first; fields need a saved interface.
    await page.getByTestId('interface-hinzufuegen').click();
    await page.getByRole('heading', { name: MELDUNGEN.interfaceAnlegenTitel, exact: true }).waitFor();
    await page.getByText(MELDUNGEN.interfaceErstSpeichern).waitFor();
    await page.getByText(MELDUNGEN.interfaceNameErforderlich).waitFor();
    await expect(page.locator('#interface-speichern').isDisabled()).resolves.toBe(true);
    await page.locator('#interface-name').fill(NAME);
    await page.locator('#interface-beschreibung').fill('Angelegt im Browsertest');
    await page.locator('#interface-speichern').click();
    await page.locator('.p-toast-message-success', { hasText: MELDUNGEN.interfaceGespeichert }).waitFor();
    await page.getByRole('heading', { name: MELDUNGEN.interfaceBearbeitenTitel, exact: true }).waitFor();
    const id = Number(new URL(page.url()).searchParams.get('id'));
    expect(id).toBeGreaterThanOrEqual(1000);
    await page.getByTestId('interface-kennung').getByText(NAME).waitFor();

    // A field: the dialog asks for the name before it lets the user save.
    await page.getByTestId('feld-hinzufuegen').click();
    const feldDialog = page.locator('#feld-dialog');
    await feldDialog.waitFor();
    await feldDialog.getByText(MELDUNGEN.feldNameErforderlich, { exact: true }).waitFor();
    await expect(page.locator('#feld-speichern').isDisabled()).resolves.toBe(true);
    await page.locator('#feld-name').fill('VSNR');
    await expect(feldDialog.getByText(MELDUNGEN.feldNameErforderlich).count()).resolves.toBe(0);
    await page.locator('#feld-position').fill('43');
    await page.locator('#feld-len').fill('17');
    await page.locator('#feld-speichern').click();
    await feldDialog.waitFor({ state: 'detached' });
    const feldZeile = page.locator('tr.feld-zeile', { has: page.getByTestId('feld-VSNR') });
    await feldZeile.getByText(MELDUNGEN.feldArten[1]).waitFor();

    // Head saved again: the reference's success message.
    await page.locator('.p-toast-message-success').first().waitFor({ state: 'detached', timeout: 10_000 });
    await page.locator('#interface-multiple').check();
    await page.locator('#interface-speichern').click();
    await page.locator('.p-toast-message-success', { hasText: MELDUNGEN.interfaceGespeichert }).waitFor();

    // A sub-interface: required newItabSid, then chosen from the list of interfaces.
    await page.getByTestId('multi-hinzufuegen').click();
    const multiDialog = page.locator('#multi-dialog');
    await multiDialog.waitFor();
    await multiDialog.getByText(MELDUNGEN.newItabSidErforderlich).waitFor();
    await page.locator('#multi-newitabsid').click();
    await page.locator('.p-dropdown-filter').fill(String(eingebaut.id));
    await page
      .getByRole('option', { name: `${eingebaut.id} – ${eingebaut.interfaceName}`, exact: true })
      .click();
    await page.locator('#multi-beschreibung').fill('Teil 1');
    await page.locator('#multi-speichern').click();
    await multiDialog.waitFor({ state: 'detached' });
    await page.getByTestId('multi-1').waitFor();

    // Open it: the same edit component, marked as sub-interface; a built-in, so read-only.
    await page.getByTestId('multi-oeffnen-1').click();
    await page.getByRole('heading', { name: MELDUNGEN.subInterfaceTitel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/intern/gdv/gdv-interface');
    expect(new URL(page.url()).searchParams.get('sub')).toBe('true');
    await page
      .getByTestId('sub-interface-hinweis')
      .getByText(MELDUNGEN.subInterfaceHinweis(eingebaut.id))
      .waitFor();
    await page.getByTestId('interface-eingebaut-hinweis').waitFor();
    await expect(page.locator('#interface-speichern').count()).resolves.toBe(0);
    await expect(page.locator('#interface-kopieren').isVisible()).resolves.toBe(true);
    await page.locator('#interface-zurueck').click();
    await page.getByTestId('multi-1').waitFor();

    // Back to the list: own interfaces come first; the name filter finds it among the built-ins.
    await page.locator('#interface-zurueck').click();
    await page.getByTestId(`interface-${id}`).waitFor();
    await page.locator('#interfaces-filter-name').fill('browsertest');
    await page.getByTestId(`interface-${eingebaut.id}`).waitFor({ state: 'detached' });
    await expect(page.locator('tr.interface-zeile').count()).resolves.toBe(1);
    // Delete with confirmation.
    await page.getByTestId(`interface-loeschen-${id}`).click();
    const frage = page.locator('.p-confirm-dialog');
    await frage.getByText(MELDUNGEN.schnittstelleLoeschenFrage(NAME)).waitFor();
    await frage.getByRole('button', { name: MELDUNGEN.ja }).click();
    await page.getByTestId(`interface-${id}`).waitFor({ state: 'detached' });
    await expect((await rufe(ROUTEN.schnittstelleLaden, { als: 'admin', query: { id } })).status).toBe(404);
    await page.close();
  });

  it('zeigt ohne die Rolle INTERN Liste und Interface nur zum Lesen', async () => {
    const page = await neueSeite('importsicht');
    await expect(page.getByTestId('interface-hinzufuegen').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid^="interface-kopieren-"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid^="interface-loeschen-"]').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid^="interface-bearbeiten-"]').count()).resolves.toBe(0);

    await page.getByTestId(`interface-anzeigen-${eingebaut.id}`).click();
    await page.getByRole('heading', { name: MELDUNGEN.interfaceAnzeigenTitel, exact: true }).waitFor();
    await page.getByTestId('interface-nur-lesen').waitFor();
    await expect(page.locator('#interface-name').inputValue()).resolves.toBe(eingebaut.interfaceName);
    await expect(page.locator('#interface-name').getAttribute('readonly')).resolves.not.toBeNull();
    for (const verboten of ['#interface-speichern', '#interface-kopieren']) {
      await expect(page.locator(verboten).count()).resolves.toBe(0);
    }
    await expect(page.getByTestId('feld-hinzufuegen').count()).resolves.toBe(0);
    await expect(page.getByTestId('multi-hinzufuegen').count()).resolves.toBe(0);
    await expect(page.locator('[data-testid^="feld-bearbeiten-"]').count()).resolves.toBe(0);
    await page.close();
  });

  it('testet das Courtage-Interface 2 mit der Beispieldatei und zeigt die Zeilen', async () => {
    const page = await neueSeite('importsicht');
    await page.locator('#interfaces-filter-name').fill('Courtage-Abrechnung');
    await page.getByTestId('interface-anzeigen-2').click();
    await page.getByTestId('interface-kennung').getByText('Courtage-Abrechnung CSV').waitFor();

    await page.locator('#interface-testen').click();
    const dialog = page.locator('#interface-test-dialog');
    await dialog.getByText(MELDUNGEN.interfaceTestenHinweis).waitFor();
    await page.locator('#interface-test-datei').setInputFiles(COURTAGE_BEISPIEL);
    await dialog
      .getByTestId('interface-test-zusammenfassung')
      .getByText(MELDUNGEN.testZusammenfassung('courtage-2024-03.csv', 9, 0))
      .waitFor();
    const zeilen = dialog.locator('#interface-test-tabelle tr.test-zeile');
    await expect(zeilen.count()).resolves.toBe(9);
    const zweite = zeilen.nth(1);
    await zweite.getByText('Courtage-Buchung', { exact: true }).waitFor();
    await zweite.getByTestId('test-status-2').getByText('0 – gelesen').waitFor();
    await expect(zweite.textContent()).resolves.toContain('Provisionsbetrag: 46.86');
    await expect(zweite.textContent()).resolves.toContain('Buchungsdatum: 2024-03-04');
    await page.locator('#interface-test-schliessen').click();
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  });
});
