/**
 * Secrets leave no trace: a whole local scenario — sign-in, an upload read, two BiPRO accesses
 * (one by password, one by password and a client certificate whose key is encrypted), an access
 * edited with a new password, a download job over both — and then every line the stack logged
 * (at its most talkative level), every event of every Step Functions execution (the history AWS
 * keeps, with each state's input and output) and every DynamoDB item is searched for the demo
 * sign-in password, the insurer passwords, the certificate's key and its passphrase: none may
 * appear. Only the secrets store itself (the local stand-in's file) holds them.
 *
 * A stack of its own in a process of its own, so that its whole output is this scenario's.
 */
import { createPrivateKey, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTEN, type ZugangEingabe } from '@lieferdesk/shared';
import { zugaengeRepository } from '@lieferdesk/functions/data/repositories/zugaenge';
import { DEMO_PASSWORT } from '../../infra/local/demo/benutzer';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { starteVersicherer, type Versicherer } from '../../infra/local/versicherer';
import { TEST_ZERTIFIKATE as Z } from '../../functions/test/bipro/zertifikate';
import { MUSTERDATEI } from '../fixtures';
import { stackKinder, type StackKind } from '../helpers/stack-kind';
import { warteBis } from '../helpers/warten';

const kinder = stackKinder('lieferdesk-geheimnisse-');
const versicherer: Versicherer[] = [];
let ausgabe = '';
afterAll(async () => {
  for (const v of versicherer) await v.beenden();
  kinder.aufraeumen();
});

/** Secrets of this run only, so a hit cannot be anything else. */
const geheim = (art: string) => `${art}-${randomBytes(9).toString('base64url')}!`;
const PASSWORT_A = geheim('PasswortA');
const PASSWORT_A_NEU = geheim('PasswortNeu');
const PASSWORT_B = geheim('PasswortB');
const PASSWORT_FALSCH = geheim('PasswortFalsch');
const PASSPHRASE = geheim('Passphrase');
/** The broker's client key, encrypted afresh with this run's passphrase. */
const SCHLUESSEL = createPrivateKey(Z.client.schluessel)
  .export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: PASSPHRASE })
  .toString();

/** A distinctive piece of a PEM's body: its second base64 line. */
const pemStueck = (pem: string) => pem.split(/\r?\n/)[2]!;

const GESUCHT: Record<string, string> = {
  'Anmeldepasswort der Demo-Benutzer': DEMO_PASSWORT,
  'Passwort des Zugangs A': PASSWORT_A,
  'neues Passwort des Zugangs A': PASSWORT_A_NEU,
  'Passwort des Zugangs B': PASSWORT_B,
  'abgelehntes Passwort des Zugangs C': PASSWORT_FALSCH,
  'Passphrase des Schlüssels': PASSPHRASE,
  'verschlüsselter Schlüssel': pemStueck(SCHLUESSEL),
  'Schlüssel im Klartext': pemStueck(Z.client.schluessel),
};

