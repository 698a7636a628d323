import { describe, expect, it } from 'vitest';
import type { Treffer } from '../../src/domain/auswertung/ergebnis';
import { abrechnungsProtokoll, type ProtokollEingabe } from '../../src/domain/buchung/protokoll';

const provision = (vsnr: string, betrag: number): Treffer => ({
  art: 'provision',
  gesellschaftId: 4,
  maklernr: '10002',
  vsnr,
  vsnrNorm: vsnr,
  vertragId: 900011,
  provision: { betrag, datum: '2024-03-04' },
});

const ZEILEN: ProtokollEingabe[] = [
  { zeile: 3, status: 3, grund: 'Gebucht.', treffer: provision('B', 0.1), kunde: 'Gruber, Johanna' },
  { zeile: 1, status: 3, grund: 'Kopfzeile' },
  { zeile: 2, status: 3, grund: 'Gebucht.', treffer: provision('A', 0.2) },
  { zeile: 4, status: -13, grund: 'Der Vertrag 4711-0899-11 ist nicht im Bestand.' },
  { zeile: 5, status: 3, grund: 'Gebucht.', treffer: provision('C', -0.05) },
];

describe('Abrechnungsprotokoll', () => {
  it('voll: alle Zeilen in Zeilenfolge, Summen exakt in Cent', () => {
    const p = abrechnungsProtokoll(
      { dateiId: 9, dateiName: 'courtage.csv' },
      ZEILEN,
      'voll',
      new Date('2024-03-20T10:00:00Z'),
    );
    expect(p.titel).toBe('Abrechnungsprotokoll courtage.csv');
    expect(p.erstellt).toBe('2024-03-20T10:00:00.000Z');
    expect(p.zeilen.map((z) => z.zeile)).toEqual([1, 2, 3, 4, 5]);
    expect(p.zeilen[2]).toEqual({
      zeile: 3,
      status: 3,
      statusText: 'In Ordnung',
      vsnr: 'B',
      vertragId: 900011,
      kunde: 'Gruber, Johanna',
      datum: '2024-03-04',
      betrag: 0.1,
      meldung: 'Gebucht.',
    });
    // 0.1 + 0.2 − 0.05 in floating point is 0.25000000000000006; in cents exactly 25.
    expect(p.summen).toEqual({ zeilen: 5, gebucht: 3, fehlerhaft: 1, betragGebucht: 0.25 });
    expect(p.spalten.betrag).toBe('Betrag (EUR)');
  });

  it('nur Fehler: die fehlerhaften Zeilen mit dem Text der Statustabelle, die Summen der ganzen Datei', () => {
    const p = abrechnungsProtokoll({ dateiId: 9, dateiName: 'courtage.csv' }, ZEILEN, 'fehler');
    expect(p.titel).toBe('Fehlerprotokoll der Abrechnung courtage.csv');
    expect(p.zeilen).toEqual([
      {
        zeile: 4,
        status: -13,
        statusText: 'Vertrag nicht in der Datenbank',
        meldung: 'Der Vertrag 4711-0899-11 ist nicht im Bestand.',
      },
    ]);
    expect(p.summen.gebucht).toBe(3);
  });
});
