/**
 * The date range of the deliveries and the GDV files lists (reference §2.12, §2.13, §9 "1 month"):
 * every list's range (zeitangabe.ts `listenZeitraum`: without one a month back up to today) with
 * the months (`monat`, German calendar) it touches, since both lists are read month by month.
 */
import { monateZwischen } from '../data/repositories/importDateien';
import { deutscherTag, listenZeitraum, type Zeitraum } from '../zeitangabe';

export interface ListenZeitraum extends Zeitraum {
  monate: string[];
}

export function monatsZeitraum(
  vonTag: string | undefined,
  bisTag: string | undefined,
  jetzt = new Date(),
): ListenZeitraum {
  const z = listenZeitraum({ dateFrom: vonTag, dateTo: bisTag }, jetzt);
  return { ...z, monate: monateZwischen(z.vonTag, z.bisTag) };
}

/** Whether a point in time falls on one of the range's German calendar days. */
export const imZeitraum = (zeitpunkt: string, z: Pick<Zeitraum, 'vonTag' | 'bisTag'>): boolean => {
  const tag = deutscherTag(zeitpunkt);
  return tag >= z.vonTag && tag <= z.bisTag;
};
