/**
 * The start page's days and weeks (architecture "Übersicht: aggregates"): German calendar days
 * (Europe/Berlin, shared kalender.ts) — a file delivered at 00:30 German time counts on that
 * German day — and ISO 8601 weeks (Monday first) of those days. Days are calendar dates, so their
 * arithmetic is plain UTC date arithmetic: no daylight saving can shift a day.
 */
import { deutscherTag, monateZurueck } from '@lieferdesk/shared';

const MS_TAG = 24 * 60 * 60 * 1000;
const alsDatum = (tag: string) => new Date(`${tag}T00:00:00Z`);
const alsTag = (d: Date) => d.toISOString().slice(0, 10);

/** The day `tage` days before (negative: after) `tag`. */
export const tageVor = (tag: string, tage: number): string =>
  alsTag(new Date(alsDatum(tag).getTime() - tage * MS_TAG));

/** The `anzahl` German days up to the day of `jetzt`, oldest first. */
export function letzteTage(jetzt: Date, anzahl: number): string[] {
  const heute = deutscherTag(jetzt);
  return Array.from({ length: anzahl }, (_, i) => tageVor(heute, anzahl - 1 - i));
}

/** The month (YYYY-MM) of a day: the aggregates' partition. */
export const monatDesTages = (tag: string): string => tag.slice(0, 7);

/**
 * The first day (YYYY-MM-01) of the open documents the page counts: the month `monate` months
 * before today's (in Berlin). Whole months, so the count is a sum of month items; from that day
 * to today is the inbox range its link opens (within the inbox's longest range for `monate` one
 * less than that range's months).
 */
export const offenAb = (jetzt: Date, monate: number): string =>
  `${monateZurueck(deutscherTag(jetzt), monate).slice(0, 7)}-01`;

/** The months a run of days touches, oldest first. */
export const monateDerTage = (tage: readonly string[]): string[] =>
  [...new Set(tage.map(monatDesTages))].sort();

/** The ISO 8601 week of a day, as YYYY-Www (the week's year is the year of its Thursday). */
export function isoWoche(tag: string): string {
  const d = alsDatum(tag);
  const wochentag = (d.getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  const donnerstag = new Date(d.getTime() + (3 - wochentag) * MS_TAG);
  const jahr = donnerstag.getUTCFullYear();
  const ersterJanuar = Date.UTC(jahr, 0, 1);
  const woche = Math.floor((donnerstag.getTime() - ersterJanuar) / MS_TAG / 7) + 1;
  return `${jahr}-W${String(woche).padStart(2, '0')}`;
}

/**
 * The `anzahl` ISO weeks up to the week of `jetzt`'s German day, oldest first, each with its days
 * (the current week only up to today): the days the rate reads.
 */
export function letzteWochen(jetzt: Date, anzahl: number): { wochen: string[]; tage: string[] } {
  const heute = deutscherTag(jetzt);
  const montag = tageVor(heute, (alsDatum(heute).getUTCDay() + 6) % 7);
  const erster = tageVor(montag, 7 * (anzahl - 1));
  const tage: string[] = [];
  for (let t = erster; t <= heute; t = tageVor(t, -1)) tage.push(t);
  const wochen = [...new Set(tage.map(isoWoche))];
  return { wochen, tage };
}

/**
 * What the start page reads: the chart's `anzahlTage` days and every month they touch (the day
 * aggregate's partitions, none skipped), the rate's `anzahlWochen` ISO weeks and their week-years
 * (the week aggregate's partitions).
 */
export function lesezeitraum(jetzt: Date, anzahlTage: number, anzahlWochen: number) {
  const tage = letzteTage(jetzt, anzahlTage);
  const { wochen } = letzteWochen(jetzt, anzahlWochen);
  return {
    tage,
    monate: monateDerTage(tage),
    wochen,
    jahre: [...new Set(wochen.map((w) => w.slice(0, 4)))],
  };
}
