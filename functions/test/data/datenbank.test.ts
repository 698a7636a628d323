/**
 * The DynamoDB client every repository uses (data/datenbank.ts): without the SDK's logger
 * middleware, which filters every answer's items for a logger that writes nothing.
 */
import { describe, expect, it } from 'vitest';
import { datenbankFuer } from '../../src/data/datenbank';

describe('DynamoDB-Client', () => {
  it('filtert keine Antworten für den Logger des SDK', () => {
    const { client } = datenbankFuer('tabelle', 'http://127.0.0.1:1');
    const schritte = client.middlewareStack.identify();
    expect(schritte.some((s) => s.startsWith('lieferdeskAnfragenZaehlen'))).toBe(true);
    expect(schritte.filter((s) => s.startsWith('loggerMiddleware'))).toEqual([]);
  });
});
