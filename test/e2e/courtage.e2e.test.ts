/**
 * The commission list and the category exceptions in a real browser at 1280 × 720, without
 * sideways scroll (reference §2.7, §2.15, §4 "Courtage file", §8): a stored commission file is
 * read from its row after the security prompt, the answer shows as info, the row then offers
 * 'show result', which opens the file's lines in the settlement import; the extra text is edited
 * in its dialog, where Esc asks before typed text is dropped; an exception is set and removed
 * again by the table's selection. A deleted file is shown on request and restored by an internal
 * user after a question naming how many; a broker sees his deleted file with nothing to restore it.
 *
 * The data is this file's own: a company of its own, a commission file of the built-in layout's
 * sample (bytes of its own) written as the download job stores one, and a category of its own.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  AUSNAHMEN_TEXTE as A,
  BIPRO_DATEI_TEXTE,
  COURTAGE_TEXTE as T,
  MELDUNGEN,
  ROUTEN,
} from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { zeilenId } from '@lieferdesk/functions/data/repositories/importZeilen';
import { kategorieAusnahmenRepository } from '@lieferdesk/functions/data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '@lieferdesk/functions/data/repositories/kategorien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { eingebautesBeispiel } from '../fixtures';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  sucheAntwort,
  waehleImDropdown,
} from '../helpers/browser';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { eigenerInhalt, stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { FENSTER_1280, passtInsFenster } from '../helpers/layout';
import { warteBis } from '../helpers/warten';

const ABRECHNUNGEN = '/intern/bipro/abrechnungen';
const AUSNAHMEN = '/intern/bipro/kategorie-ausnahmen';
const INTERFACE = 'Courtage-Abrechnung CSV';
const marke = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(600_000, 699_999), name: `Courtage-Browser ${marke}` };
const dateiname = `courtage-${marke}.csv`;
/** A small code: the category is on the exceptions table's first page (sorted by GeVo type). */
const gevoArt = eindeutigeZahl(1000, 9999);

let db: Datenbank;
let dateiId: number;
/** Files of the restore tests: one to delete and restore, one already deleted. */
let wiederId: number;
let geloeschtId: number;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  db = stackUmgebung();
  await gesellschaftenRepository(db).speichern(firma);
  await kategorienRepository(db).anlegen({
    gevoArt,
    hauptKategorie: 'Vertrag',
    unterKategorie: `Browser ${marke}`,
    kategorieFK: 6,
  });
  dateiId = await gdvDateiAnlegen(db, {
    ziel: 'abrechnung',
    maklernr: '10001',
    gesellschaftId: firma.gesellschaftId,
    fileName: dateiname,
    inhalt: eigenerInhalt(readFileSync(eingebautesBeispiel('courtage-2024-03.csv'))),
  });
  const weitere = (fileName: string, invisible: boolean) =>
    gdvDateiAnlegen(db, {
      ziel: 'abrechnung',
      maklernr: '10001',
      gesellschaftId: firma.gesellschaftId,
      fileName,
      invisible,
    });
  wiederId = await weitere(`courtage-wieder-${marke}.csv`, false);
  geloeschtId = await weitere(`courtage-geloescht-${marke}.csv`, true);
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

/**
 * The commission list signed in afresh (as an internal user unless said), searched for the test's
 * company.
 */
async function listeSuchen(username = 'admin'): Promise<Page> {
  const page = await neueAnmeldung(browser.kontext, inject('stack').url, username, ABRECHNUNGEN, {
    fenster: FENSTER_1280,
  });
  await page.getByRole('heading', { name: 'BiPRO Abrechnungen/Courtage', exact: true }).waitFor();
  await waehleImDropdown(page, '#courtage-gesellschaft', firma.name);
  await page.locator('#courtage-suchen').click();
  await page.getByTestId(`courtage-datei-${dateiId}`).waitFor();
  return page;
}

const zeile = (page: Page, id: number) =>
  page.locator('tr.courtage-zeile', { has: page.getByTestId(`courtage-datei-${id}`) });

/** 'Gelöschte Einträge anzeigen' switched, searched again; waits for the search's own answer. */
async function geloeschteUmschalten(page: Page) {
  await page.locator('#courtage-geloeschte').click();
  const antwort = sucheAntwort(page, ROUTEN.courtageFilter);
  await page.locator('#courtage-suchen').click();
  expect((await antwort).status()).toBe(200);
}

