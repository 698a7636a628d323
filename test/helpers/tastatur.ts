/**
 * A screen walked by keyboard only (WCAG 2.1.1, 2.4.3, 2.4.7): Tab from the top of the page
 * until the focus comes round again, noting each stop. What a walk answers: the stops, the
 * stops without a visible focus (no outline and no focus ring on the element or the widget it
 * is the keyboard part of), the stops a screen reader would not name as a control, and the
 * controls of the page's content that Tab never reached.
 */
import type { Page } from 'playwright-core';

export interface Tastaturgang {
  /** Each stop in order, described as a reader of a failed test finds it. */
  halte: string[];
  ohneSichtbarenFokus: string[];
  ohneRolle: string[];
  nichtErreicht: string[];
}

/** More stops than any screen has at a page of 20 rows: a walk that does not come round fails. */
const HOECHSTE_HALTE = 800;

/** Tabs through the page from its top; marks each element reached (`data-tastatur-erreicht`). */
export async function tastaturgang(page: Page): Promise<Tastaturgang> {
  await page.evaluate(() => {
    for (const el of Array.from(document.querySelectorAll('[data-tastatur-erreicht]')))
      el.removeAttribute('data-tastatur-erreicht');
    (document.activeElement as HTMLElement | null)?.blur();
    window.getSelection()?.removeAllRanges();
  });
  const halte: string[] = [];
  const ohneSichtbarenFokus: string[] = [];
  const ohneRolle: string[] = [];
  let erster: string | undefined;
  for (let i = 0; i < HOECHSTE_HALTE; i++) {
    await page.keyboard.press('Tab');
    const halt = await page.evaluate(haltBeschreiben);
    if (halt === undefined) continue;
    if (halt.name === erster) break;
    erster ??= halt.name;
    halte.push(halt.name);
    if (!halt.sichtbar) ohneSichtbarenFokus.push(halt.name);
    if (!halt.rolle) ohneRolle.push(halt.name);
    if (i === HOECHSTE_HALTE - 1)
      throw new Error(
        `Nach ${HOECHSTE_HALTE} Halten kam Tab nicht herum: ${halte.slice(0, 60).join(', ')} …`,
      );
  }
  const nichtErreicht = await page.evaluate(nichtErreichteBedienelemente);
  return { halte, ohneSichtbarenFokus, ohneRolle, nichtErreicht };
}

/** In the browser: the focused element, whether its focus shows, whether it is a named kind of control. */
function haltBeschreiben(): { name: string; sichtbar: boolean; rolle: boolean } | undefined {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return undefined;
  el.setAttribute('data-tastatur-erreicht', '1');
  const text = (el.getAttribute('aria-label') ?? el.textContent ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .slice(0, 40);
  const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
    el.getAttribute('data-testid') ? `[data-testid=${el.getAttribute('data-testid')}]` : ''
  } „${text}“`;
  // PrimeReact draws the ring of a checkbox, switch or dropdown on the widget around its input.
  const widget = el.closest<HTMLElement>(
    '.p-checkbox, .p-inputswitch, .p-radiobutton, .p-dropdown, .p-multiselect, .p-tristatecheckbox',
  );
  const kandidaten = [
    el,
    ...(widget
      ? [
          widget,
          ...Array.from(widget.querySelectorAll<HTMLElement>('.p-checkbox-box, .p-inputswitch-slider')),
        ]
      : []),
  ];
  const sichtbar = kandidaten.some((k) => {
    const stil = getComputedStyle(k);
    const umriss = stil.outlineStyle !== 'none' && parseFloat(stil.outlineWidth) > 0;
    return umriss || (stil.boxShadow !== 'none' && stil.boxShadow !== '');
  });
  const nativ = /^(A|BUTTON|INPUT|SELECT|TEXTAREA|SUMMARY)$/.test(el.tagName);
  const rolle = nativ || (el.getAttribute('role') ?? '') !== '' || el.tagName === 'MAIN';
  return { name, sichtbar, rolle };
}

/** In the browser: the page content's enabled, visible controls that Tab never reached. */
function nichtErreichteBedienelemente(): string[] {
  const inhalt = document.querySelector('main') ?? document.body;
  // Out of the Tab order on purpose (tabindex -1): a stand-in for a control the keyboard reaches
  // otherwise, as the calendar's icon beside its input (ArrowDown opens it).
  const bedien = inhalt.querySelectorAll<HTMLElement>(
    'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]',
  );
  return Array.from(bedien)
    .filter((el) => {
      if (el.hasAttribute('data-tastatur-erreicht') || el.closest('[aria-hidden="true"], [inert]'))
        return false;
      if (el.tabIndex < 0) return false;
      const r = el.getBoundingClientRect();
      const stil = getComputedStyle(el);
      // A radio group is one stop: its other buttons are reached by the arrows.
      if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked) return false;
      return r.width > 0 && r.height > 0 && stil.visibility !== 'hidden';
    })
    .map(
      (el) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} „${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}“`,
    );
}
