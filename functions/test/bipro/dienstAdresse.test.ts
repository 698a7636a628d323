/**
 * Where an access's password may go (functions/src/bipro/dienstAdresse.ts): the address as saved
 * — https only, a host name, no user info, nothing that is not public — and every address DNS
 * gives for the name when the job connects; loopback and http only with the local setting.
 */
import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  adressGrund,
  gepruefteSuche,
  ipGrund,
  lokaleDiensteErlaubt,
  type Suche,
} from '../../src/bipro/dienstAdresse';

describe('Adresse eines Dienstes beim Speichern', () => {
  it('nimmt https mit Hostnamen, Port und Pfad', () => {
    for (const url of [
      'https://sts.versicherer.de/410',
      'https://transfer.versicherer.de:8443/bipro/430?wsdl',
      ' HTTPS://STS.Versicherer.DE/410 ',
    ])
      expect(adressGrund(url, false), url).toBeUndefined();
  });

  it('weist http ab, außer mit der lokalen Einstellung', () => {
    expect(adressGrund('http://sts.versicherer.de/410', false)).toContain('muss mit https:// beginnen');
    expect(adressGrund('http://sts.versicherer.de/410', true)).toBeUndefined();
    expect(adressGrund('ftp://sts.versicherer.de/410', true)).toBe(
      'Bitte geben Sie eine Adresse mit https:// an.',
    );
    expect(adressGrund('keine adresse', false)).toBe('Die Adresse ist keine gültige URL.');
  });

  it('weist Zugangsdaten in der Adresse ab, auch mit der lokalen Einstellung', () => {
    for (const url of [
      'https://user:pw@sts.versicherer.de/',
      'https://user@sts.versicherer.de/',
      'http://user:pw@127.0.0.1:9/',
    ])
      expect(adressGrund(url, true), url).toContain('keine Zugangsdaten enthalten');
  });

  it('weist jede Form einer IP-Adresse ab und nennt, was sie ist', () => {
    const faelle: [string, string][] = [
      ['https://169.254.169.254/latest/meta-data/', 'link-lokale'],
      ['https://127.0.0.1:9001/', 'Loopback'],
      ['https://0x7f000001/', 'Loopback'],
      ['https://2130706433/', 'Loopback'],
      ['https://127.1/', 'Loopback'],
      ['https://0177.0.0.1/', 'Loopback'],
      ['https://[::1]:9001/', 'Loopback'],
      ['https://[::ffff:127.0.0.1]/', 'Loopback'],
      ['https://[::ffff:169.254.169.254]/', 'link-lokale'],
      ['https://[fe80::1]/', 'link-lokale'],
      ['https://10.1.2.3/', 'privaten Netzes'],
      ['https://172.16.0.1/', 'privaten Netzes'],
      ['https://192.168.178.1/', 'privaten Netzes'],
      ['https://[fd00:ec2::254]/', 'privaten Netzes'],
      ['https://0/', 'reservierte'],
      ['https://[::]/', 'reservierte'],
    ];
    for (const [url, art] of faelle) {
      const grund = adressGrund(url, false);
      expect(grund, url).toContain('statt des Namens eines Servers');
      expect(grund, url).toContain(art);
    }
    // A public one is still no host name: its certificate names none, and no insurer is reached so.
    expect(adressGrund('https://93.184.215.14/', false)).toMatch(
      /^Die Adresse nennt eine IP-Adresse \(93\.184\.215\.14\) statt/,
    );
  });

  it('weist localhost ab', () => {
    for (const url of ['https://localhost:9001/', 'https://LOCALHOST./', 'https://sts.localhost/'])
      expect(adressGrund(url, false), url).toContain('eigenen Rechner (localhost)');
  });

  it('die lokale Einstellung erlaubt Loopback für den simulierten Versicherer, sonst nichts', () => {
    for (const url of [
      'http://127.0.0.1:4711/410',
      'http://localhost:4711/',
      'http://[::1]:4711/',
      'https://127.0.0.1:9/sts',
    ])
      expect(adressGrund(url, true), url).toBeUndefined();
    for (const url of [
      'http://169.254.169.254/',
      'http://10.0.0.1/',
      'http://[fe80::1]/',
      'http://93.184.215.14/',
    ])
      expect(adressGrund(url, true), url).toContain('statt des Namens eines Servers');
  });

  it('die lokale Einstellung ist nur mit BIPRO_LOKALE_DIENSTE=1 an', () => {
    expect(lokaleDiensteErlaubt({})).toBe(false);
    expect(lokaleDiensteErlaubt({ BIPRO_LOKALE_DIENSTE: 'true' })).toBe(false);
    expect(lokaleDiensteErlaubt({ BIPRO_LOKALE_DIENSTE: '1' })).toBe(true);
  });
});

