/**
 * The download run's log lines, read where Lambda reads them (stdout): one per shipment, one per
 * run, each with the run as correlation id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  laufProtokollieren,
  lieferungProtokollieren,
  lieferungsAusfallZaehlen,
  ueberfaelligZaehlen,
} from '../../src/abholung/protokoll';
import { leererZaehler } from '../../src/domain/bipro/zaehler';
import { imAufruf, logger } from '../../src/log';
import { mitMetriken } from '../../src/metriken';

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
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
});

afterEach(() => {
  logger.setLogLevel(stufe as 'SILENT');
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const zeilen = (): Record<string, unknown>[] =>
  ausgabe
    .join('')
    .split('\n')
    .filter((z) => z.startsWith('{"level"'))
    .map((z) => JSON.parse(z) as Record<string, unknown>);

/** The metric lines (embedded metric format): their values by name, with the access. */
const metriken = (): Record<string, unknown>[] =>
  ausgabe
    .join('')
    .split('\n')
    .filter((z) => z.includes('"_aws"'))
    .map((z) => {
      const { _aws: _emf, service: _dienst, ...rest } = JSON.parse(z) as Record<string, unknown>;
      return rest;
    });

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

  it('Metriken je Zugang: Lieferungen, Dateien, Bytes, Fehlschläge, Läufe, überfällige Zugänge', async () => {
    await mitMetriken(async () => {
      lieferungProtokollieren({
        zugangId: 3,
        transferId: 'T-1',
        dateien: 3,
        bytes: 4096,
        zaehler: leererZaehler(),
        dauerMs: 5,
        quittiert: false,
        fehler: 'nicht quittiert',
      });
    });
    await mitMetriken(async () =>
      lieferungsAusfallZaehlen({
        zugangId: 3,
        laufId: 'lauf-7',
        anlass: 'zeitplan',
        abschnitt: { id: 'T-2', kategorie: '999' },
        fehler: { Error: 'Error' },
      }),
    );
    await mitMetriken(async () =>
      laufProtokollieren({ zugangId: 3, laufId: 'lauf-7', anlass: 'zeitplan', beendet: true, grund: 'weg' }),
    );
    const jetzt = new Date('2026-11-29T12:00:00Z');
    await mitMetriken(async () => ueberfaelligZaehlen(3, '2026-11-26T11:59:00Z', jetzt));
    await mitMetriken(async () => ueberfaelligZaehlen(4, '2026-11-26T12:01:00Z', jetzt));
    await mitMetriken(async () => ueberfaelligZaehlen(5, undefined, jetzt));
    expect(metriken()).toEqual([
      {
        Zugang: '3',
        transferId: 'T-1',
        Lieferungen: 1,
        Dateien: 3,
        Bytes: 4096,
        LieferungenFehlgeschlagen: 1,
      },
      { Zugang: '3', transferId: 'T-2', Lieferungen: 1, LieferungenFehlgeschlagen: 1 },
      { Zugang: '3', laufId: 'lauf-7', Abholungen: 1, AbholungenFehlgeschlagen: 1 },
      { Zugang: '3', UeberfaelligeZugaenge: 1 },
      { Zugang: '4', UeberfaelligeZugaenge: 0 },
      { Zugang: '5', UeberfaelligeZugaenge: 0 },
    ]);
  });
});
