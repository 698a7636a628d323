/**
 * The BiPRO GDV files and deliveries in a real browser at 1280 × 720 (reference §2.12, §2.13, §4),
 * against the handlers with rows of this file's own: marking two GDV files and deleting them from
 * the header after the reference's question — they leave the list and come back marked as deleted
 * with "show deleted entries", without a delete action —, a file's import result opening the data
 * import searched by its name; deleted files restored by an internal user after a question naming
 * how many, while their broker, who deleted one, sees it deleted with nothing to restore it; the
 * deliveries' internal columns and access link for internal users only. The wide tables scroll in themselves; the page never sideways. A file read as
 * incomplete shows its status once per reason: the first line in the row, the whole protocol in
 * the row's expansion, opened from the keyboard.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BIPRO_DATEI_TEXTE,
  GDV_DATEIEN_TEXTE as G,
  LESE_TEXTE,
  LIEFERUNGEN_TEXTE as L,
  MONITOR_TEXTE,
  ROUTEN,
} from '@lieferdesk/shared';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import {
  importDateienRepository,
  type NeueDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  sucheAntwort,
  waehleImDropdown,
} from '../helpers/browser';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { FENSTER_1280, ganzImFenster } from '../helpers/layout';

const GDV_SEITE = '/intern/bipro/gdv-dateien';
const LIEFERUNGEN_SEITE = '/intern/bipro/lieferungen';
const marke = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(600_000, 699_999), name: `E2E Versicherung ${marke}` };
const name = (rolle: string) => `gdv-e2e-${marke}-${rolle}.gdv`;
const lieferung = { zugangId: eindeutigeZahl(600_000, 699_999), transferId: `E2E-${marke}` };
const lieferungsZeile = `${lieferung.zugangId}-${lieferung.transferId}`;

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let d: { eins: number; zwei: number; drei: number; vier: number };
/** Files of the restore tests: a name of their own, so the other tests' counts hold. */
const WIEDER = `gdv-wieder-${marke}`;
const wiederName = (rolle: string) => `${WIEDER}-${rolle}.gdv`;
/** The broker's own file (the broker 20001's, as all of this file's). */
const MAKLER_DATEI = `gdv-makler-${marke}.gdv`;
let wieder: { fuenf: number; sechs: number; makler: number };

/** Stored as files read before the reader named a reason shared by several packages once. */
const NACHSATZ = 'Nachsatz nennt 162 Sätze, das Paket hat 3 zwischen Vor- und Nachsatz';
const FEHLT = 'Nachsatz 9999 fehlt: Datenpaket ab Zeile 13 endet ohne Nachsatz';
/** The protocol's first line: the state as the monitor words it, with the first reason. */
const ERSTE_ZEILE = MONITOR_TEXTE.status.dateiFehler(
  MONITOR_TEXTE.status.gelesen,
  LESE_TEXTE.dateiUnvollstaendig([NACHSATZ]),
  0,
);

