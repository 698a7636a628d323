/**
 * Evaluate, book and settle on the data-import screen in a real browser against the local stack
 * (reference §2.4, §2.17, §4, §9): an internal user puts the GDV sample in through
 * the upload modal, evaluates it from the header actions — the progress modal runs until its
 * success message (sLabel), the lines' statuses change — and books it after the security
 * prompt (status 2: an import file). In settlement mode he drops a commission file onto the
 * screen (the modal opens with it chosen; a file of another type is refused there), evaluates
 * and settles it, and downloads the settlement protocol as a real workbook.
 *
 * Booking writes into the demo portfolio every test shares: what these tests booked is deleted
 * again through the API afterwards (delete bookings takes back contracts, customers and
 * commission bookings a file's booking created).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AUSWERTUNG_TEXTE,
  DATENIMPORT_TEXTE as T,
  FEHLER_STATUS,
  ROUTEN,
  UPLOAD_TEXTE as U,
  VERARBEITUNG_TEXTE as V,
} from '@lieferdesk/shared';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  waehleImDropdown,
} from '../helpers/browser';
import { eigenerInhalt } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';
import { eingebautesBeispiel, MUSTERDATEI } from '../fixtures';

const stack = inject('stack');
const IMPORT = '/intern/gdv/import/1';
const ABRECHNUNG = '/intern/gdv/import/2';
const COURTAGE = eingebautesBeispiel('courtage-2024-03.csv');

/** A sample made this test's own (the stack imports the same content only once). */
const eigeneDatei = (datei: string) => eigenerInhalt(readFileSync(datei));

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;
/** Files whose bookings the tests leave behind: undone after the run. */
const gebucht: { fileId: number; fileName: string }[] = [];

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
});

afterAll(async () => {
  await browser?.beenden();
  for (const datei of gebucht) await buchungenLoeschen(datei.fileId, datei.fileName);
});

/** Delete bookings (delZahl 1) through the API, polled until the run is done. */
async function buchungenLoeschen(fileId: number, fileName: string) {
  const start = await rufe(ROUTEN.importBuchungenLoeschen, {
    als: 'admin',
    body: { modus: 1, fileId, fileName },
  });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  await warteBis(
    async () => {
      const stand = await rufe(ROUTEN.importFortschritt, {
        als: 'admin',
        query: { id: start.body.workerId },
      });
      expect(stand.status, JSON.stringify(stand.body)).toBe(200);
      return stand.body;
    },
    (stand) => stand.act >= stand.max,
    { zeit: 60_000, intervall: 250, text: `Buchungen der Datei ${fileId} nicht gelöscht` },
  );
}

const neueSeite = (username: string, pfad: string): Promise<Page> =>
  neueAnmeldung(kontext, stack.url, username, pfad);

const ueberschrift = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });
const status = (page: Page, id: number) => page.getByTestId(`import-zeile-status-${id}`);

/** Starts the upload in the open modal; answers the new file's number once it is read. */
async function hochladenBisFertig(page: Page): Promise<number> {
  const dialog = page.locator('#upload-dialog');
  const registriert = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/bipro_import/upload'),
  );
  await page.locator('#upload-hochladen').click();
  const antwort = await registriert;
  expect(antwort.status()).toBe(200);
  const { id } = (await antwort.json()) as { id: number };
  await dialog.getByTestId('upload-fertig').waitFor({ timeout: 90_000 });
  await page.locator('#upload-schliessen').click();
  await dialog.waitFor({ state: 'detached' });
  return id;
}

/**
 * A header action on the file through the progress modal: the modal shows `titel` and runs
 * until the work is done, then closes and the success message (the run's sLabel) appears.
 */
async function laufBisZumEnde(page: Page, titel: string, sLabel: string | RegExp) {
  const fortschritt = page.locator('#fortschritt-dialog');
  await fortschritt.getByText(titel, { exact: true }).waitFor();
  await fortschritt.waitFor({ state: 'detached', timeout: 90_000 });
  await page
    .locator('.p-toast-message-success')
    .getByText(sLabel, { exact: typeof sLabel === 'string' })
    .waitFor();
}

