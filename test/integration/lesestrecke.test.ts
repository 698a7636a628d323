/**
 * The read pipeline on the local stack (reference §4, "Arrival" and "Read"): a GDV file dropped into
 * the inbox bucket under eingang/ — by a plain S3 PUT, as any delivery would — reaches the S3
 * trigger, is registered, runs through the synthesized state machine and ends as lines in
 * DynamoDB Local. The pipeline runs in the stack's process, so the test polls the file record
 * (the import monitor's data) until the run has ended.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { EINGANG_PRAEFIX, type LeseStart } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS, istLesendStatus } from '@lieferdesk/functions/domain/dateiStatus';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { leseAbschliessen } from '@lieferdesk/functions/pipeline/lesen/abschliessen';
import { leseAbschnitt } from '@lieferdesk/functions/pipeline/lesen/abschnitt';
import { planeAbschnitte } from '@lieferdesk/functions/pipeline/lesen/planen';
import {
  ablageSchluessel,
  leseErneut,
  objektKennung,
} from '@lieferdesk/functions/pipeline/lesen/registrieren';
import { deutschesDatum } from '@lieferdesk/functions/zeitangabe';
import { LOKALE_S3_ZUGANGSDATEN } from '../../infra/local/s3';
import { MUSTERDATEI } from '../fixtures';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { eigenerInhalt, stackUmgebung } from '../helpers/einlesen';
import { warteBis } from '../helpers/warten';

const DATEINAME = 'musterdatei_041222.txt';

const stack = inject('stack');
const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
const s3 = new S3Client({
  endpoint: stack.s3Endpoint,
  region: 'eu-central-1',
  forcePathStyle: true,
  credentials: LOKALE_S3_ZUGANGSDATEN,
});

/**
 * Puts `inhalt` under `key` in the inbox, as a delivery would; answers the delivery's identity
 * (this version of the object), by which its registration claims it.
 */
async function einlegen(key: string, inhalt: Buffer): Promise<string> {
  const { ETag } = await s3.send(
    new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }),
  );
  return objektKennung(stack.buckets.inbox, key, ETag);
}

const objektBytes = async (key: string) =>
  Buffer.from(
    await (
      await s3.send(new GetObjectCommand({ Bucket: stack.buckets.inbox, Key: key }))
    ).Body!.transformToByteArray(),
  );

/**
 * The file record of this delivery (einlegen) once its run has ended (status no longer
 * registered/reading).
 */
async function endeDesLaufs(kennung: string, zeitlimitMs = 45_000): Promise<ImportDatei> {
  const dateien = importDateienRepository(db);
  const datei = await warteBis(
    async () => {
      const id = await dateien.angekommenAls(kennung);
      return id === undefined ? undefined : dateien.laden(id);
    },
    (d) => d !== undefined && !istLesendStatus(d.status) && !d.sperre,
    {
      zeit: zeitlimitMs,
      intervall: 250,
      text: (d) => `Lauf für ${kennung} nicht beendet: ${d ? JSON.stringify(d) : 'nicht registriert'}`,
    },
  );
  return datei!;
}

async function zeilenVon(datei: ImportDatei): Promise<ImportZeileDaten[]> {
  const zeilen: ImportZeileDaten[] = [];
  for await (const abschnitt of importZeilenRepository(db).alle(datei.id, datei.zeilenGesamt ?? 0)) {
    zeilen.push(...abschnitt);
  }
  return zeilen;
}

