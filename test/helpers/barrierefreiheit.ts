/**
 * axe-core in a page the browser tests drive: the WCAG 2.1 A and AA rules, and what they find
 * of impact critical or serious, each as a line a reader of a failed test understands at once
 * (rule, impact, what it asks, and where: the element's selector and axe's own summary).
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults, ImpactValue } from 'axe-core';

/** The rule sets of WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHWER: ImpactValue[] = ['critical', 'serious'];
/** Table rows repeat one fault a hundred times: a few show where, the count says how often. */
const GEZEIGTE_STELLEN = 5;

// axe's source is injected as text: evaluated through the DevTools protocol, which the site's
// Content-Security-Policy (no inline scripts) does not restrict as it would a script tag.
const axeQuelle: string = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export type Verstoss = { regel: string; schwere: ImpactValue; text: string };

/**
 * Runs axe on the page once its animations have ended — PrimeReact fades toasts and overlays
 * in, and axe must see their final colours, not a half-transparent frame; answers the critical
 * and serious violations.
 */
export async function barrierenPruefen(page: Page): Promise<Verstoss[]> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeQuelle);
  const ergebnis = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (ziel: Document, o: object) => Promise<AxeResults> } }).axe.run(
        document,
        { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
      ),
    WCAG_21_AA,
  );
  return ergebnis.violations
    .filter((v) => v.impact && SCHWER.includes(v.impact))
    .map((v) => ({
      regel: v.id,
      schwere: v.impact as ImpactValue,
      text: [
        `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.help}`,
        ...v.nodes
          .slice(0, GEZEIGTE_STELLEN)
          .map((n) => `  ${n.target.join(' ')}: ${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}`),
        ...(v.nodes.length > GEZEIGTE_STELLEN
          ? [`  … und ${v.nodes.length - GEZEIGTE_STELLEN} weitere`]
          : []),
      ].join('\n'),
    }));
}

/** The violations as one readable text per rule (what a failing assertion prints). */
export const alsText = (verstoesse: Verstoss[]): string[] => verstoesse.map((v) => v.text);
