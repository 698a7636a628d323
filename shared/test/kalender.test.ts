import { describe, expect, it } from 'vitest';
import { deutscherTag, deutscheWanduhrTeile, monateZurueck, tageBisHeute } from '../src/kalender';

describe('Der deutsche Kalendertag eines Zeitpunkts', () => {
  it('um 23:30 UTC ist in Berlin schon der nächste Tag, im Winter wie im Sommer', () => {
    expect(deutscherTag(new Date('2026-11-28T23:30:00Z'))).toBe('2026-11-29');
    expect(deutscherTag('2026-07-14T23:30:00Z')).toBe('2026-07-15');
    // Before Berlin's midnight the days agree: 22:59 UTC is 23:59 in winter.
    expect(deutscherTag('2026-11-28T22:59:59Z')).toBe('2026-11-28');
    expect(deutscherTag('2026-11-28T23:00:00Z')).toBe('2026-11-29');
    // Summer: midnight in Berlin is 22:00 UTC.
    expect(deutscherTag('2026-07-14T21:59:59Z')).toBe('2026-07-14');
    expect(deutscherTag('2026-07-14T22:00:00Z')).toBe('2026-07-15');
  });

  it('an den Umstellungen der Sommerzeit: die Mitternacht wandert mit', () => {
    // 29.03.2026: 02:00 → 03:00 at 01:00 UTC. The night before is still winter (UTC+1).
    expect(deutscherTag('2026-03-28T22:59:59Z')).toBe('2026-03-28');
    expect(deutscherTag('2026-03-28T23:00:00Z')).toBe('2026-03-29');
    // The day after the change is summer (UTC+2): its midnight is 22:00 UTC.
    expect(deutscherTag('2026-03-29T21:59:59Z')).toBe('2026-03-29');
    expect(deutscherTag('2026-03-29T22:00:00Z')).toBe('2026-03-30');
    // 25.10.2026: 03:00 → 02:00 at 01:00 UTC. The night before is still summer.
    expect(deutscherTag('2026-10-24T21:59:59Z')).toBe('2026-10-24');
    expect(deutscherTag('2026-10-24T22:00:00Z')).toBe('2026-10-25');
    // The day of the change has 25 hours: it ends at 23:00 UTC.
    expect(deutscherTag('2026-10-25T22:59:59Z')).toBe('2026-10-25');
    expect(deutscherTag('2026-10-25T23:00:00Z')).toBe('2026-10-26');
  });

  it('gibt jeder Zeit einer UTC-Stunde ihren Tag, auch wenn die Stunde schon gemerkt ist', () => {
    // Every minute of the changes' days, asked twice: the remembered hour says what Intl says.
    const intl = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' });
    for (const tag of ['2026-03-28', '2026-03-29', '2026-10-24', '2026-10-25'])
      for (let minute = 0; minute < 24 * 60; minute += 7) {
        const zeit = new Date(Date.parse(`${tag}T00:00:00Z`) + minute * 60_000).toISOString();
        expect([deutscherTag(zeit), deutscherTag(zeit)]).toEqual([
          intl.format(new Date(zeit)),
          intl.format(new Date(zeit)),
        ]);
      }
    // Before 1893 Berlin's time was +0:53:28: one UTC hour, two days — never taken from the hour.
    expect(deutscherTag('1890-01-01T23:30:00Z')).toBe('1890-01-02');
    expect(deutscherTag('1890-01-01T23:05:00Z')).toBe('1890-01-01');
  });
});

describe('Derselbe Tag Monate früher', () => {
  it('bleibt im kürzeren Monat, über Schaltjahr und Jahreswechsel', () => {
    expect(monateZurueck('2026-03-31', 1)).toBe('2026-02-28');
    expect(monateZurueck('2024-03-30', 1)).toBe('2024-02-29');
    expect(monateZurueck('2026-01-15', 1)).toBe('2025-12-15');
    expect(monateZurueck('2026-05-15', 6)).toBe('2025-11-15');
    expect(monateZurueck('2026-08-31', 6)).toBe('2026-02-28');
    expect(monateZurueck('2024-08-31', 6)).toBe('2024-02-29');
    expect(monateZurueck('2026-01-10', 13)).toBe('2024-12-10');
  });
});

describe('Die Tage einer Liste: ohne Angabe die letzten Monate bis heute', () => {
  const kurzNachMitternacht = new Date('2026-11-28T23:30:00Z');
  it('heute ist der deutsche Tag, auch wenn es in UTC noch gestern ist', () => {
    expect(tageBisHeute({}, 1, kurzNachMitternacht)).toEqual({ von: '2026-10-29', bis: '2026-11-29' });
    expect(tageBisHeute({}, 6, kurzNachMitternacht)).toEqual({ von: '2026-05-29', bis: '2026-11-29' });
  });
  it('ein offenes Ende ist heute, ein offener Anfang die Monate vor dem Ende; Leeres ist keine Angabe', () => {
    expect(tageBisHeute({ von: '2026-11-01' }, 1, kurzNachMitternacht)).toEqual({
      von: '2026-11-01',
      bis: '2026-11-29',
    });
    expect(tageBisHeute({ bis: '2026-03-31', von: '' }, 1, kurzNachMitternacht)).toEqual({
      von: '2026-02-28',
      bis: '2026-03-31',
    });
  });
});

describe('Die deutsche Wanduhr eines Zeitpunkts', () => {
  it('zeigt Winter- und Sommerzeit, um Mitternacht den neuen Tag', () => {
    expect(deutscheWanduhrTeile(new Date('2026-11-22T09:15:07Z'))).toEqual({
      jahr: 2026,
      monat: 11,
      tag: 22,
      stunde: 10,
      minute: 15,
      sekunde: 7,
    });
    expect(deutscheWanduhrTeile(new Date('2026-06-30T22:30:00Z'))).toMatchObject({
      monat: 7,
      tag: 1,
      stunde: 0,
    });
    // The spring change: 01:59:59 UTC+1 is followed by 03:00 UTC+2.
    expect(deutscheWanduhrTeile(new Date('2026-03-29T00:59:59Z'))).toMatchObject({ stunde: 1, minute: 59 });
    expect(deutscheWanduhrTeile(new Date('2026-03-29T01:00:00Z'))).toMatchObject({ stunde: 3, minute: 0 });
  });
});