beforeAll(async () => {
  const db = stackUmgebung();
  await gesellschaftenRepository(db).speichern(firma);
  const importe = importDateienRepository(db);
  /** An import file of this test's, in the state `stand`. */
  const importDatei = async (rolle: string, stand: Omit<NeueDatei, 'id' | 'fileName' | 'bucket' | 'key'>) => {
    const id = await importe.neueId();
    await importe.anlegen({
      id,
      fileName: name(rolle),
      bucket: 'inbox',
      key: `ablage/${id}/${name(rolle)}`,
      ...stand,
    });
    return id;
  };
  const heute = new Date().toISOString();
  const importId = await importDatei('drei', {
    modus: 1,
    status: DATEI_STATUS.ausgewertet,
    dateFrom: heute,
    numRows: 3,
    numRowsError: 0,
    numRowsWithoutError: 3,
    zeilenGesamt: 13,
    journal: [],
  });
  const unvollstaendig = await importDatei('vier', {
    modus: 1,
    status: DATEI_STATUS.gelesen,
    dateFrom: heute,
    numRows: 9,
    numRowsWithoutError: 9,
    zeilenGesamt: 18,
    dateiFehler: LESE_TEXTE.dateiUnvollstaendig([NACHSATZ, NACHSATZ, NACHSATZ, FEHLT]),
    journal: [],
  });
  const anlegen = (rolle: string, importDateiId?: number) =>
    gdvDateiAnlegen(db, {
      maklernr: '20001',
      gesellschaftId: firma.gesellschaftId,
      fileName: name(rolle),
      inhalt: Buffer.from(`GDV ${rolle}`),
      importDateiId,
    });
  d = {
    eins: await anlegen('eins'),
    zwei: await anlegen('zwei'),
    drei: await anlegen('drei', importId),
    vier: await anlegen('vier', unvollstaendig),
  };
  const wiederAnlegen = (fileName: string) =>
    gdvDateiAnlegen(db, {
      maklernr: '20001',
      gesellschaftId: firma.gesellschaftId,
      fileName,
      inhalt: Buffer.from(`GDV ${fileName}`),
    });
  wieder = {
    fuenf: await wiederAnlegen(wiederName('fuenf')),
    sechs: await wiederAnlegen(wiederName('sechs')),
    makler: await wiederAnlegen(MAKLER_DATEI),
  };

  const dateStarted = new Date().toISOString();
  const lieferungen = biproLieferungenRepository(db);
  await lieferungen.beginnen({
    ...lieferung,
    extZugangBezeichnung: `Zugang ${marke}`,
    gesellschaftId: firma.gesellschaftId,
    maklernr: '20001',
    monat: deutscherTag(dateStarted).slice(0, 7),
    dateStarted,
  });
  await lieferungen.abschliessen(
    lieferung.zugangId,
    lieferung.transferId,
    { allInputFiles: 4, persistedFiles: 4, inputZips: 1, error: `Fehler ${marke}` },
    dateStarted,
  );
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (username: string, pfad: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, username, pfad, { fenster: FENSTER_1280 });

/** The page never scrolls sideways (a wide table scrolls in its own frame). */
const seiteOhneQuerscrollen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);

const zeile = (page: Page, id: number) =>
  page.locator('tr.gdv-zeile', { has: page.getByTestId(`gdv-datei-${id}`) });

/** Searches by file name and waits for the search's own answer. */
async function suchenNach(page: Page, dateiname: string) {
  await page.locator('#gdv-dateiname').fill(dateiname);
  const antwort = sucheAntwort(page, ROUTEN.gdvDateienFilter);
  await page.locator('#gdv-suchen').click();
  expect((await antwort).status()).toBe(200);
}

describe('BiPRO GDV-Dateien im Browser', () => {
  it('löscht markierte Dateien nach Rückfrage, zeigt sie auf Wunsch als gelöscht, öffnet das Importergebnis', async () => {
    const page = await anmelden('admin', GDV_SEITE);
    await page.getByRole('heading', { name: G.titel, exact: true }).waitFor();
    const markierteLoeschen = page.locator('#gdv-markierte-loeschen');
    await expect(markierteLoeschen.isDisabled()).resolves.toBe(true);

    await page.locator('#gdv-dateiname').fill(`gdv-e2e-${marke}`);
    await page.locator('#gdv-suchen').click();
    await page.getByTestId(`gdv-datei-${d.drei}`).waitFor();
    // The first answer (the month's files) may still be on screen: wait for the search's.
    await expect.poll(() => page.locator('tr.gdv-zeile').count()).toBe(4);
    await ganzImFenster(page.locator('#gdv-tabelle thead th').first());
    await expect(seiteOhneQuerscrollen(page)).resolves.toBe(true);
    await expect(page.getByTestId(`gdv-ausgewertet-${d.drei}`).textContent()).resolves.toBe('Ja');
    await expect(page.getByTestId(`gdv-ergebnis-${d.eins}`).count()).resolves.toBe(0);

    // A download comes straight from storage under the file's name; the page stays.
    const download = page.waitForEvent('download');
    await page.getByTestId(`gdv-herunterladen-${d.eins}`).click();
    expect((await download).suggestedFilename()).toBe(name('eins'));

    await zeile(page, d.eins).locator('.p-checkbox').click();
    await zeile(page, d.zwei).locator('.p-checkbox').click();
    await expect(markierteLoeschen.isDisabled()).resolves.toBe(false);
    await markierteLoeschen.click();
    await sicherheitsabfrageBeantworten(page, G.markierteLoeschenFrage(2));
    await page.getByText(G.geloescht(2)).waitFor();
    await page.getByTestId(`gdv-datei-${d.eins}`).waitFor({ state: 'detached' });
    await expect(page.getByTestId(`gdv-datei-${d.zwei}`).count()).resolves.toBe(0);
    await expect(page.locator('tr.gdv-zeile').count()).resolves.toBe(2);
    await expect(markierteLoeschen.isDisabled()).resolves.toBe(true);

    // Shown again on request: marked in words, greyed, not deletable (markable only to be restored).
    await page.locator('#gdv-geloeschte').click();
    await page.locator('#gdv-suchen').click();
    await page.getByTestId(`gdv-geloescht-${d.eins}`).waitFor();
    await page.getByTestId(`gdv-geloescht-${d.zwei}`).waitFor();
    await expect(page.getByTestId(`gdv-geloescht-${d.drei}`).count()).resolves.toBe(0);
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    await expect(zeile(page, d.eins).getAttribute('class')).resolves.toContain('ld-lieferliste-geloescht');
    await expect(page.getByTestId(`gdv-loeschen-${d.eins}`).count()).resolves.toBe(0);
    await expect(page.getByTestId(`gdv-loeschen-${d.drei}`).count()).resolves.toBe(1);

    // /intern/bipro/gdv-import?filename= opens the data import searched by the file's name.
    await page.getByTestId(`gdv-ergebnis-${d.drei}`).click();
    await page.waitForURL((url) => url.pathname === '/intern/gdv/import');
    expect(new URL(page.url()).searchParams.get('filename')).toBe(name('drei'));
    await page.getByRole('heading', { name: 'OMDS Datenimport' }).waitFor();
    await page.close();
  });

  it('stellt markierte gelöschte Dateien nach einer Frage mit ihrer Anzahl wieder her', async () => {
    const page = await anmelden('admin', GDV_SEITE);
    await page.getByRole('heading', { name: G.titel, exact: true }).waitFor();
    await suchenNach(page, WIEDER);
    await expect.poll(() => page.locator('tr.gdv-zeile').count()).toBe(2);
    const wiederherstellen = page.locator('#gdv-wiederherstellen');
    await expect(wiederherstellen.isDisabled()).resolves.toBe(true);
    await zeile(page, wieder.fuenf).locator('.p-checkbox').click();
    await zeile(page, wieder.sechs).locator('.p-checkbox').click();
    // Not deleted: the marks are for a delete, none for a restore.
    await expect(wiederherstellen.isDisabled()).resolves.toBe(true);
    await page.locator('#gdv-markierte-loeschen').click();
    await sicherheitsabfrageBeantworten(page, G.markierteLoeschenFrage(2));
    await page.getByText(G.geloescht(2)).waitFor();
    await page.getByTestId(`gdv-datei-${wieder.fuenf}`).waitFor({ state: 'detached' });

    await page.locator('#gdv-geloeschte').click();
    await suchenNach(page, WIEDER);
    await page.getByTestId(`gdv-geloescht-${wieder.fuenf}`).waitFor();
    await page.getByTestId(`gdv-geloescht-${wieder.sechs}`).waitFor();
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    await zeile(page, wieder.fuenf).locator('.p-checkbox').click();
    await zeile(page, wieder.sechs).locator('.p-checkbox').click();
    // Deleted rows are not deleted again: only the restore takes them.
    await expect(page.locator('#gdv-markierte-loeschen').isDisabled()).resolves.toBe(true);
    await wiederherstellen.click();
    await sicherheitsabfrageBeantworten(page, G.wiederherstellenFrage(2));
    await page.getByText(G.wiederhergestellt(2)).waitFor();
    await page.getByTestId(`gdv-geloescht-${wieder.fuenf}`).waitFor({ state: 'detached' });
    await expect(page.getByTestId(`gdv-geloescht-${wieder.sechs}`).count()).resolves.toBe(0);
    await expect(wiederherstellen.isDisabled()).resolves.toBe(true);

    // Back in the list without deleted entries, and on record.
    await page.locator('#gdv-geloeschte').click();
    await suchenNach(page, WIEDER);
    await expect.poll(() => page.locator('tr.gdv-zeile').count()).toBe(2);
    // The count beside the title is the rows the search found.
    await expect(page.getByTestId('gdv-anzahl').textContent()).resolves.toBe(G.anzahl(2));
    await page.getByTestId(`gdv-datei-${wieder.fuenf}`).waitFor();
    await page.getByTestId(`gdv-loeschen-${wieder.fuenf}`).waitFor();
    const gespeichert = await biproDateienRepository(stackUmgebung()).laden(wieder.fuenf);
    expect(gespeichert?.invisible).toBe(false);
    expect(gespeichert?.journal?.map((e) => e.text)).toEqual([
      BIPRO_DATEI_TEXTE.journal.geloescht('admin'),
      BIPRO_DATEI_TEXTE.journal.wiederhergestellt('admin'),
    ]);
    await page.close();
  });

  it('der Makler löscht seine Datei, sieht sie als gelöscht, kann sie aber nicht wiederherstellen', async () => {
    const page = await anmelden('makler', GDV_SEITE);
    await page.getByRole('heading', { name: G.titel, exact: true }).waitFor();
    await suchenNach(page, MAKLER_DATEI);
    await page.getByTestId(`gdv-datei-${wieder.makler}`).waitFor();
    await expect.poll(() => page.locator('tr.gdv-zeile').count()).toBe(1);
    await page.getByTestId(`gdv-loeschen-${wieder.makler}`).click();
    await sicherheitsabfrageBeantworten(page, G.loeschenFrage(MAKLER_DATEI));
    await page.getByText(G.geloescht(1)).waitFor();
    await page.getByTestId(`gdv-datei-${wieder.makler}`).waitFor({ state: 'detached' });

    await page.locator('#gdv-geloeschte').click();
    await suchenNach(page, MAKLER_DATEI);
    await page.getByTestId(`gdv-geloescht-${wieder.makler}`).waitFor();
    await expect(zeile(page, wieder.makler).locator('input[type="checkbox"]').isDisabled()).resolves.toBe(
      true,
    );
    await expect(page.locator('#gdv-wiederherstellen').count()).resolves.toBe(0);
    await page.close();
  });

  it('zeigt jeden Grund einmal: die erste Zeile in der Zeile, das ganze Protokoll auf Wunsch', async () => {
    const page = await anmelden('admin', GDV_SEITE);
    await page.getByRole('heading', { name: G.titel, exact: true }).waitFor();
    await page.locator('#gdv-dateiname').fill(name('vier'));
    await page.locator('#gdv-suchen').click();
    await page.getByTestId(`gdv-datei-${d.vier}`).waitFor();
    await expect.poll(() => page.locator('tr.gdv-zeile').count()).toBe(1);
    const status = page.getByTestId(`gdv-status-${d.vier}`);
    await expect(status.textContent()).resolves.toBe(ERSTE_ZEILE);
    // One line: lower than two lines of its font (the protocol held whole wrapped to ~300 px).
    const { hoehe, schrift } = await status.evaluate((e) => ({
      hoehe: e.getBoundingClientRect().height,
      schrift: parseFloat(getComputedStyle(e).fontSize),
    }));
    expect(hoehe).toBeLessThan(2 * schrift);
    await expect(page.getByTestId(`gdv-protokoll-${d.vier}`).count()).resolves.toBe(0);

    // The expander is a button of the row: reached and opened from the keyboard.
    const oeffnen = zeile(page, d.vier).locator('.p-row-toggler');
    await oeffnen.focus();
    await page.keyboard.press('Enter');
    const protokoll = page.getByTestId(`gdv-protokoll-${d.vier}`);
    await protokoll.waitFor();
    await expect(protokoll.locator('li').allTextContents()).resolves.toEqual([ERSTE_ZEILE, FEHLT]);
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    await page.close();
  });
});

describe('BiPRO Lieferungen im Browser', () => {
  const zeigen = async (username: string) => {
    const page = await anmelden(username, LIEFERUNGEN_SEITE);
    await page.getByRole('heading', { name: L.titel, exact: true }).waitFor();
    await waehleImDropdown(page, '#lieferungen-gesellschaft', firma.name);
    await page.locator('#lieferungen-suchen').click();
    await page.getByTestId(`lieferung-gesellschaft-${lieferungsZeile}`).waitFor();
    // The first answer (all companies) may still be on screen: wait for the company's.
    await expect.poll(() => page.locator('tr.lieferung-zeile').count()).toBe(1);
    await expect(seiteOhneQuerscrollen(page)).resolves.toBe(true);
    return page;
  };
  const spalte = (page: Page, text: string) =>
    page.locator('#lieferungen-tabelle thead th').filter({ hasText: text }).count();

  it('zeigt internen Benutzern die internen Spalten und den Zugang, Maklern nicht', async () => {
    const admin = await zeigen('admin');
    await expect(spalte(admin, L.spalten.error)).resolves.toBe(1);
    await admin.getByText(`Fehler ${marke}`).waitFor();
    expect(alsText(await barrierenPruefen(admin))).toEqual([]);
    await expect(
      admin.getByTestId(`lieferung-zugang-${lieferungsZeile}`).getAttribute('target'),
    ).resolves.toBe('_blank');
    await admin.close();

    const makler = await zeigen('makler');
    await expect(spalte(makler, L.spalten.persistedFiles)).resolves.toBe(1);
    await expect(spalte(makler, L.spalten.error)).resolves.toBe(0);
    await expect(spalte(makler, L.spalten.inputZips)).resolves.toBe(0);
    await expect(makler.getByTestId(`lieferung-zugang-${lieferungsZeile}`).count()).resolves.toBe(0);
    await makler.close();
  });
});
