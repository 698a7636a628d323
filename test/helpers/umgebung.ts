/**
 * The environment the stack's functions read in Lambda — table, endpoints, buckets, region —
 * pointed at the project's local stack, for the functions a test file calls directly. Set in
 * every test file of a stack project before it runs (umgebung-setzen.ts): the stack itself runs
 * in a process of its own, whose environment the test files do not inherit.
 */
import { inject } from 'vitest';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { LOKALE_DIENSTE_VARIABLE } from '@lieferdesk/functions/bipro/dienstAdresse';

export function stackUmgebung(): Datenbank {
  const stack = inject('stack');
  Object.assign(process.env, {
    TABLE_NAME: stack.tabelle,
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    S3_ENDPOINT: stack.s3Endpoint,
    INBOX_BUCKET: stack.buckets.inbox,
    DOKUMENTE_BUCKET: stack.buckets.dokumente,
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'lokal',
    AWS_SECRET_ACCESS_KEY: 'lokal',
    // The simulated insurers answer over http on 127.0.0.1 (bipro/dienstAdresse.ts).
    [LOKALE_DIENSTE_VARIABLE]: '1',
  });
  return datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
}
