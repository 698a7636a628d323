/**
 * POST /bipro_import/lines (delete several lines) takes at most HOECHSTE_ID_LISTE ids: a longer
 * list is a 400 with the German reason before the use case runs — no file or line is read, no
 * DynamoDB request sent. (Deleting 1,000 lines for real: test/integration/import-zeilen.test.ts.)
 */
import type { Context } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HOECHSTE_ID_LISTE, MELDUNGEN } from '@lieferdesk/shared';
import { dynamoAnfragen } from '../../src/data/datenbank';
import type { ApiEvent } from '../../src/http/api-handler';

const { geloescht } = vi.hoisted(() => ({ geloescht: [] as (readonly number[])[] }));
vi.mock('../../src/werkbank/loeschen', () => ({
  zeilenLoeschen: async (_benutzer: unknown, ids: readonly number[]) => void geloescht.push(ids),
}));
const { handler } = await import('../../src/handlers/import-zeilen-loeschen');

function anfrage(ids: number[]): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'POST /bipro_import/lines',
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    body: JSON.stringify(ids),
    isBase64Encoded: false,
    requestContext: {
      authorizer: {
        jwt: {
          claims: {
            sub: 's',
            'cognito:username': 'maklerimport',
            'cognito:groups': ['IS_DATEN_IMPORT_VISIBLE'],
          },
          scopes: [],
        },
      },
    },
  } as unknown as ApiEvent;
}
const ids = (anzahl: number) => Array.from({ length: anzahl }, (_, i) => 10_000_001 + i);
const rufe = (liste: number[]) => handler(anfrage(liste), {} as Context);

describe('Zeilen löschen: Höchstzahl der Ids', () => {
  beforeEach(() => void (geloescht.length = 0));

  it(`nimmt ${HOECHSTE_ID_LISTE} Ids an und gibt sie dem Anwendungsfall`, async () => {
    const antwort = await rufe(ids(HOECHSTE_ID_LISTE));
    expect(antwort.statusCode).toBe(200);
    expect(geloescht).toEqual([ids(HOECHSTE_ID_LISTE)]);
  });

  it('weist eine Id mehr mit 400 und deutschem Grund ab, bevor etwas gelesen wird', async () => {
    const vorher = dynamoAnfragen();
    const antwort = await rufe(ids(HOECHSTE_ID_LISTE + 1));
    expect(antwort.statusCode).toBe(400);
    const inhalt = JSON.parse(antwort.body ?? '{}');
    expect(inhalt.fehler).toEqual([
      { feld: 'body', grund: MELDUNGEN.zuVieleIds(HOECHSTE_ID_LISTE + 1, HOECHSTE_ID_LISTE) },
    ]);
    expect(inhalt.message).toContain('höchstens 1.000 sind auf einmal erlaubt');
    expect(geloescht).toEqual([]);
    expect(dynamoAnfragen()).toEqual(vorher);
  });

  it('auch 200.000 Ids (2,2 MB) sind sofort 400', async () => {
    const beginn = performance.now();
    const antwort = await rufe(ids(200_000));
    expect(antwort.statusCode).toBe(400);
    expect(geloescht).toEqual([]);
    expect(performance.now() - beginn).toBeLessThan(2000);
  });
});
