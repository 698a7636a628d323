/**
 * Where a call goes (functions/src/bipro/transport.ts with dienstAdresse.ts), against a real HTTP
 * server on 127.0.0.1: a redirect is not followed — the body, an STS request's password in it, stays
 * with the address called — and a name is connected to only if DNS gives public addresses for it
 * (the lookup injected), whatever the address looked like when it was saved.
 */
import type { LookupAddress } from 'node:dns';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Suche } from '../../src/bipro/dienstAdresse';
import { soapSenden, soapSendenStrom } from '../../src/bipro/transport';

let port = 0;
/** Every request the server got: path and body. */
const anfragen: { pfad?: string; koerper: string }[] = [];
let verbindungen = 0;
const server = createServer((anfrage, antwort) => {
  const teile: Buffer[] = [];
  anfrage.on('data', (t: Buffer) => teile.push(t));
  anfrage.on('end', () => {
    anfragen.push({ pfad: anfrage.url, koerper: Buffer.concat(teile).toString() });
    const umleitung = /^\/(30[78])$/.exec(anfrage.url ?? '');
    if (umleitung) {
      antwort.writeHead(Number(umleitung[1]), { location: `http://127.0.0.1:${port}/gestohlen?x=1` });
      antwort.end();
      return;
    }
    antwort.writeHead(200, { 'content-type': 'text/xml' });
    antwort.end('<ok/>');
  });
});
server.on('connection', () => verbindungen++);
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

/** A DNS that answers `adresse` for every name, and counts its questions. */
function dns(adresse: string) {
  const gefragt: string[] = [];
  const suche: Suche = (name, _o, fertig) => {
    gefragt.push(name);
    fertig(null, [{ address: adresse, family: 4 } satisfies LookupAddress]);
  };
  return { suche, gefragt };
}

describe('Weiterleitungen', () => {
  for (const status of [307, 308])
    it(`HTTP ${status} wird nicht verfolgt und nicht wiederholt`, async () => {
      anfragen.length = 0;
      const senden = soapSenden(`http://127.0.0.1:${port}/${status}`, '<Passwort>geheim</Passwort>', {
        soapAction: '',
        lokal: true,
      });
      // Its name keeps the download pipeline from retrying it (events ABHOL_NICHT_WIEDERHOLEN).
      await expect(senden).rejects.toMatchObject({
        name: 'AdresseAbgelehnt',
        message: `Der Dienst des Versicherers leitet weiter (HTTP ${status} nach http://127.0.0.1:${port}); Weiterleitungen werden nicht verfolgt, damit die Zugangsdaten nur an die eingetragene Adresse gehen. Bitte prüfen Sie die Adresse des Zugangs.`,
      });
      expect(anfragen).toEqual([{ pfad: `/${status}`, koerper: '<Passwort>geheim</Passwort>' }]);
    });

  it('auch nicht beim gestreamten Abruf', async () => {
    anfragen.length = 0;
    await expect(
      soapSendenStrom(`http://127.0.0.1:${port}/307`, '<x/>', { soapAction: '', lokal: true }),
    ).rejects.toMatchObject({
      name: 'AdresseAbgelehnt',
      message: expect.stringContaining('leitet weiter (HTTP 307'),
    });
    expect(anfragen.map((a) => a.pfad)).toEqual(['/307']);
  });
});

describe('Adresse beim Verbinden', () => {
  it('ohne die lokale Einstellung: http und IP-Adressen werden gar nicht erst aufgerufen', async () => {
    const vorher = verbindungen;
    await expect(
      soapSenden(`http://127.0.0.1:${port}/410`, '<x/>', { soapAction: '', lokal: false }),
    ).rejects.toMatchObject({
      name: 'AdresseAbgelehnt',
      message: expect.stringContaining(
        `Die Adresse http://127.0.0.1:${port}/410 wird nicht aufgerufen: Die Adresse muss mit https://`,
      ),
    });
    await expect(
      soapSenden(`https://127.0.0.1:${port}/410`, '<x/>', { soapAction: '', lokal: false }),
    ).rejects.toThrow('statt des Namens eines Servers');
    expect(verbindungen).toBe(vorher);
  });

  it('ohne die lokale Einstellung: ein Name, der auf Loopback auflöst, wird abgewiesen, ohne Wiederholung', async () => {
    const { suche, gefragt } = dns('127.0.0.1');
    const vorher = verbindungen;
    await expect(
      soapSenden(`https://sts.versicherer.test:${port}/410`, '<x/>', { soapAction: '', lokal: false, suche }),
    ).rejects.toMatchObject({
      name: 'AdresseAbgelehnt',
      message:
        'Der Name sts.versicherer.test löst auf 127.0.0.1 auf, eine Loopback-Adresse (der eigene Rechner): Dorthin sendet der Abholjob keine Zugangsdaten.',
    });
    expect(gefragt).toEqual(['sts.versicherer.test']);
    expect(verbindungen).toBe(vorher);
  });

  it('auch mit der lokalen Einstellung: ein Name, der auf ein privates Netz auflöst, wird abgewiesen', async () => {
    const { suche } = dns('10.0.0.7');
    await expect(
      soapSenden(`http://sts.versicherer.test:${port}/410`, '<x/>', { soapAction: '', lokal: true, suche }),
    ).rejects.toThrow('löst auf 10.0.0.7 auf, eine Adresse eines privaten Netzes');
  });

  it('mit der lokalen Einstellung verbindet ein Name, der auf Loopback auflöst, zum simulierten Versicherer', async () => {
    const { suche, gefragt } = dns('127.0.0.1');
    const antwort = await soapSenden(`http://sts.versicherer.test:${port}/410`, '<x/>', {
      soapAction: '',
      lokal: true,
      suche,
    });
    expect(antwort.koerper.toString()).toBe('<ok/>');
    expect(gefragt).toEqual(['sts.versicherer.test']);
  });
});
