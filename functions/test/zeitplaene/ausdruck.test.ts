/**
 * Times and weekdays → Scheduler cron expressions, and their reading by croner (what the local
 * stack runs): which weekdays, which instants in UTC, and the hour's shift across the
 * daylight-saving changes (expressions in local time, evaluated in Europe/Berlin).
 */
import { Cron } from 'croner';
import { describe, expect, it } from 'vitest';
import {
  alsCronerMuster,
  cronAusdruecke,
  cronFehler,
  CRONER_OPTIONEN,
  ZEITZONE,
} from '../../src/zeitplaene/ausdruck';
import { Ungueltig } from '../../src/domain/fehler';

/** The next `n` runs of a Scheduler expression after `ab`, as croner computes them. */
const laeufe = (ausdruck: string, ab: string, n: number) =>
  new Cron(alsCronerMuster(ausdruck), { ...CRONER_OPTIONEN, paused: true })
    .nextRuns(n, new Date(ab))
    .map((d) => d.toISOString());

const wochentagIn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { weekday: 'short', timeZone: ZEITZONE });

/** Monday … Sunday flags from the days named. */
const nur = (...tage: number[]) => [0, 1, 2, 3, 4, 5, 6].map((i) => tage.includes(i));

describe('Cron-Ausdrücke aus Uhrzeiten und Wochentagen', () => {
  it('macht je Uhrzeit einen Ausdruck, jeden Tag, in der Reihenfolge des Tages', () => {
    expect(cronAusdruecke(['18:05', '06:30'])).toEqual(['cron(30 6 * * ? *)', 'cron(5 18 * * ? *)']);
  });

  it('lässt Sekunden fallen und fasst gleiche Minuten zusammen', () => {
    expect(cronAusdruecke(['06:30:45', '06:30', '00:00:00'])).toEqual([
      'cron(0 0 * * ? *)',
      'cron(30 6 * * ? *)',
    ]);
  });

  it('bildet Montag … Sonntag auf Schedulers Namen ab, Tag des Monats dann ?', () => {
    expect(cronAusdruecke(['07:15'], nur(0, 3))).toEqual(['cron(15 7 ? * MON,THU *)']);
    expect(cronAusdruecke(['07:15'], nur(5, 6))).toEqual(['cron(15 7 ? * SAT,SUN *)']);
    expect(cronAusdruecke(['07:15'], nur(0, 1, 2, 3, 4))).toEqual(['cron(15 7 ? * MON,TUE,WED,THU,FRI *)']);
  });

  it('nimmt alle sieben Tage wie keine Angabe; kein Tag: kein Ausdruck', () => {
    expect(cronAusdruecke(['07:15'], nur(0, 1, 2, 3, 4, 5, 6))).toEqual(cronAusdruecke(['07:15']));
    expect(cronAusdruecke(['07:15'], nur())).toEqual([]);
    expect(cronAusdruecke([])).toEqual([]);
  });

  it('weist falsche Uhrzeiten und Wochentage als ungültig ab', () => {
    for (const zeit of ['24:00', '6:30', '06:60', '06:30:60', 'mittags', '']) {
      expect(() => cronAusdruecke([zeit]), zeit).toThrow(Ungueltig);
    }
    expect(() => cronAusdruecke(['06:30'], [true, false])).toThrow(Ungueltig);
  });

  it('erzeugt nur Ausdrücke, die Scheduler annimmt', () => {
    for (const a of [...cronAusdruecke(['06:30', '23:59']), ...cronAusdruecke(['00:01'], nur(6))]) {
      expect(cronFehler(a), a).toBeUndefined();
    }
  });
});

describe('Prüfung eines Ausdrucks', () => {
  it('verlangt sechs Felder in cron(…) und genau ein ? bei Tag oder Wochentag', () => {
    expect(cronFehler('cron(0 12 * * ? *)')).toBeUndefined();
    expect(cronFehler('cron(0 12 ? * 2#1 *)')).toBeUndefined();
    expect(cronFehler('cron(0 12 L * ? 2027)')).toBeUndefined();
    expect(cronFehler('0 12 * * ? *')).toMatch(/kein Ausdruck/);
    expect(cronFehler('cron(0 12 * * ?)')).toMatch(/kein Ausdruck/);
    expect(cronFehler('rate(5 minutes)')).toMatch(/kein Ausdruck/);
    expect(cronFehler('cron(0 12 * * MON *)')).toMatch(/genau einer/);
    expect(cronFehler('cron(0 12 ? * ? *)')).toMatch(/genau einer/);
    expect(cronFehler('cron(0 12 * * ? *); rm)')).toBeDefined();
  });
});

