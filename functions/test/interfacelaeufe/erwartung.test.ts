/**
 * When a planned run's file was expected (reference §2.16): the check's expected time and the
 * one before, German time across the daylight-saving changes — the very instants the schedule's
 * expression makes Scheduler (and croner, the local stack's scheduler) start the check.
 */
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { deutscheOrtszeit, pruefzeit, type Erwartung } from '../../src/interfacelaeufe/erwartung';
import { zeitplanDesLaufs } from '../../src/interfacelaeufe/zeitplan';
import { alsCronerMuster, CRONER_OPTIONEN } from '../../src/zeitplaene/ausdruck';

/** Monday … Sunday flags from the days named (0 Monday). */
const nur = (...tage: number[]) => [0, 1, 2, 3, 4, 5, 6].map((i) => tage.includes(i));
const MO_DO = nur(0, 3);
const iso = (d: Date | undefined) => d?.toISOString();
const pruefe = (e: Erwartung, jetzt: string) => {
  const z = pruefzeit(e, new Date(jetzt));
  return z && { tag: z.tag, erwartet: iso(z.erwartet), seit: iso(z.seit) };
};

describe('deutsche Ortszeit', () => {
  it('ist UTC+1 im Winter, UTC+2 im Sommer', () => {
    expect(iso(deutscheOrtszeit('2026-01-15', 6, 0))).toBe('2026-01-15T05:00:00.000Z');
    expect(iso(deutscheOrtszeit('2026-07-15', 6, 0))).toBe('2026-07-15T04:00:00.000Z');
  });

  it('kennt die Zeit nicht, die die Umstellung im Frühjahr überspringt; die doppelte im Herbst einmal, zuerst', () => {
    expect(deutscheOrtszeit('2026-03-29', 2, 30)).toBeUndefined();
    expect(iso(deutscheOrtszeit('2026-03-29', 3, 0))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(deutscheOrtszeit('2026-10-25', 2, 30))).toBe('2026-10-25T00:30:00.000Z');
  });
});

describe('Prüfzeit eines geplanten Laufs', () => {
  it('prüft zur Zeit selbst die Zeit dieses Tages, seit der vorigen (Mo, Do bis 06:00)', () => {
    const e = { wochentage: MO_DO, zeit: '06:00' };
    // Thursday 26 March 2026, 06:00 German time (UTC+1).
    expect(pruefe(e, '2026-03-26T05:00:00.000Z')).toEqual({
      tag: '2026-03-26',
      erwartet: '2026-03-26T05:00:00.000Z',
      seit: '2026-03-23T05:00:00.000Z',
    });
    // A second before it, the check is still for Monday, since the Thursday before.
    expect(pruefe(e, '2026-03-26T04:59:59.000Z')).toEqual({
      tag: '2026-03-23',
      erwartet: '2026-03-23T05:00:00.000Z',
      seit: '2026-03-19T05:00:00.000Z',
    });
    // Later the same day (a retry, a start by hand): still Thursday's time.
    expect(pruefe(e, '2026-03-26T17:30:00.000Z')?.erwartet).toBe('2026-03-26T05:00:00.000Z');
  });

  it('bleibt über die Umstellung auf Sommerzeit bei 06:00 deutscher Zeit', () => {
    expect(pruefe({ wochentage: MO_DO, zeit: '06:00' }, '2026-03-30T04:00:00.000Z')).toEqual({
      tag: '2026-03-30',
      erwartet: '2026-03-30T04:00:00.000Z',
      seit: '2026-03-26T05:00:00.000Z',
    });
  });

  it('überspringt die Zeit, die es im Frühjahr nicht gibt, und nimmt die doppelte im Herbst einmal', () => {
    const nachts = { wochentage: nur(0, 1, 2, 3, 4, 5, 6), zeit: '02:30' };
    expect(pruefe(nachts, '2026-03-29T12:00:00.000Z')).toEqual({
      tag: '2026-03-28',
      erwartet: '2026-03-28T01:30:00.000Z',
      seit: '2026-03-27T01:30:00.000Z',
    });
    expect(pruefe(nachts, '2026-10-25T03:00:00.000Z')).toEqual({
      tag: '2026-10-25',
      erwartet: '2026-10-25T00:30:00.000Z',
      seit: '2026-10-24T00:30:00.000Z',
    });
    // A weekly run whose one day is the skipped one looks back a week further.
    expect(pruefe({ wochentage: nur(6), zeit: '02:30' }, '2026-03-29T12:00:00.000Z')).toEqual({
      tag: '2026-03-22',
      erwartet: '2026-03-22T01:30:00.000Z',
      seit: '2026-03-15T01:30:00.000Z',
    });
  });

  it('lässt Sekunden fallen (Scheduler läuft minutengenau); ohne Wochentag gibt es keine Prüfzeit', () => {
    expect(pruefe({ wochentage: MO_DO, zeit: '06:00:45' }, '2026-03-26T05:00:10.000Z')?.erwartet).toBe(
      '2026-03-26T05:00:00.000Z',
    );
    expect(pruefe({ wochentage: nur(), zeit: '06:00' }, '2026-03-26T05:00:00.000Z')).toBeUndefined();
  });

  it('trifft in einer Woche über die Umstellung genau die Läufe, die der Ausdruck des Zeitplans startet', () => {
    for (const e of [
      { wochentage: MO_DO, zeit: '06:00' },
      { wochentage: nur(0, 1, 2, 3, 4, 5, 6), zeit: '02:30' },
      { wochentage: nur(4, 5, 6), zeit: '23:45' },
    ]) {
      const [ausdruck] = zeitplanDesLaufs(1, e).ausdruecke;
      const job = new Cron(alsCronerMuster(ausdruck!), { ...CRONER_OPTIONEN, paused: true });
      // The week of the spring change and the one of the autumn change, as Scheduler runs them
      // (a time croner moves out of the skipped hour is none).
      for (const ab of ['2026-03-24T00:00:00Z', '2026-10-21T00:00:00Z']) {
        const laeufe = job.nextRuns(12, new Date(ab)).filter((lauf) => job.match(lauf));
        for (const [i, lauf] of laeufe.entries()) {
          expect(iso(pruefzeit(e, lauf)?.erwartet), `${e.zeit} ${iso(lauf)}`).toBe(iso(lauf));
          if (i > 0) expect(iso(pruefzeit(e, lauf)?.seit), iso(lauf)).toBe(iso(laeufe[i - 1]));
        }
      }
    }
  });
});
