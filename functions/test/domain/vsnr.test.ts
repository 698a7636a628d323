import { describe, expect, it } from 'vitest';
import { normalisiereKennung } from '../../src/domain/kennung';
import { gleicheVsnr, normalisiereVsnr } from '../../src/domain/vsnr';

describe('Versicherungsschein-Nummern normalisieren', () => {
  it.each([
    ['4711', '4711'],
    ['K-4711', '4711'],
    ['k 4711', '4711'],
    ['VSNR 4711', '4711'],
    ['VS-Nr. 4711', '4711'],
    ['VS.NR. 004711', '4711'],
    ['Nr. 4711', '4711'],
    ['POL/4711', '4711'],
    ['VS12345', '12345'],
    ['00004711', '4711'],
    ['  47 11 ', '4711'],
    ['4711-0815-23', '4711081523'],
    ['4711.0815/23', '4711081523'],
    ['K-884-220391', '884220391'],
    ['HH-2023-0045871', 'HH20230045871'],
    ['hh-2023-0045871', 'HH20230045871'],
    ['５９９９', '5999'],
    ['0', '0'],
    ['000', '0'],
  ])('%s → %s', (roh, norm) => {
    expect(normalisiereVsnr(roh)).toBe(norm);
  });

  it('lässt Buchstaben stehen, die nicht nur ein Präfix vor einer Zahl sind', () => {
    expect(normalisiereVsnr('KA-123')).toBe('KA123');
    expect(normalisiereVsnr('POLAR7')).toBe('POLAR7');
    expect(normalisiereVsnr('K')).toBe('K');
    expect(normalisiereVsnr('LV-77031455')).toBe('LV77031455');
  });

  it('ohne Nummer: undefined', () => {
    for (const leer of [undefined, null, '', '   ', '--/.']) expect(normalisiereVsnr(leer)).toBeUndefined();
  });

  it('vergleicht unterschiedlich geschriebene Nummern', () => {
    expect(gleicheVsnr('K-4711', '0004711')).toBe(true);
    expect(gleicheVsnr('5999 9999 995', '59999999995')).toBe(true);
    expect(gleicheVsnr('4711', '4712')).toBe(false);
    expect(gleicheVsnr('HH-1', 'RS-1')).toBe(false);
    expect(gleicheVsnr(undefined, undefined)).toBe(false);
    expect(gleicheVsnr('', '')).toBe(false);
  });

  it('Kennungen (Vermittler-, VU-Nummern): Trenner und führende Nullen weg', () => {
    expect(normalisiereKennung('12345-67')).toBe('1234567');
    expect(normalisiereKennung(' 09999 ')).toBe('9999');
    expect(normalisiereKennung('at-0417')).toBe('AT0417');
    expect(normalisiereKennung('')).toBeUndefined();
  });
});
