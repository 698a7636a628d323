/**
 * The start page 'Übersicht' in a real browser: the broker 'fa' signs in at the bare address and
 * lands on it; the delivery chart draws (a canvas named as an image), its table alternative shows
 * behind the toggle with today's deliveries; the page passes the axe check with the charts and
 * with the tables; the number of unassigned documents of an insurer leads to the inbox filtered
 * to that insurer's unassigned documents.
 *
 * The document is this file's own: an insurer number no other file uses, so its row in the
 * open-documents table and the filtered inbox hold this document alone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BEREICHE, UEBERSICHT_TEXTE as T } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const FIRMA = eindeutigeZahl(800_000, 899_999);
const DATEI = `Uebersicht_${eindeutigeMarke()}.pdf`;
const pfad = (id: string) => BEREICHE.find((b) => b.id === id)!.pfad;

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  await dokumentAnlegen(stackUmgebung(), { maklernr: '10001', gesellschaftId: FIRMA, fileName: DATEI });
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

describe('Übersicht im Browser', () => {
  it('landet auf der Übersicht, zeigt Diagramm und Tabelle und führt zu den offenen Dokumenten', async () => {
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'fa', '/', {
      fenster: FENSTER_1280,
    });
    await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(pfad('uebersicht'));

    // The chart: a canvas named as an image that points to its table.
    const leinwand = page.getByTestId('uebersicht-lieferungen-diagramm').locator('canvas');
    await leinwand.waitFor();
    await expect(leinwand.getAttribute('role')).resolves.toBe('img');
    await expect(leinwand.getAttribute('aria-label')).resolves.toBe(T.diagramm(T.lieferungen.titel));
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // Its text alternative: every day of the chart, today's row with this file's document.
    await page.getByTestId('uebersicht-lieferungen-umschalter').click();
    const tabelle = page.getByTestId('uebersicht-lieferungen-tabelle');
    await tabelle.waitFor();
    await expect(tabelle.locator('tbody tr').count()).resolves.toBe(30);
    const heute = tabelle.locator('tbody tr').last();
    expect(Number(await heute.locator('td').first().textContent())).toBeGreaterThanOrEqual(1);
    await page.getByTestId('uebersicht-quote-umschalter').click();
    await page.getByTestId('uebersicht-quote-tabelle').waitFor();
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    // And back to the chart.
    await page.getByTestId('uebersicht-lieferungen-umschalter').click();
    await leinwand.waitFor();

    // The open documents of this file's insurer: one, a link into the filtered inbox.
    const link = page.getByTestId(`uebersicht-offen-${FIRMA}`);
    await expect(link.textContent()).resolves.toBe('1');
    await link.click();
    await page.waitForURL((url) => url.pathname === pfad('dokumente'));
    expect(new URL(page.url()).searchParams.get('gesellschaftId')).toBe(String(FIRMA));
    await page.locator('tr.posteingang-zeile', { hasText: DATEI }).waitFor();
    await expect(page.locator('tr.posteingang-zeile').count()).resolves.toBe(1);
    await page.close();
  });
});
