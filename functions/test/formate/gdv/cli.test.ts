import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';

const WURZEL = resolve(import.meta.dirname, '../../../..');
const gdv = async (...argumente: string[]) =>
  (
    await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'functions/src/formate/gdv/cli.ts', ...argumente],
      {
        cwd: WURZEL,
        maxBuffer: 16 * 1024 * 1024,
      },
    )
  ).stdout;

describe('CLI npm run gdv', () => {
  it('summary: ein JSON-Objekt mit Kodierung, Paketen, Satzarten, Verträgen, Fehlern, Warnungen', async () => {
    const z = JSON.parse(await gdv('summary', MUSTERDATEI.pfad));
    expect(Object.keys(z)).toEqual([
      'encoding',
      'lines',
      'packages',
      'recordsBySatzart',
      'contracts',
      'errors',
      'warnings',
    ]);
    expect(z.encoding).toBe('ISO-8859-1');
    expect(z.lines).toBe(MUSTERDATEI.zeilen);
    expect(z.packages).toEqual([
      {
        vuNummer: MUSTERDATEI.vuNummer,
        absender: 'XXX Versicherung AG',
        adressat: 'BRBRIENNEE,JÜRGEN',
        erstellungsdatumVon: '2004-07-22',
        erstellungsdatumBis: '2004-07-22',
        records: MUSTERDATEI.saetze,
        nachsatzAnzahl: MUSTERDATEI.saetze,
      },
    ]);
    // cut -c1-4 musterdatei_041222.txt | sort | uniq -c
    expect(z.recordsBySatzart).toEqual({
      '0001': 2,
      '0100': 41,
      '0200': 14,
      '0210': 15,
      '0211': 11,
      '0220': 50,
      '0221': 31,
      '9999': 1,
    });
    expect(z.contracts).toHaveLength(14);
    expect(z.contracts[0]).toEqual({
      vuNummer: MUSTERDATEI.vuNummer,
      sparte: '030',
      vsnr: '59999999999',
      versicherungsnehmer: 'Martina Kitzelpfütze',
    });
    expect(z.errors).toEqual([]);
    for (const w of z.warnings) expect(Object.keys(w)).toEqual(['line', 'package', 'reason']);
  }, 30_000);

  it('lines: eine JSON-Zeile je Zeile; contract: die Sätze einer Versicherungsschein-Nummer', async () => {
    const zeilen = (await gdv('lines', gdvFixture('garbage.gdv')))
      .trim()
      .split('\n')
      .map((z) => JSON.parse(z));
    expect(zeilen).toEqual([expect.objectContaining({ zeile: 1, status: -7 })]);
    const vertrag = JSON.parse(await gdv('contract', MUSTERDATEI.pfad, '59999999986'));
    // The bundle of lines 150–164: 0100 ×1 (3 parts), 0200, and the parts in Sparten 040 and 130.
    const vertragsZeilen = vertrag.records.flatMap((d: { zeilen: number[] }) => d.zeilen);
    expect(vertragsZeilen.sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, i) => 150 + i),
    );
    expect(vertrag.records.map((d: { satzTyp: string }) => d.satzTyp)).toEqual([
      '0100',
      '0200',
      '0210.040',
      '0211.040',
      '0220.040',
      '0221.040',
      '0210.130',
      '0211.130',
      '0220.130',
      '0221.130',
      '0220.130',
      '0221.130',
    ]);
  }, 30_000);
});
