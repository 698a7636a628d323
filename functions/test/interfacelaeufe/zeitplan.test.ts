/**
 * A planned run's schedule: its weekdays and time as one Scheduler cron expression in
 * Europe/Berlin (so 06:00 stays 06:00 German time across the change), targeting the check.
 */
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import { interfacelaufZeitplan, zeitplanDesLaufs } from '../../src/interfacelaeufe/zeitplan';
import { LAUF_ID_MARKE, zeitplanPruefen } from '../../src/zeitplaene/index';
import { alsCronerMuster, CRONER_OPTIONEN } from '../../src/zeitplaene/ausdruck';

const nur = (...tage: number[]) => [0, 1, 2, 3, 4, 5, 6].map((i) => tage.includes(i));

describe('Zeitplan eines geplanten Interfacelaufs', () => {
  it('macht aus Wochentagen und Uhrzeit einen Ausdruck, der die Prüfung für den Lauf startet', () => {
    const auftrag = zeitplanDesLaufs(5, { wochentage: nur(0, 3), zeit: '06:00' });
    expect(auftrag).toEqual({
      name: 'interfacelauf-5',
      ausdruecke: ['cron(0 6 ? * MON,THU *)'],
      ziel: { strecke: 'interfacelauf', eingabe: { interfacelaufId: 5 } },
    });
    expect(interfacelaufZeitplan(5)).toBe(auftrag.name);
    // What both schedulers get: the check's input with the run id marker.
    expect(zeitplanPruefen(auftrag).ziel).toEqual({
      strecke: 'interfacelauf',
      eingabe: { interfacelaufId: 5, laufId: LAUF_ID_MARKE },
    });
  });

  it('jeden Tag ohne Wochentagsliste, keinen Ausdruck ohne Tag, Sekunden fallen weg', () => {
    expect(zeitplanDesLaufs(1, { wochentage: nur(0, 1, 2, 3, 4, 5, 6), zeit: '23:59' }).ausdruecke).toEqual([
      'cron(59 23 * * ? *)',
    ]);
    expect(zeitplanDesLaufs(1, { wochentage: nur(), zeit: '06:00' }).ausdruecke).toEqual([]);
    expect(zeitplanDesLaufs(1, { wochentage: nur(5, 6), zeit: '00:00:30' }).ausdruecke).toEqual([
      'cron(0 0 ? * SAT,SUN *)',
    ]);
  });

  it('läuft in der Woche der Umstellung auf Sommerzeit montags und donnerstags um 06:00 deutscher Zeit', () => {
    const [ausdruck] = zeitplanDesLaufs(5, { wochentage: nur(0, 3), zeit: '06:00' }).ausdruecke;
    const laeufe = new Cron(alsCronerMuster(ausdruck!), { ...CRONER_OPTIONEN, paused: true })
      .nextRuns(4, new Date('2026-03-22T00:00:00Z'))
      .map((d) => d.toISOString());
    // Monday and Thursday at 05:00 UTC (CET), after Sunday's change at 04:00 UTC (CEST).
    expect(laeufe).toEqual([
      '2026-03-23T05:00:00.000Z',
      '2026-03-26T05:00:00.000Z',
      '2026-03-30T04:00:00.000Z',
      '2026-04-02T04:00:00.000Z',
    ]);
  });
});
