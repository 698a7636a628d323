/**
 * The shell's error boundary in a real browser: after a deploy the open app asks for a page file
 * of the old build, which is gone. The page area then offers the new version with 'Neu laden'
 * instead of going blank, the navigation stays usable (another page is a fresh start), and
 * 'Neu laden' brings the page.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MELDUNGEN } from '@lieferdesk/shared';
import { anmelden, starteBrowser } from '../helpers/browser';

const stack = inject('stack');
/** The interfaces page's own file, as the build names it (name and hash). */
const SEITENDATEI = '**/assets/SchnittstellenSeite-*.js';

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

describe('Fehlergrenze im Browser', () => {
  it('bietet nach einem Deploy die neue Version an, statt die Seite leer zu lassen', async () => {
    const page = await browser.kontext.newPage();
    await anmelden(page, stack.url, 'admin', '/intern/bipro/kategorien');
    await page.getByRole('heading', { name: MELDUNGEN.kategorienTitel }).waitFor();

    // The old build's file is gone from the server.
    await page.route(SEITENDATEI, (anfrage) => anfrage.fulfill({ status: 404, body: 'Not Found' }));
    await page.getByTestId('nav-interfaces').click();
    const grenze = page.getByTestId('fehlergrenze');
    await grenze.getByText(MELDUNGEN.neueVersion).waitFor();
    await expect(grenze.getAttribute('data-art')).resolves.toBe('neue-version');
    await expect(grenze.getByRole('button', { name: MELDUNGEN.neuLaden }).isVisible()).resolves.toBe(true);

    // The navigation still works: another page is drawn afresh.
    await page.getByTestId('nav-kategorien').click();
    await page.getByRole('heading', { name: MELDUNGEN.kategorienTitel }).waitFor();
    await expect(grenze.count()).resolves.toBe(0);

    // Back on the broken page, 'Neu laden' loads the app anew — now with the page's file there.
    await page.getByTestId('nav-interfaces').click();
    await grenze.waitFor();
    await page.unroute(SEITENDATEI);
    await grenze.getByRole('button', { name: MELDUNGEN.neuLaden }).click();
    await page.getByRole('heading', { name: MELDUNGEN.interfacesTitel, exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/intern/gdv/gdv-interfaces');
    await page.close();
  });
});
