/**
 * GDV files as the download job stores them (a `biproDatei` with destination 'gdv', its object in
 * the inbox under bipro/ — where the stack's S3 trigger does not look), written straight through
 * the repository, so a test has exactly the rows it needs: any broker, company, day, deleted or
 * not, with or without content or import file.
 */
import { expect } from 'vitest';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import type { BiproZiel } from '@lieferdesk/functions/domain/bipro/biproDatei';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { inboxBucket, objektSchreiben } from '@lieferdesk/functions/speicher/s3';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';

export interface GdvDateiAngaben {
  maklernr: string;
  gesellschaftId: number;
  fileName: string;
  /** ISO; now by default. */
  creationDate?: string;
  invisible?: boolean;
  /** The stored bytes; without them the record has no content (no key, size 0). */
  inhalt?: Buffer;
  importDateiId?: number;
  /** 'gdv' by default; another destination to prove the GDV routes leave it alone. */
  ziel?: BiproZiel;
  zugangId?: number;
  transferId?: string;
  /** The status the list shows when no import file says otherwise. */
  statusLog?: string;
}

/** Stores the file (and its object) and answers its id. Needs stackUmgebung() for S3. */
export async function gdvDateiAnlegen(db: Datenbank, a: GdvDateiAngaben): Promise<number> {
  const dateien = biproDateienRepository(db);
  const [id] = await dateien.neueIds(1);
  const creationDate = a.creationDate ?? new Date().toISOString();
  const key = a.inhalt ? `bipro/test/${id}/${a.fileName}` : '';
  if (a.inhalt) await objektSchreiben(inboxBucket(), key, a.inhalt, 'text/plain');
  const ziel = a.ziel ?? 'gdv';
  const angelegt = await dateien.anlegen(
    {
      id: id!,
      ziel,
      // No real access has id 0: the download tests' accesses never meet these files.
      zugangId: a.zugangId ?? 0,
      transferId: a.transferId ?? `T-${id}`,
      nr: 1,
      sha256: `test-${id}`,
      fileName: a.fileName,
      fileSize: a.inhalt?.length ?? 0,
      bucket: inboxBucket(),
      key,
      gesellschaftId: a.gesellschaftId,
      maklernr: a.maklernr,
      monat: deutscherTag(creationDate).slice(0, 7),
      creationDate,
      invisible: a.invisible ?? false,
      ...(ziel === 'dokument' ? { zuordnung: 0 } : {}),
      ...(a.importDateiId !== undefined ? { importDateiId: a.importDateiId } : {}),
      ...(a.statusLog !== undefined ? { statusLog: a.statusLog } : {}),
    },
    false,
  );
  expect(angelegt).toBe(true);
  return id!;
}
