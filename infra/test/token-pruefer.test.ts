// @vitest-environment node
/**
 * The local API adapter's token check: what API Gateway's JWT authorizer checks, and only ID
 * tokens, as the API wrapper insists in AWS. Tokens signed here with a key of the test's own.
 */
import { createSign, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenPruefer } from '../local/api-adapter';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const cognito = {
  issuer: 'http://127.0.0.1:9/eu-central-1_test',
  clientId: 'client-1',
  jwksUri: 'http://127.0.0.1:9/eu-central-1_test/.well-known/jwks.json',
};

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
function signiert(claims: Record<string, unknown>): string {
  const jetzt = Math.floor(Date.now() / 1000);
  const kopfUndInhalt = `${b64({ alg: 'RS256', kid: 'k1', typ: 'JWT' })}.${b64({
    iss: cognito.issuer,
    sub: 's-1',
    iat: jetzt,
    exp: jetzt + 600,
    ...claims,
  })}`;
  const signatur = createSign('RSA-SHA256').update(kopfUndInhalt).sign(privateKey).toString('base64url');
  return `${kopfUndInhalt}.${signatur}`;
}

function pruefer() {
  const p = tokenPruefer(cognito);
  p.cacheJwks({
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'k1', alg: 'RS256', use: 'sig' }],
  } as never);
  return p;
}

describe('Token-Prüfung des lokalen API-Adapters', () => {
  it('nimmt ein ID-Token des App-Clients', async () => {
    await expect(
      pruefer().verify(signiert({ token_use: 'id', aud: cognito.clientId })),
    ).resolves.toMatchObject({
      sub: 's-1',
    });
  });

  it('weist ein Access-Token ab, auch wenn es die Audience trüge', async () => {
    await expect(
      pruefer().verify(signiert({ token_use: 'access', aud: cognito.clientId })),
    ).rejects.toThrow();
  });

  it('weist ein Token für einen anderen Client ab', async () => {
    await expect(pruefer().verify(signiert({ token_use: 'id', aud: 'fremd' }))).rejects.toThrow();
  });
});
