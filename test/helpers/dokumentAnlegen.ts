/**
 * A BiPRO document of a test's own, stored as the download stores one (abholung/lieferung.ts):
 * a `biproDatei` with ziel 'dokument' through the repository (with its claims), and its content
 * as an object in the stack's inbox bucket under a prefix of its own. Open (zuordnung 0) unless
 * the test says otherwise.
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { monatVon } from '@lieferdesk/functions/domain/buchung/gebuehr';
import { eindeutigeMarke } from './eindeutig';

export type DokumentVorgabe = Partial<Omit<BiproDateiEintrag, 'id' | 'ziel'>> &
  Pick<BiproDateiEintrag, 'maklernr' | 'gesellschaftId'>;

/** A one-page PDF's bytes (the content is not read: the inbox offers it for download). */
const pdf = (text: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% ${text}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    'latin1',
  );

export async function dokumentAnlegen(db: Datenbank, vorgabe: DokumentVorgabe): Promise<BiproDateiEintrag> {
  const stack = inject('stack');
  const repo = biproDateienRepository(db);
  const [id] = await repo.neueIds(1);
  const marke = eindeutigeMarke(16);
  const fileName = vorgabe.fileName ?? `Dokument_${marke}.pdf`;
  const inhalt = pdf(marke);
  const key = `bipro/test/${marke}/${fileName}`;
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await s3.send(new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }));
  const jetzt = new Date();
  const datei: BiproDateiEintrag = {
    // An access no test has (its companies are then the record's own), unless given.
    zugangId: 0,
    transferId: `test-${marke}`,
    nr: 1,
    sha256: eindeutigeMarke(64),
    fileSize: inhalt.length,
    mimeType: 'application/pdf',
    bucket: stack.buckets.inbox,
    key,
    monat: monatVon(jetzt),
    creationDate: jetzt.toISOString(),
    zuordnung: 0,
    invisible: false,
    ...vorgabe,
    fileName,
    id: id!,
    ziel: 'dokument',
  };
  if (!(await repo.anlegen(datei, false))) throw new Error(`Dokument ${id} nicht angelegt`);
  return datei;
}
