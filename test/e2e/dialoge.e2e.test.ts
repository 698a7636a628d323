/**
 * Dialogs keep work (reference §2.17, §2.4): in headless Chromium at 1280×720, Esc in an open
 * dropdown or calendar closes that overlay only; closing the upload dialog with a file chosen,
 * the line edit with a changed line, or a form with changed fields asks first, and Nein keeps
 * everything. After an upload the dialog shows how the read ended — lines and faulty ones with
 * 'Ergebnis anzeigen' to the workbench filtered to that file — and lets go of the file; the same
 * content uploaded again is named as a duplicate with the file that holds it.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATENIMPORT_TEXTE as T, LESE_TEXTE, MELDUNGEN, UPLOAD_TEXTE as U } from '@lieferdesk/shared';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { neueAnmeldung, sicherheitsabfrageBeantworten, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { musterInhalt } from '../helpers/einlesen';
import { MUSTERDATEI } from '../fixtures';

const stack = inject('stack');
const IMPORT = '/intern/gdv/import/1';

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

const neueSeite = (pfad: string): Promise<Page> =>
  neueAnmeldung(kontext, stack.url, 'admin', pfad, { fenster: { width: 1280, height: 720 } });

const abfrage = (page: Page) => page.locator('.p-confirm-dialog');

describe('Dialoge behalten die Arbeit', () => {
  it('Datei einlesen: Esc im Dropdown, Rückfrage beim Schließen, Ergebnis mit Link, Duplikat benannt', async () => {
    const page = await neueSeite(IMPORT);
    const upload = page.locator('#upload-dialog');
    const inhalt = musterInhalt();
    const dateiname = `dialog-${eindeutigeMarke()}.txt`;

    await page.getByTestId('import-datei-einlesen').click();
    await upload.getByText(U.titel, { exact: true }).waitFor();
    await page
      .locator('#upload-datei')
      .setInputFiles({ name: dateiname, mimeType: 'text/plain', buffer: inhalt });
    await upload.getByTestId('upload-dateiname').getByText(dateiname, { exact: true }).waitFor();

    // Esc in the open company dropdown closes the dropdown, not the dialog.
    await page.locator('#upload-gesellschaft').click();
    const panel = page.locator('.p-dropdown-panel');
    await panel.waitFor();
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    await expect(abfrage(page).count()).resolves.toBe(0);
    await expect(upload.isVisible()).resolves.toBe(true);

    // Esc on the dialog with a file chosen asks; Nein keeps dialog and file.
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, U.schliessenFrage.gewaehlt(dateiname), 'nein');
    await expect(upload.isVisible()).resolves.toBe(true);
    await expect(upload.getByTestId('upload-dateiname').textContent()).resolves.toBe(dateiname);
    // So does the cross.
    await upload.locator('.p-dialog-header-close').click();
    await sicherheitsabfrageBeantworten(page, U.schliessenFrage.gewaehlt(dateiname), 'nein');
    await expect(upload.isVisible()).resolves.toBe(true);

    // Uploaded and read: the result, the file let go, no second upload of it by a click.
    const registriert = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/bipro_import/upload'),
    );
    await page.locator('#upload-hochladen').click();
    const { id } = (await (await registriert).json()) as { id: number };
    await upload.getByTestId('upload-fertig').waitFor({ timeout: 90_000 });
    await expect(upload.getByTestId('upload-fertig').textContent()).resolves.toBe(
      LESE_TEXTE.uploadStatus.gelesen(MUSTERDATEI.zeilen, 0),
    );
    await expect(upload.getByTestId('upload-dateiname').textContent()).resolves.toBe(U.keineDatei);
    await expect(page.locator('#upload-hochladen').isDisabled()).resolves.toBe(true);

    // 'Ergebnis anzeigen': the workbench with that file, all its lines.
    await page.locator('#upload-ergebnis').click();
    await upload.waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).searchParams.get('showFile')).toBe(String(id));
    await page
      .getByTestId('import-trefferzahl')
      .getByText(T.trefferAnzahl(MUSTERDATEI.zeilen), { exact: true })
      .waitFor();
    await page.getByTestId(`import-zeile-${zeilenId(id, 5)}`).waitFor();

    // The same content under another name: named as a duplicate of that file, nothing to show.
    const nochmal = `nochmal-${dateiname}`;
    await page.getByTestId('import-datei-einlesen').click();
    await upload.getByText(U.titel, { exact: true }).waitFor();
    await page
      .locator('#upload-datei')
      .setInputFiles({ name: nochmal, mimeType: 'text/plain', buffer: inhalt });
    await upload.getByTestId('upload-dateiname').getByText(nochmal, { exact: true }).waitFor();
    await page.locator('#upload-hochladen').click();
    const doppelt = upload.getByTestId('upload-fertig');
    await doppelt.waitFor({ timeout: 90_000 });
    const text = await doppelt.textContent();
    expect(text).toContain(`„${nochmal}“ wurde bereits am`);
    expect(text).toContain(`als Datei-Nr. ${id} eingelesen (damals unter dem Namen „${dateiname}“).`);
    await expect(page.locator('#upload-ergebnis').count()).resolves.toBe(0);
    // Nothing chosen any more: closing does not ask.
    await page.locator('#upload-schliessen').click();
    await upload.waitFor({ state: 'detached' });
    await expect(abfrage(page).count()).resolves.toBe(0);
    await page.close();
  }, 180_000);

  it('Kalender im Filter: Esc schließt nur den Kalender, das Datum bleibt', async () => {
    const page = await neueSeite(IMPORT);
    const von = page.locator('#import-filter-datum-von');
    // Typing in the field opens the calendar.
    await von.fill('01.02.2026');
    const kalender = page.locator('.p-datepicker');
    await kalender.waitFor();
    await page.keyboard.press('Escape');
    await kalender.waitFor({ state: 'detached' });
    await expect(von.inputValue()).resolves.toBe('01.02.2026');
    await page.close();
  }, 120_000);

  it('Zeile bearbeiten: eine geänderte Zeile wird erst nach Ja verworfen', async () => {
    const page = await neueSeite(IMPORT);
    const zeile = page.locator('tr.import-zeile').first();
    await zeile.waitFor();
    await zeile.locator('[data-testid^="import-zeile-bearbeiten-"]').click();
    const dialog = page.locator('#import-zeile-dialog');
    const text = page.locator('#import-zeile-text');
    await text.waitFor();
    const vorher = await text.inputValue();

    // Unchanged, Esc closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(abfrage(page).count()).resolves.toBe(0);

    await zeile.locator('[data-testid^="import-zeile-bearbeiten-"]').click();
    await text.waitFor();
    await text.press('End');
    await text.pressSequentially('X');
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'nein');
    await expect(text.inputValue()).resolves.toBe(`${vorher}X`);
    // Esc in the open use4Booking dropdown closes only that.
    await page.locator('#import-zeile-use4booking').click();
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await expect(abfrage(page).count()).resolves.toBe(0);
    await expect(dialog.isVisible()).resolves.toBe(true);
    // 'Abbrechen' asks too; Ja drops the change.
    await page.locator('#import-zeile-abbrechen').click();
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'ja');
    await dialog.waitFor({ state: 'detached' });
    await page.close();
  }, 120_000);

  it('Formulardialog (Kategorie): geänderte Felder erst nach Rückfrage verworfen', async () => {
    const page = await neueSeite('/intern/bipro/kategorien');
    const dialog = page.locator('#kategorie-dialog');
    await page.getByTestId('kategorie-hinzufuegen').click();
    await dialog.waitFor();
    // Nothing typed: Esc closes at once.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('kategorie-hinzufuegen').click();
    await dialog.waitFor();
    await page.locator('#kategorie-hauptkategorie').fill('Entwurf');
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'nein');
    await expect(page.locator('#kategorie-hauptkategorie').inputValue()).resolves.toBe('Entwurf');
    // Typed back to what it was: nothing to lose, no question.
    await page.locator('#kategorie-hauptkategorie').fill('');
    await page.locator('#kategorie-abbrechen').click();
    await dialog.waitFor({ state: 'detached' });
    await expect(abfrage(page).count()).resolves.toBe(0);
    await page.close();
  }, 120_000);
});
