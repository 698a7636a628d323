/**
 * The web's days are Berlin's: the browser's own zone decides only how the date picker holds a
 * day. `TZ` is the test process's zone (Node reads it at each Date); UTC, the zone that lags
 * Berlin, is the case that once showed an empty inbox after 23:00 UTC.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { alsDatum, bisHeute, heute, isoTag } from '../src/kalender';
import { standardEntwurf as posteingang, filterAnfrage } from '../src/pages/posteingang/posteingang';
import { standardFilter } from '../src/pages/datenimport/filter';

let vorher: string | undefined;
beforeEach(() => {
  vorher = process.env.TZ;
  process.env.TZ = 'UTC';
});
afterEach(() => {
  if (vorher === undefined) delete process.env.TZ;
  else process.env.TZ = vorher;
});

const KURZ_NACH_MITTERNACHT = new Date('2026-11-28T23:30:00Z');

describe('Tage im Browser', () => {
  it('heute ist der Berliner Tag, auch wenn der Browser in UTC noch gestern hat', () => {
    expect(isoTag(heute(KURZ_NACH_MITTERNACHT))).toBe('2026-11-29');
    expect(isoTag(heute(new Date('2026-11-28T22:59:00Z')))).toBe('2026-11-28');
    // Summer time: Berlin's midnight is 22:00 UTC.
    expect(isoTag(heute(new Date('2026-07-14T22:10:00Z')))).toBe('2026-07-15');
  });

  it('die Standardzeiträume enden am Berliner Tag', () => {
    expect(bisHeute(1, KURZ_NACH_MITTERNACHT).map(isoTag)).toEqual(['2026-10-29', '2026-11-29']);
    expect(filterAnfrage(posteingang(KURZ_NACH_MITTERNACHT), false)).toMatchObject({
      fromDate: '2026-10-29',
      toDate: '2026-11-29',
    });
    expect(standardFilter(KURZ_NACH_MITTERNACHT)).toMatchObject({
      fromDate: '2026-10-29',
      toDate: '2026-11-29',
    });
  });

  it('der Kalender hält einen Tag als Mitternacht der Zeitzone des Browsers', () => {
    expect(isoTag(alsDatum('2026-03-29'))).toBe('2026-03-29');
    process.env.TZ = 'Pacific/Auckland';
    expect(isoTag(alsDatum('2026-03-29'))).toBe('2026-03-29');
    expect(isoTag(heute(KURZ_NACH_MITTERNACHT))).toBe('2026-11-29');
  });
});