describe('Auswerten und Buchen im Browser', () => {
  it('GDV-Musterdatei: hochladen, auswerten (Fortschritt bis sLabel, Status 1 und Fehler), buchen nach Ja (Status 2)', async () => {
    const page = await neueSeite('admin', IMPORT);
    await ueberschrift(page, 'OMDS Datenimport').waitFor();

    // In through the modal: the file picked, company and interface left to the server.
    await page.getByTestId('import-datei-einlesen').click();
    const upload = page.locator('#upload-dialog');
    await upload.getByText(U.titel, { exact: true }).waitFor();
    const dateiname = `muster-${eindeutigeMarke()}.txt`;
    await page.locator('#upload-datei').setInputFiles({
      name: dateiname,
      mimeType: 'text/plain',
      buffer: eigeneDatei(MUSTERDATEI.pfad),
    });
    await upload.getByTestId('upload-dateiname').getByText(dateiname, { exact: true }).waitFor();
    const fileId = await hochladenBisFertig(page);

    // The screen shows the new file, all of it: every line read (0).
    const z5 = zeilenId(fileId, 5);
    const z24 = zeilenId(fileId, 24);
    await page
      .getByTestId('import-trefferzahl')
      .getByText(T.trefferAnzahl(MUSTERDATEI.zeilen), { exact: true })
      .waitFor();
    await expect(status(page, z5).textContent()).resolves.toBe('0 eingelesen');
    await expect(status(page, z24).textContent()).resolves.toBe('0 eingelesen');

    // Evaluate: 122 lines match (1), 43 are faulty — line 24's contract belongs to another customer.
    await page.getByTestId('import-auswerten').click();
    await laufBisZumEnde(
      page,
      T.auswertungTitel(dateiname),
      V.ergebnis('auswerten', {
        zeilen: MUSTERDATEI.zeilen,
        fehlerhaft: MUSTERDATEI.fehlerhaftGegenDemoBestand,
      }),
    );
    await status(page, z5).getByText('1 ausgewertet', { exact: true }).waitFor();
    await expect(status(page, z24).textContent()).resolves.toBe(`-8 ${FEHLER_STATUS[-8]}`);
    // Reference §4: no booking in import mode.
    await expect(page.getByTestId('import-aktion-buchen').count()).resolves.toBe(0);

    // Booking is an action after evaluate: the settlement screen, the file by its number (a link).
    await page.goto(`${stack.url}${ABRECHNUNG}?showFile=${fileId}`);
    await ueberschrift(page, 'Abrechnung Datenimport').waitFor();
    await status(page, z5).getByText('1 ausgewertet', { exact: true }).waitFor();
    await page.getByTestId('import-aktion-buchen').click();
    await sicherheitsabfrageBeantworten(page, T.fragen.buchen(dateiname));
    gebucht.push({ fileId, fileName: dateiname });
    await laufBisZumEnde(
      page,
      T.aktionen.buchen,
      /^Buchung abgeschlossen: 122 Zeilen übertragen; 8 Verträge und 3 Kunden angelegt/,
    );
    // The file's own modus decides: an import file's lines are transferred (2), errors stay.
    await status(page, z5).getByText('2 übertragen', { exact: true }).waitFor();
    await expect(status(page, z24).textContent()).resolves.toBe(`-8 ${FEHLER_STATUS[-8]}`);
    // Booked, not settled: no protocol.
    await expect(page.getByTestId('import-protokoll').count()).resolves.toBe(0);
    await page.close();
  }, 240_000);
});

