/**
 * A SOAP call whose answer streams (functions/src/bipro/transport.ts, soapSendenStrom) against a
 * real HTTP server on 127.0.0.1: the body in pieces as it comes; 429/503 retried on the status
 * line; a cut connection, a silence, a too slow answer and too large an answer thrown from the
 * body's iteration; leaving the iteration early closes the connection; and soapSenden, which
 * collects, repeats an attempt whose body broke off.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soapSenden, soapSendenStrom, TransportFehler, type HttpStrom } from '../../src/bipro/transport';

const TEIL = Buffer.alloc(1000, 0x41);
let basis = '';
const aufrufe = new Map<string, number>();
let geschlossen: Promise<boolean> | undefined;

/** Writes `n` pieces, each after `ms`. */
function tropfen(antwort: ServerResponse, n: number, ms: number, danach: () => void) {
  let i = 0;
  const weiter = () => {
    if (antwort.destroyed) return;
    if (i++ === n) return danach();
    antwort.write(TEIL);
    setTimeout(weiter, ms);
  };
  weiter();
}

const server = createServer((anfrage, antwort) => {
  anfrage.resume();
  anfrage.on('end', () => {
    const pfad = anfrage.url ?? '';
    const nr = (aufrufe.get(pfad) ?? 0) + 1;
    aufrufe.set(pfad, nr);
    switch (pfad) {
      case '/tropfen':
        antwort.writeHead(200, { 'content-type': 'multipart/related; boundary="x"' });
        return tropfen(antwort, 5, 5, () => antwort.end());
      case '/erst-503':
        if (nr === 1) {
          antwort.writeHead(503, { 'retry-after': '0' });
          return antwort.end();
        }
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        return antwort.end('<ok/>');
      case '/gross':
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        return tropfen(antwort, 6, 1, () => antwort.end());
      case '/gross-erklaert':
        antwort.writeHead(200, { 'content-type': 'text/xml', 'content-length': '6000' });
        return antwort.end(Buffer.alloc(6000));
      case '/stockt':
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        return tropfen(antwort, 1, 1, () => undefined);
      case '/langsam':
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        return tropfen(antwort, 100, 30, () => antwort.end());
      case '/abbruch':
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        return tropfen(antwort, 2, 5, () => antwort.socket?.destroy());
      case '/erst-abbruch':
        antwort.writeHead(200, { 'content-type': 'text/xml', 'content-length': '2000' });
        if (nr === 1) return tropfen(antwort, 1, 5, () => antwort.socket?.destroy());
        return antwort.end(Buffer.concat([TEIL, TEIL]));
      case '/endlos':
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        geschlossen = new Promise((r) => antwort.on('close', () => r(!antwort.writableFinished)));
        return tropfen(antwort, 10_000, 2, () => antwort.end());
      default:
        antwort.writeHead(404);
        antwort.end();
    }
  });
});
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  basis = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

async function alles(strom: HttpStrom): Promise<{ teile: number; koerper: Buffer }> {
  const teile: Uint8Array[] = [];
  for await (const teil of strom.koerper) teile.push(teil);
  return { teile: teile.length, koerper: Buffer.concat(teile) };
}
const senden = (pfad: string, o: Partial<Parameters<typeof soapSendenStrom>[2]> = {}) =>
  soapSendenStrom(`${basis}${pfad}`, '<x/>', {
    soapAction: 'urn:getShipment',
    warten: async () => undefined,
    ...o,
  });

describe('soapSendenStrom', () => {
  it('Status und Content-Type vor dem Körper; der Körper in Stücken, wie er kommt', async () => {
    const strom = await senden('/tropfen');
    expect(strom.status).toBe(200);
    expect(strom.contentType).toBe('multipart/related; boundary="x"');
    const { teile, koerper } = await alles(strom);
    expect(koerper.equals(Buffer.concat(Array.from({ length: 5 }, () => TEIL)))).toBe(true);
    expect(teile).toBeGreaterThan(1);
  });

  it('503 mit Retry-After: an der Statuszeile entschieden und wiederholt', async () => {
    const strom = await senden('/erst-503');
    expect((await alles(strom)).koerper.toString()).toBe('<ok/>');
    expect(aufrufe.get('/erst-503')).toBe(2);
  });

  it('zu groß: beim Lesen abgewiesen, ob erklärt oder nicht', async () => {
    await expect(alles(await senden('/gross', { hoechsteBytes: 4096 }))).rejects.toThrow(
      new TransportFehler('Die Antwort ist größer als 4096 Bytes.'),
    );
    await expect(alles(await senden('/gross-erklaert', { hoechsteBytes: 4096 }))).rejects.toThrow(
      'Die Antwort ist 6000 Bytes groß, erlaubt sind 4096.',
    );
  });

  it('Stille und zu langsam: Zeitgrenzen, während der Körper kommt', async () => {
    await expect(alles(await senden('/stockt', { ruheMs: 200 }))).rejects.toThrow(
      'Der Versicherer hat 0.2 s lang nichts mehr gesendet.',
    );
    await expect(alles(await senden('/langsam', { ruheMs: 1000, gesamtMs: 200 }))).rejects.toThrow(
      'Die Antwort kam nicht in 0.2 s vollständig an.',
    );
  });

  it('abgebrochene Verbindung: ein Fehler aus dem Lesen des Körpers, nicht wiederholt', async () => {
    const strom = await senden('/abbruch');
    const fehler = await alles(strom).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(TransportFehler);
    expect((fehler as TransportFehler).message).toMatch(
      /^Die Verbindung zum Versicherer brach während der Antwort ab/,
    );
    expect(aufrufe.get('/abbruch')).toBe(1);
  });

  it('wer zu lesen aufhört, schließt die Verbindung', async () => {
    const strom = await senden('/endlos');
    for await (const teil of strom.koerper) {
      expect(teil.length).toBeGreaterThan(0);
      break;
    }
    expect(await geschlossen).toBe(true);
  });
});

describe('soapSenden sammelt', () => {
  it('eine mitten im Körper abgebrochene Antwort wird wiederholt', async () => {
    const pausen: number[] = [];
    const antwort = await soapSenden(`${basis}/erst-abbruch`, '<x/>', {
      soapAction: '',
      warten: async (ms) => void pausen.push(ms),
    });
    expect(antwort.koerper.length).toBe(2000);
    expect(aufrufe.get('/erst-abbruch')).toBe(2);
    expect(pausen).toHaveLength(1);
  });
});