describe('Lesestrecke auf dem lokalen Stack (S3 → Step Functions → DynamoDB)', () => {
  it('liest eine in den Eingang gelegte GDV-Datei in Zeilen (Status 0, aktiv)', async () => {
    // Own folder: the file name is the fixture's (interface by nameCheck), the key this test's own.
    // CRLF line ends (tolerated by the reader) make the content differ from other tests' uploads
    // of the same sample, which the duplicate rule would otherwise refuse.
    const key = `${EINGANG_PRAEFIX}${eindeutigeMarke()}/${DATEINAME}`;
    const inhalt = Buffer.from(
      readFileSync(MUSTERDATEI.pfad).toString('latin1').replace(/\r?\n/g, '\r\n'),
      'latin1',
    );
    const datei = await endeDesLaufs(await einlegen(key, inhalt));
    expect(datei, JSON.stringify(datei.fehler)).toMatchObject({
      status: DATEI_STATUS.gelesen,
      fileName: DATEINAME,
      bucket: stack.buckets.inbox,
      numRows: MUSTERDATEI.zeilen,
      numRowsError: 0,
      numRowsWithoutError: MUSTERDATEI.zeilen,
    });
    expect(datei.dateTo).toBeDefined();

    const zeilen = await zeilenVon(datei);
    expect(zeilen).toHaveLength(MUSTERDATEI.zeilen);
    expect(zeilen.map((z) => z.zeile)).toEqual(Array.from({ length: MUSTERDATEI.zeilen }, (_, i) => i + 1));
    for (const z of zeilen) {
      expect({ zeile: z.zeile, status: z.status, use4Booking: z.use4Booking }).toEqual({
        zeile: z.zeile,
        status: 0,
        use4Booking: 1,
      });
    }
  });

  it('derselbe Inhalt ein zweites Mal in den Eingang gelegt: vom Lesen abgelehnt, mit Grund', async () => {
    const inhalt = eigenerInhalt(readFileSync(MUSTERDATEI.pfad));
    const ablegen = async () => {
      const key = `${EINGANG_PRAEFIX}${eindeutigeMarke()}/${DATEINAME}`;
      return endeDesLaufs(await einlegen(key, inhalt));
    };
    const erste = await ablegen();
    expect(erste, erste.fehler).toMatchObject({
      status: DATEI_STATUS.gelesen,
      numRows: MUSTERDATEI.zeilen,
      sha256: createHash('sha256').update(inhalt).digest('hex'),
    });

    // The run plans the file, finds its content taken and ends without chunks: refused.
    const zweite = await ablegen();
    const grund = LESE_TEXTE.dateiDoppelt(DATEINAME, deutschesDatum(erste.dateFrom), erste.id);
    expect(zweite).toMatchObject({ status: DATEI_STATUS.abgelehnt, fehler: grund, numRows: 0 });
    expect(zweite.journal.map((j) => j.text)).toEqual([
      LESE_TEXTE.journal.registriert(DATEINAME, zweite.interfaceName!),
      LESE_TEXTE.journal.abgelehnt(grund),
    ]);
    expect(await zeilenVon(zweite)).toEqual([]);
  });

  it('liest einen Drop aus seiner Ablage: ein danach überschriebenes Eingangsobjekt ändert nicht, was die Datei erneut liest', async () => {
    const key = `${EINGANG_PRAEFIX}${eindeutigeMarke()}/${DATEINAME}`;
    const erster = eigenerInhalt(readFileSync(MUSTERDATEI.pfad));
    const datei = await endeDesLaufs(await einlegen(key, erster));
    const ablage = ablageSchluessel(datei.id, DATEINAME);
    expect(datei, datei.fehler).toMatchObject({
      status: DATEI_STATUS.gelesen,
      key: ablage,
      numRows: MUSTERDATEI.zeilen,
      sha256: createHash('sha256').update(erster).digest('hex'),
    });
    expect(await objektBytes(ablage)).toEqual(erster);

    // Someone puts other bytes under the same key: another delivery, its own file. The drop
    // itself stays where it was dropped.
    const zweiter = Buffer.concat([eigenerInhalt(readFileSync(MUSTERDATEI.pfad)), Buffer.from('\n')]);
    const ueberschrieben = await endeDesLaufs(await einlegen(key, zweiter));
    expect(ueberschrieben.id).not.toBe(datei.id);
    expect(ueberschrieben).toMatchObject({
      status: DATEI_STATUS.gelesen,
      key: ablageSchluessel(ueberschrieben.id, DATEINAME),
      sha256: createHash('sha256').update(zweiter).digest('hex'),
    });
    expect(await objektBytes(key)).toEqual(zweiter);

    // The first file read again — its tasks run here, from the start leseErneut hands over:
    // its kept bytes, hashed as before (the second file's content would be a refused duplicate).
    stackUmgebung();
    let start: LeseStart | undefined;
    await leseErneut(datei.id, {
      db,
      starten: async (s) => {
        start = s;
      },
    });
    expect(start).toMatchObject({ dateiId: datei.id, bucket: stack.buckets.inbox, key: ablage });
    const plan = await planeAbschnitte(start!, db);
    const ergebnisse = [];
    for (const abschnitt of plan.abschnitte)
      ergebnisse.push(await leseAbschnitt({ ...start!, abschnitt }, db));
    await leseAbschliessen({ ...start!, plan, ergebnisse }, db);
    expect(await importDateienRepository(db).laden(datei.id)).toMatchObject({
      status: DATEI_STATUS.gelesen,
      key: ablage,
      numRows: MUSTERDATEI.zeilen,
      sha256: datei.sha256,
    });
    expect(await objektBytes(ablage)).toEqual(erster);
  });

  it('legt für Objekte außerhalb des Eingangs keine Datei an', async () => {
    const name = `${eindeutigeMarke()}.txt`;
    const daneben = `ablage/${name}`;
    await s3.send(
      new PutObjectCommand({
        Bucket: stack.buckets.inbox,
        Key: daneben,
        Body: readFileSync(MUSTERDATEI.pfad),
      }),
    );
    // A drop under eingang/ put after it is registered; by then the other would have been too.
    const key = `${EINGANG_PRAEFIX}${eindeutigeMarke()}/${DATEINAME}`;
    const inhalt = Buffer.concat([readFileSync(MUSTERDATEI.pfad), Buffer.from('\n')]);
    await endeDesLaufs(await einlegen(key, inhalt));
    expect(await importDateienRepository(db).mitDateiname(name)).toEqual([]);
  });
});
