/**
 * Confirmations of read errors (monitor, reference §2.14): one per file, read for a whole page of
 * monitor rows at once.
 */
import { Entity } from 'electrodb';
import { datenbank, type Datenbank } from '../datenbank';
import { lesefehlerBestaetigungSchema } from '../entities/lesefehlerBestaetigung';

export interface LesefehlerBestaetigung {
  fileId: number;
  /** The file's erroneous records when they were confirmed. */
  numRowsError: number;
  bestaetigtAm: string;
  /** The user name of who confirmed. */
  bestaetigtVon: string;
}

export function lesefehlerBestaetigungenRepository(db: Datenbank = datenbank()) {
  const entitaet = new Entity(lesefehlerBestaetigungSchema, { table: db.tabelle, client: db.client });
  return {
    /** Records (or renews) the confirmation of a file's read errors. */
    async speichern(bestaetigung: LesefehlerBestaetigung): Promise<void> {
      await entitaet.put(bestaetigung).go();
    },

    /** The confirmations of these files by file number (BatchGetItem, in pages of 100). */
    async fuer(fileIds: readonly number[]): Promise<Map<number, LesefehlerBestaetigung>> {
      const ergebnis = new Map<number, LesefehlerBestaetigung>();
      const eindeutig = [...new Set(fileIds)];
      if (eindeutig.length === 0) return ergebnis;
      const { data, unprocessed } = await entitaet.get(eindeutig.map((fileId) => ({ fileId }))).go();
      if (unprocessed.length > 0) {
        // DynamoDB left some keys for later (throttling): ask for those once more.
        const nochmal = await entitaet.get(unprocessed).go();
        data.push(...nochmal.data);
      }
      for (const b of data) ergebnis.set(b.fileId, b);
      return ergebnis;
    },
  };
}
