import { describe, expect, it } from 'vitest';
import { FORMATE, zeileAlsZellen, zellwert } from '../../src/listenExport/zellen';

describe('zellwert', () => {
  it('macht aus einem Zeitpunkt eine Datumszelle in deutscher Ortszeit', () => {
    const sommer = zellwert('2026-07-01T22:30:00.000Z');
    expect(sommer.wert).toBeInstanceOf(Date);
    // 00:30 of the next day in Berlin (summer time, UTC+2): the cell shows what the list shows.
    expect((sommer.wert as Date).toISOString()).toBe('2026-07-02T00:30:00.000Z');
    expect(sommer.format).toBe(FORMATE.zeitpunkt);
    const winter = zellwert('2026-01-15T09:15:00Z');
    expect((winter.wert as Date).toISOString()).toBe('2026-01-15T10:15:00.000Z');
  });

  it('zeigt einen Zeitpunkt als Tag, wo die Liste nur den Tag zeigt', () => {
    // 23:30 UTC is the next day in Berlin.
    expect(zellwert('2026-01-15T23:30:00Z', 'datum')).toEqual({
      wert: new Date('2026-01-16T00:30:00Z'),
      format: FORMATE.datum,
    });
  });

  it('macht aus einem Kalendertag ein Datum ohne Uhrzeit', () => {
    const tag = zellwert('2026-11-02');
    expect(tag.wert).toEqual(new Date('2026-11-02T00:00:00Z'));
    expect(tag.format).toBe(FORMATE.datum);
  });

  it('schreibt Beträge als Zahl mit Zahlenformat, auch aus deutschem Text', () => {
    expect(zellwert(1234.5, 'betrag')).toEqual({ wert: 1234.5, format: FORMATE.betrag });
    expect(zellwert('1.234,56', 'betrag')).toEqual({ wert: 1234.56, format: FORMATE.betrag });
    expect(zellwert('-12,3', 'betrag')).toEqual({ wert: -12.3, format: FORMATE.betrag });
    expect(zellwert('99.5', 'betrag')).toEqual({ wert: 99.5, format: FORMATE.betrag });
    expect(zellwert('kein Betrag', 'betrag')).toEqual({ wert: 'kein Betrag' });
  });

  it('lässt Zahlen Zahlen und Ziffernfolgen einer Textspalte Text', () => {
    expect(zellwert(42)).toEqual({ wert: 42, format: FORMATE.zahl });
    expect(zellwert(10001, 'text')).toEqual({ wert: '10001' });
    expect(zellwert('2026-11-02', 'text')).toEqual({ wert: '2026-11-02' });
  });

  it('lässt eine Formel Text: die Zelle wird beim Schreiben neutralisiert', () => {
    expect(zellwert('=1+2')).toEqual({ wert: '=1+2' });
    expect(zellwert('=1+2', 'betrag')).toEqual({ wert: '=1+2' });
  });

  it('schreibt Wahrheitswerte deutsch und Leeres leer', () => {
    expect(zellwert(true).wert).toBe('Ja');
    expect(zellwert(false).wert).toBe('Nein');
    expect(zellwert(undefined).wert).toBeUndefined();
    expect(zellwert('').wert).toBeUndefined();
    expect(zellwert(null).wert).toBeUndefined();
  });
});

describe('zeileAlsZellen', () => {
  it('nimmt die Spalten in der gezeigten Reihenfolge', () => {
    const zellen = zeileAlsZellen({ a: 'x', b: 2, c: 'y' }, [
      { feld: 'c', titel: 'C' },
      { feld: 'a', titel: 'A' },
    ]);
    expect(zellen.map((z) => z.wert)).toEqual(['y', 'x']);
  });
});
