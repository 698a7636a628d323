/**
 * The BiPRO lists keep their searched filter when the user leaves to another screen and comes back
 * (issue 25 §5; the inbox's own way back from the assign page: posteingang-filter-behalten) —
 * archive, deliveries, GDV files, commission and dunning lists, and the inbox —, in a real browser
 * at 1280 × 720. And a filter kept with the default range ('the last month up to today') the day
 * before comes back with the default range of today, not yesterday's: the browser's clock is
 * injected, first yesterday, then now (the list loaded anew on each, in the same tab).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { BEREICHE, deutscherTag, ROUTEN, type Route } from '@lieferdesk/shared';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { neueAnmeldung, starteBrowser, sucheAntwort, waehleImDropdown } from '../helpers/browser';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const marke = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(400_000, 499_999), name: `Behalten Versicherung ${marke}` };
const TAG = 24 * 60 * 60_000;

let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  await gesellschaftenRepository(stackUmgebung()).speichern(firma);
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

interface Liste {
  bereich: string;
  route: Route;
  praefix: string;
  /** Narrows the filter by a field; `wert` is what the search then sends. */
  eingrenzen(page: Page): Promise<void>;
  wert: string;
  /** What the narrowed field shows, and where it is read. */
  gezeigt: string;
  feld(page: Page): Promise<string | null>;
}

const textfeld = (bereich: string, route: Route, praefix: string, id: string): Liste => {
  const wert = `behalten-${marke}`;
  return {
    bereich,
    route,
    praefix,
    wert,
    gezeigt: wert,
    eingrenzen: (page) => page.locator(id).fill(wert),
    feld: (page) => page.locator(id).inputValue(),
  };
};

const gesellschaft = (bereich: string, route: Route, praefix: string, nachId: boolean): Liste => ({
  bereich,
  route,
  praefix,
  // The deliveries ask by the company's name, the commission lists by its id.
  wert: nachId ? String(firma.gesellschaftId) : firma.name,
  gezeigt: firma.name,
  eingrenzen: (page) => waehleImDropdown(page, `#${praefix}-gesellschaft`, firma.name),
  feld: (page) => page.locator(`#${praefix}-gesellschaft .p-dropdown-label`).textContent(),
});

const LISTEN: Liste[] = [
  textfeld('dokumente', ROUTEN.dokumenteFilter, 'posteingang', '#posteingang-vermittlernummer'),
  textfeld('archiv', ROUTEN.archivFilter, 'archiv', '#archiv-dateiname'),
  textfeld('gdvDateien', ROUTEN.gdvDateienFilter, 'gdv', '#gdv-dateiname'),
  gesellschaft('lieferungen', ROUTEN.lieferungenFilter, 'lieferungen', false),
  gesellschaft('courtage', ROUTEN.courtageFilter, 'courtage', true),
  gesellschaft('mahnlisten', ROUTEN.courtageFilter, 'courtage', true),
];

/** The list's next search, as the server is asked it. */
const naechsteSuche = async (page: Page, route: Route) =>
  (await sucheAntwort(page, route)).request().postDataJSON() as Record<string, unknown>;

/** Opens the list through the navigation; answers its first search. */
async function oeffnen(page: Page, liste: Liste) {
  const suche = naechsteSuche(page, liste.route);
  await page.getByTestId(`nav-${liste.bereich}`).click();
  return suche;
}

/** Narrows the list's filter and searches; answers the search. */
async function eingrenzen(page: Page, liste: Liste) {
  await liste.eingrenzen(page);
  const suche = naechsteSuche(page, liste.route);
  await page.locator(`#${liste.praefix}-suchen`).click();
  const anfrage = await suche;
  expect(JSON.stringify(anfrage)).toContain(liste.wert);
  return anfrage;
}

/** Away to another screen. */
/**
 * Where the list tests sign in: a screen with none of the lists. Signed in on the start page —
 * the inbox — the inbox's own first search could end before the test waits for it.
 */
const OHNE_LISTE = '/intern/bipro/kategorien';

const weg = (page: Page) => page.getByTestId('nav-downloadUebersicht').click();

describe('BiPRO-Listen behalten ihren Filter', () => {
  for (const liste of LISTEN) {
    it(`${liste.bereich}: zu einem anderen Schirm und zurück`, async () => {
      const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', OHNE_LISTE, {
        fenster: FENSTER_1280,
      });
      await oeffnen(page, liste);
      await eingrenzen(page, liste);
      await weg(page);
      await page.getByTestId(`nav-${liste.bereich}`).click();
      await expect.poll(() => liste.feld(page)).toBe(liste.gezeigt);
      await page.close();
    });

    it(`${liste.bereich}: ein gestern gemerkter Standardzeitraum endet heute`, async () => {
      const jetzt = new Date();
      const gestern = new Date(jetzt.getTime() - TAG);
      const basis = inject('stack').url;
      const pfad = BEREICHE.find((b) => b.id === liste.bereich)!.pfad;
      // The clock belongs to the browser context: one of its own. Each visit loads the page on
      // the injected clock, as the inbox's Berlin-day test does.
      const eigener = await starteBrowser();
      try {
        // A list already open would search again on the clock changed under it, and that search
        // would pass for the next visit's.
        const page = await neueAnmeldung(eigener.kontext, basis, 'admin', OHNE_LISTE, {
          fenster: FENSTER_1280,
        });
        const besuchen = async () => {
          const suche = naechsteSuche(page, liste.route);
          await page.goto(`${basis}${pfad}`);
          return suche;
        };
        await page.clock.setSystemTime(gestern);
        // The default range ended on yesterday's Berlin day.
        expect(Object.values(await besuchen())).toContain(deutscherTag(gestern));
        expect(Object.values(await eingrenzen(page, liste))).toContain(deutscherTag(gestern));
        await weg(page);

        await page.clock.setSystemTime(jetzt);
        const heutig = await besuchen();
        expect(JSON.stringify(heutig)).toContain(liste.wert);
        expect(Object.values(heutig)).toContain(deutscherTag(jetzt));
        expect(Object.values(heutig)).not.toContain(deutscherTag(gestern));
      } finally {
        await eigener.beenden();
      }
    });
  }
});

/** The download overview's filter (insurer, last pickup's range; no default range) is kept too. */
describe('Download-Übersicht behält ihren Filter', () => {
  const uebersicht = (r: { url(): string }) => r.url().includes(ROUTEN.downloadUebersichtZeilen.pfad);

  it('zu einem anderen Schirm und zurück', async () => {
    const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', '/', {
      fenster: FENSTER_1280,
    });
    const erste = page.waitForRequest(uebersicht);
    await page.getByTestId('nav-downloadUebersicht').click();
    await erste;
    await waehleImDropdown(page, '#download-gesellschaft', firma.name);
    const gefiltert = page.waitForRequest(
      (r) => uebersicht(r) && new URL(r.url()).searchParams.get('gesellschaft') === firma.name,
    );
    await page.locator('#download-suchen').click();
    await gefiltert;

    await page.getByTestId('nav-archiv').click();
    await page.locator('#archiv-suchen').waitFor();
    // Back: the filter as searched (the answer may come from the cache, without a request).
    await page.getByTestId('nav-downloadUebersicht').click();
    await expect
      .poll(() => page.locator('#download-gesellschaft .p-dropdown-label').textContent())
      .toBe(firma.name);
    await page.close();
  });
});
