import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GDV_DATEIEN } from '@lieferdesk/test/fixtures';
import { kompilierteReleases, type TeilLayout } from '../../../src/formate/gdv/layout';
import { dekodiere, TEXT_MODUS, type Zeilenquelle } from '../../../src/formate/gdv/satz';
import { fasseZusammen } from '../../../src/formate/gdv/zusammenfassung';
import { fixture, lies, stuecke } from './hilfen';

/**
 * Expected figures of the sample files, counted on the files themselves with shell tools, not
 * with the parser:
 *   lines     grep -c '[^[:space:]]' <file>                       (non-empty lines, last one too)
 *   packages  cut -c1-4 <file> | uniq | grep -c '^0001$'          (runs of Vorsatz lines)
 *   records   cut -c1-4 | awk: lines after a Vorsatz run up to the next 9999 (or end of file)
 *   contracts grep '^0200' <file> | cut -c5-9,11-30 | sort -u | wc -l   (VU + Sparte + VSNR)
 *   nachsatz  grep '^9999' <file> | cut -c5-14                    (the number the Nachsatz states)
 *   bySatzart cut -c1-4 <file> | sort | uniq -c
 */
const ERWARTET: Record<
  string,
  {
    zeilen: number;
    records: number[];
    vertraege: number;
    nachsatz: (number | null)[];
    satzarten: Record<string, number>;
  }
> = {
  'musterdatei_041222.txt': {
    zeilen: 165,
    records: [162],
    vertraege: 14,
    nachsatz: [162],
    satzarten: {
      '0001': 2,
      '0100': 41,
      '0200': 14,
      '0210': 15,
      '0211': 11,
      '0220': 50,
      '0221': 31,
      '9999': 1,
    },
  },
  'zwei_datenpakete_strict.txt': {
    zeilen: 197,
    records: [162, 30],
    vertraege: 19,
    nachsatz: [162, 31605],
    satzarten: {
      '0001': 3,
      '0100': 46,
      '0200': 19,
      '0210': 25,
      '0211': 11,
      '0220': 60,
      '0221': 31,
      '9999': 2,
    },
  },
  'drei_datenpakete.txt': {
    zeilen: 18,
    records: [3, 3, 3],
    vertraege: 0,
    nachsatz: [162, 162, 162],
    satzarten: { '0001': 6, '0220': 9, '9999': 3 },
  },
  'igor_110120.txt': {
    zeilen: 32,
    records: [30],
    vertraege: 5,
    nachsatz: [31605],
    satzarten: { '0001': 1, '0100': 5, '0200': 5, '0210': 10, '0220': 10, '9999': 1 },
  },
  'testcase_0220_mit_0221_versetzt.txt': {
    zeilen: 45,
    records: [43],
    vertraege: 2,
    nachsatz: [19],
    satzarten: { '0001': 1, '0100': 18, '0200': 4, '0210': 4, '0220': 13, '0221': 4, '9999': 1 },
  },
  'Leben_Wagnis2_Riester.GDV': {
    zeilen: 15,
    records: [12],
    vertraege: 1,
    nachsatz: [1251],
    satzarten: { '0001': 2, '0100': 3, '0200': 2, '0210': 2, '0220': 4, '0221': 1, '9999': 1 },
  },
  'Leben_Wagnis4_BU.GDV': {
    zeilen: 14,
    records: [11],
    vertraege: 1,
    nachsatz: [1251],
    satzarten: { '0001': 2, '0100': 3, '0200': 2, '0210': 2, '0220': 4, '9999': 1 },
  },
  'test0820satzregistry.txt': {
    zeilen: 12,
    records: [9],
    vertraege: 2,
    nachsatz: [9],
    satzarten: { '0001': 2, '0100': 5, '0200': 2, '0820': 2, '9999': 1 },
  },
  'unfall.gdv': {
    zeilen: 17,
    records: [14],
    vertraege: 1,
    nachsatz: [14],
    satzarten: { '0001': 2, '0100': 2, '0200': 1, '0210': 1, '0220': 8, '0400': 1, '0410': 1, '9999': 1 },
  },
  'kranken.gdv': {
    zeilen: 11,
    records: [9],
    vertraege: 1,
    nachsatz: [400],
    satzarten: { '0001': 1, '0100': 3, '0200': 1, '0210': 1, '0220': 3, '0800': 1, '9999': 1 },
  },
  'muster_kfzantrag.gdv': {
    zeilen: 38,
    records: [35],
    vertraege: 4,
    nachsatz: [108],
    satzarten: { '0001': 2, '0052': 4, '0100': 8, '0200': 4, '0210': 8, '0220': 7, '9952': 4, '9999': 1 },
  },
  // The negative ones.
  'missing_nachsatz.gdv': {
    zeilen: 8,
    records: [7],
    vertraege: 1,
    nachsatz: [null],
    satzarten: { '0001': 1, '0100': 3, '0200': 1, '0210': 1, '0220': 1, '0800': 1 },
  },
  'Test_import_0220_020_1-satz-kaput.txt': {
    zeilen: 5,
    records: [1],
    vertraege: 0,
    nachsatz: [154],
    satzarten: { '0001': 3, '0220': 1, '9999': 1 },
  },
  'garbage.gdv': { zeilen: 1, records: [], vertraege: 0, nachsatz: [], satzarten: { Völl: 1 } },
};

