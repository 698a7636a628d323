/**
 * The date ranges of the filters: every date a query or body takes lies in FILTER_JAHRE, and every
 * range is at most its filter's ZEITRAUM_MONATE long — so a hostile range ('0001-01-01' to
 * '9999-12-31') is a 400 with a German reason before a handler reads one month of it. Each month
 * of a range is a read (functions/src/data/monatsweise.ts), so the range's length is what bounds a
 * list call's work.
 */
import { z } from 'zod';
import { deutscherTag, monateZurueck } from '../kalender';
import { MELDUNGEN } from '../messages';
import { isoDatum } from './common';

/** The years a filter's date may name (reference §9): the product's own years, none of 0001 or 9999. */
export const FILTER_JAHRE = { von: 2000, bis: 2100 } as const;

/**
 * The longest range of each filter in months (reference §9): a year and a month for the lists
 * (whose defaults are one month and, in the archive, six), a quarter for the monitor (its default
 * is today; it reads every file of the range, uncapped).
 */
export const ZEITRAUM_MONATE = {
  /** Documents, archive, deliveries, GDV files, commission and dunning lists, download overview. */
  biproListen: 13,
  /** The workbench's file search (data import). */
  werkbank: 13,
  /** The import monitor. */
  monitor: 3,
} as const;

const jahrVon = (tag: string) => Number(tag.slice(0, 4));
const imJahresbereich = (tag: string) => jahrVon(tag) >= FILTER_JAHRE.von && jahrVon(tag) <= FILTER_JAHRE.bis;
const deutsch = (tag: string) => tag.split('-').reverse().join('.');

/** A filter's calendar day (YYYY-MM-DD) in FILTER_JAHRE. */
export const filterDatum = isoDatum.refine(imJahresbereich, {
  error: (issue) =>
    MELDUNGEN.datumAusserhalb(deutsch(String(issue.input)), FILTER_JAHRE.von, FILTER_JAHRE.bis),
});

export interface Zeitraumregel<K extends string> {
  von: K;
  bis: K;
  monate: number;
  /**
   * How a start without an end counts: up to today (the lists, the workbench, the download
   * overview), or as that one day (the monitor: a bound alone is the other one too). An end
   * without a start is the filter's default length before it, or an open bound on a few rows.
   */
  startAllein: 'bisHeute' | 'einTag';
}

/** The rule of each schema mitZeitraum made: how a test finds every request's dates in a rule. */
export const ZEITRAUM_REGELN = new WeakMap<z.ZodType, Zeitraumregel<string>>();

/**
 * A filter's object with its date range bounded by `regel`; its two date fields are filterDatum.
 * Today is the German day, as the lists count it (kalender.ts).
 */
export function mitZeitraum<S extends z.ZodObject>(
  schema: S,
  regel: Zeitraumregel<keyof z.output<S> & string>,
): S {
  const geprueft = schema.superRefine((wert, ctx) => {
    const felder = wert as Record<string, unknown>;
    const von = felder[regel.von] as string | undefined;
    const bis = felder[regel.bis] as string | undefined;
    // A date outside the years has its own message already; its range says nothing more.
    if (!von || [von, bis].some((tag) => tag && !imJahresbereich(tag))) return;
    const ende = bis || (regel.startAllein === 'bisHeute' ? deutscherTag(new Date()) : von);
    // A reversed range is turned round (functions/src/zeitangabe.ts), so is its length.
    const [erster, letzter] = von <= ende ? [von, ende] : [ende, von];
    if (erster >= monateZurueck(letzter, regel.monate)) return;
    ctx.addIssue({
      code: 'custom',
      path: [bis ? regel.bis : regel.von],
      message: MELDUNGEN.zeitraumZuLang(deutsch(erster), deutsch(letzter), regel.monate),
    });
  });
  ZEITRAUM_REGELN.set(geprueft, regel);
  return geprueft;
}