const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`, 'latin1');
const lieferung = (id: string) => ({
  id,
  kategorie: '100007000',
  einstellzeitpunkt: new Date().toISOString(),
  transfers: [{ dateien: [{ dateiname: `${id}.pdf`, inhalt: pdf(id) }] }],
});

function zugang(v: Versicherer, name: string, o: Partial<ZugangEingabe>): ZugangEingabe {
  return {
    gesellschaftId: 1,
    extZugangBezeichnung: name,
    maklernr: '10001',
    stsUrl: v.stsUrl,
    transferUrl: v.transferUrl,
    profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
    benutzername: 'makler',
    abholzeiten: [],
    aktiv: true,
    gdvEinlesen: false,
    ...o,
  };
}

async function hochladen(kind: StackKind) {
  const inhalt = readFileSync(MUSTERDATEI.pfad);
  const ziel = await kind.rufe(ROUTEN.uploadZiel, {
    body: { fileName: 'geheimnisse.gdv', groesse: inhalt.length },
  });
  expect(ziel.status, ziel.text).toBe(200);
  expect((await fetch(ziel.body.url, { method: 'PUT', body: new Uint8Array(inhalt) })).status).toBe(200);
  const start = await kind.rufe(ROUTEN.uploadStarten, { body: { tempId: ziel.body.tempId } });
  expect(start.status, start.text).toBe(200);
  await warteBis(
    () => kind.rufe(ROUTEN.uploadStatus, { query: { id: start.body.id } }),
    (stand) => stand.body.removeTimer === true,
    { zeit: 120_000, intervall: 250, text: (s) => `Upload nicht eingelesen: ${s.text}` },
  );
}

async function alleEintraege(kind: StackKind): Promise<string[]> {
  const eintraege: string[] = [];
  let weiter: Record<string, unknown> | undefined;
  do {
    const seite = await kind.db.client.send(
      new ScanCommand({ TableName: kind.db.tabelle, ExclusiveStartKey: weiter }),
    );
    for (const e of seite.Items ?? []) eintraege.push(JSON.stringify(e));
    weiter = seite.LastEvaluatedKey;
  } while (weiter);
  return eintraege;
}

/** Where each secret was found, by source; empty when none was. */
function treffer(quellen: Record<string, string>): string[] {
  return Object.entries(quellen).flatMap(([quelle, text]) =>
    Object.entries(GESUCHT)
      .filter(([, wert]) => text.includes(wert))
      .map(([was]) => `${was} in ${quelle}`),
  );
}

describe('Geheimnisse hinterlassen keine Spuren', () => {
  it('weder in Protokollen noch in der Ausführungshistorie noch in DynamoDB', async () => {
    const kind = await kinder.starteKind({
      historie: true,
      ausgabe: (text) => void (ausgabe += text),
      umgebung: {
        POWERTOOLS_LOG_LEVEL: 'DEBUG',
        // The certificate insurer's server certificate is the test CA's.
        NODE_EXTRA_CA_CERTS: resolve(import.meta.dirname, '../../functions/test/bipro/zertifikate/ca.pem'),
      },
    });
    await hochladen(kind);

    const a = await starteVersicherer({
      benutzer: 'makler',
      passwort: PASSWORT_A_NEU,
      lieferungen: [lieferung('A-1')],
    });
    const b = await starteVersicherer({
      benutzer: 'makler',
      passwort: PASSWORT_B,
      lieferungen: [lieferung('B-1')],
      tls: { cert: Z.server.cert, key: Z.server.key, ca: Z.ca },
    });
    versicherer.push(a, b);
    const angelegtA = await kind.rufe(ROUTEN.zugangSpeichern, {
      body: zugang(a, 'Geheimnisse A', { passwort: PASSWORT_A }),
    });
    expect(angelegtA.status, angelegtA.text).toBe(200);
    const angelegtB = await kind.rufe(ROUTEN.zugangSpeichern, {
      body: zugang(b, 'Geheimnisse B', {
        passwort: PASSWORT_B,
        zertifikat: { pem: Z.client.pem, schluessel: SCHLUESSEL, passphrase: PASSPHRASE },
      }),
    });
    expect(angelegtB.status, angelegtB.text).toBe(200);
    // Edited: renamed, with the password the insurer now wants.
    const geaendert = await kind.rufe(ROUTEN.zugangSpeichern, {
      query: { id: angelegtA.body.id },
      body: zugang(a, 'Geheimnisse A geändert', { passwort: PASSWORT_A_NEU }),
    });
    expect(geaendert.status, geaendert.text).toBe(200);
    // One the insurer refuses: its failure is logged, the refused password must not be.
    const angelegtC = await kind.rufe(ROUTEN.zugangSpeichern, {
      body: zugang(a, 'Geheimnisse C', { passwort: PASSWORT_FALSCH }),
    });
    expect(angelegtC.status, angelegtC.text).toBe(200);

    const start = await kind.rufe(ROUTEN.downloadJobNeustarten, {
      query: { gesellschaft: DEMO_GESELLSCHAFTEN.find((g) => g.gesellschaftId === 1)!.name },
    });
    expect(start.status, start.text).toBe(200);
    const gelaufen = (id: number) =>
      warteBis(
        () => zugaengeRepository(kind.db).laden(id),
        (z) => z?.sperre === undefined && z?.letzterLaufEnde !== undefined,
        { zeit: 120_000, intervall: 250, text: `Lauf des Zugangs ${id}` },
      );
    // A and B signed in with their secrets and fetched: the secrets were used, not merely stored.
    for (const id of [angelegtA.body.id as number, angelegtB.body.id as number])
      expect((await gelaufen(id))?.letzterFehler, `Zugang ${id}`).toBeUndefined();
    expect((await gelaufen(angelegtC.body.id as number))?.letzterFehler).toBeDefined();
    expect([...a.quittiert, ...b.quittiert].sort()).toEqual(['A-1', 'B-1']);

    const historien = join(kinder.verzeichnis, 'ausfuehrungen');
    const quellen: Record<string, string> = { Protokoll: ausgabe };
    for (const datei of readdirSync(historien))
      quellen[`Historie ${datei}`] = readFileSync(join(historien, datei), 'utf8');
    const eintraege = await alleEintraege(kind);
    quellen.DynamoDB = eintraege.join('\n');

    // What was searched is what it should be: the run's history, its logs, the accesses' items.
    expect(Object.keys(quellen).filter((q) => q.startsWith('Historie ')).length).toBeGreaterThanOrEqual(2);
    expect(quellen.DynamoDB).toContain('Geheimnisse A geändert');
    expect(ausgabe, 'die Meldung des abgelehnten Laufs').toContain('Aufgabe fehlgeschlagen');
    expect(treffer(quellen)).toEqual([]);
    // The secrets store holds them (the stand-in's file), so the search would have found them.
    expect(
      treffer({ Geheimnisse: readFileSync(join(kinder.verzeichnis, 'geheimnisse.json'), 'utf8') }),
    ).toEqual(
      expect.arrayContaining([
        'neues Passwort des Zugangs A in Geheimnisse',
        'Passwort des Zugangs B in Geheimnisse',
      ]),
    );
  });
});
