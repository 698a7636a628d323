/**
 * Calendar days in the web as on the server: a day is a German calendar day (Europe/Berlin,
 * shared/src/kalender.ts), so 'today' and the lists' default ranges are Berlin's days whatever
 * time zone the browser runs in — a browser in UTC at 23:30 is already on Berlin's next day, as
 * the server counting its documents. The date picker (PrimeReact Calendar) holds a day as
 * midnight of the browser's time zone; `alsDatum` and `isoTag` convert between the two.
 */
import { deutscherTag, tageBisHeute } from '@lieferdesk/shared';

const zweistellig = (n: number) => String(n).padStart(2, '0');

/** The picker's date as the calendar day it shows (YYYY-MM-DD). */
export function isoTag(d: Date): string {
  return `${d.getFullYear()}-${zweistellig(d.getMonth() + 1)}-${zweistellig(d.getDate())}`;
}

/** A calendar day (YYYY-MM-DD) as the picker's date. */
export function alsDatum(tag: string): Date {
  const [jahr, monat, t] = tag.split('-').map(Number) as [number, number, number];
  return new Date(jahr, monat - 1, t);
}

/** Today in Berlin, as the picker's date. */
export const heute = (jetzt: Date = new Date()): Date => alsDatum(deutscherTag(jetzt));

/** The last `monate` months up to today in Berlin (the lists' default range), as the picker's range. */
export function bisHeute(monate: number, jetzt: Date = new Date()): [Date, Date] {
  const { von, bis } = tageBisHeute({}, monate, jetzt);
  return [alsDatum(von), alsDatum(bis)];
}
