/**
 * The data-import screen in a real browser against the local stack (reference §2.4, §5, §6, §8):
 * an internal user sees title, fee text, the full filter with its default, the message for a
 * filter without any search field, the status values, the settlement mode's extra actions, and
 * gets his filter back after leaving the screen; an external broker with the import right sees
 * the file-name-only rule; an external broker without it sees no import at all.
 *
 * The filter messages come from the same check the API applies, before any call. The last part
 * works on lines (the workbench's handlers): search results, details and journal, editing a
 * line, the -4 export as a download — as an internal user and as the external broker, who finds
 * his file by its name and nothing of another broker's.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import {
  DATENIMPORT_TEXTE as T,
  FEHLER_STATUS,
  HOECHSTE_ID_LISTE,
  LESE_TEXTE,
  MELDUNGEN,
  UPLOAD_TEXTE,
  WERKBANK_TEXTE,
} from '@lieferdesk/shared';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { COURTAGE_KOPFZEILE } from '@lieferdesk/functions/formate/schnittstellen/eingebaut/courtage';
import { benutzerAnlegen } from '../helpers/benutzer';
import { neueAnmeldung, sicherheitsabfrageBeantworten, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, demoBenutzer, musterInhalt, stackUmgebung } from '../helpers/einlesen';
import { zeileSetzen } from '../helpers/werkbank';
import { eingebautesBeispiel } from '../fixtures';

const IMPORT = '/intern/gdv/import/1';
const ABRECHNUNG = '/intern/gdv/import/2';
/**
 * An external broker who may use the import (EXTERNER_MAKLER with IS_DATEN_IMPORT_VISIBLE). The
 * demo user `makler` holds EXTERNER_MAKLER alone — one role per demo user, for the authorization
 * matrix — and so has no import right; this test creates the combination in the local Cognito.
 */
const EXTERNER_IMPORT = { username: 'maklerimport', rollen: ['EXTERNER_MAKLER', 'IS_DATEN_IMPORT_VISIBLE'] };

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;

beforeAll(async () => {
  await benutzerAnlegen(EXTERNER_IMPORT.username, EXTERNER_IMPORT.rollen, '20001');
  browser = await starteBrowser();
  kontext = browser.kontext;
});
afterAll(async () => browser?.beenden());

const neueSeite = (username: string, pfad = IMPORT): Promise<Page> =>
  neueAnmeldung(kontext, inject('stack').url, username, pfad);

const ueberschrift = (page: Page, text: string) => page.getByRole('heading', { name: text, exact: true });

