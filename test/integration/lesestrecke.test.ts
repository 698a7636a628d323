/**
 * The read pipeline on the local stack (issue 4, "Arrival" and "Read"): a GDV file dropped into
 * the inbox bucket under eingang/ — by a plain S3 PUT, as any delivery would — reaches the S3
 * trigger, is registered, runs through the synthesized state machine and ends as lines in
 * DynamoDB Local. The pipeline runs in the stack's process, so the test polls the file record
 * (the import monitor's data) until the run has ended.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { EINGANG_PRAEFIX } from '@lieferdesk/events';
import { LESE_TEXTE } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import {
  DATEI_STATUS,
  importDateienRepository,
  istLesendStatus,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { deutschesDatum } from '@lieferdesk/functions/zeitangabe';
import { LOKALE_S3_ZUGANGSDATEN } from '../../infra/local/s3';
import { MUSTERDATEI } from '../fixtures';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { eigenerInhalt } from '../helpers/einlesen';
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

/** The file record of this object once its run has ended (status no longer registered/reading). */
async function endeDesLaufs(key: string, zeitlimitMs = 45_000): Promise<ImportDatei> {
  const dateien = importDateienRepository(db);
  const datei = await warteBis(
    async () => (await dateien.mitDateiname(DATEINAME)).find((d) => d.key === key),
    (d) => d !== undefined && !istLesendStatus(d.status) && !d.sperre,
    {
      zeit: zeitlimitMs,
      intervall: 250,
      text: (d) => `Lauf für ${key} nicht beendet: ${d ? JSON.stringify(d) : 'nicht registriert'}`,
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
    await s3.send(new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }));

    const datei = await endeDesLaufs(key);
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
      await s3.send(new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }));
      return endeDesLaufs(key);
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
    await s3.send(new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }));
    await endeDesLaufs(key);
    expect(await importDateienRepository(db).mitDateiname(name)).toEqual([]);
  });
});
