/**
 * The lock conditions as DynamoDB receives them (ElectroDB builds the request without a table):
 * each names the attribute and the operation it stands for, and they combine with AND.
 */
import { describe, expect, it } from 'vitest';
import {
  dateiEntitaet,
  existiertUndFrei,
  frei,
  gehaltenVon,
  letzterLauf,
  SPERRE_FELDER,
  sperreSetzen,
  undAlle,
  type Dateibedingung,
} from '../../src/data/dateiSperre';
import { datenbankFuer } from '../../src/data/datenbank';

// A client is built, never used: params() only writes the request.
const entitaet = dateiEntitaet(datenbankFuer('lieferdesk', 'http://127.0.0.1:9'));

interface Anfrage {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/** The condition of a delete under `bedingung`, names and values put in. */
function text(bedingung: Dateibedingung): string {
  const a = entitaet.delete({ id: 7 }).where(bedingung).params<Anfrage>();
  return Object.entries(a.ExpressionAttributeValues ?? {}).reduce(
    (t, [platz, wert]) => t.replaceAll(platz, JSON.stringify(wert)),
    Object.entries(a.ExpressionAttributeNames).reduce(
      (t, [platz, name]) => t.replaceAll(platz, name),
      a.ConditionExpression,
    ),
  );
}

describe('Bedingungen der Dateisperre', () => {
  it('nennt Sperre, Lauf und Datei so, wie DynamoDB sie prüft', () => {
    expect(text(frei)).toBe('attribute_not_exists(sperre)');
    expect(text(gehaltenVon('lauf-1'))).toBe('sperre = "lauf-1"');
    expect(text(existiertUndFrei)).toBe('attribute_exists(id) AND attribute_not_exists(sperre)');
    expect(text(letzterLauf('lauf-2'))).toBe('lauf = "lauf-2"');
    expect(text(undAlle(letzterLauf('lauf-2'), frei))).toBe(
      'lauf = "lauf-2" AND attribute_not_exists(sperre)',
    );
  });

  it('setzt beim Sperren Lauf und Zeit und entfernt beim Entsperren nur die Sperre', () => {
    expect(sperreSetzen('lauf-1', '2026-01-01T00:00:00.000Z')).toEqual({
      sperre: 'lauf-1',
      gesperrtAm: '2026-01-01T00:00:00.000Z',
      lauf: 'lauf-1',
    });
    expect(SPERRE_FELDER).toEqual(['sperre', 'gesperrtAm']);
  });
});
