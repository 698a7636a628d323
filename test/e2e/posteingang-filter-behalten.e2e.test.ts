/**
 * The inbox's filter survives going to the assign page and back (issue 25 §7), in a real browser
 * at 1280 × 720 against the local stack: a document of this file's own (narrowed by its agent
 * number) is searched, 'Zuordnen' opens the assign page — by the first column's link and by the
 * row action —, and the browser's Back or the navigation brings the list back as it was searched,
 * the filter form showing it; 'Zurücksetzen' is the default again, also after coming back. An
 * empty answer to a narrowed filter says the filter is the reason.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { MELDUNGEN, POSTEINGANG_TEXTE as P, ZUORDNUNG_TEXTE as ZU } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const marke = eindeutigeMarke();
const VERMITTLER = `E2B-${marke}`;
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let dokument: BiproDateiEintrag;

beforeAll(async () => {
  dokument = await dokumentAnlegen(stackUmgebung(), {
    maklernr: '10001',
    gesellschaftId: 3,
    vermittlernummer: VERMITTLER,
    fileName: `behalten-${marke}.pdf`,
  });
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (benutzer: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, benutzer, '/', { fenster: FENSTER_1280 });
/** The browser's Back button, as the user presses it (not waiting for a page load). */
const zurueck = (page: Page) => page.evaluate(() => history.back());

describe('BiPRO Dokumente: der Filter bleibt', () => {
  it('BiPRO Dokumente: der Filter überlebt Zuordnen und zurück', async () => {
    const page = await anmelden('fa');
    await page.getByTestId('nav-dokumente').click();
    await page.locator('#posteingang-vermittlernummer').fill(VERMITTLER);
    await page.locator('#posteingang-suchen').click();
    const titel = page.getByTestId('posteingang-titel');
    await titel.getByText(P.titelMitAnzahl(1), { exact: true }).waitFor();
    await page.getByTestId(`posteingang-datei-${dokument.id}`).waitFor();

    const zuordnen = page.getByRole('heading', { name: ZU.seitenTitel(ZU.titelDokument, dokument.id) });
    const gefiltert = async () => {
      await titel.getByText(P.titelMitAnzahl(1), { exact: true }).waitFor();
      await page.getByTestId(`posteingang-datei-${dokument.id}`).waitFor();
      await expect(page.locator('#posteingang-vermittlernummer').inputValue()).resolves.toBe(VERMITTLER);
    };

    // The first column's link, and the browser's Back.
    await page.getByTestId(`posteingang-zuordnen-${dokument.id}`).click();
    await zuordnen.waitFor();
    await zurueck(page);
    await gefiltert();

    // The row action, and back through the navigation.
    await page.getByTestId(`posteingang-zuordnen-aktion-${dokument.id}`).click();
    await zuordnen.waitFor();
    await page.getByTestId('nav-dokumente').click();
    await gefiltert();

    // 'Zurücksetzen' is the default again, also after coming back.
    await page.locator('#posteingang-zuruecksetzen').click();
    await expect(page.locator('#posteingang-vermittlernummer').inputValue()).resolves.toBe('');
    await page.getByTestId('nav-downloadUebersicht').click();
    await page.getByTestId('nav-dokumente').click();
    await expect(page.locator('#posteingang-vermittlernummer').inputValue()).resolves.toBe('');
    await page.close();
  });

  it('eine leere Liste sagt, dass der Filter sie einschränkt', async () => {
    const page = await anmelden('fa');
    await page.getByTestId('nav-dokumente').click();
    await page.locator('#posteingang-vermittlernummer').fill(`${VERMITTLER}-keiner`);
    await page.locator('#posteingang-suchen').click();
    await page.getByTestId('posteingang-titel').getByText(P.titelMitAnzahl(0), { exact: true }).waitFor();
    await page
      .locator('#posteingang-tabelle')
      .getByText(MELDUNGEN.keineEintraegeFilter, { exact: true })
      .waitFor();
    await page.locator('#posteingang-zuruecksetzen').click();
    await page
      .locator('#posteingang-tabelle')
      .getByText(MELDUNGEN.keineEintraegeFilter, { exact: true })
      .waitFor({ state: 'detached' });
    await page.close();
  });
});
