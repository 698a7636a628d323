/**
 * A failed search shows neither a count nor rows (issue 25 §5, §6): the BiPRO lists — inbox,
 * commission and dunning lists, archive, GDV files, deliveries, download overview — searched once,
 * then the same search again with the API answering 500. The page says 'Bei der Suche ist ein
 * Fehler aufgetreten.'; the count of the earlier answer (which SWR keeps beside the error) is gone,
 * and so are its rows: the table is empty and its empty text says the search failed.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API_BASIS, BEREICHE, MELDUNGEN, POSTEINGANG_TEXTE, ROUTEN, type Route } from '@lieferdesk/shared';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { archivAnlegen } from '../helpers/archiv';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { zugangEingabe } from '../helpers/zugang';

const stack = inject('stack');
const marke = eindeutigeMarke();
let browser: Awaited<ReturnType<typeof starteBrowser>>;
let zugangId: number | undefined;

/** A row in every list, so the earlier answer has rows to keep. */
beforeAll(async () => {
  const db = stackUmgebung();
  const firma = { maklernr: '10001', gesellschaftId: 3 };
  await dokumentAnlegen(db, { ...firma, fileName: `fehlsuche-${marke}.pdf` });
  await archivAnlegen(db, [{ ...firma, fileName: `fehlsuche-${marke}.pdf`, zeit: new Date() }]);
  for (const ziel of ['gdv', 'abrechnung', 'mahnung'] as const)
    await gdvDateiAnlegen(db, { ...firma, ziel, fileName: `fehlsuche-${ziel}-${marke}.txt` });
  const lieferungen = biproLieferungenRepository(db);
  const lieferung = { zugangId: eindeutigeZahl(700_000, 799_999), transferId: `FEHLSUCHE-${marke}` };
  const dateStarted = new Date().toISOString();
  await lieferungen.beginnen({
    ...lieferung,
    extZugangBezeichnung: `Fehlsuche ${marke}`,
    ...firma,
    monat: deutscherTag(dateStarted).slice(0, 7),
    dateStarted,
  });
  await lieferungen.abschliessen(lieferung.zugangId, lieferung.transferId, { allInputFiles: 1 }, dateStarted);
  const gespeichert = await rufe(ROUTEN.zugangSpeichern, {
    als: 'admin',
    body: zugangEingabe('Fehlsuche', { passwort: `Geheim-${marke}!` }),
  });
  expect(gespeichert.status).toBe(200);
  zugangId = (gespeichert.body as { id: number }).id;
  browser = await starteBrowser();
});
afterAll(async () => {
  await browser?.beenden();
  if (zugangId !== undefined) await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id: zugangId } });
});

interface Liste {
  bereich: string;
  route: Route;
  praefix: string;
  /** The table's id. */
  tabelle: string;
  /** Where the count stands, and whether it shows one (lists with a count). */
  anzahl?(page: Page): Locator;
  zeigtAnzahl?(text: string | null): boolean;
}

const daneben = (testId: string) => ({
  anzahl: (page: Page) => page.getByTestId(testId),
  zeigtAnzahl: (text: string | null) => text !== null && /\d/.test(text),
});

const LISTEN: Liste[] = [
  {
    bereich: 'dokumente',
    route: ROUTEN.dokumenteFilter,
    praefix: 'posteingang',
    tabelle: 'posteingang-tabelle',
    // The inbox's count is in its title: 'BiPRO Dokumente (1)'.
    anzahl: (page) => page.getByTestId('posteingang-titel'),
    zeigtAnzahl: (text) => text !== POSTEINGANG_TEXTE.titel,
  },
  {
    bereich: 'courtage',
    route: ROUTEN.courtageFilter,
    praefix: 'courtage',
    tabelle: 'courtage-tabelle',
    ...daneben('courtage-anzahl'),
  },
  {
    bereich: 'mahnlisten',
    route: ROUTEN.courtageFilter,
    praefix: 'courtage',
    tabelle: 'courtage-tabelle',
    ...daneben('courtage-anzahl'),
  },
  {
    bereich: 'archiv',
    route: ROUTEN.archivFilter,
    praefix: 'archiv',
    tabelle: 'archiv-tabelle',
    ...daneben('archiv-anzahl'),
  },
  {
    bereich: 'gdvDateien',
    route: ROUTEN.gdvDateienFilter,
    praefix: 'gdv',
    tabelle: 'gdv-tabelle',
    ...daneben('gdv-anzahl'),
  },
  {
    bereich: 'downloadUebersicht',
    route: ROUTEN.downloadUebersichtZeilen,
    praefix: 'download',
    tabelle: 'download-tabelle',
    ...daneben('download-anzahl-gesellschaften'),
  },
  {
    bereich: 'lieferungen',
    route: ROUTEN.lieferungenFilter,
    praefix: 'lieferungen',
    tabelle: 'lieferungen-tabelle',
  },
];

/** The table's rows of data (not its empty text). */
const datenzeilen = (page: Page, tabelle: string) =>
  page.locator(`#${tabelle} tbody tr:not(.p-datatable-emptymessage)`);

describe('Eine fehlgeschlagene Suche zeigt weder Anzahl noch Zeilen', () => {
  for (const liste of LISTEN) {
    const bereich = BEREICHE.find((b) => b.id === liste.bereich)!;
    it(bereich.titel, async () => {
      const page = await neueAnmeldung(browser.kontext, stack.url, 'admin', bereich.pfad);
      const zeilen = datenzeilen(page, liste.tabelle);
      // The first answer: rows, and its count.
      await zeilen.first().waitFor({ timeout: 15_000 });
      const { anzahl, zeigtAnzahl } = liste;
      if (anzahl && zeigtAnzahl)
        await expect
          .poll(
            async () =>
              zeigtAnzahl(
                await anzahl(page)
                  .textContent({ timeout: 100 })
                  .catch(() => null),
              ),
            {
              timeout: 15_000,
            },
          )
          .toBe(true);

      await page.route(`**${API_BASIS}${liste.route.pfad}**`, (anfrage) =>
        anfrage.fulfill({ status: 500, json: { message: 'Testfehler' } }),
      );
      const gescheitert = page.waitForResponse(
        (r) => r.url().includes(liste.route.pfad) && r.status() === 500,
      );
      // The same filter again: the list is read anew (and the earlier answer is still at hand).
      await page.locator(`#${liste.praefix}-suchen`).click();
      await gescheitert;
      await page.getByText(MELDUNGEN.sucheFehler).first().waitFor();
      // The table says the search failed, in place of the earlier answer's rows.
      await page
        .locator(`#${liste.tabelle} .p-datatable-emptymessage`)
        .getByText(MELDUNGEN.sucheFehler)
        .waitFor();
      expect(await zeilen.count()).toBe(0);
      if (anzahl && zeigtAnzahl) {
        const ort = anzahl(page);
        const text = (await ort.count()) === 0 ? null : await ort.textContent();
        expect(zeigtAnzahl(text), `angezeigt: ${text}`).toBe(false);
      }
    });
  }
});
