/**
 * The local Cognito (cognito-local): USER_PASSWORD_AUTH only, tokens with cognito:groups and
 * custom attributes, JWKS at {issuer}/.well-known/jwks.json. The pool and its app client are
 * created once and remembered in the data folder, so users survive a restart.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CLAIM_MAKLERNR, CLAIM_STRUKTUR, ROLLEN } from '@lieferdesk/shared';
import { starteProzess, warteBis } from './prozesse';

export interface LokalerUserPool {
  userPoolId: string;
  clientId: string;
  /** Created on this start (a fresh data folder): users still to be seeded. */
  neu?: boolean;
}

export function cognitoClient(endpoint: string) {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: 'eu-central-1',
    credentials: { accessKeyId: 'lokal', secretAccessKey: 'lokal' },
  });
}

export async function starteCognito(port: number, verzeichnis: string) {
  const konfigOrdner = join(verzeichnis, '.cognito');
  mkdirSync(konfigOrdner, { recursive: true });
  const endpoint = `http://127.0.0.1:${port}`;
  writeFileSync(
    join(konfigOrdner, 'config.json'),
    JSON.stringify({ UserPoolDefaults: { UsernameAttributes: [] }, TokenConfig: { IssuerDomain: endpoint } }),
  );
  const start = createRequire(import.meta.url).resolve('cognito-local/lib/bin/start.js');
  const kind = starteProzess(process.execPath, [start], {
    cwd: verzeichnis,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
  });
  const client = cognitoClient(endpoint);
  await warteBis(
    'Cognito Local',
    async () => (await client.send(new ListUserPoolsCommand({ MaxResults: 1 }))) !== undefined,
    60,
    kind.ausgabe,
  );
  const pool = await userPoolSicherstellen(client, join(verzeichnis, 'pool.json'));
  return {
    ...kind,
    endpoint,
    client,
    pool,
    issuer: `${endpoint}/${pool.userPoolId}`,
    jwksUri: `${endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
  };
}

async function userPoolSicherstellen(
  client: CognitoIdentityProviderClient,
  datei: string,
): Promise<LokalerUserPool> {
  if (existsSync(datei)) {
    const gemerkt = JSON.parse(readFileSync(datei, 'utf8')) as LokalerUserPool;
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: gemerkt.userPoolId }));
      return { ...gemerkt, neu: false };
    } catch {
      // the pool is gone (data folder partly reset): create a new one
    }
  }
  const { UserPool } = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'lieferdesk',
      Schema: [CLAIM_MAKLERNR, CLAIM_STRUKTUR].map((claim) => ({
        Name: claim.replace('custom:', ''),
        AttributeDataType: 'String',
        Mutable: true,
      })),
    }),
  );
  const userPoolId = UserPool!.Id!;
  const { UserPoolClient } = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'lieferdesk-web',
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  for (const rolle of ROLLEN) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: rolle }));
  }
  const pool = { userPoolId, clientId: UserPoolClient!.ClientId! };
  writeFileSync(datei, JSON.stringify(pool));
  return { ...pool, neu: true };
}
