/**
 * Batch writes: the one place items are written in bulk. BatchWriteItem takes at most 25 puts
 * per request and may hand back part of them as UnprocessedItems when a partition or the table
 * is over its write limit — or refuse all of them (ProvisionedThroughputExceededException, once
 * the client's patience is spent: drosselung.ts); the rest is sent again after a growing, jittered pause until
 * all are written. A call gives up only when for a minute none of its requests got anything
 * through: while a busy table takes some, it goes on — a file's chunks on a table at its limit
 * share it and each gets through (`npm run bench:durchsatz`). Several requests run at once, so
 * one Lambda's writes keep a few partitions busy.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Datenbank } from './datenbank';
import { istGedrosselt, pauseVor } from './drosselung';

/** DynamoDB's limit per BatchWriteItem request. */
export const STAPEL_GROESSE = 25;
/** Requests in flight at once per call. */
export const STAPEL_PARALLEL = 8;
/**
 * How long the writes of one call may go without any of them getting through before it gives
 * up: a table at its limit shares it among all writers, and one unlucky request may go several
 * rounds without a turn while the call's others progress — but nothing written for a minute
 * means the table takes nothing. Well within a chunk task's Lambda timeout (5 minutes).
 */
export const GEDULD_OHNE_FORTSCHRITT_MS = 60_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Anfrage = { PutRequest: { Item: Record<string, unknown> } };

/** When the call's writes last got anything through (shared by its requests in flight). */
interface Fortschritt {
  zuletzt: number;
}

async function stapelSchreiben(db: Datenbank, anfragen: Anfrage[], fortschritt: Fortschritt): Promise<void> {
  let offen = anfragen;
  for (let runde = 0; offen.length > 0;) {
    if (Date.now() - fortschritt.zuletzt > GEDULD_OHNE_FORTSCHRITT_MS) {
      throw new Error(
        `${offen.length} Einträge nicht geschrieben: ${GEDULD_OHNE_FORTSCHRITT_MS / 1000} s lang nahm die Tabelle nichts an (überlastet)`,
      );
    }
    // Full jitter: retries of many writers do not line up.
    if (runde > 0) await pause(pauseVor(runde));
    let rest: Anfrage[];
    try {
      const antwort = await db.client.send(new BatchWriteCommand({ RequestItems: { [db.tabelle]: offen } }));
      rest = (antwort.UnprocessedItems?.[db.tabelle] as Anfrage[] | undefined) ?? [];
    } catch (fehler) {
      if (!istGedrosselt(fehler)) throw fehler;
      rest = offen;
    }
    if (rest.length < offen.length) {
      fortschritt.zuletzt = Date.now();
      // Some got through: the next pause is short again.
      runde = 1;
    } else runde += 1;
    offen = rest;
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
  const fortschritt: Fortschritt = { zuletzt: Date.now() };
  let naechster = 0;
  const arbeiter = async () => {
    while (naechster < stapel.length) await stapelSchreiben(db, stapel[naechster++]!, fortschritt);
  };
  await Promise.all(Array.from({ length: Math.min(STAPEL_PARALLEL, stapel.length) }, arbeiter));
}
