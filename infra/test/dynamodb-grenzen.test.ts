// @vitest-environment node
/**
 * The write limits the throughput bench holds DynamoDB Local to (infra/local/dynamodb-grenzen.ts):
 * what a write costs where, and the buckets that refuse beyond a limit and fill again with time.
 */
import { describe, expect, it } from 'vitest';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { Kontingent, schreibanteile, wertGroesse } from '../local/dynamodb-grenzen';

const definition = tabellenDefinition();
const s = (text: string) => ({ S: text });
/** A line item of the import as the wire carries it: its partition, the list index's keys, a payload. */
const zeile = (nutzlast: number) => ({
  pk: s('$lieferdesk#datei_7#abschnitt_0'),
  sk: s('$importzeile_1#zeile_12'),
  gsi3pk: s('$lieferdesk#datei_7#abschnitt_0#use4booking_1#statusklasse_o'),
  gsi3sk: s('$importzeile_1#zeile_12'),
  satz: s('x'.repeat(100)),
  felder: s('y'.repeat(nutzlast)),
});

describe('Schreibgrenzen wie in AWS', () => {
  it('zählt Bytes wie DynamoDB', () => {
    expect(wertGroesse(s('äb'))).toBe(3);
    expect(wertGroesse({ N: '12345' })).toBe(4);
    expect(wertGroesse({ B: Buffer.alloc(10).toString('base64') })).toBe(10);
    expect(wertGroesse({ L: [s('a'), { BOOL: true }] })).toBe(3 + 2 + 2);
    expect(wertGroesse({ M: { ab: s('c') } })).toBe(3 + 2 + 1 + 1);
  });

  it('ein Put kostet auf der Tabelle nach seiner Größe und im Index nach dem, was dieser projiziert', () => {
    const anteile = schreibanteile(definition, { item: zeile(1500) });
    expect(anteile).toEqual([
      { ebene: 'tabelle', partition: 'tabelle {"S":"$lieferdesk#datei_7#abschnitt_0"}', wcu: 2 },
      // gsi3 projects the line's number, status, record and journal, not its fields.
      {
        ebene: 'gsi3',
        partition: 'gsi3 {"S":"$lieferdesk#datei_7#abschnitt_0#use4booking_1#statusklasse_o"}',
        wcu: 1,
      },
    ]);
    // In a transaction twice; a delete by key one unit on the table.
    expect(schreibanteile(definition, { item: zeile(10) }, true).map((a) => a.wcu)).toEqual([2, 2]);
    expect(schreibanteile(definition, { key: { pk: s('p'), sk: s('q') } })).toEqual([
      { ebene: 'tabelle', partition: 'tabelle {"S":"p"}', wcu: 1 },
    ]);
  });

  it('eine Partition nimmt ihre Grenze je Sekunde, dann erst wieder mit der Zeit', () => {
    // 1,000 WCU/s at factor 100: 10 units a second here.
    const k = new Kontingent({ tabelleWcu: 100_000, zeitfaktor: 100 });
    const eins = [{ ebene: 'tabelle', partition: 'tabelle a', wcu: 1 }];
    const angenommen = Array.from({ length: 15 }, () => k.nehmen(eins, 1000)).filter(Boolean).length;
    expect(angenommen).toBe(10);
    // Another partition has its own.
    expect(k.nehmen([{ ebene: 'tabelle', partition: 'tabelle b', wcu: 1 }], 1000)).toBe(true);
    // Half a second later five more.
    expect(Array.from({ length: 8 }, () => k.nehmen(eins, 1500)).filter(Boolean).length).toBe(5);
    expect(k.zaehler).toEqual({ wcu: 16, abgelehnt: 8 });
    // What refused: the partition, not the table.
    expect(k.engpaesse).toEqual(new Map([['tabelle a', 8]]));
  });

  it('Tabelle und Index begrenzen ihre Partitionen je für sich; ein Schreiben nimmt von allen oder keiner', () => {
    // The table 3 units a second, the index 2.
    const k = new Kontingent({
      tabelleWcu: 3_000,
      indexWcu: () => 2_000,
      partitionWcu: 1_000,
      zeitfaktor: 1_000,
    });
    const zeile = (p: string) => [
      { ebene: 'tabelle', partition: `tabelle ${p}`, wcu: 1 },
      { ebene: 'gsi3', partition: `gsi3 ${p}`, wcu: 1 },
    ];
    expect(k.nehmen(zeile('a'), 1)).toBe(true);
    expect(k.nehmen(zeile('b'), 1)).toBe(true);
    // The index is full: a line (table and index) does not pass and takes nothing, a write to
    // the table alone does.
    expect(k.nehmen(zeile('c'), 1)).toBe(false);
    expect(k.nehmen([{ ebene: 'tabelle', partition: 'tabelle c', wcu: 1 }], 1)).toBe(true);
    expect(k.nehmen([{ ebene: 'tabelle', partition: 'tabelle d', wcu: 1 }], 1)).toBe(false);
    expect(k.zaehler).toEqual({ wcu: 5, abgelehnt: 2 });
    expect(k.engpaesse).toEqual(
      new Map([
        ['gsi3', 1],
        ['tabelle', 1],
      ]),
    );
  });
});
