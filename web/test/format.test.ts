import { describe, expect, it } from 'vitest';
import { formatAnzahl, formatDatum, formatZeitpunkt, zeitwert } from '../src/format';

describe('Datumsanzeige TT.MM.JJJJ', () => {
  it('zeigt Kalendertage wie geschrieben und Zeitpunkte in der Ortszeit', () => {
    expect(formatDatum('2026-03-07')).toBe('07.03.2026');
    expect(formatDatum(new Date(2026, 10, 22, 23, 59))).toBe('22.11.2026');
  });
  it('liefert für Leeres und Unlesbares einen leeren Text', () => {
    expect(formatDatum(undefined)).toBe('');
    expect(formatDatum('')).toBe('');
    expect(formatDatum('kein Datum')).toBe('');
    expect(zeitwert('kaputt')).toBe(0);
    expect(zeitwert('2026-01-01T00:00:00Z')).toBe(Date.UTC(2026, 0, 1));
  });
});

describe('Zeitpunkte TT.MM.JJJJ hh:mm', () => {
  it('mit Minuten, auf Wunsch mit Sekunden, in der Ortszeit', () => {
    const d = new Date(2026, 2, 4, 8, 7, 6).toISOString();
    expect(formatZeitpunkt(d)).toBe('04.03.2026 08:07');
    expect(formatZeitpunkt(d, { sekunden: true })).toBe('04.03.2026 08:07:06');
  });
  it('liefert für Leeres und Unlesbares einen leeren Text', () => {
    expect(formatZeitpunkt(undefined)).toBe('');
    expect(formatZeitpunkt(null)).toBe('');
    expect(formatZeitpunkt('kaputt', { sekunden: true })).toBe('');
  });
});

describe('Anzahlen mit deutschen Tausenderpunkten', () => {
  it('gruppiert ab vier Stellen mit Punkt', () => {
    expect(formatAnzahl(123456)).toBe('123.456');
    expect(formatAnzahl(1234)).toBe('1.234');
    expect(formatAnzahl(165)).toBe('165');
    expect(formatAnzahl(0)).toBe('0');
  });
  it('zeigt für eine fehlende Anzahl nichts', () => {
    expect(formatAnzahl(undefined)).toBe('');
    expect(formatAnzahl(null)).toBe('');
    expect(formatAnzahl(Number.NaN)).toBe('');
  });
});
