/**
 * The download run's log lines, read where Lambda reads them (stdout): one per shipment, one per
 * run, each with the run as correlation id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { laufProtokollieren, lieferungProtokollieren } from '../../src/abholung/protokoll';
import { leererZaehler } from '../../src/abholung/lieferung';
import { imAufruf, logger } from '../../src/log';

let ausgabe: string[] = [];
let stufe: string;

beforeEach(() => {
  ausgabe = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((text: string | Uint8Array) => {
    ausgabe.push(String(text));
    return true;
  }) as typeof process.stdout.write);
  stufe = logger.getLevelName();
  logger.setLogLevel('INFO');
});

afterEach(() => {
  logger.setLogLevel(stufe as 'SILENT');
  vi.restoreAllMocks();
});

const zeilen = (): Record<string, unknown>[] =>
  ausgabe
    .join('')
    .split('\n')
    .filter((z) => z.startsWith('{"level"'))
    .map((z) => JSON.parse(z) as Record<string, unknown>);

describe('Protokoll der Abholung', () => {
  it('eine Info-Zeile je Lieferung mit Zugang, Transfer, Dateien, Bytes, Zielen und Dauer', async () => {
    const zaehler = { ...leererZaehler(), gdv: 2, archiv: 1 };
    await imAufruf('lauf-7', undefined, async () =>
      lieferungProtokollieren({
        zugangId: 3,
        transferId: 'T-1',
        dateien: 3,
        bytes: 4096,
        zaehler,
        dauerMs: 1200,
        quittiert: true,
      }),
    );
    expect(zeilen()).toEqual([
      expect.objectContaining({
        level: 'INFO',
        message: 'Lieferung abgeholt',
        correlation_id: 'lauf-7',
        zugangId: 3,
        transferId: 'T-1',
        dateien: 3,
        bytes: 4096,
        zaehler,
        dauerMs: 1200,
        quittiert: true,
      }),
    ]);
  });

  it('eine Info-Zeile je Lauf; ein Lauf mit nicht abgeholten Lieferungen oder Abbruch ist nicht erfolgreich', async () => {
    const basis = { zugangId: 3, laufId: 'lauf-7', anlass: 'zeitplan', beendet: true };
    await imAufruf('lauf-7', undefined, async () => {
      laufProtokollieren({ ...basis, lieferungen: 2, abgeholt: 2, fehlerhaft: 0, zaehler: leererZaehler() });
      laufProtokollieren({ ...basis, lieferungen: 2, abgeholt: 1, fehlerhaft: 1, zaehler: leererZaehler() });
      laufProtokollieren({ ...basis, grund: 'Zeitüberschreitung bei der Abholung' });
    });
    const gelesen = zeilen();
    expect(gelesen.map((z) => [z.level, z.message, z.erfolgreich])).toEqual([
      ['INFO', 'Abholung beendet', true],
      ['INFO', 'Abholung beendet', false],
      ['INFO', 'Abholung beendet', false],
    ]);
    expect(gelesen[0]).toMatchObject({ correlation_id: 'lauf-7', zugangId: 3, lieferungen: 2, abgeholt: 2 });
  });
});
