import { describe, expect, it } from 'vitest';
import { ganzeZahl, isoDatum, istFehler, punktDezimalzahl } from '../../../src/formate/werte';

describe('Werte für Schnittstellen (Ergänzungen zu werte.ts)', () => {
  it('ganzeZahl', () => {
    expect(ganzeZahl('0042')).toBe(42);
    expect(ganzeZahl('12-')).toBe(-12);
    expect(ganzeZahl(' ')).toBeNull();
    expect(istFehler(ganzeZahl('1,5'))).toBe(true);
    expect(istFehler(ganzeZahl('123456789012345678'))).toBe(true);
  });
  it('punktDezimalzahl (xs:decimal)', () => {
    expect(punktDezimalzahl('312.40')).toBe(312.4);
    expect(punktDezimalzahl('+12')).toBe(12);
    expect(punktDezimalzahl('.5')).toBe(0.5);
    expect(punktDezimalzahl('')).toBeNull();
    expect(istFehler(punktDezimalzahl('1,5'))).toBe(true);
    expect(istFehler(punktDezimalzahl('1.234.5'))).toBe(true);
    expect(istFehler(punktDezimalzahl('1e5'))).toBe(true);
  });
  it('isoDatum (xs:date, xs:dateTime)', () => {
    expect(isoDatum('2024-01-31')).toBe('2024-01-31');
    expect(isoDatum('2024-01-31+01:00')).toBe('2024-01-31');
    expect(isoDatum('2024-01-31T10:15:00.123Z')).toBe('2024-01-31');
    expect(isoDatum(' ')).toBeNull();
    expect(istFehler(isoDatum('2024-00-10'))).toBe(true);
    expect(istFehler(isoDatum('2023-02-29'))).toBe(true);
    expect(istFehler(isoDatum('31.01.2024'))).toBe(true);
  });
});
