/**
 * The pure parts of reading delivered files: line counting and chunks, the line id, the month
 * buckets of the monitor index, storable values, the failure text, the mode of an interface and
 * the text of GDV lines.
 */
import { describe, expect, it } from 'vitest';
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { monateZwischen } from '../../src/data/repositories/importDateien';
import {
  abschnittAnzahl,
  abschnittVon,
  ausZeilenId,
  HOECHSTE_ZEILE,
  speicherbarerWert,
  zeilenId,
} from '../../src/data/repositories/importZeilen';
import { fehlerText } from '../../src/pipeline/lesen/fehler';
import { modusVon } from '../../src/pipeline/lesen/modus';
import { istGdvVorsatz } from '../../src/pipeline/lesen/schnittstellen';
import { abschnitteFuer, zaehleZeilen } from '../../src/pipeline/lesen/planen';
import { Zeilentexte } from '../../src/pipeline/lesen/zeilentexte';

async function* stuecke(...teile: (string | Buffer)[]): AsyncGenerator<Buffer> {
  for (const t of teile) yield Buffer.isBuffer(t) ? t : Buffer.from(t, 'latin1');
}

describe('Zeilen zählen und Abschnitte', () => {
  it('zählt physische Zeilen wie die Leser: LF beendet eine Zeile, ein Rest ohne LF ist eine mehr', async () => {
    expect(await zaehleZeilen(stuecke())).toBe(0);
    expect(await zaehleZeilen(stuecke('a'))).toBe(1);
    expect(await zaehleZeilen(stuecke('a\n'))).toBe(1);
    expect(await zaehleZeilen(stuecke('a\r\nb\r\n'))).toBe(2);
    expect(await zaehleZeilen(stuecke('a\n\n\nb'))).toBe(4);
    // A line end at a chunk boundary, an empty chunk, the last line split over chunks.
    expect(await zaehleZeilen(stuecke('a\nb', '', '\n', 'c', 'd'))).toBe(3);
  });

  it('teilt Zeilen 1..n in Abschnitte von ABSCHNITT_ZEILEN Zeilen; Abschnitt k ist Partition k', () => {
    expect(abschnitteFuer(0)).toEqual([]);
    expect(abschnitteFuer(1)).toEqual([{ nr: 0, zeileVon: 1, zeileBis: 1 }]);
    const drei = abschnitteFuer(2 * ABSCHNITT_ZEILEN + 1);
    expect(drei.map((a) => [a.zeileVon, a.zeileBis])).toEqual([
      [1, ABSCHNITT_ZEILEN],
      [ABSCHNITT_ZEILEN + 1, 2 * ABSCHNITT_ZEILEN],
      [2 * ABSCHNITT_ZEILEN + 1, 2 * ABSCHNITT_ZEILEN + 1],
    ]);
    for (const a of drei) {
      expect(abschnittVon(a.zeileVon)).toBe(a.nr);
      expect(abschnittVon(a.zeileBis)).toBe(a.nr);
    }
    expect(abschnittAnzahl(2 * ABSCHNITT_ZEILEN + 1)).toBe(3);
    expect(abschnittAnzahl(ABSCHNITT_ZEILEN)).toBe(1);
  });
});

describe('Zeilen-Id', () => {
  it('ist Datei × 10⁷ + Zeile, in beide Richtungen', () => {
    expect(zeilenId(17, 5)).toBe(170_000_005);
    expect(ausZeilenId(170_000_005)).toEqual({ dateiId: 17, zeile: 5 });
    expect(ausZeilenId(zeilenId(900_000_000, HOECHSTE_ZEILE))).toEqual({
      dateiId: 900_000_000,
      zeile: HOECHSTE_ZEILE,
    });
    expect(Number.isSafeInteger(zeilenId(900_000_000, HOECHSTE_ZEILE))).toBe(true);
  });
});

