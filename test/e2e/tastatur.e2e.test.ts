/**
 * Every BiPRO screen by keyboard alone at 1920 × 1080 (issue 25 §5): Tab from the top comes round
 * the whole page, each stop shows its focus and is a control a screen reader names, and every
 * control of the page's content is reached (test/helpers/tastatur.ts). Then what the keys do on
 * them: Enter searches and opens, Space marks, Esc in a dialog closes its open list before the
 * dialog and asks before it drops a changed field.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BEREICHE, MELDUNGEN, POSTEINGANG_TEXTE, ROUTEN, ZUORDNUNG_TEXTE } from '@lieferdesk/shared';
import { starteBrowser, neueAnmeldung, sicherheitsabfrageBeantworten } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { tastaturgang } from '../helpers/tastatur';
import { ZUGANG_NEU } from '../../web/src/pages/zugang/pfade';

const FENSTER_1920 = { width: 1920, height: 1080 };
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let page: Page;
let dokument: { id: number; fileName: string };
let abrechnung: number;

beforeAll(async () => {
  const db = stackUmgebung();
  const marke = eindeutigeMarke();
  const d = await dokumentAnlegen(db, {
    maklernr: '10001',
    gesellschaftId: 3,
    fileName: `tastatur-${marke}.pdf`,
  });
  dokument = { id: d.id, fileName: d.fileName };
  abrechnung = await gdvDateiAnlegen(db, {
    ziel: 'abrechnung',
    maklernr: '10001',
    gesellschaftId: 3,
    fileName: `tastatur-${marke}.csv`,
  });
  await gdvDateiAnlegen(db, { maklernr: '10001', gesellschaftId: 3, fileName: `tastatur-${marke}.gdv` });
  browser = await starteBrowser();
  page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', '/', { fenster: FENSTER_1920 });
});
afterAll(async () => browser?.beenden());

const pfadVon = (id: string) => BEREICHE.find((b) => b.id === id)!.pfad;

/** Opens the screen and waits for what shows it is ready. */
async function oeffnen(pfad: string, bereit: string) {
  await page.goto(`${inject('stack').url}${pfad}`);
  await page.locator(bereit).first().waitFor();
  await page.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
}

/** The walk finds nothing: every stop visible and named, every control reached. */
async function ganzPerTastatur() {
  const gang = await tastaturgang(page);
  expect(gang.halte.length).toBeGreaterThan(5);
  expect({
    ohneSichtbarenFokus: gang.ohneSichtbarenFokus,
    ohneRolle: gang.ohneRolle,
    nichtErreicht: gang.nichtErreicht,
  }).toEqual({ ohneSichtbarenFokus: [], ohneRolle: [], nichtErreicht: [] });
}

describe('BiPRO-Bildschirme per Tastatur bei 1920 × 1080', () => {
  const LISTEN: [string, string][] = [
    ['dokumente', '#posteingang-tabelle'],
    ['archiv', '.p-datatable'],
    ['lieferungen', '.p-datatable'],
    ['gdvDateien', '.p-datatable'],
    ['courtage', '.p-datatable'],
    ['mahnlisten', '.p-datatable'],
    ['downloadUebersicht', '.p-datatable'],
  ];
  for (const [id, bereit] of LISTEN) {
    const titel = BEREICHE.find((b) => b.id === id)!.titel;
    it(`${titel}: Tab erreicht jede Aktion, mit sichtbarem Fokus`, async () => {
      await oeffnen(pfadVon(id), bereit);
      await ganzPerTastatur();
    });
  }

  it('Kategorie-Ausnahmen: Tab erreicht jede Aktion, mit sichtbarem Fokus', async () => {
    await oeffnen(pfadVon('ausnahmen'), '#ausnahmen-gesellschaft');
    // The company by keyboard: the list opens on Enter, Enter takes the first.
    await page.locator('#ausnahmen-gesellschaft input').first().focus();
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor();
    // The walk counts the controls it should reach: the company's rows must be in before it starts.
    const geladen = page.waitForResponse((r) => r.url().includes(ROUTEN.ausnahmenFilter.pfad));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await geladen;
    await page.locator('.p-datatable tbody input[type="checkbox"]').first().waitFor();
    await page.locator('.p-datatable-loading-overlay').waitFor({ state: 'detached' });
    await ganzPerTastatur();
  });

  it('Dokument zuordnen: Tab erreicht jede Aktion, mit sichtbarem Fokus', async () => {
    await oeffnen(
      `/intern/bipro/documents/assign_insurance?id=${dokument.id}&fileName=${encodeURIComponent(dokument.fileName)}`,
      '#zuordnen-kundenname',
    );
    await page
      .getByRole('heading', { name: ZUORDNUNG_TEXTE.seitenTitel(ZUORDNUNG_TEXTE.titelDokument, dokument.id) })
      .waitFor();
    await ganzPerTastatur();
  });

  it('BiPRO-Zugang: Tab erreicht jede Aktion, mit sichtbarem Fokus', async () => {
    await oeffnen(ZUGANG_NEU, '#zugang-formular');
    await page.locator('#zugang-abholzeit-hinzufuegen').click();
    await ganzPerTastatur();
  });
});

