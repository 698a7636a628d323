/**
 * Schedule expressions, pure: daily times and weekdays → EventBridge Scheduler cron expressions,
 * their check, and the one conversion of such an expression into a pattern croner runs (the
 * local stack's scheduler, and the tests that compute run times).
 *
 * Scheduler's cron has six fields — `cron(minutes hours day-of-month month day-of-week year)` —
 * evaluated in the schedule's time zone (`ZEITZONE`, given to Scheduler as
 * ScheduleExpressionTimezone), so a job at 06:30 runs at 06:30 in Germany in summer and winter
 * alike. Day-of-month and day-of-week cannot both be given: one of them is `?`. Day-of-week counts
 * 1 = Sunday … 7 = Saturday, or takes the names SUN … SAT.
 */
import { MELDUNGEN, ZEITZONE } from '@lieferdesk/shared';
import { ungueltig } from '../domain/fehler';

/** The time zone every schedule of the product is evaluated in: the product's calendar's. */
export { ZEITZONE };

/** Scheduler's day names, Monday first as the weekday flags of the product are. */
const WOCHENTAGE = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

const UHRZEIT = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

/**
 * One cron expression per distinct time of day ('HH:MM' or 'HH:MM:SS'; Scheduler runs to the
 * minute, so seconds are dropped and 06:30:15 is 06:30), in the order of the day. `wochentage`:
 * seven flags Monday … Sunday, absent for every day; no day set answers no expression (a job
 * that never runs has no schedule).
 */
export function cronAusdruecke(zeiten: readonly string[], wochentage?: readonly boolean[]): string[] {
  if (wochentage !== undefined && wochentage.length !== 7) {
    throw ungueltig('Die Wochentage sind sieben Angaben von Montag bis Sonntag.', [
      { feld: 'wochentage', grund: `${wochentage.length} statt 7 Angaben` },
    ]);
  }
  const minuten = new Set<number>();
  for (const zeit of zeiten) {
    const teile = UHRZEIT.exec(zeit);
    if (!teile) throw ungueltig(MELDUNGEN.uhrzeitUngueltig, [{ feld: 'zeiten', grund: zeit }]);
    minuten.add(Number(teile[1]) * 60 + Number(teile[2]));
  }
  const tage = wochentage?.every(Boolean) === false ? WOCHENTAGE.filter((_, i) => wochentage[i]) : undefined;
  if (tage?.length === 0) return [];
  // Every day: the day of month is `*` and the weekday `?`; some days: the other way round.
  const tagFelder = tage ? `? * ${tage.join(',')}` : '* * ?';
  return [...minuten]
    .sort((a, b) => a - b)
    .map((m) => `cron(${m % 60} ${Math.floor(m / 60)} ${tagFelder} *)`);
}

/** The six fields of a cron expression, or undefined when it is none of Scheduler's form. */
function felder(ausdruck: string): string[] | undefined {
  const innen = /^cron\((.*)\)$/.exec(ausdruck.trim())?.[1];
  const teile = innen?.trim().split(/\s+/);
  return teile?.length === 6 ? teile : undefined;
}

/** What a field may hold: numbers, names, lists, ranges, steps and Scheduler's `* ? L W #`. */
const FELD = /^[0-9A-Za-z*?,/#-]+$/;

/**
 * Why the expression is no Scheduler cron expression this product sets, or undefined: six
 * fields, exactly one of day-of-month and day-of-week `?` (Scheduler refuses both and neither).
 * Both implementations of the schedule port refuse the same expressions, so what runs locally
 * is accepted in AWS.
 */
export function cronFehler(ausdruck: string): string | undefined {
  const f = felder(ausdruck);
  if (!f) return `kein Ausdruck cron(Minuten Stunden Tag Monat Wochentag Jahr): ${ausdruck}`;
  if (!f.every((feld) => FELD.test(feld))) return `unerlaubte Zeichen in ${ausdruck}`;
  if ((f[2] === '?') === (f[4] === '?')) return `genau einer von Tag und Wochentag muss ? sein: ${ausdruck}`;
  return undefined;
}

/**
 * A Scheduler cron expression as croner reads it with `CRONER_OPTIONEN`: the `cron(…)` wrapper
 * gone, a seconds field of 0 in front (croner's seven fields start with seconds), `?` written as
 * the `*` it means in Scheduler (older croner versions read `?` as "the current time's value", so
 * this does not depend on the version's reading). Day-of-week numbers stay: croner's Quartz
 * numbering (`alternativeWeekdays`) is Scheduler's, 1 = Sunday.
 */
export function alsCronerMuster(ausdruck: string): string {
  const fehler = cronFehler(ausdruck);
  if (fehler) throw new Error(fehler);
  return ['0', ...felder(ausdruck)!.map((feld) => (feld === '?' ? '*' : feld))].join(' ');
}

/**
 * croner's options for a converted pattern: seven fields with the year, Quartz weekday numbers,
 * day-of-month AND day-of-week (one of them is `*`, so the other decides, as in Scheduler), in
 * the product's time zone.
 */
export const CRONER_OPTIONEN = {
  mode: '7-part',
  alternativeWeekdays: true,
  domAndDow: true,
  timezone: ZEITZONE,
} as const;
