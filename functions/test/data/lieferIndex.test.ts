/**
 * The deliveries list's page order (biproLieferungen.ts `lieferIndexVergleich`) is the order of the
 * list index's sort key as ElectroDB writes it — or a page would end at another place than the
 * index's next Query starts, and skip or repeat rows.
 */
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { biproLieferungSchema } from '../../src/data/entities/biproLieferung';
import { lieferIndexVergleich, type Lieferstelle } from '../../src/data/repositories/biproLieferungen';

const entitaet = new Entity(biproLieferungSchema, { table: 't' });
const schluessel = (s: Lieferstelle) =>
  String(
    entitaet.put({ ...s, extZugangBezeichnung: 'z', gesellschaftId: 1, maklernr: '1' }).params().Item.gsi1sk,
  );

describe('Reihenfolge der Lieferungsliste', () => {
  it('ordnet wie der Sortierschlüssel des Index: Zugangsnummer als Text, Lieferungsnummer klein geschrieben', () => {
    const t = '2026-11-20T09:00:00.000Z';
    const stellen: Lieferstelle[] = [
      { monat: '2026-11', dateStarted: t, zugangId: 9, transferId: 'a' },
      { monat: '2026-11', dateStarted: t, zugangId: 12, transferId: 'B' },
      { monat: '2026-11', dateStarted: t, zugangId: 12, transferId: 'a' },
      { monat: '2026-11', dateStarted: t, zugangId: 12, transferId: 'a-1' },
      { monat: '2026-11', dateStarted: t, zugangId: 123, transferId: 'A0' },
      { monat: '2026-11', dateStarted: '2026-11-20T08:59:59.999Z', zugangId: 1000, transferId: 'Z' },
    ];
    const nachSchluessel = [...stellen].sort((a, b) => (schluessel(a) < schluessel(b) ? -1 : 1));
    expect([...stellen].sort(lieferIndexVergleich)).toEqual(nachSchluessel);
    // Not the numbers' order, not the raw text's.
    expect(nachSchluessel.map((s) => `${s.zugangId}/${s.transferId}`)).toEqual([
      '1000/Z',
      '12/a',
      '12/a-1',
      '12/B',
      '123/A0',
      '9/a',
    ]);
  });
});
