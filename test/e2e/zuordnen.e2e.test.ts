/**
 * The assign page in a real browser against the local stack (reference §2.5, §2.11, §8): an internal
 * user opens it for a line of the GDV sample file, sees the customer and contract cards and the
 * green cells of the suggestions, opens the contract and the customer in new tabs, sees a
 * refused assignment's fehlertext, takes a suggested contract, assigns and lands on the import
 * screen.
 *
 * Line 5 is assigned to the contract it names (900001), whose number and customer number are
 * right already: the demo portfolio other tests evaluate against stays as it is.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ZUORDNUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { importZeilenRepository, zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { anmelden, starteBrowser } from '../helpers/browser';
import { musterdateiEinlesen, stackUmgebung } from '../helpers/einlesen';

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;
let db: Datenbank;
let dateiId: number;

beforeAll(async () => {
  db = stackUmgebung();
  // A drop (no uploader): internal users see it; line 5's broker is 10001 by its intermediary number.
  dateiId = await musterdateiEinlesen(db);
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

/** Clicks something that opens a new tab and answers the tab, loaded. */
async function neuerTab(page: Page, klick: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([kontext.waitForEvent('page'), klick()]);
  await tab.waitForLoadState();
  return tab;
}

describe('Datensatz zuordnen im Browser', () => {
  it('zeigt Karten und grüne Zellen, öffnet Vertrag und Kunde, ordnet zu und kehrt zum Datenimport zurück', async () => {
    const id = zeilenId(dateiId, 5);
    const page = await kontext.newPage();
    await anmelden(page, inject('stack').url, 'admin', `/intern/gdv/import/zuordnen?id=${id}`);
    await page.getByRole('heading', { name: T.seitenTitel('OMDS Datenimport', id), exact: true }).waitFor();

    // The cards: the delivered policy holder (from the contract's 0100) and the contract.
    const feld = (name: string) => page.getByTestId(`zuordnen-feld-${name}`).textContent();
    await expect(feld('fileName')).resolves.toBe('musterdatei_041222.txt');
    await expect(feld('foreignName')).resolves.toBe('Kitzelpfütze');
    await expect(feld('foreignVorname')).resolves.toBe('Martina');
    await expect(feld('foreignBirthDate')).resolves.toBe('11.11.1979');
    await expect(feld('foreignAddress')).resolves.toBe('52222, Stolberg (Rhld.), Sebeneteriestr. 44');
    await expect(feld('kundennr')).resolves.toBe('90001');
    await expect(feld('customerGesellId')).resolves.toBe('B4LTTT');
    await expect(feld('policeNr')).resolves.toBe('59999999999');
    await expect(feld('sparteNr')).resolves.toBe('030');

    // The internal number of the named contract, the toggle on (the customer is known).
    await expect(page.locator('#zuordnen-interne-nummer').inputValue()).resolves.toBe('900001');
    await expect(page.locator('#zuordnen-uebertragen').isChecked()).resolves.toBe(true);
    await expect(page.locator('#zuordnen-neuer-kunde').isDisabled()).resolves.toBe(true);

    // Suggestions: contract 900001 first, every compared cell green; the customer 90001 too.
    const vertragZeile = page.locator('#vorschlaege-versicherungen tr.vorschlag-versicherung').first();
    await expect(vertragZeile.getByTestId('vorschlag-vertrag-900001').isVisible()).resolves.toBe(true);
    await expect(vertragZeile.locator('td.ld-gruen').count()).resolves.toBe(8);
    await expect(vertragZeile.locator('td.ld-gruen').first().textContent()).resolves.toBe('59999999999');
    const kundenZeile = page.locator('#vorschlaege-kunden tr.vorschlag-kunde').first();
    await expect(kundenZeile.locator('td').nth(1).textContent()).resolves.toBe('90001');
    await expect(kundenZeile.locator('td.ld-gruen').count()).resolves.toBe(7);

    // Open the contract in a new tab: the read-only contract page.
    const vertrag = await neuerTab(page, () => page.getByTestId('vorschlag-vertrag-oeffnen-900001').click());
    expect(new URL(vertrag.url()).pathname).toBe('/home/versicherungen/insurance-group/details/900001');
    await vertrag.getByRole('heading', { name: T.vertragTitel(900001), exact: true }).waitFor();
    await expect(vertrag.getByTestId('vertrag-feld-vsnr').textContent()).resolves.toBe('59999999999');
    await expect(vertrag.getByTestId('vertrag-kunde-link').textContent()).resolves.toBe('90001');
    await vertrag.close();

    // The customer's company numbers in a new tab: the customer page.
    const kunde = await neuerTab(page, () => page.getByTestId('vorschlag-kunde-oeffnen-90001').click());
    await kunde.getByRole('heading', { name: T.kundeTitel(90001), exact: true }).waitFor();
    await kunde.locator('#kunde-kundennummern').getByText('B4LTTT', { exact: true }).waitFor();
    await expect(kunde.getByTestId('kunde-vertrag-900001').isVisible()).resolves.toBe(true);
    await kunde.close();

    // A deleted contract: the refusal's fehlertext is shown (reference §8), nothing is assigned.
    await page.locator('#zuordnen-interne-nummer').fill('900022');
    await page.locator('#zuordnen-kundennummer').click();
    await page.getByTestId('zuordnen-fehler').getByText(T.vertragGeloescht).waitFor();
    await expect((await importZeilenRepository(db).laden(dateiId, 5))?.status).toBe(0);

    // Without a number the button waits; 'take this contract' fills it in again.
    await page.locator('#zuordnen-interne-nummer').fill('');
    await expect(page.locator('#zuordnen-kundennummer').isDisabled()).resolves.toBe(true);
    await page.getByTestId('vorschlag-vertrag-uebernehmen-900001').click();
    await expect(page.locator('#zuordnen-interne-nummer').inputValue()).resolves.toBe('900001');

    await page.locator('#zuordnen-kundennummer').click();
    await page.waitForURL((url) => url.pathname === '/intern/gdv/import');
    await page.getByRole('heading', { name: 'OMDS Datenimport', exact: true }).waitFor();
    await page.locator('.p-toast-message-success').getByText(T.zuordnenErfolg(900001)).waitFor();
    const zeile = await importZeilenRepository(db).laden(dateiId, 5);
    expect(zeile).toMatchObject({ status: 1, zuordnung: { vertragId: 900001, benutzer: 'admin' } });
    await page.close();
  });

  it('Vertrags- und Kundenseite: unbekannte Nummer ohne „Erneut versuchen“, keine Nummer in der Adresse', async () => {
    const page = await kontext.newPage();
    const basis = inject('stack').url;
    // Every tab of the first test is closed: the sign-in (the tab's sessionStorage) went with them.
    await anmelden(page, basis, 'admin', '/home/versicherungen/insurance-group/details/999999');
    const vertrag = page.getByTestId('vertrag-fehler');
    await vertrag.getByText(T.vertragNichtGefunden(999999)).waitFor();
    expect(await vertrag.getByRole('button').count()).toBe(0);
    await page.goto(`${basis}/home/kunden/abc`);
    await page.getByTestId('kunde-fehler').getByText(T.ungueltigeNummer).waitFor();
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(T.kundeTitel(NaN));
    await page.close();
  });

  it('die Dokument-Variante sagt bei einer unbekannten Id, dass es weder Zeile noch Dokument gibt', async () => {
    const page = await kontext.newPage();
    await anmelden(
      page,
      inject('stack').url,
      'admin',
      '/intern/bipro/documents/assign_insurance?id=4711&insuranceId=1&fileName=x.pdf',
    );
    await page.getByTestId('zuordnen-ladefehler').getByText(T.keineImportzeile(4711)).waitFor();
    await page.close();
  });
});
