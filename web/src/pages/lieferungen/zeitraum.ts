/**
 * The date range of the deliveries and the GDV files filters (reference §2.12, §2.13, §9: one
 * month back up to today) as the calendar holds it and as the API takes it. Pure.
 */
import { bisHeute, isoTag } from '../../kalender';

/** The calendar's range [von, bis]; `bis` is null while only one day is picked. */
export type Zeitraum = (Date | null)[] | null;

/** Reference §9: one month back up to today (Berlin's days). */
export const letzterMonat = (jetzt: Date = new Date()): Zeitraum => bisHeute(1, jetzt);

/** YYYY-MM-DD days; one day picked is that day; no range: nothing (the server's default). */
export function zeitraumTage(z: Zeitraum): { von?: string; bis?: string } {
  const [von, bis] = z ?? [];
  return von ? { von: isoTag(von), bis: isoTag(bis ?? von) } : {};
}
