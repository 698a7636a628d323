import { describe, expect, it } from 'vitest';
import { gdvDatensaetze, Teilsatzverbinder, type GdvDatensatz } from '../../../src/formate/gdv/teilsaetze';
import type { GdvZeilenErgebnis } from '../../../src/formate/gdv/zeilen';
import { fixture, stuecke } from './hilfen';

/** A read line of record type `typ`, part `teil`, for contract `vsnr`. */
function linie(
  zeile: number,
  typ: string,
  teil: number,
  vsnr = '4711',
  felder: Record<string, unknown> = {},
): GdvZeilenErgebnis {
  return {
    zeile,
    status: 0,
    satz: `${typ}#${teil}`,
    satzTyp: typ,
    teilsatz: teil,
    satzart: typ.slice(0, 4),
    paket: 1,
    felder: { VuNr: '9999', Sparte: 10, VsNr: vsnr, FolgeNr: 1, [`Feld${teil}`]: teil, ...felder },
  };
}

function verbinde(linien: GdvZeilenErgebnis[]): GdvDatensatz[] {
  const v = new Teilsatzverbinder();
  return [...linien.flatMap((l) => v.neu(l)), ...v.ende()];
}

const kurz = (d: GdvDatensatz[]) => d.map((s) => `${s.satzTyp}:${s.zeilen.join(',')}`);

describe('Teildatensätze verbinden', () => {
  it('aufsteigende Teile desselben Satztyps und Vertrags werden ein Satz', () => {
    const d = verbinde([
      linie(1, '0200', 1),
      linie(2, '0200', 2),
      linie(3, '0210.010', 1),
      linie(4, '0210.010', 2),
    ]);
    expect(kurz(d)).toEqual(['0200:1,2', '0210.010:3,4']);
    expect(d[0]!.felder).toMatchObject({ Feld1: 1, Feld2: 2, VsNr: '4711' });
    expect(d[0]!.teile.map((t) => t.teilsatz)).toEqual([1, 2]);
  });

  it('ein anderer Satztyp dazwischen unterbricht nicht (0221 zwischen den Teilen von 0220)', () => {
    const d = verbinde([
      linie(1, '0220.010.13.1', 1),
      linie(2, '0221.010.13.1', 1),
      linie(3, '0220.010.13.1', 2),
      linie(4, '0221.010.13.1', 2),
      linie(5, '0220.010.13.1', 3),
    ]);
    expect(kurz(d)).toEqual(['0220.010.13.1:1,3,5', '0221.010.13.1:2,4']);
  });

  it('ein Teil, der nicht über dem letzten liegt, beginnt einen neuen Satz (zweite Person)', () => {
    const d = verbinde([
      linie(1, '0220.030', 1),
      linie(2, '0220.030', 2),
      linie(3, '0220.030', 9),
      linie(4, '0220.030', 1),
      linie(5, '0220.030', 2),
    ]);
    expect(kurz(d)).toEqual(['0220.030:1,2,3', '0220.030:4,5']);
  });

  it('ein anderer Vertrag schließt alle offenen Sätze; die Reihenfolge folgt der ersten Zeile', () => {
    const d = verbinde([
      linie(1, '0220.030', 1),
      linie(2, '0221.030', 2),
      linie(3, '0220.030', 2),
      linie(4, '0220.030', 2, '4712'),
    ]);
    expect(kurz(d)).toEqual(['0220.030:1,3', '0221.030:2', '0220.030:4']);
    expect(d[2]!.felder.VsNr).toBe('4712');
  });

  it('gleiche Teilnummer bei anderem Wagnis-Merkmal: verschiedene Satztypen', () => {
    const d = verbinde([
      linie(1, '0220.010.2.1', 1),
      linie(2, '0220.010.2.6', 6),
      linie(3, '0220.010.2.6', 6),
    ]);
    expect(kurz(d)).toEqual(['0220.010.2.1:1', '0220.010.2.6:2', '0220.010.2.6:3']);
  });

  it('Zeilen ohne Layout (roh, Fehler) bleiben einzelne Sätze mit ihrem Status', () => {
    const roh: GdvZeilenErgebnis = {
      zeile: 2,
      status: 0,
      satz: '0800',
      satzart: '0800',
      roh: `08009999  010${'4711'.padStart(17)}01`,
      grund: 'roh',
    };
    const kaputt: GdvZeilenErgebnis = {
      zeile: 3,
      status: -7,
      satzart: '0220',
      roh: `02209999  010${'4711'.padStart(17)}01???`,
      grund: 'kaputt',
    };
    const d = verbinde([linie(1, '0200', 1), roh, kaputt, linie(4, '0200', 2)]);
    expect(kurz(d)).toEqual(['0200:1,4', '0800:2', '0220:3']);
    expect(d[2]).toMatchObject({ status: -7, gruende: ['Zeile 3: kaputt'] });
    // A line of another contract closes the open records, whatever it is.
    const fremd: GdvZeilenErgebnis = { ...kaputt, zeile: 2, roh: `02209999  010${'4712'.padStart(17)}01` };
    expect(kurz(verbinde([linie(1, '0200', 1), fremd, linie(3, '0200', 2)]))).toEqual([
      '0200:1',
      '0220:2',
      '0200:3',
    ]);
  });

  it('die Beispieldatei mit 0221 zwischen den 0220-Teilen (Lebensversicherung, Wagnisart 1/3)', async () => {
    const saetze: GdvDatensatz[] = [];
    for await (const d of gdvDatensaetze(stuecke(fixture('testcase_0220_mit_0221_versetzt.txt'))))
      saetze.push(d);
    // Lines 15–23 of the first contract (sed -n 15,23p | cut -c1-4,256): 0220 T1 (Wagnisart 0),
    // 0220 T1, 0221 T1, 0220 T2, 0221 T2, 0220 T3, then three Bezugsrechte 0220 T6.
    const erster = saetze.filter((d) => d.zeilen[0]! >= 15 && d.zeilen[0]! <= 23);
    expect(kurz(erster)).toEqual([
      '0220.010.0:15',
      '0220.010.13.1:16,18,20',
      '0221.010.13.1:17,19',
      '0220.010.13.6:21',
      '0220.010.13.6:22',
      '0220.010.13.6:23',
    ]);
    expect(saetze.flatMap((d) => d.zeilen)).toHaveLength(45);
  });
});