describe('Datenimport im Browser', () => {
  it('zeigt internen Benutzern Titel, Gebührentext, vollen Filter, Meldungen und Statuswerte', async () => {
    const page = await neueSeite('admin');
    await ueberschrift(page, 'OMDS Datenimport').waitFor();
    await expect(page.getByTestId('import-einleitung').textContent()).resolves.toBe(T.einleitung);

    // The default of reference §9: a date range (last month), aktive, status -1000 to 1.
    await expect(page.locator('#import-filter-datum-von').inputValue()).resolves.toMatch(
      /^\d{2}\.\d{2}\.\d{4}$/,
    );
    await expect(page.locator('#import-filter-datum-bis').inputValue()).resolves.toMatch(
      /^\d{2}\.\d{2}\.\d{4}$/,
    );
    await expect(page.locator('#import-filter-use4booking .p-dropdown-label').textContent()).resolves.toBe(
      'aktive',
    );
    await expect(page.locator('#import-filter-status-von .p-dropdown-label').textContent()).resolves.toBe(
      '-1000 Fehler',
    );
    await expect(page.locator('#import-filter-status-bis .p-dropdown-label').textContent()).resolves.toBe(
      '1 ausgewertet',
    );
    // Reference §4: no after-evaluate actions in import mode.
    await expect(page.getByTestId('import-nach-auswertung').count()).resolves.toBe(0);
    await expect(page.getByTestId('import-fehler-export').isVisible()).resolves.toBe(true);

    // Without any search field: the message of reference §5.
    // Headless Chromium counts as a touch device: opening the calendar takes the focus off its
    // input (no on-screen keyboard); focus it again and type as a user does.
    for (const feld of ['#import-filter-datum-von', '#import-filter-datum-bis']) {
      await page.locator(feld).click();
      await page.locator(feld).focus();
      await page.keyboard.press('Control+A');
      await page.keyboard.press('Backspace');
      await page.keyboard.press('Escape');
      await expect(page.locator(feld).inputValue()).resolves.toBe('');
    }
    await page.locator('#import-suchen').click();
    await page.locator('#import-filter-meldung').getByText(MELDUNGEN.sucheFeldErforderlich).waitFor();

    // Status values (reference §8).
    await page.getByTestId('import-statuswerte').click();
    const statuswerte = page.locator('#import-statuswerte-dialog');
    await statuswerte.waitFor();
    for (const text of [
      FEHLER_STATUS[-4]!,
      FEHLER_STATUS[-22]!,
      '1/0',
      'Abrechnungen OK',
      '2/0',
      'Versicherungen OK',
    ])
      await expect(statuswerte.getByText(text, { exact: true }).isVisible()).resolves.toBe(true);
    await expect(statuswerte.locator('tbody tr').count()).resolves.toBe(
      Object.keys(FEHLER_STATUS).length + 2,
    );
    await page.locator('#import-statuswerte-schliessen').click();
    await statuswerte.waitFor({ state: 'detached' });

    // Read file: the upload modal.
    await page.getByTestId('import-datei-einlesen').click();
    const upload = page.locator('#upload-dialog');
    await upload.getByText(UPLOAD_TEXTE.titel, { exact: true }).waitFor();
    await page.locator('#upload-schliessen').click();
    await upload.waitFor({ state: 'detached' });

    // A file dragged onto the screen: the drop zone shows, the drop opens the upload modal with it.
    const ablage = await page.evaluateHandle(() => {
      const daten = new DataTransfer();
      daten.items.add(new File(['01'], 'bestand.gdv', { type: 'text/plain' }));
      return daten;
    });
    const bildschirm = page.locator('section.ld-datenimport');
    await bildschirm.dispatchEvent('dragenter', { dataTransfer: ablage });
    await page.getByTestId('import-ablage').getByText(T.dateiHierAblegen).waitFor();
    await bildschirm.dispatchEvent('drop', { dataTransfer: ablage });
    await page.getByTestId('import-ablage').waitFor({ state: 'detached' });
    await upload.getByText(UPLOAD_TEXTE.titel, { exact: true }).waitFor();
    await expect(upload.getByTestId('upload-dateiname').textContent()).resolves.toBe('bestand.gdv');
    await expect(page.locator('#upload-hochladen').isEnabled()).resolves.toBe(true);
    // Closing with a file chosen asks first.
    await page.locator('#upload-schliessen').click();
    await sicherheitsabfrageBeantworten(page, UPLOAD_TEXTE.schliessenFrage.gewaehlt('bestand.gdv'));
    await upload.waitFor({ state: 'detached' });

    // Leaving and coming back restores the filter.
    await page.locator('#import-filter-dateiname').fill('bestand-2026.gdv');
    await page.getByTestId('nav-interfaces').click();
    await ueberschrift(page, MELDUNGEN.interfacesTitel).waitFor();
    await page.goBack();
    await ueberschrift(page, 'OMDS Datenimport').waitFor();
    await expect(page.locator('#import-filter-dateiname').inputValue()).resolves.toBe('bestand-2026.gdv');
    await expect(page.locator('#import-filter-datum-von').inputValue()).resolves.toBe('');

    // Settlement mode: its title and the actions after evaluate, delete file for the full filter.
    await page.getByTestId('nav-abrechnungImport').click();
    await ueberschrift(page, 'Abrechnung Datenimport').waitFor();
    for (const id of [
      'buchen',
      'abrechnen',
      'abrechnenFehler',
      'buchungenLoeschen',
      'auswertungLoeschen',
      'dateiLoeschen',
    ])
      await expect(page.getByTestId(`import-aktion-${id}`).isVisible()).resolves.toBe(true);
    // Without a file in view, the file actions wait for one. (The first visit lists the default
    // filter's lines, which may be one settlement file's when other tests left one: a search that
    // finds nothing makes sure.)
    await page.locator('#import-filter-dateiname').fill(`keine-solche-datei-${eindeutigeMarke()}.csv`);
    await page.locator('#import-suchen').click();
    await page.locator('#import-tabelle').getByText(MELDUNGEN.keineEintraege).waitFor();
    await expect(page.getByTestId('import-aktion-buchen').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId('import-auswerten').isDisabled()).resolves.toBe(true);
    await page.close();
  });

  it('lässt externe Makler nur mit Dateinamen suchen', async () => {
    const page = await neueSeite(EXTERNER_IMPORT.username);
    await ueberschrift(page, 'OMDS Datenimport').waitFor();
    await expect(page.getByTestId('import-einleitung').isVisible()).resolves.toBe(true);
    // Restricted search: file name, use4Booking and status only.
    await expect(page.locator('#import-filter-dateiname').isVisible()).resolves.toBe(true);
    await expect(page.locator('#import-filter-datum-von').count()).resolves.toBe(0);
    await expect(page.locator('#import-filter-gesellschaft').count()).resolves.toBe(0);
    await expect(page.locator('#import-filter-nur-fehler').count()).resolves.toBe(0);
    await expect(page.getByTestId('import-fehler-export').count()).resolves.toBe(0);

    await page.locator('#import-suchen').click();
    await page
      .locator('#import-filter-meldung')
      .getByText('Sie können nur suchen, wenn Sie zuvor eine Datei eingelesen haben.')
      .waitFor();

    await page.getByTestId('import-statuswerte').click();
    await page.locator('#import-statuswerte-dialog').getByText('Versicherungen OK').waitFor();
    await page.locator('#import-statuswerte-schliessen').click();

    await page.goto(`${inject('stack').url}${ABRECHNUNG}`);
    await ueberschrift(page, 'Abrechnung Datenimport').waitFor();
    await expect(page.getByTestId('import-aktion-buchen').isVisible()).resolves.toBe(true);
    await expect(page.getByTestId('import-aktion-dateiLoeschen').count()).resolves.toBe(0);
    await page.close();
  });

  it('zeigt externen Maklern ohne Importrecht keinen Datenimport', async () => {
    const page = await neueSeite('makler');
    await page.getByText(MELDUNGEN.keineBerechtigung).waitFor();
    await expect(page.getByTestId('nav-datenimport').count()).resolves.toBe(0);
    await expect(page.locator('#import-filter').count()).resolves.toBe(0);
    await page.close();
  });
});

