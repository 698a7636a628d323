import { describe, expect, it } from 'vitest';
import { pruefeKonfiguration } from '../src/config';
import { queryText } from '../src/api/client';

describe('Laufzeitkonfiguration', () => {
  it('liest die lokale und die AWS-Form', () => {
    expect(
      pruefeKonfiguration({
        apiUrl: 'https://api.example/',
        region: 'eu-central-1',
        userPoolId: 'eu-central-1_x',
        userPoolClientId: 'c',
      }),
    ).toEqual({
      apiUrl: 'https://api.example',
      region: 'eu-central-1',
      userPoolId: 'eu-central-1_x',
      userPoolClientId: 'c',
      authFlowType: 'USER_SRP_AUTH',
    });
    expect(
      pruefeKonfiguration({
        apiUrl: '',
        region: 'r',
        userPoolId: 'p',
        userPoolClientId: 'c',
        userPoolEndpoint: 'http://127.0.0.1:4280/cognito',
        authFlowType: 'USER_PASSWORD_AUTH',
      }).userPoolEndpoint,
    ).toBe('http://127.0.0.1:4280/cognito');
  });
  it('scheitert laut an einer kaputten Datei', () => {
    expect(() => pruefeKonfiguration(null)).toThrow(/kein Objekt/);
    expect(() => pruefeKonfiguration({ region: 'r', userPoolId: 'p' })).toThrow(/userPoolClientId/);
    expect(() =>
      pruefeKonfiguration({ region: 'r', userPoolId: 'p', userPoolClientId: 'c', authFlowType: 'X' }),
    ).toThrow(/authFlowType/);
  });
});

describe('Query-Text des API-Clients', () => {
  it('lässt Leeres weg und wiederholt Listen', () => {
    expect(queryText({ gevoArt: 110001000, leer: undefined, nichts: null })).toBe('?gevoArt=110001000');
    expect(queryText({ id: [1, 2] })).toBe('?id=1&id=2');
    expect(queryText(undefined)).toBe('');
  });
});
