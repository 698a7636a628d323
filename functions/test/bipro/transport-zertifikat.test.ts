/**
 * A SOAP call with a TLS client certificate (functions/src/bipro/transport.ts) against a real
 * HTTPS server on 127.0.0.1 that wants one signed by the test CA (zertifikate/README.md): the
 * certificate presented, collected and streamed; one Agent per certificate, its connection kept
 * for the next call; an encrypted key with its passphrase. Refused before anything is sent: a
 * wrong passphrase, a key that does not fit. Refused in TLS and not retried: an alert (TLS 1.2
 * answers a missing certificate with one), an untrusted server certificate. Dropped without an
 * alert (an unknown certificate, TLS 1.3): retried like a cut connection, the reason asking
 * about the certificate.
 */
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  soapSenden,
  soapSendenStrom,
  TransportFehler,
  zertifikatAgent,
  type ClientZertifikat,
  type SendeOptionen,
} from '../../src/bipro/transport';
import { TEST_ZERTIFIKATE as T } from './zertifikate';

const MIT: ClientZertifikat = { ...T.client, ca: T.ca };

interface Lauschend {
  server: Server;
  url: string;
  /** TLS connections accepted (handshake done, certificate accepted). */
  verbindungen: number;
  /** Connections refused in TLS. */
  abgelehnt: number;
  /** CN of the client certificate of each call answered. */
  namen: string[];
}

async function starte(maxVersion?: 'TLSv1.2'): Promise<Lauschend> {
  const l = { verbindungen: 0, abgelehnt: 0, namen: [] as string[] } as Lauschend;
  l.server = createServer(
    { ...T.server, ca: T.ca, requestCert: true, rejectUnauthorized: true, maxVersion },
    (anfrage, antwort) => {
      anfrage.resume();
      anfrage.on('end', () => {
        l.namen.push(String((anfrage.socket as TLSSocket).getPeerCertificate().subject?.CN));
        antwort.writeHead(200, { 'content-type': 'text/xml' });
        antwort.end('<ok/>');
      });
    },
  );
  l.server.on('secureConnection', () => l.verbindungen++);
  l.server.on('tlsClientError', () => l.abgelehnt++);
  await new Promise<void>((r) => l.server.listen(0, '127.0.0.1', r));
  l.url = `https://127.0.0.1:${(l.server.address() as AddressInfo).port}/430`;
  return l;
}

let tls13: Lauschend;
let tls12: Lauschend;
beforeAll(async () => {
  tls13 = await starte();
  tls12 = await starte('TLSv1.2');
});
afterAll(async () => {
  for (const l of [tls13, tls12]) {
    l.server.closeAllConnections();
    await new Promise<void>((r) => l.server.close(() => r()));
  }
});

/** No pauses; the pauses that would have been waited are kept. */
const geduldig = (pausen: number[] = []): Omit<SendeOptionen, 'soapAction'> => ({
  warten: async (ms) => void pausen.push(ms),
});

