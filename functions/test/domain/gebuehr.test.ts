import { describe, expect, it } from 'vitest';
import {
  gebuehrFuerMonat,
  monatPlus,
  monateSummiert,
  monatVon,
  umsatzsteuerCent,
} from '../../src/domain/buchung/gebuehr';

describe('Gebühr: 0,10 EUR je angelegtem Vertrag und Monat zzgl. USt, drei Monate frei', () => {
  const zaehlungen = [
    { monat: '2024-11', angelegt: 8 },
    { monat: '2024-12', angelegt: 2 },
    { monat: '2025-02', angelegt: 5 },
  ];

  it('die ersten drei Monate ab der ersten Buchung sind frei, über den Jahreswechsel', () => {
    expect(gebuehrFuerMonat(zaehlungen, '2024-11')).toMatchObject({
      frei: true,
      bruttoCent: 0,
      vertraege: 8,
    });
    expect(gebuehrFuerMonat(zaehlungen, '2024-12')).toMatchObject({ frei: true, bruttoCent: 0 });
    expect(gebuehrFuerMonat(zaehlungen, '2025-01')).toMatchObject({
      frei: true,
      bruttoCent: 0,
      vertraege: 10,
    });
    expect(gebuehrFuerMonat(zaehlungen, '2025-02')).toMatchObject({ frei: false, vertraege: 15 });
  });

  it('ab dem vierten Monat: jeder bisher angelegte Vertrag, monatlich', () => {
    // 15 contracts × 0.10 = 1.50 net; VAT 0.285 → 0.29; gross 1.79.
    expect(gebuehrFuerMonat(zaehlungen, '2025-02')).toEqual({
      monat: '2025-02',
      vertraege: 15,
      frei: false,
      nettoCent: 150,
      umsatzsteuerCent: 29,
      bruttoCent: 179,
    });
    // No new contracts in March: the same 15 are charged again.
    expect(gebuehrFuerMonat(zaehlungen, '2025-03')).toMatchObject({ vertraege: 15, bruttoCent: 179 });
    // Before the first booking nothing is owed.
    expect(gebuehrFuerMonat(zaehlungen, '2024-10')).toMatchObject({ vertraege: 0, bruttoCent: 0 });
    expect(gebuehrFuerMonat([], '2025-03')).toMatchObject({ frei: true, bruttoCent: 0 });
  });

  it('die andere Lesart: nur im Monat der Anlage', () => {
    expect(gebuehrFuerMonat(zaehlungen, '2025-02', 'neuanlagen')).toMatchObject({
      vertraege: 5,
      nettoCent: 50,
      umsatzsteuerCent: 10,
      bruttoCent: 60,
    });
    expect(gebuehrFuerMonat(zaehlungen, '2025-03', 'neuanlagen')).toMatchObject({
      vertraege: 0,
      bruttoCent: 0,
    });
  });

  it('Umsatzsteuer auf den Cent, kaufmännisch gerundet, ohne Gleitkommafehler', () => {
    expect(umsatzsteuerCent(10)).toBe(2); // 1.9 → 2
    expect(umsatzsteuerCent(50)).toBe(10); // 9.5 → 10
    expect(umsatzsteuerCent(150)).toBe(29); // 28.5 → 29
    expect(umsatzsteuerCent(30)).toBe(6); // 5.7 → 6
    expect(umsatzsteuerCent(20)).toBe(4); // 3.8 → 4
    expect(umsatzsteuerCent(1_000_000_010)).toBe(190_000_002); // 190000001.9
    expect(umsatzsteuerCent(0)).toBe(0);
  });

  it('Monate rechnen', () => {
    expect(monatPlus('2024-11', 3)).toBe('2025-02');
    expect(monatPlus('2024-12', 1)).toBe('2025-01');
    expect(monatPlus('2025-01', -1)).toBe('2024-12');
    // A booking at 00:30 German time on 1 March is March, though it is still February in UTC.
    expect(monatVon(new Date('2025-02-28T23:30:00Z'))).toBe('2025-03');
    expect(monatVon(new Date('2025-07-31T21:59:00Z'))).toBe('2025-07');
    expect(monatVon(new Date('2025-07-31T22:00:00Z'))).toBe('2025-08');
  });

  it('ein Monat zählt die Summe seiner Anteile und des ungeteilten Zählers von vorher', () => {
    const teile = [
      { monat: '2025-02', angelegt: 3 },
      { monat: '2024-11', angelegt: 5 },
      { monat: '2025-02', angelegt: 2 },
      // The month's unsharded counter, written before the shards.
      { monat: '2024-11', angelegt: 3 },
      { monat: '2024-12', angelegt: 2 },
    ];
    expect(monateSummiert(teile)).toEqual(zaehlungen);
    expect(gebuehrFuerMonat(monateSummiert(teile), '2025-02')).toMatchObject({
      vertraege: 15,
      nettoCent: 150,
    });
    expect(monateSummiert([])).toEqual([]);
  });
});