describe('Courtage-Liste und Kategorie-Ausnahmen im Browser', () => {
  it('liest eine Courtage-Datei nach Ja ein, zeigt die Antwort als Info und öffnet ihr Ergebnis', async () => {
    const page = await listeSuchen();
    await expect(page.getByTestId(`courtage-import-${dateiId}`).textContent()).resolves.toBe(INTERFACE);
    await passtInsFenster(page, page.locator('#courtage-tabelle thead'));

    await page.getByTestId(`courtage-einlesen-${dateiId}`).click();
    await sicherheitsabfrageBeantworten(page, T.einlesenFrage(dateiname, INTERFACE));
    // Reference §8: the answer is shown as info.
    const info = page.locator('.p-toast-message-info');
    await info.waitFor();
    const fileId = (await biproDateienRepository(db).laden(dateiId))!.importDateiId!;
    await expect(info.textContent()).resolves.toContain(T.eingelesen(dateiname, fileId, INTERFACE));

    // With its status log the row offers the result, no longer the read.
    const ergebnis = page.getByTestId(`courtage-ergebnis-${dateiId}`);
    await ergebnis.waitFor();
    await expect(page.getByTestId(`courtage-einlesen-${dateiId}`).count()).resolves.toBe(0);
    await expect(page.getByTestId(`courtage-status-${dateiId}`).textContent()).resolves.toContain(
      `eingelesen als Datei Nr. ${fileId}`,
    );

    // The pipeline reads it in its own time; then its lines are the result.
    await warteBis(
      () => importDateienRepository(db).laden(fileId),
      (d) => d?.status === DATEI_STATUS.gelesen,
      { zeit: 60_000, intervall: 250, text: (d) => `Datei ${fileId} gelesen (${d?.status})` },
    );
    await ergebnis.click();
    await page.getByRole('heading', { name: 'Abrechnung Datenimport', exact: true }).waitFor();
    const adresse = new URL(page.url());
    expect(adresse.pathname).toBe('/intern/gdv/import/2');
    expect(Object.fromEntries(adresse.searchParams)).toEqual({ id: String(fileId), filename: dateiname });
    await page.getByTestId(`import-zeile-${zeilenId(fileId, 2)}`).waitFor();
    await page.close();

    // Broker fa sees his file read, but is not offered the result: the data import it opens would
    // tell him 'keine Berechtigung'.
    const fa = await listeSuchen('fa');
    await expect(fa.getByTestId(`courtage-status-${dateiId}`).textContent()).resolves.toContain(
      `eingelesen als Datei Nr. ${fileId}`,
    );
    await expect(fa.getByTestId(`courtage-ergebnis-${dateiId}`).count()).resolves.toBe(0);
    await expect(fa.getByTestId(`courtage-einlesen-${dateiId}`).count()).resolves.toBe(0);
    await fa.goto(`${inject('stack').url}/intern/gdv/import/2?id=${fileId}`);
    await fa.getByText(MELDUNGEN.keineBerechtigung).waitFor();
    await fa.close();
  }, 120_000);

  it('bearbeitet den Zusatz (Esc fragt vor dem Verwerfen) und setzt und entfernt eine Ausnahme', async () => {
    const page = await listeSuchen();
    const text = `geprüft ${marke}`;
    await page.getByTestId(`courtage-zusatz-bearbeiten-${dateiId}`).click();
    const dialog = page.locator('#courtage-zusatz-dialog');
    await page.locator('#courtage-zusatz-text').fill(text);
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'nein');
    await expect(page.locator('#courtage-zusatz-text').inputValue()).resolves.toBe(text);
    await page.locator('#courtage-zusatz-speichern').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId(`courtage-zusatz-${dateiId}`).getByText(text, { exact: true }).waitFor();

    // The exceptions: the selection is the state being edited; save sends what changed.
    await page.goto(`${inject('stack').url}${AUSNAHMEN}`);
    await page.getByRole('heading', { name: 'Kategorie-Ausnahmen', exact: true }).waitFor();
    await waehleImDropdown(page, '#ausnahmen-gesellschaft', firma.name);
    const stand = page.getByTestId(`ausnahme-stand-${gevoArt}`);
    await stand.getByText(A.gespeichertNein, { exact: true }).waitFor();
    await passtInsFenster(page, page.locator('#ausnahmen-tabelle thead'));
    const speichern = page.locator('#ausnahmen-speichern');
    await expect(speichern.isDisabled()).resolves.toBe(true);
    const auswahl = page
      .locator('tr.ausnahme-zeile', { has: page.getByTestId(`ausnahme-gevoart-${gevoArt}`) })
      .locator('td .p-checkbox');

    const ausnahmen = () => kategorieAusnahmenRepository(db).derGesellschaft(firma.gesellschaftId);
    await auswahl.click();
    await page.getByTestId('ausnahmen-aenderungen').getByText(A.aenderungen(1)).waitFor();
    await speichern.click();
    await page.locator('.p-toast').getByText(A.gespeichert(1, 0)).waitFor();
    await stand.getByText(A.gespeichertJa, { exact: true }).waitFor();
    await expect(ausnahmen()).resolves.toEqual(new Set([gevoArt]));

    // Deselected, the last exception is a change too, and can be saved.
    await auswahl.click();
    await expect(speichern.isDisabled()).resolves.toBe(false);
    await speichern.click();
    await page.locator('.p-toast').getByText(A.gespeichert(0, 1)).waitFor();
    await stand.getByText(A.gespeichertNein, { exact: true }).waitFor();
    await expect(ausnahmen()).resolves.toEqual(new Set());
    await expect(speichern.isDisabled()).resolves.toBe(true);
    await page.close();
  }, 120_000);

  it('löscht eine Datei, zeigt sie auf Wunsch als gelöscht und stellt sie nach der Frage wieder her', async () => {
    const page = await listeSuchen();
    await page.getByTestId(`courtage-datei-${wiederId}`).waitFor();
    // The already deleted file is not listed without the toggle.
    await expect(page.getByTestId(`courtage-datei-${geloeschtId}`).count()).resolves.toBe(0);
    const wiederherstellen = page.locator('#courtage-wiederherstellen');
    await expect(wiederherstellen.isDisabled()).resolves.toBe(true);
    await zeile(page, wiederId).locator('.p-checkbox').click();
    await page.locator('#courtage-loeschen').click();
    // The question says what it does to how many rows.
    await sicherheitsabfrageBeantworten(page, T.loeschenFrage(1));
    await page.getByText(T.geloescht(1)).waitFor();
    await page.getByTestId(`courtage-datei-${wiederId}`).waitFor({ state: 'detached' });

    await geloeschteUmschalten(page);
    await page.getByTestId(`courtage-geloescht-${wiederId}`).waitFor();
    await page.getByTestId(`courtage-geloescht-${geloeschtId}`).waitFor();
    await expect(zeile(page, wiederId).getAttribute('class')).resolves.toContain('ld-lieferliste-geloescht');
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    await zeile(page, wiederId).locator('.p-checkbox').click();
    // A deleted row is not deleted again: only the restore takes it.
    await expect(page.locator('#courtage-loeschen').isDisabled()).resolves.toBe(true);
    await wiederherstellen.click();
    await sicherheitsabfrageBeantworten(page, T.wiederherstellenFrage(1));
    await page.getByText(T.wiederhergestellt(1)).waitFor();
    await page.getByTestId(`courtage-geloescht-${wiederId}`).waitFor({ state: 'detached' });
    await page.getByTestId(`courtage-datei-${wiederId}`).waitFor();
    await expect(page.getByTestId(`courtage-geloescht-${geloeschtId}`).count()).resolves.toBe(1);

    // Back in the list without deleted entries — asked again, though its answer from before the
    // restore is cached (useMarkierung reads every search of the list again) — and on record.
    await geloeschteUmschalten(page);
    await page.getByTestId(`courtage-datei-${geloeschtId}`).waitFor({ state: 'detached' });
    await page.getByTestId(`courtage-datei-${wiederId}`).waitFor();
    const gespeichert = await biproDateienRepository(db).laden(wiederId);
    expect(gespeichert?.invisible).toBe(false);
    expect(gespeichert?.journal?.map((e) => e.text)).toEqual([
      BIPRO_DATEI_TEXTE.journal.geloescht('admin'),
      BIPRO_DATEI_TEXTE.journal.wiederhergestellt('admin'),
    ]);
    await page.close();
  });

  it('der Makler sieht seine gelöschte Datei, kann sie aber nicht wiederherstellen', async () => {
    const page = await listeSuchen('fa');
    await geloeschteUmschalten(page);
    await page.getByTestId(`courtage-geloescht-${geloeschtId}`).waitFor();
    await expect(zeile(page, geloeschtId).locator('input[type="checkbox"]').isDisabled()).resolves.toBe(true);
    await expect(page.locator('#courtage-wiederherstellen').count()).resolves.toBe(0);
    await page.close();
  });
});