describe('mit Client-Zertifikat', () => {
  it('zeigt das Zertifikat vor, gesammelt und gestreamt; eine Verbindung für mehrere Aufrufe', async () => {
    const vorher = tls13.verbindungen;
    const z: ClientZertifikat = { ...MIT };
    for (let i = 0; i < 3; i++) {
      const antwort = await soapSenden(tls13.url, '<x/>', { soapAction: '', zertifikat: z });
      expect(antwort.koerper.toString()).toBe('<ok/>');
      // The connection goes back to the Agent's pool once the answer has ended, a moment later.
      await new Promise((r) => setTimeout(r, 20));
    }
    const strom = await soapSendenStrom(tls13.url, '<x/>', { soapAction: '', zertifikat: z });
    const teile: Uint8Array[] = [];
    for await (const t of strom.koerper) teile.push(t);
    expect(Buffer.concat(teile).toString()).toBe('<ok/>');
    expect(tls13.namen.slice(-4)).toEqual(['makler', 'makler', 'makler', 'makler']);
    // One Agent for the certificate: its connection kept from call to call (an Agent per call
    // would open one per call; one, unless a busy machine is slow to hand a connection back).
    expect(tls13.verbindungen - vorher).toBeLessThan(4);
  });

  it('ein Agent je Zertifikat, nicht je Aufruf oder Objekt', () => {
    const a = zertifikatAgent(MIT);
    expect(a).toBeInstanceOf(Agent);
    expect(zertifikatAgent({ ...MIT })).toBe(a);
    expect(zertifikatAgent({ ...T.clientVerschluesselt, ca: T.ca })).not.toBe(a);
    expect(zertifikatAgent({ ...T.fremd, ca: T.ca })).not.toBe(a);
  });

  it('ein verschlüsselter Schlüssel mit seiner Passphrase', async () => {
    const antwort = await soapSenden(tls13.url, '<x/>', {
      soapAction: '',
      zertifikat: { ...T.clientVerschluesselt, ca: T.ca },
    });
    expect(antwort.status).toBe(200);
    expect(tls13.namen.at(-1)).toBe('makler');
  });

  it('falsche oder fehlende Passphrase, unpassender Schlüssel: abgewiesen, bevor etwas gesendet wird', async () => {
    let gesendet = 0;
    const fetch = (() => {
      gesendet++;
      throw new Error('nicht erwartet');
    }) as unknown as typeof globalThis.fetch;
    const senden = (zertifikat: ClientZertifikat) =>
      soapSenden(tls13.url, '<x/>', { soapAction: '', zertifikat, fetch });
    await expect(senden({ ...T.clientVerschluesselt, passphrase: 'falsch', ca: T.ca })).rejects.toThrow(
      'Das Client-Zertifikat des Zugangs lässt sich nicht verwenden (bad decrypt).',
    );
    const { passphrase: _p, ...ohnePassphrase } = T.clientVerschluesselt;
    await expect(senden(ohnePassphrase)).rejects.toThrow(TransportFehler);
    await expect(senden({ pem: T.client.pem, schluessel: T.fremd.schluessel })).rejects.toThrow(
      'Das Client-Zertifikat des Zugangs lässt sich nicht verwenden (key values mismatch).',
    );
    expect(gesendet).toBe(0);
  });
});

describe('in TLS abgelehnt', () => {
  it('ein Serverzertifikat ohne bekannte CA: nicht wiederholt', async () => {
    const pausen: number[] = [];
    const versuch = soapSenden(tls13.url, '<x/>', {
      soapAction: '',
      zertifikat: T.client,
      ...geduldig(pausen),
    });
    await expect(versuch).rejects.toThrow(
      /^Das Serverzertifikat des Versicherers ist nicht vertrauenswürdig \(SELF_SIGNED_CERT_IN_CHAIN: /,
    );
    expect(pausen).toEqual([]);
  });

  it('TLS 1.2: ohne Zertifikat der Alarm des Versicherers, nicht wiederholt', async () => {
    const pausen: number[] = [];
    // Only the CA trusted (no certificate): the server's alert is the answer.
    const nurCa = new Agent({ connect: { ca: T.ca } });
    const fetch = ((url: string, init: RequestInit) =>
      globalThis.fetch(url, { ...init, dispatcher: nurCa } as RequestInit)) as typeof globalThis.fetch;
    await expect(
      soapSenden(tls12.url, '<x/>', { soapAction: '', fetch, ...geduldig(pausen) }),
    ).rejects.toThrow(
      /^Der Versicherer hat die TLS-Verbindung abgelehnt \(.*alert handshake failure\); verlangt er ein Client-Zertifikat\?$/,
    );
    expect(pausen).toEqual([]);
    await nurCa.close();
  });

  for (const [name, welcher] of [
    ['TLS 1.3', () => tls13],
    ['TLS 1.2', () => tls12],
  ] as const)
    it(`${name}: ein Zertifikat ohne bekannte CA, ohne Alarm verworfen: wiederholt, dann mit Frage nach dem Zertifikat`, async () => {
      const l = welcher();
      const pausen: number[] = [];
      const abgelehntVorher = l.abgelehnt;
      const versuch = soapSenden(l.url, '<x/>', {
        soapAction: '',
        zertifikat: { ...T.fremd, ca: T.ca },
        versuche: 2,
        ...geduldig(pausen),
      });
      await expect(versuch).rejects.toThrow(TransportFehler);
      await expect(versuch).rejects.toThrow(
        /^Der Dienst des Versicherers antwortet nicht: Verbindung fehlgeschlagen \(fetch failed: .+\), 2 Versuche\. Der Versicherer schloss die Verbindung ohne Antwort: nimmt er das Client-Zertifikat des Zugangs nicht an\?$/,
      );
      expect(pausen).toHaveLength(1);
      expect(l.abgelehnt - abgelehntVorher).toBe(2);
    });
});
