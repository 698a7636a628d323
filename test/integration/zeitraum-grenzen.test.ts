/**
 * The date ranges at the API (shared entities/zeitraum.ts, reference §5, §9): the ranges that once
 * held the stack until it died — the monitor over 2000…9999 as the external broker, the BiPRO lists
 * over the same range as a broker, 0001…9999 — are a 400 with a German reason before anything is
 * read, on every route with a range; a range within the limit still answers.
 */
import { describe, expect, it } from 'vitest';
import { MELDUNGEN, monateZurueck, ROUTEN, ZEITRAUM_MONATE, type Route } from '@lieferdesk/shared';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';

const heute = deutscherTag(new Date());

/** A route with a range: who calls it, and its request with the range's two fields filled. */
interface Fall {
  route: Route;
  als: string;
  anfrage: (von: string, bis?: string) => { body?: object; query?: Record<string, string> };
  monate: number;
}

const body =
  (vonFeld: string, bisFeld: string, rest: object = {}) =>
  (von: string, bis?: string) => ({ body: { ...rest, [vonFeld]: von, ...(bis ? { [bisFeld]: bis } : {}) } });

const FAELLE: Fall[] = [
  {
    route: ROUTEN.monitorFilter,
    als: 'maklerimport',
    anfrage: body('dateFrom', 'dateTo'),
    monate: ZEITRAUM_MONATE.monitor,
  },
  {
    route: ROUTEN.dokumenteFilter,
    als: 'makler',
    anfrage: body('fromDate', 'toDate', { filterMode: 0 }),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.archivFilter,
    als: 'makler',
    anfrage: body('fromDate', 'toDate'),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.lieferungenFilter,
    als: 'makler',
    anfrage: body('dateFrom', 'dateTo'),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.gdvDateienFilter,
    als: 'makler',
    anfrage: body('fromDate', 'toDate'),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.courtageFilter,
    als: 'makler',
    anfrage: body('dateFrom', 'dateTo', { isCourtage: true }),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.downloadUebersichtZeilen,
    als: 'makler',
    anfrage: (von, bis) => ({ query: { lezteAbholungVon: von, ...(bis ? { lezteAbholungBis: bis } : {}) } }),
    monate: ZEITRAUM_MONATE.biproListen,
  },
  {
    route: ROUTEN.importFilter,
    als: 'admin',
    anfrage: body('fromDate', 'toDate', { modus: 1 }),
    monate: ZEITRAUM_MONATE.werkbank,
  },
];

const ungueltig = MELDUNGEN.ungueltigeAnfrage;

describe.each(FAELLE)('$route.id als $als', ({ route, als, anfrage, monate }) => {
  it('weist feindliche Zeiträume mit 400 und deutschem Grund zurück, bevor gelesen wird', async () => {
    const faelle: [string, string, RegExp][] = [
      ['2000-01-01', '9999-11-30', /Das Datum 30\.11\.9999 liegt außerhalb der Jahre 2000 bis 2100\./],
      ['0001-01-01', '9999-12-31', /Das Datum 01\.01\.0001 liegt außerhalb der Jahre 2000 bis 2100\./],
      [
        '2000-01-01',
        '2099-11-30',
        new RegExp(
          `Der Zeitraum vom 01\\.01\\.2000 bis 30\\.11\\.2099 ist zu lang: höchstens ${monate} Monate`,
        ),
      ],
    ];
    for (const [von, bis, grund] of faelle) {
      const a = await rufe(route, { als, ...anfrage(von, bis) });
      expect(a.status, `${von}…${bis}`).toBe(400);
      expect(a.body.message).toMatch(new RegExp(`^${ungueltig}`));
      expect(a.body.message).toMatch(grund);
      expect(a.body.fehler.length).toBeGreaterThan(0);
      expect(decodeURIComponent(a.headers.get('fehlertext')!)).toBe(a.body.message);
    }
  });

  it('nimmt einen Zeitraum in der Grenze an', async () => {
    const a = await rufe(route, { als, ...anfrage(monateZurueck(heute, monate), heute) });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
  });
});

describe('ein Beginn allein', () => {
  it('reicht bei den Listen bis heute und ist dort so begrenzt', async () => {
    const a = await rufe(ROUTEN.archivFilter, { als: 'makler', body: { fromDate: '2000-01-01' } });
    expect(a.status).toBe(400);
    expect(a.body.message).toMatch(/Der Zeitraum vom 01\.01\.2000 bis .* ist zu lang: höchstens 13 Monate/);
  });

  it('ist im Monitor ein Tag', async () => {
    const a = await rufe(ROUTEN.monitorFilter, { als: 'maklerimport', body: { dateFrom: '2000-01-01' } });
    expect(a.status).toBe(200);
  });
});
