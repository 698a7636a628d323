/**
 * The import monitor and the upload modal in a real browser against the local stack (spec
 * §2.14, §2.17, §4 "Upload", §8): an internal user uploads the GDV sample file through the
 * modal — company and interface chosen, 'Verarbeitung gestartet...', the job polled until the
 * file is read — and finds it in the monitor with its 165 records; he unlocks a locked file and
 * confirms the read errors of another; a broker sees neither the modal's choices nor the
 * settings button.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { INTERFACELAUF_TEXTE, MELDUNGEN, MONITOR_TEXTE as T, UPLOAD_TEXTE as U } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { neueAnmeldung, starteBrowser, waehleImDropdown } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { MUSTERDATEI } from '../fixtures';

const MONITOR = '/intern/gdv/gdv-import-monitor/1';
const GDV_INTERFACE = 'GDV VU-Vermittler (VUVM2023)';
const stack = inject('stack');
const dateien = importDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

async function neueSeite(username: string): Promise<Page> {
  const page = await neueAnmeldung(kontext, stack.url, username, MONITOR);
  await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
  return page;
}

/** A file record as the registration writes it, started now (so today's default filter shows it). */
async function datei(name: string, mehr: Partial<ImportDatei> = {}): Promise<ImportDatei> {
  const id = await dateien.neueId();
  return dateien.anlegen({
    id,
    fileName: `${name}-${eindeutigeMarke()}.txt`,
    bucket: stack.buckets.inbox,
    key: `test-monitor-e2e/${id}`,
    sha256: eindeutigeMarke(64),
    modus: 1,
    status: DATEI_STATUS.gelesen,
    dateFrom: new Date().toISOString(),
    numRows: 10,
    numRowsError: 0,
    numRowsWithoutError: 10,
    interfaceName: GDV_INTERFACE,
    journal: [],
    ...mehr,
  });
}