describe('aufgelöste Adresse beim Verbinden', () => {
  it('öffentlich ja; Loopback nur lokal; link-lokal, privat und reserviert nie', () => {
    expect(ipGrund('93.184.215.14', false)).toBeUndefined();
    expect(ipGrund('2606:2800:21f:cb07:6820:80da:af6b:8b2c', false)).toBeUndefined();
    expect(ipGrund('127.0.0.1', false)).toContain('Loopback');
    expect(ipGrund('127.0.0.1', true)).toBeUndefined();
    expect(ipGrund('::1', true)).toBeUndefined();
    for (const ip of [
      '169.254.169.254',
      '10.0.0.1',
      '100.64.0.1',
      'fd00:ec2::254',
      '::ffff:a9fe:a9fe',
      '0.0.0.0',
      '224.0.0.1',
    ])
      expect(ipGrund(ip, true), ip).toContain('Dorthin sendet der Abholjob keine Zugangsdaten');
  });

  it('NAT64 zählt mit der IPv4-Adresse darin', () => {
    expect(ipGrund('64:ff9b::a9fe:a9fe', false)).toContain('link-lokale');
    expect(ipGrund('64:ff9b::5db8:d70e', false)).toBeUndefined();
  });

  /** A DNS that answers `adressen` for every name. */
  const dns =
    (...adressen: string[]): Suche =>
    (_name, _o, fertig) =>
      fertig(
        null,
        adressen.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 })),
      );
  const suchen = (suche: ReturnType<typeof gepruefteSuche>, all: boolean) =>
    new Promise<{ fehler: Error | null; adresse: unknown; familie?: number }>((r) =>
      suche('sts.versicherer.de', { all }, (fehler, adresse, familie) => r({ fehler, adresse, familie })),
    );

  it('gibt öffentliche Adressen weiter, einzeln oder alle', async () => {
    const suche = gepruefteSuche(false, dns('93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'));
    await expect(suchen(suche, false)).resolves.toEqual({
      fehler: null,
      adresse: '93.184.215.14',
      familie: 4,
    });
    const alle = await suchen(suche, true);
    expect(alle.fehler).toBeNull();
    expect(alle.adresse).toHaveLength(2);
  });

  it('weist einen Namen ab, von dessen Adressen eine nicht öffentlich ist', async () => {
    const { fehler } = await suchen(gepruefteSuche(false, dns('93.184.215.14', '169.254.169.254')), false);
    expect(fehler?.message).toBe(
      'Der Name sts.versicherer.de löst auf 169.254.169.254 auf, eine link-lokale Adresse (z. B. der Metadatendienst der Cloud): Dorthin sendet der Abholjob keine Zugangsdaten.',
    );
    expect((await suchen(gepruefteSuche(false, dns('127.0.0.1')), true)).fehler?.message).toContain(
      'Loopback',
    );
    expect((await suchen(gepruefteSuche(true, dns('127.0.0.1')), true)).fehler).toBeNull();
    expect((await suchen(gepruefteSuche(true, dns('10.0.0.7')), true)).fehler?.message).toContain(
      'privaten Netzes',
    );
  });
});
