/**
 * Points in time as people in the product read them: German format in German local time
 * (DD.MM.YYYY, reference §9), whatever time zone the Lambda runs in, and date ranges as German
 * calendar days (the users' day; the calendar rule is shared/src/kalender.ts, the web's too).
 * Stored times stay ISO (UTC).
 */
import { deutscherTag, deutscheWanduhrTeile, tageBisHeute, ZEITZONE } from '@lieferdesk/shared';

const TAG_MS = 86_400_000;

const datum = new Intl.DateTimeFormat('de-DE', {
  timeZone: ZEITZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const uhrzeit = new Intl.DateTimeFormat('de-DE', { timeZone: ZEITZONE, hour: '2-digit', minute: '2-digit' });

/** `2026-11-22T09:15:00Z` → `22.11.2026`; an unreadable value is returned as it is. */
export function deutschesDatum(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : datum.format(d);
}

/** `2026-11-22T09:15:00Z` → `22.11.2026 10:15`. */
export function deutscheZeit(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${datum.format(d)} ${uhrzeit.format(d)}`;
}

/**
 * A point in time as German local time, carried in a Date's UTC fields: a spreadsheet's date
 * cell has no time zone, and exceljs writes the UTC fields — so the cell shows what the
 * list shows (`2026-11-22T09:15:00Z` → 22.11.2026 10:15). Undefined for an unreadable value.
 */
export function deutscheWanduhr(iso: string): Date | undefined {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return undefined;
  const u = deutscheWanduhrTeile(d);
  return new Date(Date.UTC(u.jahr, u.monat - 1, u.tag, u.stunde, u.minute, u.sekunde));
}

/** The German calendar day of a point in time: the product's calendar (shared/src/kalender.ts). */
export { deutscherTag };

export interface Zeitraum {
  /** German calendar days, inclusive. */
  vonTag: string;
  bisTag: string;
  /**
   * ISO times to read a start index by, [von, bis): a day wider on each side than the German
   * days (German time is UTC+1 or +2); `vonTag..bisTag` then decide exactly.
   */
  von: string;
  bis: string;
}

/**
 * A range of German calendar days (YYYY-MM-DD): a missing bound is the other one, both missing
 * today; a reversed range is turned round.
 */
export function zeitraum(f: { dateFrom?: string; dateTo?: string }, jetzt = new Date()): Zeitraum {
  const heute = deutscherTag(jetzt);
  let vonTag = f.dateFrom ?? f.dateTo ?? heute;
  let bisTag = f.dateTo ?? f.dateFrom ?? heute;
  if (vonTag > bisTag) [vonTag, bisTag] = [bisTag, vonTag];
  const von = new Date(Date.parse(`${vonTag}T00:00:00Z`) - TAG_MS).toISOString();
  const bis = new Date(Date.parse(`${bisTag}T00:00:00Z`) + 2 * TAG_MS).toISOString();
  return { vonTag, bisTag, von, bis };
}

/**
 * A list's range (reference §9): an open end today, an open start `monate` months before the end,
 * without both the last `monate` months up to today — German calendar days as zeitraum's.
 */
export function listenZeitraum(
  f: { dateFrom?: string; dateTo?: string },
  jetzt = new Date(),
  monate = 1,
): Zeitraum {
  const { von, bis } = tageBisHeute({ von: f.dateFrom, bis: f.dateTo }, monate, jetzt);
  return zeitraum({ dateFrom: von, dateTo: bis }, jetzt);
}
