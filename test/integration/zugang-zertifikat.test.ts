/**
 * An access's TLS client certificate (reference §7 "BiPRO accesses"): through the API, written and
 * never answered (`zertifikatGesetzt`), a malformed one refused with its field; through the use
 * cases (in this process against DynamoDB Local, the secrets stand-in and scheduler installed
 * here, as in zugang-zeitplan.test.ts) kept as one secret beside the password and never in the
 * item, kept when saved without one, removed on request and with the access; the run's client
 * (zugangsClient.ts) reads it and signs in with it at the simulated insurer over HTTPS.
 *
 * The simulated insurer's server certificate is the test CA's (functions/test/bipro/zertifikate);
 * an access names no CA, so this process trusts the test CA for the test's duration.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTEN, type ZugangEingabe } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { zugangLaden, zugangLoeschen, zugangSpeichern } from '@lieferdesk/functions/abholung/zugaenge';
import { clientFuer, OhnePasswort, zertifikatGeheimnis } from '@lieferdesk/functions/abholung/zugangsClient';
import { geheimnisLesen, geheimnisLoeschen } from '@lieferdesk/functions/geheimnisse/index';
import { installiereLokaleGeheimnisse } from '../../infra/local/geheimnisse';
import { starteVersicherer, type Versicherer } from '../../infra/local/versicherer';
import { starteLokaleZeitplaene, type LokaleZeitplaene } from '../../infra/local/zeitplaene';
import { TEST_ZERTIFIKATE as Z } from '../../functions/test/bipro/zertifikate';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { datenordner } from '../helpers/datenordner';

let db: Datenbank;
let zeitplaene: LokaleZeitplaene;
let geheimnisseEntfernen: () => void;
let versicherer: Versicherer;
const vertraute = getCACertificates('default');
const verzeichnis = datenordner('lieferdesk-zugang-zertifikat-');

beforeAll(async () => {
  db = stackUmgebung();
  zeitplaene = starteLokaleZeitplaene({ starte: async () => undefined });
  geheimnisseEntfernen = installiereLokaleGeheimnisse(join(verzeichnis, 'geheimnisse.json'));
  setDefaultCACertificates([...vertraute, Z.ca]);
  versicherer = await starteVersicherer({
    benutzer: 'makler',
    passwort: 'Geheim-4711!',
    lieferungen: [
      {
        id: 'Z-1',
        kategorie: '100007000',
        einstellzeitpunkt: '2026-11-25T06:00:00Z',
        transfers: [{ dateien: [{ dateiname: 'police.pdf', inhalt: Buffer.from('%PDF-1.4\n%%EOF\n') }] }],
      },
    ],
    tls: { cert: Z.server.cert, key: Z.server.key, ca: Z.ca },
  });
});
afterAll(async () => {
  await versicherer?.beenden();
  setDefaultCACertificates(vertraute);
  zeitplaene.beenden();
  geheimnisseEntfernen();
  rmSync(verzeichnis, { recursive: true, force: true });
});

const eingabe = (o: Partial<ZugangEingabe> = {}): ZugangEingabe => ({
  gesellschaftId: 1,
  extZugangBezeichnung: `Zertifikat ${eindeutigeMarke()}`,
  maklernr: '10001',
  stsUrl: versicherer.stsUrl,
  transferUrl: versicherer.transferUrl,
  profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
  benutzername: 'makler',
  abholzeiten: [],
  aktiv: false,
  gdvEinlesen: false,
  ...o,
});

describe('Client-Zertifikat eines BiPRO-Zugangs', () => {
  it('über die API: gespeichert, nie beantwortet; ein falsches beim Feld abgewiesen', async () => {
    const gespeichert = await rufe(ROUTEN.zugangSpeichern, {
      als: 'admin',
      body: eingabe({ passwort: 'Geheim-4711!', zertifikat: Z.clientVerschluesselt }),
    });
    expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);
    const geladen = await rufe(ROUTEN.zugangLaden, { als: 'admin', query: { id: gespeichert.body.id } });
    expect(geladen.status).toBe(200);
    expect(geladen.body).toMatchObject({ passwortGesetzt: true, zertifikatGesetzt: true });
    const text = JSON.stringify(geladen.body);
    for (const geheim of ['BEGIN', Z.clientVerschluesselt.passphrase, 'Geheim-4711!'])
      expect(text).not.toContain(geheim);

    const falsch = await rufe(ROUTEN.zugangSpeichern, {
      als: 'admin',
      query: { id: gespeichert.body.id },
      body: eingabe({ zertifikat: { pem: Z.client.schluessel, schluessel: Z.client.schluessel } }),
    });
    expect(falsch.status).toBe(400);
    expect(falsch.body.fehler).toEqual([
      {
        feld: 'body.zertifikat.pem',
        grund: 'Bitte fügen Sie das Zertifikat im PEM-Format ein (-----BEGIN CERTIFICATE----- …).',
      },
    ]);
    expect(
      (await rufe(ROUTEN.zugangLoeschen, { als: 'admin', query: { id: gespeichert.body.id } })).status,
    ).toBe(200);
  });

  it('als ein Geheimnis neben dem Passwort; der Client des Laufs meldet sich damit an; behalten, entfernt, gelöscht', async () => {
    const id = await zugangSpeichern(
      eingabe({
        passwort: 'Geheim-4711!',
        zertifikat: { ...Z.client, pem: Z.client.pem.replace(/\n/g, '\r\n') },
      }),
      undefined,
      { db },
    );
    expect((await zugangLaden(id, db)).zertifikatGesetzt).toBe(true);
    const eintrag = (await zugaengeRepository(db).laden(id))!;
    expect(eintrag.zertifikatGesetzt).toBe(true);
    expect(JSON.stringify(eintrag)).not.toContain('BEGIN');
    // One JSON secret, its PEM texts with LF line ends.
    expect(JSON.parse((await geheimnisLesen(zertifikatGeheimnis(id)))!)).toEqual(Z.client);

    const client = await clientFuer(eintrag, `lauf-${eindeutigeMarke()}`);
    const liste = await client.liste();
    expect(liste.lieferungen.map((l) => l.id)).toEqual(['Z-1']);
    expect((await client.abrufen('Z-1')).lieferungen[0]!.dateien.map((d) => d.dateiname)).toEqual([
      'police.pdf',
    ]);
    expect((await client.quittieren('Z-1')).ok).toBe(true);
    expect([...versicherer.quittiert]).toEqual(['Z-1']);

    // Saved without a certificate: the stored one stays.
    await zugangSpeichern(eingabe(), id, { db });
    expect((await zugangLaden(id, db)).zertifikatGesetzt).toBe(true);
    expect(await geheimnisLesen(zertifikatGeheimnis(id))).toBeDefined();

    // Marked, but the secret gone: the run cannot sign in, and says why.
    await geheimnisLoeschen(zertifikatGeheimnis(id));
    const ohne = clientFuer((await zugaengeRepository(db).laden(id))!, `lauf-${eindeutigeMarke()}`);
    await expect(ohne).rejects.toThrow(OhnePasswort);
    await expect(ohne).rejects.toThrow(
      'Für den Zugang ist ein Zertifikat vermerkt, aber keines lesbar gespeichert.',
    );

    await zugangSpeichern(eingabe({ zertifikat: Z.clientVerschluesselt }), id, { db });
    expect(JSON.parse((await geheimnisLesen(zertifikatGeheimnis(id)))!)).toEqual(Z.clientVerschluesselt);
    await zugangSpeichern(eingabe({ zertifikatEntfernen: true }), id, { db });
    expect((await zugangLaden(id, db)).zertifikatGesetzt).toBe(false);
    expect(await geheimnisLesen(zertifikatGeheimnis(id))).toBeUndefined();

    await zugangSpeichern(eingabe({ zertifikat: Z.client }), id, { db });
    await zugangLoeschen(id, db);
    expect(await geheimnisLesen(zertifikatGeheimnis(id))).toBeUndefined();
  });
});
