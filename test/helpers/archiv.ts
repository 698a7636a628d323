/**
 * Archived BiPRO files (`biproDatei`, ziel 'archiv') written straight into the local stack as the
 * download job writes them (abholung/lieferung.ts), with their objects in the inbox — under a
 * prefix of their own, which the stack's S3 trigger leaves alone. For the archive's API and
 * browser tests, whose rows must be their own: every name, hash and delivery carries a mark.
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

export interface ArchivAngabe {
  fileName: string;
  /** The stored bytes; none: a file the download could not store (no object, size 0). */
  inhalt?: Buffer;
  maklernr: string;
  gesellschaftId: number;
  /** When it arrived. */
  zeit: Date;
  /** Anything else of the record (a deleted file, another list, a customer …). */
  mehr?: Partial<BiproDateiEintrag>;
}

const DEFAULT_TYP = (name: string) => (/pdf$/i.test(name) ? 'application/pdf' : 'application/xml');

/** Stores the files (objects first, then the records); answers the records in the given order. */
export async function archivAnlegen(db: Datenbank, angaben: ArchivAngabe[]): Promise<BiproDateiEintrag[]> {
  const stack = inject('stack');
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const repo = biproDateienRepository(db);
  const ids = await repo.neueIds(angaben.length);
  const marke = eindeutigeMarke();
  const dateien = angaben.map((a, i): BiproDateiEintrag => ({
    id: ids[i]!,
    ziel: 'archiv',
    zugangId: 900_000 + i,
    transferId: `L-${marke}-${i}`,
    nr: 1,
    sha256: `${marke}-${i}`,
    fileName: a.fileName,
    fileSize: a.inhalt?.length ?? 0,
    mimeType: DEFAULT_TYP(a.fileName),
    bucket: stack.buckets.inbox,
    // Where the download job stores every BiPRO file, and all the file-link routes may read.
    key: a.inhalt ? `bipro/test-archiv/${marke}/${i}/${a.fileName}` : '',
    gesellschaftId: a.gesellschaftId,
    maklernr: a.maklernr,
    extUserName: `makler${a.maklernr}`,
    monat: monatVon(a.zeit),
    creationDate: a.zeit.toISOString(),
    cause: 'Die Kategorie ist für diese Gesellschaft ausgenommen.',
    invisible: false,
    ...a.mehr,
  }));
  await Promise.all(
    dateien.map((d, i) =>
      d.key
        ? s3.send(new PutObjectCommand({ Bucket: d.bucket, Key: d.key, Body: angaben[i]!.inhalt }))
        : null,
    ),
  );
  for (const d of dateien) {
    if (!(await repo.anlegen(d, false))) throw new Error(`Archivdatei ${d.fileName} nicht angelegt`);
  }
  return dateien;
}
