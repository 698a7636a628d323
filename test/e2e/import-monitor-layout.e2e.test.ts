/**
 * The import monitor at a common laptop window (1440 × 900) in a real browser: the filter's
 * 'Suchen' and 'Zurücksetzen' show their whole labels, the table's 'Aktionen' column and the row
 * actions are on screen, and the page does not scroll sideways — with the widest rows there are
 * (a long file name without spaces, two actions).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { MELDUNGEN, MONITOR_TEXTE as T } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { anmelden, starteBrowser } from '../helpers/browser';

const FENSTER = { width: 1440, height: 900 };
const LANGER_NAME = 'eine-datei-mit-einem-sehr-langen-namen-ohne-leerzeichen_20261124_vuvm2023';
const stack = inject('stack');
const dateien = importDateienRepository(datenbankFuer(stack.tabelle, stack.dynamoEndpoint));

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

/** A file started now with the long name (today's default filter shows it). */
async function langeDatei(mehr: Partial<ImportDatei>): Promise<ImportDatei> {
  const id = await dateien.neueId();
  return dateien.anlegen({
    id,
    fileName: `${LANGER_NAME}-${id}.txt`,
    bucket: stack.buckets.inbox,
    key: `test-monitor-layout/${id}`,
    sha256: createHash('sha256').update(`test-monitor-layout/${id}`).digest('hex'),
    modus: 1,
    status: DATEI_STATUS.gelesen,
    dateFrom: new Date().toISOString(),
    numRows: 123456,
    numRowsError: 0,
    numRowsWithoutError: 123456,
    interfaceName: 'GDV VU-Vermittler (VUVM2023)',
    journal: [],
    ...mehr,
  });
}

/** The element's box lies wholly inside the window; returns it. */
async function ganzImFenster(ort: Locator) {
  const box = await ort.boundingBox();
  if (!box) throw new Error(`${ort} wird nicht angezeigt`);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(FENSTER.width);
  expect(box.y + box.height).toBeLessThanOrEqual(FENSTER.height);
  return box;
}

describe('Import-Monitor bei 1440 × 900', () => {
  it('zeigt die Filterknöpfe mit ganzer Beschriftung und die Aktionen, ohne seitlich zu scrollen', async () => {
    const fehlerhaft = await langeDatei({ numRowsError: 4, numRowsWithoutError: 123452 });
    const gesperrt = await langeDatei({
      status: DATEI_STATUS.liest,
      sperre: 'lauf-layout',
      gesperrtAm: new Date().toISOString(),
      lauf: 'lauf-layout',
    });
    const page = await browser.kontext.newPage();
    await page.setViewportSize(FENSTER);
    await anmelden(page, stack.url, 'admin', '/intern/gdv/gdv-import-monitor/1');
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
    await page.getByTestId(`monitor-entsperren-${gesperrt.id}`).waitFor();

    for (const knopf of ['#monitor-suchen', '#monitor-zuruecksetzen']) {
      const aussen = await ganzImFenster(page.locator(knopf));
      // A squeezed button clips its label: the label's box then reaches past the button's.
      const beschriftung = await ganzImFenster(page.locator(`${knopf} .p-button-label`));
      expect(beschriftung.x).toBeGreaterThanOrEqual(aussen.x);
      expect(beschriftung.x + beschriftung.width).toBeLessThanOrEqual(aussen.x + aussen.width);
    }
    await ganzImFenster(page.locator('#monitor-tabelle th', { hasText: MELDUNGEN.aktionen }));
    await ganzImFenster(page.getByTestId(`monitor-entsperren-${gesperrt.id}`));
    await ganzImFenster(page.getByTestId(`monitor-ergebnis-${gesperrt.id}`));
    await ganzImFenster(page.getByTestId(`monitor-fehler-bestaetigen-${fehlerhaft.id}`));
    await ganzImFenster(page.getByTestId(`monitor-ergebnis-${fehlerhaft.id}`));

    const seitlich = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(seitlich).toBe(0);
    await page.close();
  });
});
