import { describe, expect, it } from 'vitest';
import {
  leereLieferzaehlung,
  lieferspalten,
  lieferungZaehlen,
  zuordnungGezaehlt,
  type GezaehlteDatei,
} from '../../../src/domain/bipro/lieferstatistik';
import type { Zuordnungsergebnis } from '../../../src/domain/bipro/zuordnung';

const pdf = (d: Partial<GezaehlteDatei> = {}): GezaehlteDatei => ({
  dateiname: 'police.pdf',
  ziel: 'dokument',
  bereitsGeliefert: false,
  zuordnung: 'zugeordnet',
  ...d,
});

describe('Zählung einer Lieferung (Referenz §2.12, §3 „Delivery“)', () => {
  it('ein zugeordnetes PDF ist eingelesen, sonst nichts', () => {
    expect(lieferspalten(pdf())).toEqual(['persistedFiles']);
    expect(lieferspalten(pdf({ dateiname: 'POLICE.PDF' }))).toEqual(['persistedFiles']);
  });

  it('ein nicht zugeordnetes PDF ist nicht eingelesen, mit seinem Grund — und nicht zugleich eingelesen', () => {
    expect(lieferspalten(pdf({ zuordnung: 'nichtGefunden' }))).toEqual([
      'nichtzugeordnetePdfFiles',
      'notFoundPolices',
    ]);
    expect(lieferspalten(pdf({ zuordnung: 'mehrfach' }))).toEqual([
      'nichtzugeordnetePdfFiles',
      'nonUniquePolices',
    ]);
    expect(lieferspalten(pdf({ zuordnung: 'keinePolicennummer' }))).toEqual([
      'nichtzugeordnetePdfFiles',
      'inputUnassigned',
    ]);
  });

  it('was ins Archiv ging, ist kein eingelesenes PDF: die ausgenommene Produktinformation als PDF und XML', () => {
    const archiv = { ziel: 'archiv', zuordnung: undefined } as const;
    expect(
      lieferungZaehlen([
        pdf({ ...archiv, dateiname: 'Produktinformation.pdf' }),
        pdf({ ...archiv, dateiname: 'Produktinformation.xml' }),
      ]),
    ).toEqual(leereLieferzaehlung());
  });

  it('ein schon geliefertes PDF ist nur „bereits vorhanden“', () => {
    expect(lieferspalten(pdf({ ziel: 'archiv', zuordnung: undefined, bereitsGeliefert: true }))).toEqual([
      'dbAlreadyExistFiles',
    ]);
  });

  it('andere Dateitypen und Ziele zählen in keiner PDF-Spalte', () => {
    expect(lieferspalten(pdf({ dateiname: 'scan.tif' }))).toEqual([]);
    expect(lieferspalten(pdf({ dateiname: 'daten.xml', zuordnung: 'nichtGefunden' }))).toEqual([]);
    expect(lieferspalten(pdf({ dateiname: 'bestand.gdv', ziel: 'gdv', zuordnung: undefined }))).toEqual([]);
    expect(
      lieferspalten(pdf({ dateiname: 'courtage.pdf', ziel: 'abrechnung', zuordnung: undefined })),
    ).toEqual([]);
    expect(lieferspalten(pdf({ dateiname: 'liste.csv', ziel: 'mahnung', zuordnung: undefined }))).toEqual([]);
  });

  it('zählt jede Datei einmal: eingelesen und nicht eingelesen ergeben zusammen die PDF-Dokumente, die Gründe die nicht eingelesenen', () => {
    const z = lieferungZaehlen([
      pdf(),
      pdf({ zuordnung: 'nichtGefunden' }),
      pdf({ zuordnung: 'keinePolicennummer' }),
      pdf({ dateiname: 'anlage.xml', zuordnung: 'nichtGefunden' }),
    ]);
    expect(z).toEqual({
      persistedFiles: 1,
      nichtzugeordnetePdfFiles: 2,
      dbAlreadyExistFiles: 0,
      nonUniquePolices: 0,
      notFoundPolices: 1,
      inputUnassigned: 1,
    });
    expect(z.nonUniquePolices + z.notFoundPolices + z.inputUnassigned).toBe(z.nichtzugeordnetePdfFiles);
  });
});

describe('Zuordnung eines Dokuments, wie die Lieferung sie zählt', () => {
  const offen = (
    kandidaten: Extract<Zuordnungsergebnis, { stand: 0 }>['kandidaten'],
  ): Zuordnungsergebnis => ({
    stand: 0,
    kandidaten,
  });

  it('zugeordnet, wenn die Abholung es zuordnete', () => {
    const ergebnis: Zuordnungsergebnis = { stand: 2, vertragId: 7, kundennr: 100001, kandidaten: [] };
    expect(zuordnungGezaehlt(ergebnis, 'K-1', '10001')).toBe('zugeordnet');
    // Assigned by partner number: assigned all the same.
    expect(zuordnungGezaehlt({ stand: 2, kundennr: 100001, kandidaten: [] }, undefined, '10001')).toBe(
      'zugeordnet',
    );
  });

  it('ohne gelieferte Policennummer: „BiPRO liefert keine Policennummer“', () => {
    expect(zuordnungGezaehlt(offen([]), undefined, '10001')).toBe('keinePolicennummer');
    expect(zuordnungGezaehlt(offen([]), '', '10001')).toBe('keinePolicennummer');
  });

  it('mehrfach, wenn der Makler des Zugangs mehrere Verträge mit der Nummer hat', () => {
    const kandidaten = [
      { vertragId: 1, kundennr: 5, maklernr: '10001', grund: 'K-1: 2 Verträge' },
      { vertragId: 2, kundennr: 6, maklernr: '10001', grund: 'K-1: 2 Verträge' },
    ];
    expect(zuordnungGezaehlt(offen(kandidaten), 'K-1', '10001')).toBe('mehrfach');
  });

  it('nicht gefunden, wenn kein Vertrag des Maklers sie trägt — auch wenn ein anderer Makler einen hat', () => {
    expect(zuordnungGezaehlt(offen([{ grund: 'Kein Vertrag' }]), 'K-1', '10001')).toBe('nichtGefunden');
    const fremd = [{ vertragId: 3, kundennr: 7, maklernr: '20001', grund: 'anderer Makler' }];
    expect(zuordnungGezaehlt(offen(fremd), 'K-1', '10001')).toBe('nichtGefunden');
    // A customer found by partner number is no contract.
    expect(
      zuordnungGezaehlt(offen([{ kundennr: 8, maklernr: '10001', grund: 'Partner' }]), 'K-1', '10001'),
    ).toBe('nichtGefunden');
  });
});
