/**
 * Bounding-box checks of a screen in a real browser, the same for every screen (the import half
 * at 1280 × 720): an element lies wholly in the window; the document and no table scrolls
 * sideways; no button's or dropdown's label is cut. Offenders are named in the failure.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';

/** A small laptop window. */
export const FENSTER_1280 = { width: 1280, height: 720 };

/** The element's box lies wholly inside the page's window; returns the box. */
export async function ganzImFenster(ort: Locator) {
  const box = await ort.boundingBox();
  if (!box) throw new Error(`${ort} wird nicht angezeigt`);
  const fenster = ort.page().viewportSize();
  if (!fenster) throw new Error('Die Seite hat keine feste Fenstergröße');
  expect(box.x, `${ort}: links`).toBeGreaterThanOrEqual(0);
  expect(box.y, `${ort}: oben`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${ort}: rechts`).toBeLessThanOrEqual(fenster.width);
  expect(box.y + box.height, `${ort}: unten`).toBeLessThanOrEqual(fenster.height);
  return box;
}

/** The element at the centre of `ort` is `ort` or lies inside it: nothing covers it. */
export async function nichtVerdeckt(ort: Locator) {
  await ganzImFenster(ort);
  const frei = await ort.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const oben = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return oben !== null && (oben === element || element.contains(oben));
  });
  expect(frei, `${ort} ist verdeckt`).toBe(true);
}

/** What of the page, as it shows now, reaches beyond its box (each named by text or id). */
function ueberstaende() {
  const name = (e: Element) =>
    e.id || (e.closest('[id]')?.id ?? '') + ' ' + (e.textContent ?? '').trim().slice(0, 40);
  const sichtbar = (e: Element) => (e as HTMLElement).offsetParent !== null;
  const d = document.documentElement;
  const seite = d.scrollWidth > d.clientWidth ? [`Dokument ${d.scrollWidth} > ${d.clientWidth}`] : [];
  const tabellen = Array.from(document.querySelectorAll('.p-datatable-wrapper'))
    .filter(sichtbar)
    .filter((w) => w.scrollWidth > w.clientWidth)
    .map((w) => `${name(w.closest('.p-datatable')!)}: ${w.scrollWidth} > ${w.clientWidth}`);
  // An icon-only button's label is an empty placeholder; only labels with text can be cut.
  const beschriftungen = Array.from(document.querySelectorAll('.p-button-label, .p-dropdown-label'))
    .filter(sichtbar)
    .filter((l) => (l.textContent ?? '').trim() !== '')
    .filter((l) => l.scrollWidth > l.clientWidth)
    .map((l) => `${name(l)}: ${l.scrollWidth} > ${l.clientWidth}`);
  return { seite, tabellen, beschriftungen };
}

/**
 * The screen fits its window: the table header `kopf` (if given) wholly in view, no sideways
 * scroll of the document or of any table, no cut label on any button or dropdown.
 */
export async function passtInsFenster(page: Page, kopf?: Locator) {
  if (kopf) await ganzImFenster(kopf);
  expect(await page.evaluate(ueberstaende)).toEqual({ seite: [], tabellen: [], beschriftungen: [] });
}
