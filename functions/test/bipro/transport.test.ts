/**
 * One SOAP call (functions/src/bipro/transport.ts): against a real HTTP server on 127.0.0.1 —
 * method, headers and body as sent, the answer's bytes as received — and, with the clock and the
 * network injected, the patience insurers ask for: 429/503 after Retry-After or a doubling pause,
 * a cut connection and a timeout retried, then a German reason; an oversized answer refused.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ERSTE_PAUSE_MS,
  LAENGSTE_PAUSE_MS,
  pauseAus,
  soapSenden,
  TransportFehler,
} from '../../src/bipro/transport';

let basis = '';
let empfangen: { methode?: string; kopf: IncomingMessage['headers']; koerper: string } | undefined;
const server = createServer((anfrage, antwort) => {
  const teile: Buffer[] = [];
  anfrage.on('data', (t: Buffer) => teile.push(t));
  anfrage.on('end', () => {
    empfangen = { methode: anfrage.method, kopf: anfrage.headers, koerper: Buffer.concat(teile).toString() };
    if (anfrage.url === '/gross') {
      antwort.writeHead(200, { 'content-type': 'application/octet-stream' });
      antwort.end(Buffer.alloc(5000));
      return;
    }
    antwort.writeHead(200, { 'content-type': 'multipart/related; boundary="x"' });
    antwort.end(Buffer.from([0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0xff, 0x00]));
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  basis = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('über HTTP', () => {
  it('POST mit text/xml und der SOAPAction in Anführungszeichen; die Antwort Byte für Byte', async () => {
    const antwort = await soapSenden(`${basis}/transfer`, '<x/>', { soapAction: 'urn:getShipment' });
    expect(empfangen).toMatchObject({ methode: 'POST', koerper: '<x/>' });
    expect(empfangen!.kopf['content-type']).toBe('text/xml; charset=utf-8');
    expect(empfangen!.kopf.soapaction).toBe('"urn:getShipment"');
    expect(antwort.status).toBe(200);
    expect(antwort.contentType).toBe('multipart/related; boundary="x"');
    expect([...antwort.koerper]).toEqual([0x2d, 0x2d, 0x78, 0x0d, 0x0a, 0xff, 0x00]);
    await soapSenden(`${basis}/transfer`, '<x/>', { soapAction: '' });
    expect(empfangen!.kopf.soapaction).toBe('""');
  });

  it('eine zu große Antwort wird abgewiesen', async () => {
    await expect(
      soapSenden(`${basis}/gross`, '<x/>', { soapAction: '', hoechsteBytes: 4096, versuche: 1 }),
    ).rejects.toThrow('größer als 4096 Bytes');
  });
});

/** A network that answers from a list; records the pauses waited. */
function netz(antworten: (Response | Error)[]) {
  const pausen: number[] = [];
  let aufrufe = 0;
  const fetch = (async () => {
    const naechste = antworten[aufrufe++];
    if (naechste instanceof Error) throw naechste;
    return naechste!;
  }) as unknown as typeof globalThis.fetch;
  return {
    optionen: {
      soapAction: 'urn:listShipments',
      fetch,
      warten: async (ms: number) => void pausen.push(ms),
      jetzt: () => Date.parse('2026-11-26T06:00:00Z'),
    },
    pausen,
    aufrufe: () => aufrufe,
  };
}
const ok = () => new Response('<ok/>', { status: 200, headers: { 'content-type': 'text/xml' } });

