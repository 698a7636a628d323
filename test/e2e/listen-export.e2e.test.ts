/**
 * The lists' Excel export in a real browser (issue 24 §2): on the documents inbox, the button
 * starts an export job of the current search with the columns shown; the progress dialog follows
 * it and the browser saves an .xlsx from the link its status answers, under the list's name, its
 * header the headers the table shows, its rows the broker's documents of the search. Closing the
 * dialog does not lose the export: a message then offers the file's link, also after the user
 * went on to another screen.
 */
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LIEFERUNGEN_TEXTE, LISTEN_EXPORT_TEXTE, POSTEINGANG_TEXTE, ROUTEN } from '@lieferdesk/shared';
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
    // The job's progress dialog, until the file is done.
    await page.locator('#posteingang-export-fortschritt').waitFor();
    const datei = await download;
    await page.locator('#posteingang-export-fortschritt').waitFor({ state: 'detached' });
    expect(datei.suggestedFilename()).toMatch(/^BiPRO Dokumente_\d{4}-\d{2}-\d{2}\.xlsx$/);

    const [kopf, ...zeilen] = await xlsxLesen(new Uint8Array(await readFile((await datei.path())!)));
    // The columns in view from the start (posteingang.ts), in their order.
    const S = POSTEINGANG_TEXTE.spalten;
    expect(kopf).toEqual([S.fileName, S.policeNr, S.cause, S.comment]);
    expect(zeilen.some((z) => z[0] === dokument.fileName && z[1] === dokument.policeNr)).toBe(true);
  });

  it('geschlossen läuft der Export weiter, und eine Meldung bietet die Datei an, auch auf einer anderen Seite', async () => {
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'fa', SEITE, {
      fenster: FENSTER_1280,
    });
    await page.getByTestId(`posteingang-datei-${dokument.id}`).waitFor();
    // The job's status answers are held until the user has closed the dialog and moved on: an
    // export of one row is done within the dialog's first poll, which would close it first.
    let freigeben!: () => void;
    const freigabe = new Promise<void>((fertig) => (freigeben = fertig));
    await page.route(
      (url) => url.pathname.endsWith(ROUTEN.listenExportStand.pfad),
      async (anfrage) => {
        await freigabe;
        // A poll the closed dialog aborted meanwhile is gone: nothing to pass on.
        await anfrage.continue().catch(() => undefined);
      },
    );
    await page.getByRole('button', { name: LISTEN_EXPORT_TEXTE.knopf }).click();
    await page.locator('#posteingang-export-fortschritt-schliessen').click();
    await page.locator('#posteingang-export-fortschritt').waitFor({ state: 'detached' });
    await page.getByText(LISTEN_EXPORT_TEXTE.laeuftWeiter).waitFor();
    // The user goes on to another screen (through the app's menu: the page is not reloaded).
    await page.getByRole('link', { name: LIEFERUNGEN_TEXTE.titel, exact: true }).click();
    await page.waitForURL((url) => url.pathname !== SEITE);
    freigeben();
    // Not saved unasked: offered as a link, saved when clicked.
    const link = page.getByRole('link', { name: LISTEN_EXPORT_TEXTE.herunterladen });
    await link.waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toMatch(/^BiPRO Dokumente_\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
