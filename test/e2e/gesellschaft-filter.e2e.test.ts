/**
 * The monitor's company filter offers what a file's company can be (reference §4 "Company of a
 * file"): a file whose Vorsatz names a VU number no company has shows '{number} (unbekannt)', the
 * select offers that text, and choosing it finds the file — and not a file of a known company.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MONITOR_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { anmelden, starteBrowser, waehleImDropdown } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, eigenerInhalt, stackUmgebung } from '../helpers/einlesen';
import { MUSTERDATEI } from '../fixtures';

const MONITOR = '/intern/gdv/gdv-import-monitor/1';
/** A VU number the demo companies do not have. */
const UNBEKANNTE_VU = '7734';
const stack = inject('stack');

let db: Datenbank;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  db = stackUmgebung();
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

/** The GDV sample with another VU number in both Vorsatz part records, content of its own. */
function musterMitVu(vuNummer: string): Buffer {
  const text = readFileSync(MUSTERDATEI.pfad, 'latin1');
  return eigenerInhalt(
    Buffer.from(text.replace(new RegExp(`^0001${MUSTERDATEI.vuNummer}`, 'gm'), `0001${vuNummer}`), 'latin1'),
  );
}

async function monitor(): Promise<Page> {
  const page = await browser.kontext.newPage();
  await page.goto(stack.url);
  await anmelden(page, stack.url, 'admin', MONITOR);
  await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
  return page;
}

describe('Gesellschaftsfilter des Monitors', () => {
  it(`bietet '${UNBEKANNTE_VU} (unbekannt)' an und findet damit die Datei dieser VU-Nummer`, async () => {
    const marke = eindeutigeMarke();
    const unbekannt = `gesellschaft-e2e-unbekannt-${marke}.txt`;
    const bekannt = `gesellschaft-e2e-bekannt-${marke}.txt`;
    await dateiEinlesen(db, unbekannt, musterMitVu(UNBEKANNTE_VU));
    await dateiEinlesen(db, bekannt, musterMitVu(MUSTERDATEI.vuNummer));

    const page = await monitor();
    const tabelle = page.locator('.p-datatable');
    await tabelle.getByText(bekannt, { exact: true }).waitFor();
    await tabelle.getByText(unbekannt, { exact: true }).waitFor();

    await waehleImDropdown(page, '#monitor-gesellschaft', `${UNBEKANNTE_VU} (unbekannt)`);
    await page.locator('#monitor-suchen').click();
    await tabelle.getByText(bekannt, { exact: true }).waitFor({ state: 'detached' });
    await expect(tabelle.getByText(unbekannt, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(
      tabelle
        .getByRole('cell', { name: `${UNBEKANNTE_VU} (unbekannt)`, exact: true })
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await waehleImDropdown(page, '#monitor-gesellschaft', 'Muster Versicherung AG');
    await page.locator('#monitor-suchen').click();
    await tabelle.getByText(unbekannt, { exact: true }).waitFor({ state: 'detached' });
    await expect(tabelle.getByText(bekannt, { exact: true }).isVisible()).resolves.toBe(true);
    await page.close();
  });
});
