import { describe, expect, it } from 'vitest';
import { wochentagFlags, wochentagNummern } from '../../src/interfacelaeufe/wochentage';
import { zeitraumText } from '../../src/interfacelaeufe/zeitraum';

const nur = (...tage: number[]) => [0, 1, 2, 3, 4, 5, 6].map((i) => tage.includes(i));

describe('Zeitraum in Worten (Spalte der Liste)', () => {
  it('nennt die Tage ab Montag kurz und die Uhrzeit', () => {
    expect(zeitraumText(nur(0, 3), '06:00')).toBe('Mo, Do bis 06:00');
    expect(zeitraumText(nur(6, 4), '18:30:15')).toBe('Fr, So bis 18:30:15');
  });

  it('sagt täglich für alle sieben Tage und an keinem Tag für keinen', () => {
    expect(zeitraumText(nur(0, 1, 2, 3, 4, 5, 6), '06:00')).toBe('täglich bis 06:00');
    expect(zeitraumText(nur(), '06:00')).toBe('an keinem Tag bis 06:00');
  });
});

describe('Wochentage als Flags und als gespeicherte Nummern', () => {
  it('hin und zurück ohne Verlust', () => {
    expect(wochentagNummern(nur(0, 3, 6))).toEqual([0, 3, 6]);
    expect(wochentagFlags([0, 3, 6])).toEqual(nur(0, 3, 6));
    expect(wochentagFlags(wochentagNummern(nur()))).toEqual(nur());
  });
});
