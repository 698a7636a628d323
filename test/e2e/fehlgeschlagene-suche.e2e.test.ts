/**
 * A failed search shows no count (issue 25 §6): the lists that show a count beside their title
 * — inbox, commission and dunning lists, archive, GDV files, download overview — searched once, then the
 * same search again with the API answering 500. The page says 'Bei der Suche ist ein Fehler
 * aufgetreten.', and the count of the earlier answer (which SWR keeps beside the error) is gone.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { API_BASIS, BEREICHE, MELDUNGEN, POSTEINGANG_TEXTE, ROUTEN, type Route } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';

const stack = inject('stack');
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

interface Liste {
  bereich: string;
  route: Route;
  praefix: string;
  /** Where the count stands, and whether it shows one. */
  anzahl(page: Page): Locator;
  zeigtAnzahl(text: string | null): boolean;
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
    // The inbox's count is in its title: 'BiPRO Dokumente (1)'.
    anzahl: (page) => page.getByTestId('posteingang-titel'),
    zeigtAnzahl: (text) => text !== POSTEINGANG_TEXTE.titel,
  },
  { bereich: 'courtage', route: ROUTEN.courtageFilter, praefix: 'courtage', ...daneben('courtage-anzahl') },
  { bereich: 'mahnlisten', route: ROUTEN.courtageFilter, praefix: 'courtage', ...daneben('courtage-anzahl') },
  { bereich: 'archiv', route: ROUTEN.archivFilter, praefix: 'archiv', ...daneben('archiv-anzahl') },
  { bereich: 'gdvDateien', route: ROUTEN.gdvDateienFilter, praefix: 'gdv', ...daneben('gdv-anzahl') },
  {
    bereich: 'downloadUebersicht',
    route: ROUTEN.downloadUebersichtZeilen,
    praefix: 'download',
    ...daneben('download-anzahl-gesellschaften'),
  },
];

describe('Eine fehlgeschlagene Suche zeigt keine Anzahl', () => {
  for (const liste of LISTEN) {
    const bereich = BEREICHE.find((b) => b.id === liste.bereich)!;
    it(bereich.titel, async () => {
      const page = await neueAnmeldung(browser.kontext, stack.url, 'admin', bereich.pfad);
      const anzahl = liste.anzahl(page);
      // The first answer's count.
      await expect
        .poll(async () => liste.zeigtAnzahl(await anzahl.textContent({ timeout: 100 }).catch(() => null)), {
          timeout: 15_000,
        })
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
      const text = (await anzahl.count()) === 0 ? null : await anzahl.textContent();
      expect(liste.zeigtAnzahl(text), `angezeigt: ${text}`).toBe(false);
    });
  }
});
