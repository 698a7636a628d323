/**
 * The BiPRO archive and its viewer in a real browser at 1280 × 720 (reference §2.9): the search
 * finds the test's files; 'Anzeigen' opens a PDF in the browser's own viewer — a frame on the
 * presigned inline link, whose bytes are the PDF — and 'Zurück zu BiPRO Archiv' restores the
 * filter; an XML file shows formatted, as text; a file without content opens the no-data modal
 * and stays on the list.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ARCHIV_TEXTE as T, DATEI_ANSICHT_TEXTE as D, MELDUNGEN } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { archivAnlegen } from '../helpers/archiv';
import { neueAnmeldung, starteBrowser } from '../helpers/browser';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { FENSTER_1280 } from '../helpers/layout';

const ARCHIV = '/intern/bipro/archiv';
const marke = eindeutigeMarke();
const muster = `*-${marke}.*`;
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n` +
    `trailer<</Root 1 0 R>>\n% ${marke}\n%%EOF\n`,
  'latin1',
);
const XML = Buffer.from(
  `<?xml version="1.0" encoding="UTF-8"?><Lieferung><Dokument id="1"><Name>Prämie ${marke}</Name></Dokument></Lieferung>`,
);

let browser: Awaited<ReturnType<typeof starteBrowser>>;
let pdf: BiproDateiEintrag;
let xml: BiproDateiEintrag;
let leer: BiproDateiEintrag;

beforeAll(async () => {
  const jetzt = Date.now();
  [pdf, xml, leer] = (await archivAnlegen(stackUmgebung(), [
    {
      fileName: `police-${marke}.pdf`,
      inhalt: PDF,
      maklernr: '10001',
      gesellschaftId: 1,
      zeit: new Date(jetzt - 60_000),
    },
    {
      fileName: `antrag-${marke}.xml`,
      inhalt: XML,
      maklernr: '10001',
      gesellschaftId: 2,
      zeit: new Date(jetzt - 120_000),
    },
    { fileName: `leer-${marke}.pdf`, maklernr: '10001', gesellschaftId: 1, zeit: new Date(jetzt - 180_000) },
  ])) as [BiproDateiEintrag, BiproDateiEintrag, BiproDateiEintrag];
  browser = await starteBrowser();
  // Every CSP violation of a page, where the test can read it (as sicherheit.e2e.test.ts).
  await browser.kontext.addInitScript(() => {
    const w = window as unknown as { cspVerstoesse: string[] };
    w.cspVerstoesse = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      w.cspVerstoesse.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
});
afterAll(async () => browser?.beenden());

const cspVerstoesse = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspVerstoesse: string[] }).cspVerstoesse);

/** The archive signed in afresh as a broker, searched for the test's files. */
async function archivSuchen(): Promise<Page> {
  const page = await neueAnmeldung(browser.kontext, inject('stack').url, 'fa', ARCHIV, {
    fenster: FENSTER_1280,
  });
  await page.getByRole('heading', { name: T.titel, exact: true }).waitFor();
  await page.locator('#archiv-dateiname').fill(muster);
  await page.locator('#archiv-suchen').click();
  // The first visit's search (the last month, every file) may show them too: wait for the answer
  // to this search, which holds the test's files alone.
  const eigene = [xml.id, pdf.id, leer.id].map(String).sort();
  await expect
    .poll(async () => (await page.locator('[data-testid^="archiv-id-"]').allTextContents()).sort())
    .toEqual(eigene);
  return page;
}

describe('BiPRO Archiv im Browser', () => {
  it('zeigt ein PDF im PDF-Viewer des Browsers und führt über den Navigationspfad zum Filter zurück', async () => {
    const page = await archivSuchen();
    // Default sort: company id descending — the XML file (company 2) first.
    const ids = await page.locator('[data-testid^="archiv-id-"]').allTextContents();
    expect(ids).toEqual([xml.id, pdf.id, leer.id].map(String));
    // The wide table scrolls in itself, never the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

    await page.getByTestId(`archiv-anzeigen-${pdf.id}`).click();
    await page.waitForURL(`**${ARCHIV}/anzeigen?id=${pdf.id}`);
    const rahmen = page.getByTestId('datei-ansicht-pdf');
    await rahmen.waitFor();
    const src = new URL((await rahmen.getAttribute('src'))!);
    const stack = inject('stack');
    expect(`${src.origin}${decodeURIComponent(src.pathname)}`).toBe(
      `${stack.s3Endpoint}/${stack.buckets.inbox}/${pdf.key}`,
    );
    expect(src.searchParams.get('response-content-disposition')).toMatch(/^inline;/);
    expect(src.searchParams.get('X-Amz-Signature')).toBeTruthy();
    const antwort = await fetch(src);
    expect(antwort.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await antwort.arrayBuffer());
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(PDF)).toBe(true);

    const verstoesse = await cspVerstoesse(page);

    await page.getByTestId('archiv-zurueck').getByText(T.zurueck).click();
    await page.waitForURL(`**${ARCHIV}`);
    await page.getByTestId(`archiv-datei-${pdf.id}`).waitFor();
    expect(await page.locator('#archiv-dateiname').inputValue()).toBe(muster);

    // The site's policy lets the frame load the inbox's link (frame-src), else the viewer is blank.
    expect(verstoesse).toEqual([]);
  });

  it('zeigt XML formatiert als Text, und ohne Inhalt das Modal „Keine Daten“', async () => {
    const page = await archivSuchen();
    await page.getByTestId(`archiv-anzeigen-${leer.id}`).click();
    const modal = page.locator('#keine-daten-dialog');
    await modal.getByText(D.keineDaten(leer.fileName), { exact: true }).waitFor();
    await modal.locator('#keine-daten-schliessen').getByText(MELDUNGEN.schliessen).click();
    await modal.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(new RegExp(`${ARCHIV}$`));

    await page.getByTestId(`archiv-anzeigen-${xml.id}`).click();
    const text = page.getByTestId('datei-ansicht-text');
    await text.waitFor();
    expect(await page.getByTestId('datei-ansicht-art').getAttribute('data-art')).toBe('xml');
    expect(await text.textContent()).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<Lieferung>',
        '  <Dokument id="1">',
        `    <Name>Prämie ${marke}</Name>`,
        '  </Dokument>',
        '</Lieferung>',
      ].join('\n'),
    );
  });
});
