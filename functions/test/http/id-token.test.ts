/**
 * The wrapper accepts ID tokens only. API Gateway's JWT authorizer lets an access token of the
 * same app client pass (it compares `client_id` when `aud` is missing); such a token has the
 * groups but none of the custom attributes, so a broker would arrive without his broker number.
 */
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { MELDUNGEN } from '@lieferdesk/shared';
import type { ApiEvent } from '../../src/http/api-handler';
import { handler as ich } from '../../src/handlers/benutzer-ich';

const event = (claims: Record<string, unknown>): ApiEvent =>
  ({
    version: '2.0',
    routeKey: 'GET /MSC3/restful/benutzer/ich',
    rawPath: '/',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { authorizer: { jwt: { claims, scopes: [] } } },
  }) as unknown as ApiEvent;

const gemeinsam = { sub: 's-1', 'cognito:groups': '[EXTERNER_MAKLER]', iss: 'https://cognito-idp.example' };

describe('API-Wrapper: nur ID-Tokens', () => {
  it('nimmt die Claims eines ID-Tokens', async () => {
    const antwort = await ich(
      event({
        ...gemeinsam,
        token_use: 'id',
        aud: 'client',
        'cognito:username': 'makler',
        'custom:maklernr': '20001',
      }),
      {} as Context,
    );
    expect(antwort.statusCode).toBe(200);
    expect(JSON.parse(antwort.body ?? '{}')).toMatchObject({ maklernr: '20001' });
  });

  it('weist die Claims eines Access-Tokens mit 401 ab', async () => {
    const antwort = await ich(
      event({ ...gemeinsam, token_use: 'access', client_id: 'client', username: 'makler' }),
      {} as Context,
    );
    expect(antwort.statusCode).toBe(401);
    expect(JSON.parse(antwort.body ?? '{}').message).toBe(MELDUNGEN.nichtAngemeldet);
  });
});
