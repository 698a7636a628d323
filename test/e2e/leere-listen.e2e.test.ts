/**
 * An empty BiPRO list says why (issue 25 §5), beyond the inbox (posteingang-filter-behalten):
 * the GDV files and the archive searched by a file name nothing carries say the filter narrows
 * the search; 'Zurücksetzen' takes that reason away with the narrowed field. A user who may open
 * the lists but sees no broker's rows (the categories clerk: no broker number, no internal view;
 * the server answers him empty lists) is told so on every BiPRO list, not 'Keine Einträge …'.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BEREICHE, MELDUNGEN } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { FENSTER_1280 } from '../helpers/layout';

const NIEMANDS_DATEI = `niemand-${eindeutigeMarke()}-*.xyz`;
let browser: Awaited<ReturnType<typeof starteBrowser>>;

beforeAll(async () => {
  browser = await starteBrowser();
});
afterAll(async () => browser?.beenden());

const LISTEN = [
  { bereich: 'gdvDateien', praefix: 'gdv', tabelle: '#gdv-tabelle', dateiname: '#gdv-dateiname' },
  { bereich: 'archiv', praefix: 'archiv', tabelle: '#archiv-tabelle', dateiname: '#archiv-dateiname' },
];

describe('Eine leere Liste sagt, warum', () => {
  for (const liste of LISTEN) {
    const bereich = BEREICHE.find((b) => b.id === liste.bereich)!;
    it(`${bereich.titel}: der Filter schränkt die Suche ein`, async () => {
      const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'admin', bereich.pfad, {
        fenster: FENSTER_1280,
      });
      const grund = page.locator(liste.tabelle).getByText(MELDUNGEN.keineEintraegeFilter, { exact: true });
      await page.locator(liste.dateiname).fill(NIEMANDS_DATEI);
      await page.locator(`#${liste.praefix}-suchen`).click();
      await grund.waitFor();
      await page.locator(`#${liste.praefix}-zuruecksetzen`).click();
      await grund.waitFor({ state: 'detached' });
      await expect(page.locator(liste.dateiname).inputValue()).resolves.toBe('');
      await page.close();
    });
  }
});

const OHNE_SICHT = [
  { bereich: 'dokumente', tabelle: '#posteingang-tabelle' },
  { bereich: 'courtage', tabelle: '#courtage-tabelle' },
  { bereich: 'mahnlisten', tabelle: '#courtage-tabelle' },
  { bereich: 'archiv', tabelle: '#archiv-tabelle' },
  { bereich: 'gdvDateien', tabelle: '#gdv-tabelle' },
  { bereich: 'lieferungen', tabelle: '#lieferungen-tabelle' },
  { bereich: 'downloadUebersicht', tabelle: '#download-tabelle' },
];

describe('Wer die Einträge keines Maklers sieht, erfährt es', () => {
  it('kategorien (ohne Vermittlernummer) auf jeder BiPRO-Liste', async () => {
    const basis = inject('stack').url;
    const page = await neueAnmeldung(browser.kontext, basis, 'kategorien', '/', { fenster: FENSTER_1280 });
    for (const liste of OHNE_SICHT) {
      const bereich = BEREICHE.find((b) => b.id === liste.bereich)!;
      await page.goto(`${basis}${bereich.pfad}`);
      const leer = page.locator(`${liste.tabelle} .p-datatable-emptymessage`);
      await leer.getByText(MELDUNGEN.keineEintraegeOhneSicht, { exact: true }).waitFor();
      await expect(page.locator(`${liste.tabelle} tbody tr`).count(), bereich.titel).resolves.toBe(1);
    }
    await page.close();
  });
});