describe('Monatsbuckets des Monitors', () => {
  it('nennt jeden berührten Kalendermonat, auch über den Jahreswechsel', () => {
    expect(monateZwischen('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z')).toEqual(['2026-11']);
    expect(monateZwischen('2026-11-30T00:00:00.000Z', '2027-02-01T00:00:00.000Z')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('speicherbare Werte', () => {
  it('behält Zahlen, macht zu große zu Text und NaN zu null, auch verschachtelt', () => {
    expect(
      speicherbarerWert({
        a: 1.5,
        b: 5e35,
        c: Number.NaN,
        d: 'x',
        e: null,
        f: [Infinity, 2],
        g: { h: -1e20 },
      }),
    ).toEqual({
      a: 1.5,
      b: '5e+35',
      c: null,
      d: 'x',
      e: null,
      f: [null, 2],
      g: { h: '-100000000000000000000' },
    });
    expect(speicherbarerWert(undefined)).toBeUndefined();
  });
});

describe('Fehlertext aus dem Catch', () => {
  it('nimmt die errorMessage einer Lambda, sonst die Ursache, sonst den Fehlernamen', () => {
    const cause = JSON.stringify({
      errorType: 'DateiAbgelehnt',
      errorMessage: 'Vorprüfung nicht erfüllt',
      trace: [],
    });
    expect(fehlerText({ Error: 'DateiAbgelehnt', Cause: cause })).toBe('Vorprüfung nicht erfüllt');
    expect(fehlerText({ Error: 'X', Cause: 'einfacher Text' })).toBe('einfacher Text');
    expect(fehlerText({ Error: 'States.Timeout' })).toBe(LESE_TEXTE.zeitueberschreitung);
    expect(fehlerText({ Error: 'Lambda.Unknown' })).toBe(`${LESE_TEXTE.unbekannterFehler} (Lambda.Unknown)`);
    expect(fehlerText({})).toBe(LESE_TEXTE.unbekannterFehler);
  });
});

describe('Modus eines Interfaces', () => {
  it('Provision/Courtage/Abrechnung ist Abrechnung (2), alles andere Import (1)', () => {
    expect(modusVon({ interfaceName: 'Courtage-Abrechnung CSV', tableName: 'courtage' })).toBe(2);
    expect(modusVon({ interfaceName: 'Allianz Provisionsliste' })).toBe(2);
    expect(modusVon({ interfaceName: 'Kopie', tableName: 'courtage' })).toBe(2);
    expect(modusVon({ interfaceName: 'GDV VU-Vermittler (VUVM2023)' })).toBe(1);
    expect(modusVon({ interfaceName: 'Mahnliste CSV', tableName: 'mahnliste' })).toBe(1);
  });
});

describe('Texte der GDV-Zeilen', () => {
  it('behält die Zeilen des Abschnitts, ohne CR, in der Kodierung der Datei', async () => {
    // Line 2 holds CP850 bytes (0x81 = ü): the file is CP850 from there on, as for the GDV reader.
    const bytes = Buffer.concat([
      Buffer.from('0001 eins\r\n', 'latin1'),
      Buffer.from([0x30, 0x32, 0x30, 0x30, 0x20, 0x81, 0x0d, 0x0a]),
      Buffer.from('0300 drei\n\n0400 fünf', 'latin1'),
    ]);
    const texte = new Zeilentexte(2, 5);
    const durch: Buffer[] = [];
    for await (const s of texte.mitschneiden(stuecke(bytes.subarray(0, 7), bytes.subarray(7)))) durch.push(s);
    expect(Buffer.concat(durch)).toEqual(bytes);
    expect(texte.nimm(1)).toBeUndefined();
    expect(texte.nimm(2)).toBe('0200 ü');
    expect(texte.nimm(2)).toBeUndefined();
    expect(texte.nimm(3)).toBe('0300 drei');
    expect(texte.nimm(4)).toBe('');
    // 0xFC is ³ in CP850 (the decision stays with the first non-ASCII line).
    expect(texte.nimm(5)).toBe('0400 f³nf');
  });
});

describe('GDV am Inhalt erkennen', () => {
  // Satzart, VU number, sender, addressee, creation period: what every Vorsatz holds.
  const vorsatz =
    `0001${'9999'.padEnd(5)}${'XXX Versicherung AG'.padEnd(30)}${'MAKLER,ANNA'.padEnd(30)}2207200422072004`.padEnd(
      256,
    );
  it('erkennt eine Datei am Vorsatz (auch mit CRLF, gekürzten Leerzeichen, UTF-8)', () => {
    expect(istGdvVorsatz(Buffer.from(`${vorsatz}\r\n0100…`, 'latin1'))).toBe(true);
    expect(istGdvVorsatz(Buffer.from(vorsatz.trimEnd(), 'latin1'))).toBe(true);
    expect(istGdvVorsatz(Buffer.from(`${vorsatz.slice(0, 60)}Jürgen`.padEnd(256), 'utf8'))).toBe(true);
  });
  it('nicht: andere erste Satzart, zu lange oder zu kurze erste Zeile, kein GDV', () => {
    expect(istGdvVorsatz(Buffer.from(`0100${vorsatz.slice(4)}\n`, 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from(`${vorsatz}x\n`, 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from('0001 kurz\n', 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from('Vermittlernummer;VSNR;Versicherungsnehmer;Sparte;Beitrag\n'))).toBe(
      false,
    );
    expect(istGdvVorsatz(Buffer.alloc(0))).toBe(false);
  });
});