describe('Zeilen im Browser', () => {
  const marke = eindeutigeMarke();
  const eigenerName = `bestand-${marke}.txt`;
  const fremderName = `bestand-${marke}-fremd.txt`;
  let eigene: number;

  beforeAll(async () => {
    const db = stackUmgebung();
    const makler = demoBenutzer('maklerimport');
    eigene = await dateiEinlesen(db, eigenerName, musterInhalt(), makler);
    await dateiEinlesen(db, fremderName, musterInhalt(), demoBenutzer('importsicht'));
    // What evaluation would give: a -4 line (for the export) and a booked line (not editable).
    await zeileSetzen(db, eigene, 30, { status: -4, grund: '=HYPERLINK("http://boese.example")' });
    await zeileSetzen(db, eigene, 6, { status: 2 });
  });

  async function suchen(page: Page, dateiname: string) {
    await page.locator('#import-filter-dateiname').fill(dateiname);
    await page.locator('#import-suchen').click();
  }
  const trefferzahl = (page: Page) => page.getByTestId('import-trefferzahl');

  it('intern: Suchergebnis, Details und Journal, Zeile bearbeiten, -4-Fehler als Excel herunterladen', async () => {
    const page = await neueSeite('admin');
    await ueberschrift(page, 'OMDS Datenimport').waitFor();
    // The default filter (last month, aktive, -1000 to 1) with the file name: every line is read (0).
    await suchen(page, eigenerName);
    await trefferzahl(page).getByText(T.trefferAnzahl(164)).waitFor();
    await expect(page.locator('tr.import-zeile').count()).resolves.toBe(100);
    await expect(page.getByTestId(`import-zeile-status-${zeilenId(eigene, 30)}`).textContent()).resolves.toBe(
      `-4 ${FEHLER_STATUS[-4]}`,
    );

    // Details and journal of line 5.
    const id5 = zeilenId(eigene, 5);
    await page.getByTestId(`import-zeile-details-${id5}`).click();
    const details = page.locator('#import-details');
    await details.getByText(T.detailsTitel(id5)).waitFor();
    const werte = page.getByTestId('import-details-werte');
    await werte.getByText('59999999999', { exact: true }).waitFor();
    await expect(werte.getByText('0200#1', { exact: true }).isVisible()).resolves.toBe(true);
    await page.locator('#import-journal').getByText(LESE_TEXTE.journal.zeileEingelesen).waitFor();

    // Edit line 5: a broken record type is refused with the server's reason; the dialog stays
    // open with the user's text.
    await page.getByTestId(`import-zeile-bearbeiten-${id5}`).click();
    const dialog = page.locator('#import-zeile-dialog');
    await dialog.waitFor();
    const textfeld = page.locator('#import-zeile-text');
    await expect(textfeld.inputValue()).resolves.toMatch(/^0200/);
    const text = await textfeld.inputValue();
    const kaputt = `XXXX${text.slice(4)}`;
    await textfeld.fill(kaputt);
    await page.locator('#import-zeile-speichern').click();
    const fehler = page.getByTestId('import-zeile-fehler');
    await fehler.getByText(MELDUNGEN.datensatzNichtGespeichert).waitFor();
    await expect(fehler.textContent()).resolves.toContain('Satzart: Stelle 1–4');
    await expect(textfeld.inputValue()).resolves.toBe(kaputt);
    // The named place is selected, the cursor's place and the length shown.
    await expect(
      textfeld.evaluate((feld: HTMLTextAreaElement) => [feld.selectionStart, feld.selectionEnd]),
    ).resolves.toEqual([0, 4]);
    await page.getByTestId('import-zeile-stelle').getByText(T.zeileStelle(1, 256)).waitFor();
    // Corrected to another policy number: saved, read again, the open details follow at once.
    await textfeld.fill(text.replace('59999999999', '59999999990'));
    await page.locator('#import-zeile-speichern').click();
    await dialog.waitFor({ state: 'detached' });
    await page.locator('.p-toast-message-success').getByText(T.zeileGespeichert).waitFor();
    await werte.getByText('59999999990', { exact: true }).waitFor();
    await werte.getByText(`0 – ${T.zeilenStatus[0]}`).waitFor();
    await page.locator('#import-journal').getByText(WERKBANK_TEXTE.journal.bearbeitet('admin')).waitFor();
    // And after a reload (the screen keeps filter and rows).
    await page.reload();
    await trefferzahl(page).getByText(T.trefferAnzahl(164)).waitFor();
    await page.getByTestId(`import-zeile-details-${id5}`).click();
    await werte.getByText('59999999990', { exact: true }).waitFor();
    await page.locator('#import-journal').getByText(WERKBANK_TEXTE.journal.bearbeitet('admin')).waitFor();

    // A booked line (status 2) — shown with status up to '500 alle' — opens read-only.
    await page.locator('#import-filter-status-bis').click();
    await page.getByRole('option', { name: '500 alle', exact: true }).click();
    await page.locator('#import-suchen').click();
    await trefferzahl(page).getByText(T.trefferAnzahl(165)).waitFor();
    await page.getByTestId(`import-zeile-bearbeiten-${zeilenId(eigene, 6)}`).click();
    await page.getByTestId('import-zeile-gesperrt').getByText(T.zeileGesperrt).waitFor();
    await expect(page.locator('#import-zeile-speichern').count()).resolves.toBe(0);
    await page.locator('#import-zeile-abbrechen').click();
    await dialog.waitFor({ state: 'detached' });

    // Export of -4 errors: 7 days by default, a download of a real workbook.
    await page.getByTestId('import-fehler-export').click();
    const exportDialog = page.locator('#import-fehler-export-dialog');
    await exportDialog.waitFor();
    await expect(page.locator('#import-fehler-export-tage').inputValue()).resolves.toBe('7');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.locator('#import-fehler-export-start').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^fehler-4_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-export-'));
    try {
      const pfad = join(ordner, download.suggestedFilename());
      await download.saveAs(pfad);
      const mappe = new ExcelJS.Workbook();
      await mappe.xlsx.readFile(pfad);
      const blatt = mappe.getWorksheet(WERKBANK_TEXTE.export.blatt)!;
      const zeile = blatt
        .getRows(2, blatt.rowCount - 1)!
        .find((r) => r.getCell(7).value === zeilenId(eigene, 30));
      expect(zeile?.getCell(13).value).toBe(`'=HYPERLINK("http://boese.example")`);
    } finally {
      rmSync(ordner, { recursive: true, force: true });
    }
    await exportDialog.waitFor({ state: 'detached' });
    await page.close();
  });

  it('externer Makler: findet seine Datei am Namen, keine fremde', async () => {
    const page = await neueSeite(EXTERNER_IMPORT.username);
    await ueberschrift(page, 'OMDS Datenimport').waitFor();
    await suchen(page, fremderName);
    await trefferzahl(page).getByText(T.trefferAnzahl(0)).waitFor();
    await page.locator('#import-tabelle').getByText(MELDUNGEN.keineEintraege).waitFor();

    await suchen(page, eigenerName);
    await trefferzahl(page).getByText(T.trefferAnzahl(164)).waitFor();
    const id30 = zeilenId(eigene, 30);
    await page.getByTestId(`import-zeile-details-${id30}`).click();
    await page.getByTestId('import-details-werte').getByText(`-4 – ${FEHLER_STATUS[-4]}`).waitFor();
    await page.close();
  });
});

