/**
 * The structured logs of the entries, read where Lambda reads them (the process's stdout and
 * stderr): one JSON object per line with the service and the invocation's correlation id.
 */
import type { Context } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import { konflikt, nichtGefunden } from '../src/domain/fehler';
import { apiHandler, type ApiEvent } from '../src/http/api-handler';
import { aufrufLogger, imAufruf, logger } from '../src/log';
import { aufgabe } from '../src/pipeline/aufgabe';

let ausgabe: string[] = [];
let stufe: string;

beforeEach(() => {
  ausgabe = [];
  const fangen = ((text: string | Uint8Array) => {
    ausgabe.push(String(text));
    return true;
  }) as typeof process.stdout.write;
  vi.spyOn(process.stdout, 'write').mockImplementation(fangen);
  vi.spyOn(process.stderr, 'write').mockImplementation(fangen);
  // Tests log nothing unless asked: here the lines are the subject.
  stufe = logger.getLevelName();
  logger.setLogLevel('INFO');
});

afterEach(() => {
  logger.setLogLevel(stufe as 'SILENT');
  vi.restoreAllMocks();
});

/** Every line written, each parsed as the JSON object it must be. */
const zeilen = (): Record<string, unknown>[] =>
  ausgabe
    .join('')
    .split('\n')
    .filter((z) => z !== '')
    .map((z) => JSON.parse(z) as Record<string, unknown>);

function event(kopf: Record<string, string> = {}): ApiEvent {
  return {
    version: '2.0',
    routeKey: 'X',
    rawPath: '/',
    rawQueryString: '',
    headers: kopf,
    isBase64Encoded: false,
    requestContext: {
      requestId: 'anfrage-4711',
      authorizer: { jwt: { claims: { sub: 's', 'cognito:groups': ['INTERN'] }, scopes: [] } },
    },
  } as unknown as ApiEvent;
}
const kontext = { awsRequestId: 'lambda-1', functionName: 'lieferdesk-ich' } as Context;

describe('Strukturierte Logs', () => {
  it('API: ein unerwarteter Fehler ist eine JSON-Zeile mit der Request-Id als Korrelations-Id', async () => {
    const h = apiHandler(ROUTEN.ich, async () => {
      throw new Error('Tabelle nicht erreichbar');
    });
    expect((await h(event(), kontext)).statusCode).toBe(500);
    expect(zeilen()).toEqual([
      expect.objectContaining({
        level: 'ERROR',
        message: 'Unerwarteter Fehler',
        service: 'lieferdesk',
        correlation_id: 'anfrage-4711',
        route: 'ich',
        function_request_id: 'lambda-1',
        error: expect.objectContaining({ name: 'Error', message: 'Tabelle nicht erreichbar' }),
      }),
    ]);
  });

  it('API: die Korrelations-Id des Aufrufers gilt; eine Fachantwort (404) ist kein Fehler im Log', async () => {
    const kaputt = apiHandler(ROUTEN.ich, async () => {
      throw new TypeError('x is undefined');
    });
    await kaputt(event({ 'x-correlation-id': 'web-123' }), kontext);
    // Not an id: blanks and a line break are no correlation id, the request's own id is taken.
    await kaputt(event({ 'x-correlation-id': 'web 123\n{"level":"INFO"}' }), kontext);
    const fach = apiHandler(ROUTEN.ich, async () => {
      throw nichtGefunden('Datei 7 nicht gefunden.');
    });
    expect((await fach(event(), kontext)).statusCode).toBe(404);
    expect(zeilen().map((z) => z.correlation_id)).toEqual(['web-123', 'anfrage-4711']);
  });

  it('Step-Functions-Aufgabe: der Lauf ist die Korrelations-Id, der Fehler geht unverändert weiter', async () => {
    const fehler = konflikt('Die Datei Nr. 7 ist gesperrt.');
    const h = aufgabe(async () => {
      throw fehler;
    });
    await expect(h({ laufId: 'lauf-1', dateiId: 7 }, kontext)).rejects.toBe(fehler);
    expect(fehler.name).toBe('Konflikt');
    expect(zeilen()).toEqual([
      expect.objectContaining({
        level: 'WARN',
        message: 'Aufgabe fehlgeschlagen',
        correlation_id: 'lauf-1',
        dateiId: 7,
        art: 'konflikt',
        error: expect.objectContaining({ name: 'Konflikt', message: 'Die Datei Nr. 7 ist gesperrt.' }),
      }),
    ]);
  });

  it('gleichzeitige Aufrufe in einem Prozess (lokaler Stack) behalten jeder ihre Korrelations-Id', async () => {
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    await Promise.all(
      ['a', 'b', 'c'].map((id, i) =>
        imAufruf(id, undefined, async () => {
          await pause(5 * (3 - i));
          aufrufLogger().info('Schritt', { von: id });
        }),
      ),
    );
    aufrufLogger().info('außerhalb');
    const gelesen = zeilen();
    expect(gelesen).toHaveLength(4);
    for (const z of gelesen.slice(0, 3)) expect(z.correlation_id).toBe(z.von);
    expect(gelesen[3]).not.toHaveProperty('correlation_id');
  });
});