describe('die öffentlichen GDV-Beispieldateien', () => {
  it('jede Datei des Ordners ist hier erfasst', () => {
    expect(
      readdirSync(GDV_DATEIEN)
        .filter((d) => d !== 'README.md')
        .sort(),
    ).toEqual(Object.keys(ERWARTET).sort());
  });

  for (const [datei, erwartet] of Object.entries(ERWARTET)) {
    it(`${datei}: Zeilen, Pakete, Sätze, Verträge wie von Hand gezählt`, async () => {
      const z = await fasseZusammen(stuecke(fixture(datei)));
      expect(z.lines).toBe(erwartet.zeilen);
      expect(z.packages.map((p) => p.records)).toEqual(erwartet.records);
      expect(z.packages.map((p) => p.nachsatzAnzahl)).toEqual(erwartet.nachsatz);
      expect(z.contracts).toHaveLength(erwartet.vertraege);
      expect(z.recordsBySatzart).toEqual(erwartet.satzarten);
    });
  }

  it('die guten Dateien lesen sich ohne eine einzige fehlerhafte Zeile', async () => {
    const gute = Object.keys(ERWARTET).filter(
      (d) => !['missing_nachsatz.gdv', 'Test_import_0220_020_1-satz-kaput.txt', 'garbage.gdv'].includes(d),
    );
    for (const datei of gute) {
      const { zeilen } = await lies(fixture(datei));
      expect(
        zeilen.filter((e) => e.status < 0),
        datei,
      ).toEqual([]);
    }
  });

  it('unbekannte und unternehmensindividuelle Satzarten bleiben roh erhalten', async () => {
    const { zeilen } = await lies(fixture('test0820satzregistry.txt'));
    const roh = zeilen.filter((e) => e.satzart === '0820');
    expect(roh).toHaveLength(2);
    for (const e of roh) {
      expect(e).toMatchObject({ status: 0, satz: '0820', felder: undefined });
      expect(e.roh).toMatch(/^0820/);
      expect(e.grund).toMatch(/nicht beschrieben/);
    }
  });

  describe('die negativen Dateien: Zeilenfehler und Warnungen, kein Abbruch', () => {
    it('garbage.gdv: keine GDV-Datei, eine Zeile mit Formatfehler -7', async () => {
      const { zeilen, protokoll } = await lies(fixture('garbage.gdv'));
      expect(zeilen).toEqual([
        expect.objectContaining({ zeile: 1, status: -7, grund: 'Keine GDV-Satzart am Zeilenanfang: „Völl“' }),
      ]);
      expect(zeilen[0]!.roh).toBe('Völliger Unsinn, das ist keine GDV Datei');
      expect(protokoll.warnungen.map((w) => w.grund)).toContain(
        'Kein Vorsatz 0001 gefunden: wohl keine GDV-Datei',
      );
    });

    it('missing_nachsatz.gdv: alle Zeilen gelesen, das Paket ohne Nachsatz ist eine Warnung', async () => {
      const { zeilen, protokoll } = await lies(fixture('missing_nachsatz.gdv'));
      expect(zeilen).toHaveLength(8);
      expect(zeilen.filter((e) => e.status < 0)).toEqual([]);
      expect(protokoll.warnungen).toContainEqual({
        zeile: 1,
        paket: 1,
        grund: 'Nachsatz 9999 fehlt: Datenpaket ab Zeile 1 endet ohne Nachsatz',
      });
    });

    it('Test_import_0220_020_1-satz-kaput.txt: der kaputte Satz ist -7, der Rest gelesen', async () => {
      const { zeilen, protokoll } = await lies(fixture('Test_import_0220_020_1-satz-kaput.txt'));
      expect(zeilen.map((e) => e.status)).toEqual([0, 0, 0, -7, 0]);
      // Health insurance 0220.020 is told apart by byte 48 (1, 2 or 3); here it is blank.
      expect(zeilen[3]!.grund).toMatch(
        /^Satzart 0220 Sparte 020: kein Teildatensatz des Layouts passt .*\(Byte 48\) „ “/,
      );
      expect(zeilen[3]!.roh).toMatch(/^02209090 {2}020/);
      expect(protokoll.warnungen.map((w) => w.grund)).toContain(
        'Nachsatz nennt 154 Sätze, das Paket hat 1 zwischen Vor- und Nachsatz',
      );
    });
  });

  it('die erzeugten Dekodierer liefern für jede Zeile dasselbe wie das Layout-gesteuerte Lesen', async () => {
    const teile = alleTeile();
    let verglichen = 0;
    // The single-byte files: each line's own bytes, decoded by both.
    for (const datei of Object.keys(ERWARTET).filter((d) => !/0820|versetzt/.test(d))) {
      const bytes = fixture(datei);
      const linien = bytes
        .toString('latin1')
        .split('\n')
        .map((z) => z.replace(/\r$/, ''))
        .filter((z) => z.trim() !== '');
      const { zeilen } = await lies(bytes);
      expect(zeilen).toHaveLength(linien.length);
      for (const [i, e] of zeilen.entries()) {
        if (!e.felder) continue;
        const teil = teile.get(e.satz!)!;
        const q = quelle(linien[i]!.padEnd(256));
        expect(dekodiere(teil, q), `${datei} Zeile ${e.zeile}`).toEqual(e.felder);
        verglichen++;
      }
    }
    expect(verglichen).toBeGreaterThan(500);
  });

  it('…und für zufällige Zeilen jedes Teildatensatzes, Fehler eingeschlossen', () => {
    // A fixed pseudo-random sequence: digits mostly, blanks, signs, letters, a few umlauts.
    let zustand = 42;
    const zufall = () => (zustand = (zustand * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const zeichen = '0000000000123456789     +-AZaz\xe4\xfc';
    for (const teil of alleTeile().values()) {
      for (let n = 0; n < 12; n++) {
        const text = Array.from({ length: 256 }, () => zeichen[Math.floor(zufall() * zeichen.length)]).join(
          '',
        );
        const referenz = quelle(text);
        const erzeugt = quelle(text);
        expect(teil.dekodiere(erzeugt), teil.satz).toEqual(dekodiere(teil, referenz));
        expect(erzeugt.fehler, teil.satz).toEqual(referenz.fehler);
      }
    }
  });
});

function alleTeile(): Map<string, TeilLayout> {
  const [release] = kompilierteReleases();
  return new Map(
    release!.satzarten
      .filter((e) => e !== undefined)
      .flatMap((e) => [...e.kandidaten, ...[...e.nachSparte.values()].flat()])
      .map((k) => [k.teil.satz, k.teil]),
  );
}

const quelle = (text: string): Zeilenquelle => ({
  bytes: Buffer.from(text, 'latin1'),
  basis: 0,
  modus: TEXT_MODUS.latin1,
  breit: '',
  fehler: [],
});
