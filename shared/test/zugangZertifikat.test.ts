/**
 * An access's TLS client certificate as the API takes it (entities/zugang.ts): PEM texts of at
 * most 20,000 characters that are PEM blocks — certificates in `pem`, one private key in
 * `schluessel` —, an optional passphrase, German messages; never with `zertifikatEntfernen` at
 * once; in the answer only `zertifikatGesetzt`, false where an answer of before lacks it.
 */
import { describe, expect, it } from 'vitest';
import {
  HOECHSTE_PEM_ZEICHEN,
  MELDUNGEN,
  pemBloecke,
  zugang,
  zugangEingabe,
  zugangZertifikat,
  type ZugangEingabe,
} from '../src/index';
import { TEST_ZERTIFIKATE as Z } from '../../functions/test/bipro/zertifikate';

const meldungen = (wert: unknown) => {
  const r = zugangZertifikat.safeParse(wert);
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('.'), i.message]);
};

const ZERTIFIKAT_FORMAT = 'Bitte fügen Sie das Zertifikat im PEM-Format ein (-----BEGIN CERTIFICATE----- …).';
const SCHLUESSEL_FORMAT =
  'Bitte fügen Sie einen privaten Schlüssel im PEM-Format ein (-----BEGIN PRIVATE KEY----- …).';

const block = (label: string, zeilen = 3, kopf = '') =>
  `-----BEGIN ${label}-----\n${kopf}${Array.from({ length: zeilen }, () => 'QUJD'.repeat(16)).join('\n')}\n-----END ${label}-----\n`;

describe('Zertifikat eines Zugangs', () => {
  it('nimmt Zertifikat (auch mit Kette) und Schlüssel als PEM, mit CRLF, verschlüsselt mit Passphrase', () => {
    expect(meldungen(Z.client)).toEqual([]);
    expect(meldungen(Z.clientVerschluesselt)).toEqual([]);
    expect(meldungen({ pem: `${Z.client.pem}\n${Z.ca}`, schluessel: Z.client.schluessel })).toEqual([]);
    const crlf = (t: string) => t.replace(/\n/g, '\r\n');
    expect(meldungen({ pem: crlf(Z.client.pem), schluessel: crlf(Z.client.schluessel) })).toEqual([]);
    for (const schluessel of [
      block('RSA PRIVATE KEY'),
      block('EC PARAMETERS', 1) + block('EC PRIVATE KEY'),
      // The legacy encrypted form with its header lines.
      block(
        'RSA PRIVATE KEY',
        3,
        'Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-256-CBC,00112233445566778899AABBCCDDEEFF\n\n',
      ),
    ])
      expect(meldungen({ pem: Z.client.pem, schluessel }), schluessel).toEqual([]);
    expect(pemBloecke(`${Z.client.pem}\n${Z.ca}`)).toEqual(['CERTIFICATE', 'CERTIFICATE']);
  });

  it('weist anderes als PEM-Blöcke der richtigen Art zurück, auf Deutsch und beim Feld', () => {
    expect(meldungen({ pem: Z.client.schluessel, schluessel: Z.client.pem })).toEqual([
      ['pem', ZERTIFIKAT_FORMAT],
      ['schluessel', SCHLUESSEL_FORMAT],
    ]);
    for (const pem of [
      '',
      'kein Zertifikat',
      `Bag Attributes: x\n${Z.client.pem}`,
      Z.client.pem.replace('-----END CERTIFICATE-----', '-----END PRIVATE KEY-----'),
      Z.client.pem.replace(/\n[A-Za-z0-9+/=]+\n/, '\nkein base64!\n'),
      Z.client.pem.replace('-----END', '\n\n-----END'),
    ])
      expect(meldungen({ pem, schluessel: Z.client.schluessel }), pem).toEqual([['pem', ZERTIFIKAT_FORMAT]]);
    // Two keys, or none.
    expect(meldungen({ pem: Z.client.pem, schluessel: Z.client.schluessel + Z.fremd.schluessel })).toEqual([
      ['schluessel', SCHLUESSEL_FORMAT],
    ]);
    expect(meldungen({ pem: Z.client.pem, schluessel: block('EC PARAMETERS', 1) })).toEqual([
      ['schluessel', SCHLUESSEL_FORMAT],
    ]);
    expect(meldungen({ schluessel: Z.client.schluessel })).toEqual([
      ['pem', 'Bitte fügen Sie das Zertifikat ein.'],
    ]);
    expect(meldungen({ pem: Z.client.pem, schluessel: Z.client.schluessel, passphrase: '' })).toHaveLength(1);
  });

  it('höchstens 20.000 Zeichen je Text (nur die Längenmeldung), 200 der Passphrase', () => {
    expect(HOECHSTE_PEM_ZEICHEN).toBe(20_000);
    const zeile = `${'QUJD'.repeat(16)}\n`;
    const kette = (n: number) => `-----BEGIN CERTIFICATE-----\n${zeile.repeat(n)}-----END CERTIFICATE-----\n`;
    const genau = kette(Math.floor((HOECHSTE_PEM_ZEICHEN - 54) / zeile.length));
    expect(genau.length).toBeLessThanOrEqual(HOECHSTE_PEM_ZEICHEN);
    expect(meldungen({ pem: genau, schluessel: Z.client.schluessel })).toEqual([]);
    const zuLang = kette(400);
    expect(zuLang.length).toBeGreaterThan(HOECHSTE_PEM_ZEICHEN);
    expect(meldungen({ pem: zuLang, schluessel: zuLang })).toEqual([
      ['pem', MELDUNGEN.textZuLang(zuLang.length, HOECHSTE_PEM_ZEICHEN)],
      ['schluessel', MELDUNGEN.textZuLang(zuLang.length, HOECHSTE_PEM_ZEICHEN)],
    ]);
    expect(pemBloecke(zuLang)).toBeUndefined();
    expect(meldungen({ ...Z.clientVerschluesselt, passphrase: 'p'.repeat(200) })).toEqual([]);
    expect(meldungen({ ...Z.clientVerschluesselt, passphrase: 'p'.repeat(201) }).map(([p]) => p)).toEqual([
      'passphrase',
    ]);
  });

  it('ein großes Nicht-PEM wird in linearer Zeit geprüft', () => {
    const boese = `-----BEGIN CERTIFICATE-----\n${'A'.repeat(199)}\n`.repeat(90);
    const beginn = performance.now();
    expect(pemBloecke(boese.slice(0, HOECHSTE_PEM_ZEICHEN))).toBeUndefined();
    expect(performance.now() - beginn).toBeLessThan(500);
  });
});

