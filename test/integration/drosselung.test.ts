/**
 * AWS throttles: DynamoDB answers ProvisionedThroughputExceededException or ThrottlingException
 * when a partition or the table is over its limit, S3 answers 503 SlowDown. A file read through
 * the read pipeline's tasks while a fault proxy in front of DynamoDB Local and the local S3
 * answers so to every few requests: the SDK clients retry them, the file is read whole, and no
 * failure is reported. And batch writes held to a partition's and a table's write limits as AWS
 * holds them (infra/local/dynamodb-grenzen.ts): items handed back and batches refused are sent
 * again until every item is in.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { stapelweiseSchreiben } from '@lieferdesk/functions/data/stapelSchreiben';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { starteGrenzproxy } from '../../infra/local/dynamodb-grenzen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { MUSTERDATEI } from '../fixtures';
import { dateiEinlesen, EIGENE_LEERZEILEN, musterInhalt, stackUmgebung } from '../helpers/einlesen';

interface Stoerer {
  url: string;
  gestoert: Map<string, number>;
  beenden: () => Promise<void>;
}

/**
 * A proxy to `ziel` that answers every `jede`-th request with the next of `stoerungen` instead
 * of passing it on, counting each kind.
 */
async function stoerer(
  ziel: string,
  jede: number,
  stoerungen: { art: string; antwort: (res: import('node:http').ServerResponse) => void }[],
): Promise<Stoerer> {
  const gestoert = new Map<string, number>();
  let anfragen = 0;
  const nach = new URL(ziel);
  const server: Server = createServer((req: IncomingMessage, res) => {
    anfragen += 1;
    if (anfragen % jede === 0) {
      const s = stoerungen[(anfragen / jede) % stoerungen.length]!;
      gestoert.set(s.art, (gestoert.get(s.art) ?? 0) + 1);
      req.resume();
      return s.antwort(res);
    }
    const weiter = request(
      { host: nach.hostname, port: nach.port, path: req.url, method: req.method, headers: req.headers },
      (antwort) => {
        res.writeHead(antwort.statusCode ?? 502, antwort.headers);
        antwort.pipe(res);
      },
    );
    weiter.on('error', () => res.destroy());
    req.pipe(weiter);
  });
  await new Promise<void>((fertig) => server.listen(0, '127.0.0.1', fertig));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    gestoert,
    beenden: () => new Promise((fertig) => server.close(() => fertig())),
  };
}

const dynamoFehler = (typ: string) => (res: import('node:http').ServerResponse) => {
  res.writeHead(400, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amzn-errortype': typ,
  });
  res.end(
    JSON.stringify({ __type: `com.amazonaws.dynamodb.v20120810#${typ}`, message: 'Gedrosselt (Test)' }),
  );
};

let dynamo: Stoerer;
let s3: Stoerer;
let db: Datenbank;

beforeAll(async () => {
  stackUmgebung();
  const stack = inject('stack');
  dynamo = await stoerer(stack.dynamoEndpoint, 7, [
    {
      art: 'ProvisionedThroughputExceededException',
      antwort: dynamoFehler('ProvisionedThroughputExceededException'),
    },
    { art: 'ThrottlingException', antwort: dynamoFehler('ThrottlingException') },
  ]);
  s3 = await stoerer(stack.s3Endpoint, 2, [
    {
      art: 'SlowDown',
      antwort: (res) => {
        res.writeHead(503, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
        );
      },
    },
  ]);
  // The tasks below reach DynamoDB and S3 through the proxies.
  Object.assign(process.env, { DYNAMODB_ENDPOINT: dynamo.url, S3_ENDPOINT: s3.url });
  db = datenbankFuer(stack.tabelle, dynamo.url);
});
afterAll(async () => {
  await dynamo?.beenden();
  await s3?.beenden();
});

describe('Drosselung durch AWS', () => {
  it('wird wiederholt: die Datei ist ganz gelesen, kein Fehler gemeldet', async () => {
    const id = await dateiEinlesen(db, MUSTERDATEI.name, musterInhalt());
    const datei = (await importDateienRepository(db).laden(id))!;
    expect(datei.fehler).toBeUndefined();
    expect(datei.status).toBe(DATEI_STATUS.gelesen);
    expect(datei.zeilenGesamt).toBe(MUSTERDATEI.zeilen + EIGENE_LEERZEILEN);
    // The faults were there to be retried: both DynamoDB kinds and S3's.
    expect(dynamo.gestoert.get('ProvisionedThroughputExceededException')).toBeGreaterThan(0);
    expect(dynamo.gestoert.get('ThrottlingException')).toBeGreaterThan(0);
    expect(s3.gestoert.get('SlowDown')).toBeGreaterThan(0);
  });
});

describe('Schreiben an den Schreibgrenzen von AWS', () => {
  it('Einträge, die eine Partition oder die Tabelle über ihrer Grenze zurückgibt oder ablehnt, werden alle nachgeschrieben', async () => {
    const stack = inject('stack');
    // Three chunks writing at once, each its own partition, on a table of 600 WCU/s — ten times
    // slower than in AWS: 60 units a second here for 600 items of two units each. Each of the 24
    // requests in flight gets a turn now and then, often none: batches are handed back in part
    // and refused whole.
    const proxy = await starteGrenzproxy(stack.dynamoEndpoint, stack.tabelle, tabellenDefinition(), {
      tabelleWcu: 600,
      zeitfaktor: 10,
    });
    try {
      const marke = eindeutigeMarke();
      const partitionen = ['a', 'b', 'c'].map((p) => `grenze#${marke}#${p}`);
      const items = partitionen.flatMap((pk) =>
        Array.from({ length: 200 }, (_, i) => ({
          pk,
          sk: `zeile#${String(i).padStart(4, '0')}`,
          inhalt: 'x'.repeat(1500),
        })),
      );
      const db = datenbankFuer(stack.tabelle, proxy.url);
      await Promise.all(
        partitionen.map((pk) =>
          stapelweiseSchreiben(
            db,
            items.filter((i) => i.pk === pk),
          ),
        ),
      );

      const direkt = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
      const gelesen: string[] = [];
      for (const pk of partitionen) {
        let weiter: Record<string, unknown> | undefined;
        do {
          const antwort = await direkt.client.send(
            new QueryCommand({
              TableName: direkt.tabelle,
              KeyConditionExpression: 'pk = :pk',
              ExpressionAttributeValues: { ':pk': pk },
              ProjectionExpression: 'sk',
              ExclusiveStartKey: weiter,
            }),
          );
          gelesen.push(...(antwort.Items ?? []).map((i) => `${pk} ${String(i.sk)}`));
          weiter = antwort.LastEvaluatedKey;
        } while (weiter);
      }
      expect(gelesen.sort()).toEqual(items.map((i) => `${i.pk} ${i.sk}`).sort());
      // The limits were met: items were handed back, batches refused (each item counted once
      // when taken).
      expect(proxy.gedrosselt.unverarbeitet).toBeGreaterThan(0);
      expect(proxy.gedrosselt.abgelehnt).toBeGreaterThan(0);
      expect(proxy.kontingent.zaehler.wcu).toBe(1_200);
    } finally {
      await proxy.beenden();
    }
  });
});
