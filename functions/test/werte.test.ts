import { describe, expect, it } from 'vitest';
import {
  deutscheDezimalzahl,
  deutschesDatum,
  gdvDatum,
  impliziteDezimalzahl,
  istFehler,
  mitVorzeichen,
  text,
} from '../src/formate/werte';

describe('GDV-Datum TTMMJJJJ', () => {
  it('liest volle, teilweise unbekannte und fehlende Daten', () => {
    expect(gdvDatum('22072004')).toBe('2004-07-22');
    expect(gdvDatum('00072004')).toBe('2004-07');
    expect(gdvDatum('00002004')).toBe('2004');
    expect(gdvDatum('072004')).toBe('2004-07');
    expect(gdvDatum('        ')).toBeNull();
    expect(gdvDatum('00000000')).toBeNull();
  });
  it('meldet Unmögliches als Fehler, ohne zu werfen', () => {
    expect(istFehler(gdvDatum('31022004'))).toBe(true);
    expect(istFehler(gdvDatum('22132004'))).toBe(true);
    expect(istFehler(gdvDatum('22002004'))).toBe(true);
    expect(istFehler(gdvDatum('2207200A'))).toBe(true);
    expect(gdvDatum('29022024')).toBe('2024-02-29');
  });
});

describe('Zahlen', () => {
  it('implizite Nachkommastellen, Vorzeichen im Feld und als eigenes Byte', () => {
    expect(impliziteDezimalzahl('000001234567', 2)).toBe(12345.67);
    expect(impliziteDezimalzahl('00000012345-', 2)).toBe(-123.45);
    expect(impliziteDezimalzahl('0042', 0)).toBe(42);
    expect(impliziteDezimalzahl('    ', 2)).toBeNull();
    expect(istFehler(impliziteDezimalzahl('12A4', 0))).toBe(true);
    expect(mitVorzeichen(12.5, '-')).toBe(-12.5);
    expect(mitVorzeichen(12.5, ' ')).toBe(12.5);
    expect(istFehler(mitVorzeichen(12.5, 'x'))).toBe(true);
  });
  it('deutsche Dezimalzahlen und Daten aus Listen', () => {
    expect(deutscheDezimalzahl('1.234,56')).toBe(1234.56);
    expect(deutscheDezimalzahl('-12,5')).toBe(-12.5);
    expect(deutscheDezimalzahl('12,50-')).toBe(-12.5);
    expect(deutscheDezimalzahl('1234')).toBe(1234);
    expect(deutscheDezimalzahl('')).toBeNull();
    expect(istFehler(deutscheDezimalzahl('12.34.5'))).toBe(true);
    expect(deutschesDatum('1.3.2026')).toBe('2026-03-01');
    expect(istFehler(deutschesDatum('2026-03-01'))).toBe(true);
    expect(text('  Huber  ')).toBe('Huber');
    expect(text('   ')).toBeNull();
  });
});
