/**
 * The lists' Excel export in a real browser (issue 24 §2): on the documents inbox, the button
 * exports the current search with the columns shown — the browser saves an .xlsx from the link
 * the server answers, under the list's name, its header the headers the table shows, its rows the
 * broker's documents of the search.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LISTEN_EXPORT_TEXTE, POSTEINGANG_TEXTE, ROUTEN } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { xlsxLesen } from '@lieferdesk/functions/dokumente/xlsx';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const SEITE = '/intern/bipro/documents';
const marke = eindeutigeMarke();
let dokument: BiproDateiEintrag;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  dokument = await dokumentAnlegen(stackUmgebung(), {
    gesellschaftId: 3,
    maklernr: '10001',
    vermittlernummer: `E-${marke}`,
    policeNr: `EXPORT-${marke}`,
    fileName: `Export_${marke}.pdf`,
  });
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

describe('Excel-Export im Browser', () => {
  it('lädt die aktuelle Suche des Posteingangs mit den gezeigten Spalten als .xlsx herunter', async () => {
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'fa', SEITE, {
      fenster: FENSTER_1280,
    });
    await page.getByTestId(`posteingang-datei-${dokument.id}`).waitFor();
    const knopf = page.getByRole('button', { name: LISTEN_EXPORT_TEXTE.knopf });
    await expect(knopf.isEnabled()).resolves.toBe(true);

    const antwort = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumenteExport.pfad));
    const download = page.waitForEvent('download');
    await knopf.click();
    expect((await antwort).status()).toBe(200);
    const datei = await download;
    expect(datei.suggestedFilename()).toMatch(/^BiPRO Dokumente_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const [kopf, ...zeilen] = await xlsxLesen(new Uint8Array(await readFile((await datei.path())!)));
    // The columns in view from the start (posteingang.ts), in their order.
    const S = POSTEINGANG_TEXTE.spalten;
    expect(kopf).toEqual([S.fileName, S.policeNr, S.cause, S.comment]);
    expect(zeilen.some((z) => z[0] === dokument.fileName && z[1] === dokument.policeNr)).toBe(true);
  });
});
