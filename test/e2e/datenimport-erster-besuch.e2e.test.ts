/**
 * The workbench's first visit in headless Chromium (reference §2.4, §5, §9): a user with the full
 * filter sees the default filter's lines at once, a page of them with its count and pager; a
 * user who must name a file sees what to enter, not 'Keine Einträge gefunden.', and no search
 * goes out before he has named one.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DATENIMPORT_TEXTE as T, IMPORT_SEITENGROESSE, MELDUNGEN } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { dateiEinlesen, demoBenutzer, musterInhalt, stackUmgebung } from '../helpers/einlesen';

const IMPORT = '/intern/gdv/import/1';
const MAKLERIMPORT = demoBenutzer('maklerimport');

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let kontext: BrowserContext;

beforeAll(async () => {
  browser = await starteBrowser();
  kontext = browser.kontext;
  // A file read now: the default filter's month holds its lines, newest file first.
  await dateiEinlesen(
    stackUmgebung(),
    `erster-besuch-${eindeutigeMarke()}.txt`,
    musterInhalt(),
    MAKLERIMPORT,
  );
}, 120_000);
afterAll(async () => browser?.beenden());

/** Signs in on a fresh page (nothing kept from another visit) and records the searches sent. */
async function ersterBesuch(username: string): Promise<{ page: Page; suchen: Record<string, unknown>[] }> {
  const suchen: Record<string, unknown>[] = [];
  const page = await neueAnmeldung(kontext, inject('stack').url, username, IMPORT, {
    vorAnmeldung: (seite) =>
      seite.on('request', (r) => {
        if (r.method() === 'POST' && r.url().endsWith('/bipro_import/filter'))
          suchen.push(JSON.parse(r.postData() ?? '{}') as Record<string, unknown>);
      }),
  });
  return { page, suchen };
}

describe('Erster Besuch der Werkbank', () => {
  it('mit vollem Filter: die Zeilen des Standardfilters sofort, eine Seite mit Zahl und Blättern', async () => {
    const { page, suchen } = await ersterBesuch('admin');
    // Lines without 'Suchen' pressed: a page of them (the file read above alone has 165).
    await page.locator('tr.import-zeile').first().waitFor();
    expect(suchen[0]).toMatchObject({ use4Booking: 1, statusFrom: -1000, statusTo: 1, modus: 1 });
    expect(suchen[0]!.fromDate).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(suchen[0]!.seite).toBeUndefined();
    await expect(page.locator('tr.import-zeile').count()).resolves.toBe(IMPORT_SEITENGROESSE);
    await expect(page.getByText(MELDUNGEN.keineEintraege).count()).resolves.toBe(0);
    const zahl = await page.getByTestId('import-trefferzahl').textContent();
    expect(zahl).toMatch(/^(mehr als )?[\d.]+ Zeilen$/);

    // The next page comes from the server with the first page's token: other lines.
    const ids = () =>
      page
        .locator('tr.import-zeile [data-testid^="import-zeile-"]')
        .evaluateAll((e) =>
          e.map((x) => x.getAttribute('data-testid')).filter((t) => /^import-zeile-\d+$/.test(t!)),
        );
    const erste = await ids();
    expect(erste).toHaveLength(IMPORT_SEITENGROESSE);
    await page.locator('#import-tabelle .p-paginator-next').click();
    await expect.poll(async () => (await ids())[0]).not.toBe(erste[0]);
    expect(suchen.at(-1)!.seite).toEqual(expect.any(String));
    const zweite = await ids();
    expect(zweite.filter((id) => erste.includes(id))).toEqual([]);
    // Back to the first page.
    await page.locator('#import-tabelle .p-paginator-prev').click();
    await expect.poll(ids).toEqual(erste);

    // Sorted on the server: Id ascending asks the server, and 'Status' offers no sorting.
    await page.locator('#import-tabelle th').filter({ hasText: T.spalten.id }).click();
    await expect.poll(() => suchen.at(-1)).toMatchObject({ sortFeld: 'id', sortRichtung: 1 });
    await expect(
      page.locator('#import-tabelle th').filter({ hasText: T.spalten.status }).getAttribute('aria-sort'),
    ).resolves.toBeNull();
    await page.close();
  }, 120_000);

  for (const username of ['maklerimport', 'importsicht'])
    it(`${username} muss einen Dateinamen angeben: der Hinweis statt „keine Einträge“, keine Suche`, async () => {
      const { page, suchen } = await ersterBesuch(username);
      await page.locator('#import-tabelle').getByText(MELDUNGEN.sucheNurMitDatei).waitFor();
      await expect(page.locator('#import-tabelle').getByText(MELDUNGEN.keineEintraege).count()).resolves.toBe(
        0,
      );
      await expect(page.getByTestId('import-trefferzahl').count()).resolves.toBe(0);
      expect(suchen).toEqual([]);
      await page.close();
    }, 120_000);
});
