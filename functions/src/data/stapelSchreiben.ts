/**
 * Batch writes: the one place items are written in bulk. BatchWriteItem takes at most 25 puts
 * per request and may hand back part of them as UnprocessedItems when a partition is busy;
 * those are sent again after a growing, jittered pause until all are written. Several
 * requests run at once, so one Lambda's writes keep a few partitions busy.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Datenbank } from './datenbank';

/** DynamoDB's limit per BatchWriteItem request. */
export const STAPEL_GROESSE = 25;
/** Requests in flight at once per call. */
export const STAPEL_PARALLEL = 8;
/** Rounds for the unprocessed rest before giving up (about 30 s of pauses in all). */
const RUNDEN = 10;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Anfrage = { PutRequest: { Item: Record<string, unknown> } };

async function stapelSchreiben(db: Datenbank, anfragen: Anfrage[]): Promise<void> {
  let offen = anfragen;
  for (let runde = 0; offen.length > 0; runde++) {
    if (runde === RUNDEN) {
      throw new Error(
        `${offen.length} Einträge nach ${RUNDEN} Versuchen nicht geschrieben (Tabelle überlastet)`,
      );
    }
    // Full jitter: retries of many writers do not line up.
    if (runde > 0) await pause(Math.random() * Math.min(5000, 50 * 2 ** runde));
    const antwort = await db.client.send(new BatchWriteCommand({ RequestItems: { [db.tabelle]: offen } }));
    offen = (antwort.UnprocessedItems?.[db.tabelle] as Anfrage[] | undefined) ?? [];
  }
}

/**
 * Writes (puts) the items — complete table items with their keys, as a repository builds them.
 * Resolves when every item is written; an item is overwritten if its key exists.
 */
export async function stapelweiseSchreiben(db: Datenbank, items: Record<string, unknown>[]): Promise<void> {
  const stapel: Anfrage[][] = [];
  for (let i = 0; i < items.length; i += STAPEL_GROESSE) {
    stapel.push(items.slice(i, i + STAPEL_GROESSE).map((Item) => ({ PutRequest: { Item } })));
  }
  let naechster = 0;
  const arbeiter = async () => {
    while (naechster < stapel.length) await stapelSchreiben(db, stapel[naechster++]!);
  };
  await Promise.all(Array.from({ length: Math.min(STAPEL_PARALLEL, stapel.length) }, arbeiter));
}