describe('Zertifikat in Eingabe und Antwort des Zugangs', () => {
  const eingabe: ZugangEingabe = {
    gesellschaftId: 1,
    extZugangBezeichnung: 'Mit Zertifikat',
    maklernr: '10001',
    stsUrl: 'https://sts.example.de/410',
    transferUrl: 'https://transfer.example.de/430',
    profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
    benutzername: 'makler',
    abholzeiten: [],
    aktiv: true,
    gdvEinlesen: false,
  };

  it('ein neues Zertifikat oder das Entfernen, nicht beides', () => {
    expect(zugangEingabe.safeParse({ ...eingabe, zertifikat: Z.client }).success).toBe(true);
    expect(zugangEingabe.safeParse({ ...eingabe, zertifikatEntfernen: true }).success).toBe(true);
    expect(zugangEingabe.safeParse({ ...eingabe, zertifikatEntfernen: false }).success).toBe(false);
    const beides = zugangEingabe.safeParse({ ...eingabe, zertifikat: Z.client, zertifikatEntfernen: true });
    expect(beides.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['zertifikatEntfernen', 'Ein neues Zertifikat und „Zertifikat entfernen“ schließen sich aus.'],
    ]);
  });

  it('die Antwort sagt nur, ob eines gespeichert ist; ohne die Angabe keines', () => {
    const antwort = { ...eingabe, id: 7, gesellschaft: 'Muster', passwortGesetzt: true };
    expect(zugang.parse(antwort).zertifikatGesetzt).toBe(false);
    expect(zugang.parse({ ...antwort, zertifikatGesetzt: true }).zertifikatGesetzt).toBe(true);
    // Write-only: a certificate in an answer is not passed on.
    expect(zugang.parse({ ...antwort, zertifikat: Z.client })).not.toHaveProperty('zertifikat');
  });
});