describe('Mehr Zeilen löschen, als eine Anfrage nennen darf', () => {
  it(`teilt die Auswahl in Anfragen zu höchstens ${HOECHSTE_ID_LISTE} Ids, mit einem Fortschrittsbalken`, async () => {
    const marke = eindeutigeMarke();
    const dateiname = `courtage-${marke}-viele.csv`;
    const buchungen = readFileSync(eingebautesBeispiel('courtage-2024-03.csv'), 'latin1')
      .split(/\r?\n/)
      .slice(1)
      .filter(Boolean);
    // 1,050 lines: the header line is one of the file's lines too.
    const inhalt = [COURTAGE_KOPFZEILE];
    for (let i = 1; i < HOECHSTE_ID_LISTE + 50; i++) {
      const spalten = buchungen[i % buchungen.length]!.split(';');
      spalten[1] = `${spalten[1]}-${marke}-${i}`;
      inhalt.push(spalten.join(';'));
    }
    await dateiEinlesen(
      stackUmgebung(),
      dateiname,
      `${inhalt.join('\r\n')}\r\n`,
      demoBenutzer('maklerimport'),
    );

    const page = await neueSeite(EXTERNER_IMPORT.username, ABRECHNUNG);
    const listen: number[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/bipro_import/lines'))
        listen.push((JSON.parse(r.postData() ?? '[]') as number[]).length);
    });
    await page.locator('#import-filter-dateiname').fill(dateiname);
    await page.locator('#import-suchen').click();
    const treffer = page.getByTestId('import-trefferzahl');
    await treffer.getByText(T.trefferAnzahl(HOECHSTE_ID_LISTE + 50)).waitFor();

    // The header checkbox chooses every line of the result, on every page.
    await page.locator('#import-tabelle thead .p-checkbox').click();
    await page.getByTestId('import-zeilen-loeschen').click();
    const frage = page.locator('.p-confirm-dialog');
    await frage.getByText(T.zeilenLoeschenFrage(HOECHSTE_ID_LISTE + 50)).waitFor();
    await frage.getByRole('button', { name: MELDUNGEN.ja }).click();

    await page.locator('#loeschen-fortschritt').getByText(T.zeilenLoeschen).waitFor();
    await page
      .locator('.p-toast-message-success')
      .getByText(T.zeilenGeloescht(HOECHSTE_ID_LISTE + 50))
      .waitFor({ timeout: 60_000 });
    await treffer.getByText(T.trefferAnzahl(0)).waitFor();
    expect(listen).toEqual([HOECHSTE_ID_LISTE, 50]);
    await page.close();
  }, 120_000);
});