describe('Umwandlung für croner', () => {
  it('streicht die Hülle, setzt Sekunde 0 vorn und ? als *', () => {
    expect(alsCronerMuster('cron(30 6 * * ? *)')).toBe('0 30 6 * * * *');
    expect(alsCronerMuster(' cron( 15 7 ? * MON,THU * ) ')).toBe('0 15 7 * * MON,THU *');
    expect(() => alsCronerMuster('cron(0 12 * * MON *)')).toThrow(/genau einer/);
  });

  it('liest Schedulers Wochentage wie Scheduler: Namen, und Zahlen mit 1 = Sonntag', () => {
    const ab = '2026-05-31T22:00:00Z'; // Monday 1 June 2026, 00:00 in Germany
    const [montagDonnerstag] = cronAusdruecke(['07:15'], nur(0, 3));
    expect(laeufe(montagDonnerstag!, ab, 4).map(wochentagIn)).toEqual(['Mon', 'Thu', 'Mon', 'Thu']);
    expect(laeufe('cron(15 7 ? * 2,5 *)', ab, 4)).toEqual(laeufe(montagDonnerstag!, ab, 4));
    expect(laeufe('cron(0 12 ? * 1 *)', ab, 2).map(wochentagIn)).toEqual(['Sun', 'Sun']);
    expect(laeufe('cron(0 12 ? * 7 *)', ab, 1).map(wochentagIn)).toEqual(['Sat']);
    expect(laeufe('cron(0 12 ? * 2-6 *)', ab, 5).map(wochentagIn)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
    ]);
  });

  it('nimmt das Jahr und den Tag des Monats', () => {
    expect(laeufe('cron(0 9 1 * ? 2027)', '2026-06-01T00:00:00Z', 2)).toEqual([
      '2027-01-01T08:00:00.000Z',
      '2027-02-01T08:00:00.000Z',
    ]);
  });
});

describe('Sommerzeit: Ortszeit in Europe/Berlin', () => {
  const [taeglich] = cronAusdruecke(['06:30']);

  it('läuft um 06:30 deutscher Zeit: in UTC eine Stunde früher ab dem letzten Sonntag im März', () => {
    expect(laeufe(taeglich!, '2026-03-27T12:00:00Z', 4)).toEqual([
      '2026-03-28T05:30:00.000Z', // Saturday, CET (UTC+1)
      '2026-03-29T04:30:00.000Z', // Sunday of the change, CEST (UTC+2)
      '2026-03-30T04:30:00.000Z',
      '2026-03-31T04:30:00.000Z',
    ]);
  });

  it('und eine Stunde später ab dem letzten Sonntag im Oktober', () => {
    expect(laeufe(taeglich!, '2026-10-23T12:00:00Z', 4)).toEqual([
      '2026-10-24T04:30:00.000Z', // Saturday, CEST
      '2026-10-25T05:30:00.000Z', // Sunday of the change, CET
      '2026-10-26T05:30:00.000Z',
      '2026-10-27T05:30:00.000Z',
    ]);
  });

  it('ebenso an ausgewählten Wochentagen über den Wechsel', () => {
    const [sonntags] = cronAusdruecke(['06:30'], nur(6));
    expect(laeufe(sonntags!, '2026-03-15T00:00:00Z', 3)).toEqual([
      '2026-03-15T05:30:00.000Z',
      '2026-03-22T05:30:00.000Z',
      '2026-03-29T04:30:00.000Z',
    ]);
  });

  it('läuft eine Zeit, die der Herbst wiederholt, einmal', () => {
    const zweiUhrDreissig = laeufe(cronAusdruecke(['02:30'])[0]!, '2026-10-24T12:00:00Z', 2);
    // 02:30 occurs at 00:30 UTC (CEST) and again at 01:30 UTC (CET): one run that day.
    expect(zweiUhrDreissig).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });
});
