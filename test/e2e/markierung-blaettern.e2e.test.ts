/**
 * Marked rows outlast paging and sorting (issue 25 §5; reference §5 "Marked rows"): on the inbox,
 * the GDV files and the commission list, each with 105 rows of its own (100 a page, so two pages),
 * two rows marked on the first page, the second page marked by the header checkbox — which marks
 * the page shown, never the rows out of sight —, then the list sorted anew: 'Markierte löschen'
 * deletes exactly these seven rows, and every other row is still listed.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  COURTAGE_TEXTE as C,
  GDV_DATEIEN_TEXTE as G,
  POSTEINGANG_TEXTE as P,
  ROUTEN,
  type Route,
} from '@lieferdesk/shared';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import {
  neueAnmeldung,
  sicherheitsabfrageBeantworten,
  starteBrowser,
  waehleImDropdown,
} from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';

const ANZAHL = 105;
const marke = eindeutigeMarke();
const VERMITTLER = `MARK-${marke}`;
const firma = { gesellschaftId: eindeutigeZahl(500_000, 599_999), name: `Markier Versicherung ${marke}` };
const dateiname = (liste: string, i: number) =>
  `markiert-${liste}-${marke}-${String(i).padStart(3, '0')}.txt`;

let browser: Awaited<ReturnType<typeof starteBrowser>>;

/** `anzahl` rows made by `anlegen`, ten at a time. */
async function anlegen(anlegen: (i: number) => Promise<unknown>) {
  for (let i = 0; i < ANZAHL; i += 10)
    await Promise.all(Array.from({ length: Math.min(10, ANZAHL - i) }, (_, j) => anlegen(i + j)));
}