describe('Geduld mit dem Versicherer', () => {
  it('429 mit Retry-After in Sekunden, 503 mit Datum, 503 ohne: danach die Antwort', async () => {
    const n = netz([
      new Response(null, { status: 429, headers: { 'retry-after': '7' } }),
      new Response(null, { status: 503, headers: { 'retry-after': 'Thu, 26 Nov 2026 06:00:30 GMT' } }),
      new Response(null, { status: 503 }),
      ok(),
    ]);
    const antwort = await soapSenden('http://versicherer.invalid/t', '<x/>', n.optionen);
    expect(antwort.koerper.toString()).toBe('<ok/>');
    expect(n.pausen).toEqual([7_000, 30_000, ERSTE_PAUSE_MS * 4]);
  });

  it('abgebrochene Verbindung und Zeitüberschreitung werden wiederholt; ein Fehler des Dienstes (500) nicht', async () => {
    const zeit = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    const n = netz([new TypeError('fetch failed'), zeit, new Response('<fault/>', { status: 500 })]);
    const antwort = await soapSenden('http://versicherer.invalid/t', '<x/>', n.optionen);
    expect(antwort.status).toBe(500);
    expect(n.pausen).toEqual([ERSTE_PAUSE_MS, ERSTE_PAUSE_MS * 2]);
  });

  it('nach den Versuchen: ein deutscher Grund', async () => {
    const n = netz(Array.from({ length: 3 }, () => new Response(null, { status: 503 })));
    const versuch = soapSenden('http://versicherer.invalid/t', '<x/>', { ...n.optionen, versuche: 3 });
    await expect(versuch).rejects.toThrow(TransportFehler);
    await expect(
      soapSenden('http://versicherer.invalid/t', '<x/>', {
        ...netz([new TypeError('fetch failed')]).optionen,
        versuche: 1,
      }),
    ).rejects.toThrow(
      'Der Dienst des Versicherers antwortet nicht: Verbindung fehlgeschlagen (fetch failed), 1 Versuche.',
    );
    expect(n.aufrufe()).toBe(3);
  });

  it('Retry-After: Sekunden, Datum, Unlesbares, gedeckelt', () => {
    const jetzt = Date.parse('2026-11-26T06:00:00Z');
    expect(pauseAus('12', jetzt)).toBe(12_000);
    expect(pauseAus('Thu, 26 Nov 2026 06:01:00 GMT', jetzt)).toBe(60_000);
    expect(pauseAus('Thu, 26 Nov 2026 05:00:00 GMT', jetzt)).toBe(0);
    expect(pauseAus('bald', jetzt)).toBeUndefined();
    expect(pauseAus(null, jetzt)).toBeUndefined();
    expect(pauseAus('86400', jetzt)).toBe(LAENGSTE_PAUSE_MS);
  });
});

describe('die Frist eines Aufrufs (die Restzeit des Abholjobs)', () => {
  const abgelaufen = 'Die Zeit für den Aufruf beim Versicherer ist abgelaufen';

  it('schon vorbei: kein Versuch', async () => {
    const n = netz([ok()]);
    await expect(
      soapSenden('http://versicherer.invalid/t', '<x/>', { ...n.optionen, frist: Date.now() - 1 }),
    ).rejects.toThrow(`${abgelaufen}.`);
    expect(n.aufrufe()).toBe(0);
  });

  it('eine Pause, die nach der Frist endete, wird nicht gewartet', async () => {
    const n = netz([new Response(null, { status: 503, headers: { 'retry-after': '120' } }), ok()]);
    await expect(
      soapSenden('http://versicherer.invalid/t', '<x/>', { ...n.optionen, frist: Date.now() + 60_000 }),
    ).rejects.toThrow(`${abgelaufen} (zuletzt: HTTP 503).`);
    expect(n.aufrufe()).toBe(1);
    expect(n.pausen).toEqual([]);
  });

  it('ein Versuch wartet auf die Antwort nur bis zur Frist, nicht sein ganzes Zeitlimit', async () => {
    let aufrufe = 0;
    // A service that never answers: only the abort of the attempt ends the wait.
    const fetch = ((_url: string, init: RequestInit) => {
      aufrufe++;
      return new Promise((_, abgelehnt) =>
        init.signal!.addEventListener('abort', () => abgelehnt(init.signal!.reason)),
      );
    }) as unknown as typeof globalThis.fetch;
    await expect(
      soapSenden('http://versicherer.invalid/t', '<x/>', {
        soapAction: 'urn:acknowledgeShipment',
        fetch,
        zeitlimitMs: 3_600_000,
        frist: Date.now() + 50,
      }),
    ).rejects.toThrow(`${abgelaufen} (zuletzt: keine Antwort in der Zeit).`);
    expect(aufrufe).toBe(1);
  });
});