describe('Import-Monitor und Upload im Browser', () => {
  it('lädt als interner Benutzer die GDV-Musterdatei hoch und sieht sie mit 165 Datensätzen', async () => {
    const page = await neueSeite('admin');
    await page.getByRole('heading', { name: T.untertitel, exact: true }).waitFor();
    await expect(page.locator('#monitor-einstellungen').isVisible()).resolves.toBe(true);

    await page.locator('#monitor-datei-einlesen').click();
    const dialog = page.locator('#upload-dialog');
    await dialog.getByText(U.titel, { exact: true }).waitFor();
    const hochladen = page.locator('#upload-hochladen');
    await expect(hochladen.isDisabled()).resolves.toBe(true);
    await expect(dialog.getByTestId('upload-filter').isVisible()).resolves.toBe(true);

    // The sample with blank lines appended: other tests of this stack import the sample too,
    // and the same content is imported only once. Blank lines are no records.
    const inhalt = Buffer.concat([readFileSync(MUSTERDATEI.pfad), Buffer.from('\r\n\r\n\r\n')]);
    await page.locator('#upload-datei').setInputFiles({
      name: 'musterdatei_041222.txt',
      mimeType: 'text/plain',
      buffer: inhalt,
    });
    await dialog.getByTestId('upload-dateiname').getByText('musterdatei_041222.txt').waitFor();
    await waehleImDropdown(page, '#upload-gesellschaft', 'Muster Versicherung AG');
    await waehleImDropdown(page, '#upload-interface', GDV_INTERFACE);
    await expect(hochladen.isEnabled()).resolves.toBe(true);

    const registriert = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/bipro_import/upload'),
    );
    await hochladen.click();
    const antwort = await registriert;
    expect(antwort.status()).toBe(200);
    const { id } = (await antwort.json()) as { id: number };
    await dialog.getByText(U.verarbeitungGestartet, { exact: true }).waitFor();
    await dialog.getByTestId('upload-fertig').waitFor({ timeout: 90_000 });
    await expect(dialog.getByTestId('upload-fertig').textContent()).resolves.toContain(
      String(MUSTERDATEI.zeilen),
    );
    await page.locator('#upload-schliessen').click();
    await dialog.waitFor({ state: 'detached' });

    const zeile = page.locator('tr.monitor-zeile', { has: page.getByTestId(`monitor-datei-${id}`) });
    await zeile
      .getByTestId(`monitor-anzahl-${id}`)
      .getByText(String(MUSTERDATEI.zeilen), { exact: true })
      .waitFor({ timeout: 30_000 });
    await expect(zeile.getByText('Muster Versicherung AG').isVisible()).resolves.toBe(true);
    await expect(zeile.getByTestId(`monitor-icon-${id}`).getAttribute('data-icon')).resolves.not.toBe(
      'arrow',
    );
    // Status and error count link into the import with the file.
    await expect(zeile.getByTestId(`monitor-status-${id}`).getAttribute('href')).resolves.toBe(
      `/intern/gdv/import?filename=musterdatei_041222.txt&showFile=${id}`,
    );
    await page.close();
  }, 150_000);

  it('entsperrt eine gesperrte Datei nach der Warnung und bestätigt Einlesefehler mit ihrer Anzahl', async () => {
    const gesperrt = await datei('gesperrt', {
      status: DATEI_STATUS.liest,
      sperre: 'lauf-abgestuerzt',
      gesperrtAm: new Date().toISOString(),
      lauf: 'lauf-abgestuerzt',
      numRows: 0,
      numRowsWithoutError: 0,
    });
    const fehlerhaft = await datei('fehlerhaft', { numRowsError: 4, numRowsWithoutError: 6 });
    const page = await neueSeite('admin');

    const entsperren = page.getByTestId(`monitor-entsperren-${gesperrt.id}`);
    await entsperren.waitFor();
    await expect(page.getByTestId(`monitor-icon-${gesperrt.id}`).getAttribute('data-icon')).resolves.toBe(
      'arrow',
    );
    await entsperren.click();
    const frage = page.locator('.p-confirm-dialog');
    await frage.getByText(T.entsperrenFrage(gesperrt.fileName)).waitFor();
    await frage.getByRole('button', { name: MELDUNGEN.ja }).click();
    await entsperren.waitFor({ state: 'detached' });
    await expect(page.getByTestId(`monitor-icon-${gesperrt.id}`).getAttribute('data-icon')).resolves.toBe(
      'cross',
    );
    expect((await dateien.laden(gesperrt.id))?.sperre).toBeUndefined();

    const bestaetigen = page.getByTestId(`monitor-fehler-bestaetigen-${fehlerhaft.id}`);
    await bestaetigen.click();
    await frage.getByText(T.fehlerBestaetigenFrage(4, fehlerhaft.fileName)).waitFor();
    await frage.getByRole('button', { name: MELDUNGEN.ja }).click();
    await page
      .locator('.p-toast-message-success', {
        hasText: `Einlesefehler für die Datei ${fehlerhaft.fileName} vom`,
      })
      .waitFor();
    await bestaetigen.waitFor({ state: 'detached' });
    await page.close();
  });

  it('zeigt Einstellungen nur internen Benutzern; ein Makler wählt beim Upload nichts aus', async () => {
    const admin = await neueSeite('admin');
    await admin.locator('#monitor-einstellungen').click();
    await admin.getByRole('heading', { name: INTERFACELAUF_TEXTE.titel, exact: true }).waitFor();
    expect(new URL(admin.url()).pathname).toBe('/intern/gdv/gdv-import-monitor/settings');
    await admin.close();

    const makler = await neueSeite('importsicht');
    await expect(makler.locator('#monitor-einstellungen').count()).resolves.toBe(0);
    await makler.locator('#monitor-datei-einlesen').click();
    await makler.locator('#upload-dialog').getByText(U.titel, { exact: true }).waitFor();
    await expect(makler.getByTestId('upload-filter').count()).resolves.toBe(0);
    await expect(makler.locator('#upload-hochladen').isDisabled()).resolves.toBe(true);
    await makler.close();
  });
});
