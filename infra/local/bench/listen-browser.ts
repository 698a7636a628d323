/**
 * The inbox in the browser for the BiPRO lists benchmark (listen.ts): headless Chromium signed in
 * as `admin` (test/helpers/browser.ts), then
 *
 * - the time from navigating to /intern/bipro/documents (a full load: the app, the page's chunk,
 *   the filter call, the table) until the table shows rows, with the screen's own first filter;
 * - on a big result — the same page, its filter call widened on the way to the API (playwright's
 *   request routing) to the criteria given — the time until its first page (100 rows) shows, and
 *   of a sort click and of a page change until the table's rows have changed and the browser has
 *   painted the next frame.
 *
 * In the window given (the shared browser's 1400 × 900 without one).
 */
import type { Page } from 'playwright-core';
import { BEREICHE } from '@lieferdesk/shared';
import { neueAnmeldung, starteBrowser } from '../../../test/helpers/browser';
import { perzentil } from './messen';

const TABELLE = '#posteingang-tabelle';
const ZEILE = `${TABELLE} tr.posteingang-zeile`;
/** The first sortable column: the file name. */
const SORTIEREN = `${TABELLE} th.p-sortable-column`;
const WEITER = `${TABELLE} .p-paginator-next`;
const FILTER_AUFRUF = '**/bipro_documents/filter';
const pfad = BEREICHE.find((b) => b.id === 'dokumente')!.pfad;

export interface BrowserMessung {
  /** The first navigation (nothing cached). */
  erste: number;
  navigation: { p50: number; max: number };
  /** Of the navigations: when the filter call's answer was in. */
  antwort: { p50: number; max: number };
  zeilenStandard: number;
  zeilenGross: number;
  /** The big result: until its first page shows, and the rows on it. */
  grossNavigation: number;
  zeilenSeite: number;
  sortieren: { p50: number; max: number };
  blaettern: { p50: number; max: number };
}

/**
 * Navigates to the inbox: milliseconds until the filter call's answer is in and until a row shows,
 * and the rows the call answered.
 */
async function oeffnen(
  page: Page,
  basis: string,
): Promise<{ ms: number; antwortMs: number; zeilen: number }> {
  const start = Date.now();
  const [antwort] = await Promise.all([
    page
      .waitForResponse((r) => r.url().includes('/bipro_documents/filter'), { timeout: 120_000 })
      .then((r) => ({ r, ms: Date.now() - start })),
    page.goto(`${basis}${pfad}`),
  ]);
  await page.locator(ZEILE).first().waitFor({ state: 'visible', timeout: 120_000 });
  const ms = Date.now() - start;
  const { rows } = (await antwort.r.json()) as { rows: unknown[] };
  return { ms, antwortMs: antwort.ms, zeilen: rows.length };
}

/**
 * Clicks `selektor` in the page and measures until the table body has changed and the next frame
 * is painted (a MutationObserver set before the click, then requestAnimationFrame).
 */
function klickDauer(page: Page, selektor: string): Promise<number> {
  return page.evaluate(
    async ([s, t]) => {
      const ziel = document.querySelector<HTMLElement>(s);
      const tbody = document.querySelector(`${t} .p-datatable-tbody`);
      if (!ziel || !tbody) throw new Error(`${s} oder die Tabelle fehlt`);
      const start = performance.now();
      const fertig = new Promise<void>((aufloesen) => {
        const beobachter = new MutationObserver(() => {
          beobachter.disconnect();
          requestAnimationFrame(() => setTimeout(aufloesen, 0));
        });
        beobachter.observe(tbody, { childList: true, subtree: true, characterData: true });
      });
      ziel.click();
      await fertig;
      return performance.now() - start;
    },
    [selektor, TABELLE] as const,
  );
}

const kennzahlen = (werte: number[]) => ({ p50: perzentil(werte, 50), max: Math.max(...werte) });

export async function browserMessen(
  basis: string,
  o: { runden: number; grosseListe: Record<string, unknown>; fenster?: { width: number; height: number } },
): Promise<BrowserMessung> {
  const { kontext, beenden } = await starteBrowser();
  try {
    const page = await neueAnmeldung(kontext, basis, 'admin', '/');
    if (o.fenster) await page.setViewportSize(o.fenster);
    const erste = await oeffnen(page, basis);
    const zeiten: number[] = [];
    const antworten: number[] = [];
    for (let r = 0; r < o.runden; r++) {
      const { ms, antwortMs } = await oeffnen(page, basis);
      zeiten.push(ms);
      antworten.push(antwortMs);
    }

    await page.route(FILTER_AUFRUF, (route) =>
      route.continue({
        postData: JSON.stringify({ ...JSON.parse(route.request().postData() ?? '{}'), ...o.grosseListe }),
      }),
    );
    const gross = await oeffnen(page, basis);
    const sortieren: number[] = [];
    const blaettern: number[] = [];
    for (let r = 0; r < o.runden; r++) {
      sortieren.push(await klickDauer(page, SORTIEREN));
      blaettern.push(await klickDauer(page, WEITER));
    }
    return {
      erste: erste.ms,
      navigation: kennzahlen(zeiten),
      antwort: kennzahlen(antworten),
      zeilenStandard: erste.zeilen,
      zeilenGross: gross.zeilen,
      grossNavigation: gross.ms,
      zeilenSeite: await page.locator(ZEILE).count(),
      sortieren: kennzahlen(sortieren),
      blaettern: kennzahlen(blaettern),
    };
  } finally {
    await beenden();
  }
}