describe('Was die Tasten tun', () => {
  it('BiPRO Dokumente: Enter sucht, Leertaste markiert, Enter auf dem Spaltenkopf sortiert', async () => {
    await oeffnen(pfadVon('dokumente'), '#posteingang-tabelle');
    const suche = page.waitForResponse((r) => r.url().includes(ROUTEN.dokumenteFilter.pfad));
    await page.locator('#posteingang-suchen').focus();
    await page.keyboard.press('Enter');
    await suche;
    const zeile = page.locator('#posteingang-tabelle tr', {
      has: page.getByTestId(`posteingang-datei-${dokument.id}`),
    });
    await zeile.locator('.p-checkbox input').focus();
    await page.keyboard.press('Space');
    await expect(zeile.locator('.p-checkbox input').isChecked()).resolves.toBe(true);
    // Marked: the header action is on, and Enter on it asks (its question names the count).
    await page.locator('#posteingang-loeschen').focus();
    await page.keyboard.press('Enter');
    await sicherheitsabfrageBeantworten(page, POSTEINGANG_TEXTE.loeschenFrage(1), 'nein');
    const kopf = page.locator('#posteingang-tabelle th[aria-sort]').first();
    await kopf.focus();
    const vorher = await kopf.getAttribute('aria-sort');
    await page.keyboard.press('Enter');
    await expect.poll(() => kopf.getAttribute('aria-sort')).not.toBe(vorher);
  });

  it('Zeitraum: ArrowDown öffnet den Kalender, Esc schließt ihn und lässt den Fokus im Feld', async () => {
    await oeffnen(pfadVon('lieferungen'), '.p-datatable');
    const feld = page.locator('form .p-calendar input').first();
    await feld.focus();
    await page.keyboard.press('ArrowDown');
    const kalender = page.locator('.p-datepicker');
    await kalender.locator('.p-datepicker-calendar').waitFor();
    await page.keyboard.press('Escape');
    await kalender.waitFor({ state: 'detached' });
    await expect(feld.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it('Courtage „Zusatz“: Esc schließt erst nichts Verlorenes, fragt bei Änderung, Enter öffnet', async () => {
    await oeffnen(pfadVon('courtage'), '.p-datatable');
    await page.getByTestId(`courtage-zusatz-bearbeiten-${abrechnung}`).focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#courtage-zusatz-dialog');
    await dialog.locator('#courtage-zusatz-text').waitFor();
    // Opened, the dialog has the keyboard in its field.
    await page.waitForFunction(() => document.activeElement?.id === 'courtage-zusatz-text');
    await page.keyboard.type('Notiz per Tastatur');
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'nein');
    await expect(dialog.locator('#courtage-zusatz-text').inputValue()).resolves.toBe('Notiz per Tastatur');
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'ja');
    await dialog.waitFor({ state: 'detached' });
  });

  it('Geplante Interfaceläufe: Esc schließt zuerst die offene Auswahlliste, dann fragt der Dialog', async () => {
    await oeffnen(pfadVon('interfaceLaeufe'), '.p-datatable');
    await page.locator('#interfacelauf-anlegen').focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('#interfacelauf-dialog');
    await dialog.waitFor();
    // A field changed, then a dropdown opened by keyboard: Esc closes the list only.
    await page.locator('#interfacelauf-zeit').pressSequentially('0730');
    await page.locator('#interfacelauf-gesellschaft input').first().focus();
    await page.keyboard.press('Alt+ArrowDown');
    await page.locator('.p-dropdown-panel').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.p-dropdown-panel').waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    // The time list likewise.
    await page.locator('#interfacelauf-zeit').press('Alt+ArrowDown');
    await page.locator('#interfacelauf-zeit-liste').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('#interfacelauf-zeit-liste').waitFor({ state: 'detached' });
    await expect(dialog.isVisible()).resolves.toBe(true);
    await expect(page.locator('#interfacelauf-zeit').inputValue()).resolves.toBe('07:30');
    // Then Esc asks before dropping the changed time.
    await page.keyboard.press('Escape');
    await sicherheitsabfrageBeantworten(page, MELDUNGEN.aenderungenVerwerfenFrage, 'nein');
    await expect(page.locator('#interfacelauf-zeit').inputValue()).resolves.toBe('07:30');
  });
});
