import { describe, expect, it } from 'vitest';
import { PROJEKTIONEN, tabellenDefinition } from '../src/data/table';

describe('Tabellendefinition aus den Entitäten', () => {
  it('leitet Schlüssel und Indizes aus den deklarierten Entitäten ab', () => {
    expect(tabellenDefinition()).toEqual({
      partitionKey: 'pk',
      sortKey: 'sk',
      globaleIndizes: [
        { name: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
        { name: 'gsi2', partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
        {
          name: 'gsi3',
          partitionKey: 'gsi3pk',
          sortKey: 'gsi3sk',
          projektion: PROJEKTIONEN.gsi3,
        },
        { name: 'gsi4', partitionKey: 'gsi4pk', sortKey: 'gsi4sk' },
        { name: 'gsi5', partitionKey: 'gsi5pk', sortKey: 'gsi5sk' },
      ],
    });
  });

  it('weist widersprüchliche Deklarationen zurück', () => {
    const a = { indexes: { primary: { pk: { field: 'pk' }, sk: { field: 'sk' } } } };
    const b = { indexes: { primary: { pk: { field: 'id' } } } };
    expect(() => tabellenDefinition([a, b])).toThrow(/widersprüchlich/);
    const c = {
      indexes: {
        primary: { pk: { field: 'pk' }, sk: { field: 'sk' } },
        x: { index: 'gsi1', pk: { field: 'a' } },
      },
    };
    const d = {
      indexes: {
        primary: { pk: { field: 'pk' }, sk: { field: 'sk' } },
        y: { index: 'gsi1', pk: { field: 'b' } },
      },
    };
    expect(() => tabellenDefinition([c, d])).toThrow(/gsi1/);
    expect(() => tabellenDefinition([])).toThrow();
  });
});
