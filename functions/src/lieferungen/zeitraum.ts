/**
 * The date range of the deliveries and the GDV files lists (reference §2.12, §2.13, §9 "1 month"):
 * German calendar days; without a range one month back up to today, an open start the month
 * before the end, an open end today. With the months (`monat`, German calendar) the range
 * touches, since both lists are read month by month.
 */
import { monateZwischen } from '../data/repositories/importDateien';
import { einenMonatFrueher } from '../werkbank/filter';
import { deutscherTag, zeitraum, type Zeitraum } from '../zeitangabe';

export interface ListenZeitraum extends Zeitraum {
  monate: string[];
}

export function listenZeitraum(
  vonTag: string | undefined,
  bisTag: string | undefined,
  jetzt = new Date(),
): ListenZeitraum {
  const bis = bisTag || deutscherTag(jetzt);
  const z = zeitraum({ dateFrom: vonTag || einenMonatFrueher(bis), dateTo: bis }, jetzt);
  return { ...z, monate: monateZwischen(z.vonTag, z.bisTag) };
}

/** Whether a point in time falls on one of the range's German calendar days. */
export const imZeitraum = (zeitpunkt: string, z: Pick<Zeitraum, 'vonTag' | 'bisTag'>): boolean => {
  const tag = deutscherTag(zeitpunkt);
  return tag >= z.vonTag && tag <= z.bisTag;
};
