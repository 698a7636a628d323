/**
 * The BiPRO documents inbox in a real browser at 1280 × 720 (reference §2.10, §8), against the
 * handlers with documents of this file's own (narrowed by their agent number): the default
 * search at the first visit, the filter, the comment edited in place (Esc drops, Enter saves),
 * marking and deleting after the reference's question, the re-assign that assigns a document
 * whose contract exists now — its count as info, the list read again — and the document found
 * among the automatically assigned, its first column opening the contract and its customer's
 * name chosen into view. Neither the table nor the page scrolls sideways. The broker blacklist: read-only for a broker,
 * savable for internal users. Deleted documents shown on request and restored by an internal
 * user after a question naming how many; the internal view reads a document it may not change.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BIPRO_DATEI_TEXTE,
  LISTENTABELLE_TEXTE,
  MELDUNGEN,
  POSTEINGANG_TEXTE as T,
  ROUTEN,
} from '@lieferdesk/shared';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { kundenRepository } from '@lieferdesk/functions/data/repositories/kunden';
import { vertraegeRepository } from '@lieferdesk/functions/data/repositories/vertraege';
import { normalisiereVsnr } from '@lieferdesk/functions/domain/vsnr';
import { alsText, barrierenPruefen } from '../helpers/barrierefreiheit';
import { neueAnmeldung, sicherheitsabfrageBeantworten, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280, ganzImFenster } from '../helpers/layout';

const SEITE = '/intern/bipro/documents';
const marke = eindeutigeMarke();
const VERMITTLER = `E2E-${marke}`;
const VSNR = `E2E-${marke}-7`;
const NACHNAME = `Postbrowser${marke}`;
const KUNDENNR = eindeutigeZahl(901_000_000, 901_999_999);
const VERTRAG = eindeutigeZahl(901_000_000, 901_999_999);

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let d: { zuordnen: BiproDateiEintrag; loeschen: BiproDateiEintrag; offen: BiproDateiEintrag };
/** Documents of the restore test: an agent number of their own, so the other test's counts hold. */
const WIEDER = `E2W-${marke}`;
let wieder: BiproDateiEintrag;

beforeAll(async () => {
  const db = stackUmgebung();
  const anlegen = (fileName: string, policeNr: string) =>
    dokumentAnlegen(db, {
      maklernr: '10001',
      gesellschaftId: 3,
      vermittlernummer: VERMITTLER,
      policeNr,
      fileName: `${fileName}-${marke}.pdf`,
    });
  d = {
    zuordnen: await anlegen('zuordnen', VSNR),
    loeschen: await anlegen('loeschen', `LOESCHEN-${marke}`),
    offen: await anlegen('offen', `OFFEN-${marke}`),
  };
  wieder = await dokumentAnlegen(db, {
    maklernr: '10001',
    gesellschaftId: 3,
    vermittlernummer: WIEDER,
    fileName: `wieder-${marke}.pdf`,
  });
  // The contract arrives after the documents (as a booking would write it): re-assign finds it.
  await kundenRepository(db).speichern({
    kundennr: KUNDENNR,
    maklernr: '10001',
    name: NACHNAME,
    vorname: 'Bruno',
    gesellschaftKundennummern: [],
  });
  await vertraegeRepository(db).speichern({
    vertragId: VERTRAG,
    gesellschaftId: 3,
    vuNummer: '5502',
    vsnr: VSNR,
    vsnrNorm: normalisiereVsnr(VSNR)!,
    kundennr: KUNDENNR,
    maklernr: '10001',
    geloescht: false,
  });
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const anmelden = (username: string) =>
  neueAnmeldung(browser.kontext, inject('stack').url, username, SEITE, { fenster: FENSTER_1280 });

const zeile = (page: Page, id: number) =>
  page.locator('tr.posteingang-zeile', { has: page.getByTestId(`posteingang-datei-${id}`) });

async function suchen(page: Page) {
  const antwort = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumenteFilter.pfad));
  await page.locator('#posteingang-suchen').click();
  expect((await antwort).status()).toBe(200);
}