beforeAll(async () => {
  const db = stackUmgebung();
  await gesellschaftenRepository(db).speichern(firma);
  const eigene = { maklernr: '10001', gesellschaftId: firma.gesellschaftId };
  await anlegen((i) =>
    dokumentAnlegen(db, { ...eigene, vermittlernummer: VERMITTLER, fileName: dateiname('dok', i) }),
  );
  await anlegen((i) => gdvDateiAnlegen(db, { ...eigene, fileName: dateiname('gdv', i) }));
  await anlegen((i) => gdvDateiAnlegen(db, { ...eigene, ziel: 'abrechnung', fileName: dateiname('ct', i) }));
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

interface Liste {
  name: string;
  pfad: string;
  tabelle: string;
  /** The row's file name cell's test id, before the row's id. */
  datei: string;
  route: Route;
  /** Searches this test's rows only. */
  suchen(page: Page): Promise<void>;
  /** A value the search sends, so its answer is known. */
  suchwert: string;
  loeschen: string;
  frage(anzahl: number): string;
  geloescht(anzahl: number): string;
}

const LISTEN: Liste[] = [
  {
    name: 'BiPRO Dokumente',
    pfad: '/intern/bipro/documents',
    tabelle: '#posteingang-tabelle',
    datei: 'posteingang-datei-',
    route: ROUTEN.dokumenteFilter,
    suchen: async (page) => {
      await page.locator('#posteingang-vermittlernummer').fill(VERMITTLER);
      await page.locator('#posteingang-suchen').click();
    },
    suchwert: VERMITTLER,
    loeschen: '#posteingang-loeschen',
    frage: P.loeschenFrage,
    geloescht: P.geloescht,
  },
  {
    name: 'BiPRO GDV-Dateien',
    pfad: '/intern/bipro/gdv-dateien',
    tabelle: '#gdv-tabelle',
    datei: 'gdv-datei-',
    route: ROUTEN.gdvDateienFilter,
    suchen: async (page) => {
      await page.locator('#gdv-dateiname').fill(`markiert-gdv-${marke}`);
      await page.locator('#gdv-suchen').click();
    },
    suchwert: `markiert-gdv-${marke}`,
    loeschen: '#gdv-markierte-loeschen',
    frage: G.markierteLoeschenFrage,
    geloescht: G.geloescht,
  },
  {
    name: 'BiPRO Abrechnungen/Courtage',
    pfad: '/intern/bipro/abrechnungen',
    tabelle: '#courtage-tabelle',
    datei: 'courtage-datei-',
    route: ROUTEN.courtageFilter,
    suchen: async (page) => {
      await waehleImDropdown(page, '#courtage-gesellschaft', firma.name);
      await page.locator('#courtage-suchen').click();
    },
    suchwert: `"gesellschaftId":${firma.gesellschaftId}`,
    loeschen: '#courtage-loeschen',
    frage: C.loeschenFrage,
    geloescht: C.geloescht,
  },
];

/**
 * The ids of this test's rows on the page shown, in their order. By its file names: before the
 * search's answer came the page shows the list unfiltered, other tests' rows among them, and a
 * count of every row there could pass for the search's.
 */
async function zeilenIds(page: Page, liste: Liste): Promise<number[]> {
  const zellen = await page
    .locator(`${liste.tabelle} tbody [data-testid^="${liste.datei}"]`)
    .evaluateAll((e) => e.map((x) => [x.getAttribute('data-testid') ?? '', x.textContent ?? ''] as const));
  return zellen
    .filter(([, text]) => text.includes(`-${marke}-`))
    .map(([id]) => Number(id.slice(liste.datei.length)));
}

const zeile = (page: Page, liste: Liste, id: number) =>
  page.locator(`${liste.tabelle} tbody tr`, { has: page.getByTestId(`${liste.datei}${id}`) });

/** Waits until the page shows `anzahl` rows of this test's. */
async function zeigt(page: Page, liste: Liste, anzahl: number) {
  await expect.poll(async () => (await zeilenIds(page, liste)).length, { timeout: 15_000 }).toBe(anzahl);
}

describe('Markierte Zeilen überstehen Blättern und Sortieren', () => {
  for (const liste of LISTEN) {
    it(`${liste.name}: Löschen nimmt genau die markierten Zeilen beider Seiten`, async () => {
      const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', liste.pfad);
      await page.locator(`${liste.tabelle} thead`).waitFor();
      // The search's own answer, not the unfiltered list's that may still be on its way.
      const gesucht = page.waitForResponse(
        (r) => r.url().includes(liste.route.pfad) && (r.request().postData() ?? '').includes(liste.suchwert),
      );
      await liste.suchen(page);
      await gesucht;
      await zeigt(page, liste, 100);
      const ersteSeite = await zeilenIds(page, liste);
      const markiert = [ersteSeite[3]!, ersteSeite[40]!];
      for (const id of markiert) await zeile(page, liste, id).locator('.p-checkbox').click();

      await page.locator(`${liste.tabelle} .p-paginator-next`).click();
      await zeigt(page, liste, ANZAHL - 100);
      const zweiteSeite = await zeilenIds(page, liste);
      // The header checkbox marks the page shown, and only it.
      await page.locator(`${liste.tabelle} thead .p-checkbox`).click();
      markiert.push(...zweiteSeite);

      // Sorted anew (the first page again, the rows in another order): the marks stay.
      await page.locator(`${liste.tabelle} thead th`, { hasText: 'Dateiname' }).click();
      await zeigt(page, liste, 100);
      const sortiert = await zeilenIds(page, liste);
      expect(sortiert).not.toEqual(ersteSeite);
      for (const id of sortiert)
        await expect(
          zeile(page, liste, id).locator('input[type="checkbox"]').isChecked(),
          `Zeile ${id}`,
        ).resolves.toBe(markiert.includes(id));

      const alle = [...ersteSeite, ...zweiteSeite];
      const neuGelesen = page.waitForResponse((r) => r.url().includes(liste.route.pfad));
      await page.locator(liste.loeschen).click();
      await sicherheitsabfrageBeantworten(page, liste.frage(markiert.length));
      await page.getByText(liste.geloescht(markiert.length), { exact: true }).waitFor();
      await neuGelesen;
      await zeigt(page, liste, ANZAHL - markiert.length);
      const uebrig = await zeilenIds(page, liste);
      expect(new Set(uebrig)).toEqual(new Set(alle.filter((id) => !markiert.includes(id))));
      await page.close();
    });
  }
});
