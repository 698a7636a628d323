import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface Datenbank {
  client: DynamoDBDocumentClient;
  tabelle: string;
}

/**
 * The table from the environment: TABLE_NAME always, DYNAMODB_ENDPOINT only locally.
 * Created once per Lambda container (or local process) on first use.
 */
let standard: Datenbank | undefined;
export function datenbank(): Datenbank {
  if (!standard) standard = datenbankFuer(process.env.TABLE_NAME, process.env.DYNAMODB_ENDPOINT);
  return standard;
}

export function datenbankFuer(tabelle: string | undefined, endpoint?: string): Datenbank {
  if (!tabelle) throw new Error('TABLE_NAME ist nicht gesetzt');
  const dynamo = new DynamoDBClient({
    endpoint,
    region: process.env.AWS_REGION ?? 'eu-central-1',
    maxAttempts: 5,
  });
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