describe('BiPRO Dokumente im Browser', () => {
  it('filtert, ändert den Kommentar, löscht Markiertes und ordnet neu zu', async () => {
    // The first visit shows the default search's rows at once: unassigned, the last month.
    const page = await anmelden('fa');
    await page.getByTestId(`posteingang-datei-${d.offen.id}`).waitFor();
    const loeschen = page.locator('#posteingang-loeschen');
    const neuZuordnen = page.locator('#posteingang-neu-zuordnen');
    await expect(loeschen.isDisabled()).resolves.toBe(true);
    await expect(neuZuordnen.isDisabled()).resolves.toBe(true);

    await page.locator('#posteingang-vermittlernummer').fill(VERMITTLER);
    await suchen(page);
    // The answer is in; the rows follow with the next render.
    await expect.poll(() => page.locator('tr.posteingang-zeile').count()).toBe(3);
    await page.getByTestId('posteingang-titel').getByText(T.titelMitAnzahl(3), { exact: true }).waitFor();

    // 1280 px: neither the page nor the table scrolls sideways (the columns a clerk needs in
    // view, the rest chosen: bipro-listen-layout.e2e.test.ts).
    await ganzImFenster(page.locator('#posteingang-tabelle thead th').first());
    const breiten = await page.evaluate(() => {
      const d = document.documentElement;
      const w = document.querySelector('#posteingang-tabelle .p-datatable-wrapper')!;
      return { seite: d.scrollWidth <= d.clientWidth, tabelle: w.scrollWidth > w.clientWidth };
    });
    expect(breiten).toEqual({ seite: true, tabelle: false });
    expect(alsText(await barrierenPruefen(page))).toEqual([]);

    // The comment in place: Esc drops the change, Enter saves it.
    const kommentar = page.getByTestId(`posteingang-kommentar-${d.offen.id}`);
    const feld = page.getByTestId(`posteingang-kommentar-feld-${d.offen.id}`);
    await kommentar.click();
    await feld.fill('verworfen');
    await feld.press('Escape');
    await expect(kommentar.textContent()).resolves.toBe(T.kommentarPlatzhalter);
    await kommentar.click();
    await feld.fill('Kunde angerufen');
    const gespeichert = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumentKommentarAendern.pfad));
    await feld.press('Enter');
    expect((await gespeichert).status()).toBe(200);
    await kommentar.getByText('Kunde angerufen', { exact: true }).waitFor();
    const db = stackUmgebung();
    expect((await biproDateienRepository(db).laden(d.offen.id))?.comment).toBe('Kunde angerufen');

    // Delete the marked row after the reference's question.
    await zeile(page, d.loeschen.id).locator('.p-checkbox').click();
    await expect(loeschen.isDisabled()).resolves.toBe(false);
    await loeschen.click();
    await sicherheitsabfrageBeantworten(page, T.loeschenFrage(1));
    await page.getByText(T.geloescht(1)).waitFor();
    await page.getByTestId(`posteingang-datei-${d.loeschen.id}`).waitFor({ state: 'detached' });
    await page.getByTestId('posteingang-titel').getByText(T.titelMitAnzahl(2), { exact: true }).waitFor();
    expect((await biproDateienRepository(db).laden(d.loeschen.id))?.invisible).toBe(true);

    // Re-assign the other two: the one with a contract now is assigned, the list read again.
    await zeile(page, d.zuordnen.id).locator('.p-checkbox').click();
    await zeile(page, d.offen.id).locator('.p-checkbox').click();
    await neuZuordnen.click();
    // The question names what it does to how many documents.
    await sicherheitsabfrageBeantworten(page, T.neuZuordnenFrage(2));
    await page.getByText(T.neuZugeordnet(1), { exact: true }).waitFor();
    await page.getByTestId(`posteingang-datei-${d.zuordnen.id}`).waitFor({ state: 'detached' });
    await expect(page.locator('tr.posteingang-zeile').count()).resolves.toBe(1);

    // Among the automatically assigned: the customer's names, the first column opens the contract.
    await page.locator('#posteingang-modus').click();
    await page.getByRole('option', { name: T.filter.modus[2], exact: true }).click();
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await suchen(page);
    // The customer's name, which only an assigned document carries, is chosen into view.
    await page.getByRole('button', { name: LISTENTABELLE_TEXTE.spalten }).click();
    await page.getByRole('checkbox', { name: T.spalten.customerSurname, exact: true }).check();
    await page.getByTestId(`posteingang-customerSurname-${d.zuordnen.id}`).getByText(NACHNAME).waitFor();
    // No label of a button or dropdown is cut (the longest filter mode included).
    const abgeschnitten = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.p-button-label, .p-dropdown-label'))
        // An icon-only button's label is an empty placeholder; only labels with text can be cut.
        .filter((l) => (l.textContent ?? '').trim() !== '' && (l as HTMLElement).offsetParent !== null)
        .filter((l) => l.scrollWidth > l.clientWidth)
        .map((l) => l.textContent),
    );
    expect(abgeschnitten).toEqual([]);
    const vertrag = page.getByTestId(`posteingang-zuordnen-${d.zuordnen.id}`);
    await expect(vertrag.getAttribute('href')).resolves.toBe(
      `/home/versicherungen/insurance-group/details/${VERTRAG}`,
    );
    await expect(vertrag.getAttribute('target')).resolves.toBe('_blank');
    await page.close();
  });

  it('löscht, zeigt die Gelöschten auf Wunsch und stellt sie nach der Frage wieder her', async () => {
    const page = await anmelden('admin');
    await page.locator('#posteingang-vermittlernummer').fill(WIEDER);
    await suchen(page);
    const wiederherstellen = page.locator('#posteingang-wiederherstellen');
    await expect(wiederherstellen.isDisabled()).resolves.toBe(true);
    await zeile(page, wieder.id).locator('.p-checkbox').click();
    await page.locator('#posteingang-loeschen').click();
    await sicherheitsabfrageBeantworten(page, T.loeschenFrage(1));
    await page.getByText(T.geloescht(1)).waitFor();
    await page.getByTestId(`posteingang-datei-${wieder.id}`).waitFor({ state: 'detached' });

    // Shown again on request: tagged, greyed, its comment and assignment off; markable to restore.
    await page.locator('#posteingang-geloeschte').click();
    await suchen(page);
    await page.getByTestId(`posteingang-geloescht-${wieder.id}`).waitFor();
    await expect(zeile(page, wieder.id).getAttribute('class')).resolves.toContain('ld-lieferliste-geloescht');
    await expect(page.getByTestId(`posteingang-kommentar-${wieder.id}`).getAttribute('title')).resolves.toBe(
      T.geloeschtNurLesen,
    );
    expect(alsText(await barrierenPruefen(page))).toEqual([]);
    await zeile(page, wieder.id).locator('.p-checkbox').click();
    await expect(page.locator('#posteingang-loeschen').isDisabled()).resolves.toBe(true);
    await wiederherstellen.click();
    await sicherheitsabfrageBeantworten(page, T.wiederherstellenFrage(1));
    await page.getByText(T.wiederhergestellt(1)).waitFor();
    await page.getByTestId(`posteingang-geloescht-${wieder.id}`).waitFor({ state: 'detached' });
    await page.getByTestId(`posteingang-datei-${wieder.id}`).waitFor();
    const gespeichert = await biproDateienRepository(stackUmgebung()).laden(wieder.id);
    expect(gespeichert?.invisible).toBe(false);
    expect(gespeichert?.journal?.map((e) => e.text)).toEqual([
      BIPRO_DATEI_TEXTE.journal.geloescht('admin'),
      BIPRO_DATEI_TEXTE.journal.wiederhergestellt('admin'),
    ]);
    await page.close();
  });

  it('die interne Sicht liest: nichts zu markieren, kein Kommentar, kein Zuordnen, kein Wiederherstellen', async () => {
    const page = await anmelden('viewintern');
    await page.locator('#posteingang-vermittlernummer').fill(WIEDER);
    await suchen(page);
    await page.getByTestId(`posteingang-datei-${wieder.id}`).waitFor();
    await expect(zeile(page, wieder.id).locator('input[type="checkbox"]').isDisabled()).resolves.toBe(true);
    await expect(page.getByTestId(`posteingang-kommentar-${wieder.id}`).getAttribute('title')).resolves.toBe(
      T.nurLesen,
    );
    await expect(page.getByTestId(`posteingang-zuordnen-aktion-${wieder.id}`).isDisabled()).resolves.toBe(
      true,
    );
    await expect(page.locator('#posteingang-wiederherstellen').count()).resolves.toBe(0);
    await page.close();
  });

  it('die Makler-Blacklist: für Makler nur zu lesen, für Interne zu speichern', async () => {
    const makler = await anmelden('fa');
    await makler.locator('#posteingang-blacklist-umschalten').click();
    const feld = makler.locator('#posteingang-blacklist-text');
    await feld.waitFor();
    await expect(feld.getAttribute('readonly')).resolves.not.toBeNull();
    await makler.getByText(T.blacklist.nurIntern, { exact: false }).waitFor();
    await expect(makler.locator('#posteingang-blacklist-speichern').count()).resolves.toBe(0);
    await makler.locator('#posteingang-blacklist-umschalten').click();
    await feld.waitFor({ state: 'detached' });
    await makler.close();

    const intern = await anmelden('admin');
    const geladen = intern.waitForResponse((r) => r.url().includes(ROUTEN.maklerBlacklistLaden.pfad));
    await intern.locator('#posteingang-blacklist-umschalten').click();
    expect((await geladen).status()).toBe(200);
    const internFeld = intern.locator('#posteingang-blacklist-text');
    await intern.waitForFunction(
      () => !(document.getElementById('posteingang-blacklist-text') as HTMLTextAreaElement).disabled,
    );
    await expect(internFeld.isEditable()).resolves.toBe(true);
    const speichern = intern.locator('#posteingang-blacklist-speichern');
    // Nothing changed, nothing to save; the list as saved comes back unchanged.
    await expect(speichern.isDisabled()).resolves.toBe(true);
    const bisher = await internFeld.inputValue();
    await internFeld.fill(`${bisher} `);
    await speichern.click();
    await intern.getByText(T.blacklist.gespeichert).waitFor();
    await expect(internFeld.inputValue()).resolves.toBe(bisher);
    await expect(intern.getByText(MELDUNGEN.keineBerechtigung).count()).resolves.toBe(0);
    await intern.close();
  });
});
