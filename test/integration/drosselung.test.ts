/**
 * AWS throttles: DynamoDB answers ProvisionedThroughputExceededException or ThrottlingException
 * when a partition or the table is over its limit, S3 answers 503 SlowDown. A file read through
 * the read pipeline's tasks while a fault proxy in front of DynamoDB Local and the local S3
 * answers so to every few requests: the SDK clients retry them, the file is read whole, and no
 * failure is reported.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
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
