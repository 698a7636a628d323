import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { konfiguration, STANDARD_REGION } from '../konfiguration';
import { geduldigeWiederholung } from './drosselung';
import { pruefeZugriff } from '../zugriffsPruefung';

export interface Datenbank {
  client: DynamoDBDocumentClient;
  tabelle: string;
}

/**
 * The table from the environment: TABLE_NAME always, DYNAMODB_ENDPOINT only locally.
 * Created once per Lambda container on first use; a local process that starts a second stack
 * (a restart in the tests) gets a client for the new endpoint.
 */
let standard: { schluessel: string; db: Datenbank } | undefined;
export function datenbank(): Datenbank {
  const TABLE_NAME = konfiguration.tabelle();
  const DYNAMODB_ENDPOINT = konfiguration.dynamoEndpoint();
  const schluessel = `${TABLE_NAME}@${DYNAMODB_ENDPOINT ?? ''}`;
  if (standard?.schluessel !== schluessel) {
    standard = { schluessel, db: datenbankFuer(TABLE_NAME, DYNAMODB_ENDPOINT) };
  }
  return standard.db;
}

/**
 * DynamoDB requests sent by this process, by command (GetItem, BatchWriteItem …): every client
 * is built here, so this one count covers every repository. The import benchmark reads it
 * (requests per line); nothing else depends on it.
 */
const anfragen = new Map<string, number>();
export function dynamoAnfragen(): Record<string, number> {
  return Object.fromEntries(anfragen);
}
export function dynamoAnfragenZuruecksetzen(): void {
  anfragen.clear();
}

export function datenbankFuer(tabelle: string | undefined, endpoint?: string): Datenbank {
  if (!tabelle) throw new Error('TABLE_NAME ist nicht gesetzt');
  const dynamo = new DynamoDBClient({
    endpoint,
    region: konfiguration.region() ?? STANDARD_REGION,
    // AWS's throttling is waited out (drosselung.ts); other transient failures as the SDK would.
    retryStrategy: geduldigeWiederholung(),
  });
  // The SDK's own logger (none here: ours is Powertools) gets every request and answer filtered
  // for sensitive fields first — the filter runs even for its no-op logger, walking every item
  // of every answer: a tenth of a list call's CPU (`npm run bench:lists` profiled).
  dynamo.middlewareStack.remove('loggerMiddleware');
  dynamo.middlewareStack.add(
    (next, kontext) => (args) => {
      const befehl = String(kontext.commandName ?? 'unbekannt').replace(/Command$/, '');
      pruefeZugriff({ dienst: 'dynamodb', befehl });
      anfragen.set(befehl, (anfragen.get(befehl) ?? 0) + 1);
      return next(args);
    },
    { step: 'initialize', name: 'lieferdeskAnfragenZaehlen' },
  );
  return {
    client: DynamoDBDocumentClient.from(dynamo, { marshallOptions: { removeUndefinedValues: true } }),
    tabelle,
  };
}

/** A conditional write refused by DynamoDB (item exists / does not exist), also when ElectroDB wraps it. */
export function istBedingungVerletzt(fehler: unknown): boolean {
  for (let f: unknown = fehler; f instanceof Error; f = (f as { cause?: unknown }).cause) {
    if (f.name === 'ConditionalCheckFailedException' || f.message.includes('conditional request failed')) {
      return true;
    }
  }
  return false;
}

/** Runs a conditional write: false when its condition did not hold, any other failure thrown. */
export async function bedingt(schreiben: () => Promise<unknown>): Promise<boolean> {
  try {
    await schreiben();
    return true;
  } catch (fehler) {
    if (istBedingungVerletzt(fehler)) return false;
    throw fehler;
  }
}
