/**
 * When a planned run's file was expected, pure: the run's weekdays and 'Bis Uhrzeit' in German
 * time, the moment of the check → the expected time the check is for (the latest at or before
 * it) and the one before (since when a file counts). The same instants EventBridge Scheduler
 * starts the check at (zeitplan.ts: one cron expression in Europe/Berlin), so a check started by
 * its schedule is for that very time; a check started later (a retry, by hand) is for the last
 * time that has passed.
 *
 * Across daylight saving as Scheduler runs it: a time the spring change skips (02:30 on the last
 * Sunday of March) is no expected time that day; a time the autumn change repeats is expected
 * once, at its first pass. Scheduler runs to the minute, so seconds of the time are dropped.
 */
import { deutscheWanduhrTeile } from '@lieferdesk/shared';

const MINUTE_MS = 60_000;
const TAG_MS = 86_400_000;

/** Weekday flags Monday … Sunday and the time of day (HH:MM or HH:MM:SS). */
export interface Erwartung {
  wochentage: readonly boolean[];
  zeit: string;
}

export interface Pruefzeit {
  /** The German calendar day (YYYY-MM-DD) of the expected time: the missed run's day. */
  tag: string;
  /** The expected time. */
  erwartet: Date;
  /** The previous expected time: a file counts from just after it up to `erwartet`. */
  seit: Date;
}

/** `YYYY-MM-DD HH:MM` in German time. */
function alsOrtszeit(zeitpunkt: Date): string {
  const u = deutscheWanduhrTeile(zeitpunkt);
  const zwei = (n: number) => String(n).padStart(2, '0');
  return `${u.jahr}-${zwei(u.monat)}-${zwei(u.tag)} ${zwei(u.stunde)}:${zwei(u.minute)}`;
}

/**
 * The instant of a German local time on a German calendar day; undefined when that time does not
 * exist that day (the hour the spring change skips). Of the two instants of the hour the autumn
 * change repeats, the first.
 */
export function deutscheOrtszeit(tag: string, stunde: number, minute: number): Date | undefined {
  const [jahr, monat, t] = tag.split('-').map(Number) as [number, number, number];
  const alsUtc = Date.UTC(jahr, monat - 1, t, stunde, minute);
  const gesucht = `${tag} ${String(stunde).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
  // German time is UTC+2 (summer) or UTC+1 (winter); the larger offset is the earlier instant.
  for (const stundenVersatz of [2, 1]) {
    const zeitpunkt = new Date(alsUtc - stundenVersatz * 60 * MINUTE_MS);
    if (alsOrtszeit(zeitpunkt) === gesucht) return zeitpunkt;
  }
  return undefined;
}

/** The calendar day `tage` days before `tag` (YYYY-MM-DD), and its weekday (0 Monday … 6 Sunday). */
function tagDavor(tag: string, tage: number): { tag: string; wochentag: number } {
  const [jahr, monat, t] = tag.split('-').map(Number) as [number, number, number];
  const datum = new Date(Date.UTC(jahr, monat - 1, t) - tage * TAG_MS);
  return { tag: datum.toISOString().slice(0, 10), wochentag: (datum.getUTCDay() + 6) % 7 };
}

/**
 * Looked back at most this many days: a weekly run's two latest times, even when the spring
 * change skips one of them.
 */
const HOECHSTENS_ZURUECK = 22;

/**
 * The expected time the check at `jetzt` is for and the one before it; undefined when the run
 * is never due (no weekday set).
 */
export function pruefzeit(e: Erwartung, jetzt: Date): Pruefzeit | undefined {
  const [stunde, minute] = e.zeit.split(':').map(Number) as [number, number];
  const heute = alsOrtszeit(jetzt).slice(0, 10);
  const zeiten: { tag: string; zeitpunkt: Date }[] = [];
  for (let zurueck = 0; zurueck <= HOECHSTENS_ZURUECK && zeiten.length < 2; zurueck++) {
    const { tag, wochentag } = tagDavor(heute, zurueck);
    if (!e.wochentage[wochentag]) continue;
    const zeitpunkt = deutscheOrtszeit(tag, stunde, minute);
    if (zeitpunkt && zeitpunkt.getTime() <= jetzt.getTime()) zeiten.push({ tag, zeitpunkt });
  }
  const [letzte, davor] = zeiten;
  if (!letzte || !davor) return undefined;
  return { tag: letzte.tag, erwartet: letzte.zeitpunkt, seit: davor.zeitpunkt };
}
