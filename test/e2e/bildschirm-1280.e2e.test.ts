/**
 * Every screen of the import half at a small laptop window (1280 × 720) in a real browser, as an
 * internal user with the widest rows there are (a long file name without spaces, counts in the
 * hundred thousands, row actions): the table header is in view without scrolling, no button or
 * dropdown label is cut, neither the page nor a table scrolls sideways (test/helpers/layout.ts)
 * — workbench (both modes), monitor, assign page, interfaces and the upload modal. The details
 * of a line opened far down the list are in view and leave the row's actions free; what a table
 * moved into its row expansion is reachable there.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DATENIMPORT_TEXTE as T,
  MELDUNGEN,
  MONITOR_TEXTE as M,
  UPLOAD_TEXTE as U,
  ZUORDNUNG_TEXTE as Z,
} from '@lieferdesk/shared';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { anmelden, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280, ganzImFenster, nichtVerdeckt, passtInsFenster } from '../helpers/layout';

const LANGER_NAME = 'eine-datei-mit-einem-sehr-langen-namen-ohne-leerzeichen_20261124_vuvm2023';
const dateiname = `bestand-${eindeutigeMarke()}.txt`;
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let dateiId: number;
let page: Page;

beforeAll(async () => {
  const db = stackUmgebung();
  dateiId = await dateiEinlesen(db, dateiname, musterInhalt());
  browser = await starteBrowser();
  page = await browser.kontext.newPage();
  await page.setViewportSize(FENSTER_1280);
  await anmelden(page, inject('stack').url, 'admin', '/intern/gdv/import/1');
});
afterAll(async () => browser?.beenden());

const ueberschrift = (text: string) => page.getByRole('heading', { name: text, exact: true });
const oeffnen = (pfad: string) => page.goto(`${inject('stack').url}${pfad}`);

describe('Bildschirme des Datenimports bei 1280 × 720', () => {
  it('Werkbank: Tabellenkopf im Blick, Details einer Zeile weit unten im Blick, Aktionen frei', async () => {
    await oeffnen('/intern/gdv/import/1');
    await ueberschrift('OMDS Datenimport').waitFor();
    await passtInsFenster(page, page.locator('#import-tabelle thead'));

    await page.locator('#import-filter-dateiname').fill(dateiname);
    await page.locator('#import-suchen').click();
    const id31 = zeilenId(dateiId, 31);
    const details31 = page.getByTestId(`import-zeile-details-${id31}`);
    await details31.waitFor();
    await passtInsFenster(page, page.locator('#import-tabelle thead'));

    // Row 31 lies far below the fold: scrolled to and opened, its details are in view. Scrolled to
    // the window's middle, as a user brings a row into view: aligned to the window's edge by its
    // details cell, the same row's edit button ended 0.05 px beyond it (fractional heights).
    await details31.evaluate((e) => e.scrollIntoView({ block: 'center' }));
    await details31.click();
    const panel = page.locator('#import-details');
    await panel.getByText(T.detailsTitel(id31)).waitFor();
    await ganzImFenster(panel);
    await ganzImFenster(page.locator('#import-details-schliessen'));
    // The row's actions stay usable beside the open panel, and the page does not scroll sideways.
    await nichtVerdeckt(page.getByTestId(`import-zeile-bearbeiten-${id31}`));
    await nichtVerdeckt(details31);
    await passtInsFenster(page);
    // The journal is in the panel, which scrolls in itself.
    await page.locator('#import-journal').scrollIntoViewIfNeeded();
    await ganzImFenster(page.locator('#import-details-journal-titel'));
    await page.locator('#import-details-schliessen').click();
    await panel.waitFor({ state: 'detached' });

    // Settlement mode: more header actions, the header still above the fold.
    await oeffnen('/intern/gdv/import/2');
    await ueberschrift('Abrechnung Datenimport').waitFor();
    await page.getByTestId('import-aktion-buchen').waitFor();
    await passtInsFenster(page, page.locator('#import-tabelle thead'));
  });

  it('Upload-Dialog: ganz im Fenster, Knöpfe ungekürzt', async () => {
    await oeffnen('/intern/gdv/import/1');
    await page.getByTestId('import-datei-einlesen').click();
    const dialog = page.locator('#upload-dialog');
    await dialog.getByText(U.titel, { exact: true }).waitFor();
    await page.locator('#upload-gesellschaft').waitFor();
    await ganzImFenster(dialog);
    await ganzImFenster(page.locator('#upload-hochladen'));
    await ganzImFenster(page.locator('#upload-schliessen'));
    await passtInsFenster(page);
    await page.locator('#upload-schliessen').click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('Monitor: Tabellenkopf, Aktionen und Filterknöpfe im Blick; der Rest in der Zeilenerweiterung', async () => {
    const dateien = importDateienRepository(stackUmgebung());
    const id = await dateien.neueId();
    await dateien.anlegen({
      id,
      fileName: `${LANGER_NAME}-${id}.txt`,
      bucket: inject('stack').buckets.inbox,
      key: `test-bildschirm/${id}`,
      sha256: createHash('sha256').update(`test-bildschirm/${id}`).digest('hex'),
      modus: 1,
      status: DATEI_STATUS.liest,
      sperre: 'lauf-bildschirm',
      gesperrtAm: new Date().toISOString(),
      lauf: 'lauf-bildschirm',
      dateFrom: new Date().toISOString(),
      numRows: 123456,
      numRowsError: 4,
      numRowsWithoutError: 123452,
      interfaceName: 'GDV VU-Vermittler (VUVM2023)',
      journal: [],
    });
    await oeffnen('/intern/gdv/gdv-import-monitor/1');
    await ueberschrift(M.titel).waitFor();
    await page.getByTestId(`monitor-entsperren-${id}`).waitFor();
    await passtInsFenster(page, page.locator('#monitor-tabelle thead'));
    await ganzImFenster(page.locator('#monitor-tabelle th', { hasText: MELDUNGEN.aktionen }));
    await ganzImFenster(page.locator('#monitor-suchen'));
    await ganzImFenster(page.locator('#monitor-zuruecksetzen'));
    await nichtVerdeckt(page.getByTestId(`monitor-entsperren-${id}`));
    await expect(page.getByTestId(`monitor-anzahl-${id}`).textContent()).resolves.toBe('123.456');

    const zeile = page.locator('tr.monitor-zeile', { has: page.getByTestId(`monitor-datei-${id}`) });
    await zeile.locator('.p-row-toggler').click();
    const erweiterung = page.getByTestId(`monitor-erweiterung-${id}`);
    await erweiterung.waitFor();
    for (const label of [M.spalten.dateTo, M.spalten.numRowsWithoutError, M.spalten.userId])
      await expect(erweiterung.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(erweiterung.getByText('123.452', { exact: true }).isVisible()).resolves.toBe(true);
    await passtInsFenster(page);
  });

  it('Zuordnen: die Vorschläge ohne seitliches Scrollen, weitere Spalten in der Zeilenerweiterung', async () => {
    const id = zeilenId(dateiId, 5);
    await oeffnen(`/intern/gdv/import/zuordnen?id=${id}`);
    await ueberschrift(Z.seitenTitel('OMDS Datenimport', id)).waitFor();
    const vertrag = page.locator('#vorschlaege-versicherungen tr.vorschlag-versicherung').first();
    await vertrag.waitFor();
    await passtInsFenster(page, page.locator('#vorschlaege-versicherungen thead'));

    await vertrag.locator('.p-row-toggler').click();
    const erweiterung = page.locator('[data-testid^="vorschlaege-versicherungen-erweiterung-"]').first();
    await erweiterung.waitFor();
    for (const label of [Z.spalten.gesellschaft, Z.spalten.sparte, Z.spalten.beitrag, Z.spalten.makler])
      await expect(erweiterung.getByText(label, { exact: true }).isVisible()).resolves.toBe(true);
    await passtInsFenster(page);
  });

  it('Interfaces: Tabellenkopf im Blick, nichts gekürzt', async () => {
    await oeffnen('/intern/gdv/gdv-interfaces');
    await ueberschrift(MELDUNGEN.interfacesTitel).waitFor();
    await page.locator('tr.interface-zeile').first().waitFor();
    await passtInsFenster(page, page.locator('#interfaces-tabelle thead'));
  });
});