describe('Abrechnen im Browser', () => {
  it('Courtage-Datei: abgelegt, auswerten, abrechnen nach Ja, Abrechnungsprotokoll herunterladen', async () => {
    const page = await neueSeite('admin', ABRECHNUNG);
    await ueberschrift(page, 'Abrechnung Datenimport').waitFor();
    const bildschirm = page.locator('section.ld-datenimport');
    const upload = page.locator('#upload-dialog');

    /** Drags a file with these bytes onto the screen and drops it there. */
    async function ablegen(name: string, inhalt: Buffer) {
      const daten = await page.evaluateHandle(
        ({ name, bytes }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([new Uint8Array(bytes)], name));
          return transfer;
        },
        { name, bytes: Array.from(inhalt) },
      );
      await bildschirm.dispatchEvent('dragenter', { dataTransfer: daten });
      await page.getByTestId('import-ablage').getByText(T.dateiHierAblegen).waitFor();
      await bildschirm.dispatchEvent('drop', { dataTransfer: daten });
      await upload.getByText(U.titel, { exact: true }).waitFor();
    }

    // A type the modal does not take: named, nothing chosen, nothing to upload.
    await ablegen('abrechnung.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    await upload
      .getByTestId('upload-fehler')
      .getByText(U.dateitypNichtErlaubt('abrechnung.png'), { exact: true })
      .waitFor();
    await expect(upload.getByTestId('upload-dateiname').textContent()).resolves.toBe(U.keineDatei);
    await expect(page.locator('#upload-hochladen').isDisabled()).resolves.toBe(true);
    await page.locator('#upload-schliessen').click();
    await upload.waitFor({ state: 'detached' });

    // The commission file dropped: chosen in the modal; company and interface chosen by the user.
    const dateiname = `courtage-${eindeutigeMarke()}.csv`;
    await ablegen(dateiname, eigeneDatei(COURTAGE));
    await upload.getByTestId('upload-dateiname').getByText(dateiname, { exact: true }).waitFor();
    await expect(upload.getByTestId('upload-fehler').count()).resolves.toBe(0);
    await waehleImDropdown(page, '#upload-gesellschaft', 'Alpenland Versicherung AG');
    await waehleImDropdown(page, '#upload-interface', 'Courtage-Abrechnung CSV');
    const fileId = await hochladenBisFertig(page);
    gebucht.push({ fileId, fileName: dateiname });

    const zeile = (nr: number) => zeilenId(fileId, nr);
    await page.getByTestId('import-trefferzahl').getByText(T.trefferAnzahl(9), { exact: true }).waitFor();
    await expect(status(page, zeile(2)).textContent()).resolves.toBe('0 eingelesen');

    // Evaluate: line 7's contract is not in the portfolio.
    await page.getByTestId('import-auswerten').click();
    await laufBisZumEnde(
      page,
      T.auswertungTitel(dateiname),
      V.ergebnis('auswerten', { zeilen: 9, fehlerhaft: 1 }),
    );
    await status(page, zeile(2)).getByText('1 ausgewertet', { exact: true }).waitFor();
    await expect(status(page, zeile(7)).textContent()).resolves.toBe(`-13 ${FEHLER_STATUS[-13]}`);
    await expect(page.getByTestId('import-protokoll').count()).resolves.toBe(0);

    // Settle with the full protocol: commission bookings, the lines completed (3).
    await page.getByTestId('import-aktion-abrechnen').click();
    await sicherheitsabfrageBeantworten(page, T.fragen.abrechnen(dateiname));
    await laufBisZumEnde(
      page,
      T.aktionen.abrechnen,
      // Line 7 (-13 from the evaluation) is not settled and counts as faulty.
      V.ergebnis('abrechnen', { gebucht: 8, provisionenGebucht: 7, fehlerhaft: 1 }),
    );
    await status(page, zeile(2)).getByText('3 abgeschlossen', { exact: true }).waitFor();
    await expect(status(page, zeile(7)).textContent()).resolves.toBe(`-13 ${FEHLER_STATUS[-13]}`);

    // The protocol: offered now, downloaded as a real workbook.
    const knopf = page.getByTestId('import-protokoll');
    await expect(knopf.textContent()).resolves.toBe(T.protokollHerunterladen);
    const [download] = await Promise.all([page.waitForEvent('download'), knopf.click()]);
    expect(download.suggestedFilename()).toBe(T.protokollDateiname(dateiname));
    const ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-protokoll-'));
    try {
      const pfad = join(ordner, download.suggestedFilename());
      await download.saveAs(pfad);
      const bytes = readFileSync(pfad);
      expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
      const mappe = new ExcelJS.Workbook();
      await mappe.xlsx.readFile(pfad);
      const blatt = mappe.getWorksheet(V.protokollBlatt)!;
      expect(blatt.getCell('A1').value).toBe(AUSWERTUNG_TEXTE.protokollTitel(dateiname));
      const zeilen = blatt.getRows(1, blatt.rowCount)!.filter((r) => typeof r.getCell(1).value === 'number');
      expect(zeilen.map((r) => r.getCell(1).value)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const weiss = zeilen.find((r) => r.getCell(1).value === 7)!;
      expect(weiss.getCell(2).value).toBe(-13);
      expect(weiss.getCell(9).value).toBe(AUSWERTUNG_TEXTE.vertragNichtImBestand('4711-0899-11'));
      expect(zeilen.find((r) => r.getCell(1).value === 8)?.getCell(8).value).toBe(-54.85);
    } finally {
      rmSync(ordner, { recursive: true, force: true });
    }

    // After a reload the screen comes back with its rows: the completed lines still offer it.
    await page.reload();
    await status(page, zeile(2)).getByText('3 abgeschlossen', { exact: true }).waitFor();
    await expect(page.getByTestId('import-protokoll').isVisible()).resolves.toBe(true);
    await page.close();
  }, 240_000);
});
