/**
 * The metrics as CloudWatch reads them: embedded-metric-format lines on stdout, published at the
 * end of an invocation, the service-only aggregate beside the named dimension.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { METRIK, METRIK_ZUGANG, metrikenErfassen, mitMetriken } from '../src/metriken';

let ausgabe: string[] = [];

/** The EMF lines written (Powertools writes through a Console on stdout). */
const zeilen = (): Record<string, unknown>[] =>
  ausgabe
    .join('')
    .split('\n')
    .filter((z) => z.includes('"_aws"'))
    .map((z) => JSON.parse(z) as Record<string, unknown>);

beforeEach(() => {
  ausgabe = [];
  vi.spyOn(process.stdout, 'write').mockImplementation(((text: string | Uint8Array) => {
    ausgabe.push(String(text));
    return true;
  }) as typeof process.stdout.write);
  // Silent under Vitest unless asked: here the lines are the subject.
  vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('Metriken', () => {
  it('werden am Ende des Aufrufs als eine EMF-Zeile veröffentlicht, für den Dienst und je Zugang', async () => {
    await mitMetriken(async () => {
      metrikenErfassen(
        { [METRIK.lieferungen]: 1, [METRIK.bytes]: 4096 },
        { [METRIK_ZUGANG]: '3' },
        { transferId: 'T-1' },
      );
      expect(zeilen()).toEqual([]);
    });
    const [zeile, ...mehr] = zeilen();
    expect(mehr).toEqual([]);
    expect(zeile).toMatchObject({
      service: 'lieferdesk',
      Zugang: '3',
      transferId: 'T-1',
      Lieferungen: 1,
      Bytes: 4096,
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: 'Lieferdesk',
            Dimensions: [['service'], ['service', 'Zugang']],
            Metrics: expect.arrayContaining([
              { Name: 'Lieferungen', Unit: 'Count' },
              { Name: 'Bytes', Unit: 'Bytes' },
            ]),
          },
        ],
      },
    });
  });

  it('ein fehlgeschlagener Aufruf veröffentlicht, was er erfasst hat; ohne Werte keine Zeile', async () => {
    await expect(
      mitMetriken(async () => {
        metrikenErfassen({ [METRIK.laeufeFehlgeschlagen]: 1 });
        throw new Error('kaputt');
      }),
    ).rejects.toThrow('kaputt');
    expect(zeilen()).toEqual([expect.objectContaining({ AbholungenFehlgeschlagen: 1 })]);
    await mitMetriken(async () => undefined);
    expect(zeilen()).toHaveLength(1);
  });

  it('gleichzeitige Aufrufe in einem Prozess mischen ihre Werte nicht', async () => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await Promise.all(
      ['1', '2'].map((zugang, i) =>
        mitMetriken(async () => {
          metrikenErfassen({ [METRIK.dateien]: 10 + i }, { [METRIK_ZUGANG]: zugang });
          await pause(5 * (2 - i));
        }),
      ),
    );
    expect(
      zeilen()
        .map((z) => [z.Zugang, z.Dateien])
        .sort(),
    ).toEqual([
      ['1', 10],
      ['2', 11],
    ]);
  });

  it('außerhalb eines Aufrufs sofort veröffentlicht', () => {
    metrikenErfassen({ [METRIK.zeilenGelesen]: 7 }, {}, { dateiId: 12 });
    expect(zeilen()).toEqual([
      expect.objectContaining({
        ZeilenGelesen: 7,
        dateiId: '12',
        _aws: expect.objectContaining({
          CloudWatchMetrics: [expect.objectContaining({ Dimensions: [['service']] })],
        }),
      }),
    ]);
  });

  it('unter Vitest ohne POWERTOOLS_METRICS_DISABLED still', async () => {
    vi.unstubAllEnvs();
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);
    await mitMetriken(async () => metrikenErfassen({ [METRIK.lieferungen]: 1 }));
    metrikenErfassen({ [METRIK.lieferungen]: 1 });
    expect(ausgabe).toEqual([]);
  });
});
