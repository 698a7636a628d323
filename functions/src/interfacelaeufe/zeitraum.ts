/**
 * A planned run's period in words, as the list's column shows it (reference §2.16: "Mo, Do bis
 * 06:00"): its weekdays Monday first in their short forms — 'täglich' for all seven — and its
 * time. Pure.
 */
import { INTERFACELAUF_TEXTE as T } from '@lieferdesk/shared';

export function zeitraumText(wochentage: readonly boolean[], zeit: string): string {
  const tage = T.wochentageKurz.filter((_, i) => wochentage[i] === true);
  const worte =
    tage.length === T.wochentageKurz.length ? T.taeglich : tage.length === 0 ? T.keinTag : tage.join(', ');
  return T.zeitraum(worte, zeit);
}
