/**
 * The stack tests' helpers that need no stack (test/helpers/warten.ts, eindeutig.ts), tested
 * here in the unit project: one way of waiting, and unique values without chance.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  eindeutigeBits,
  eindeutigeMarke,
  eindeutigeUuid,
  eindeutigeZahl,
} from '../../test/helpers/eindeutig';
import { warteBis } from '../../test/helpers/warten';

describe('warteBis', () => {
  it('liest, bis der Stand fertig ist, und antwortet ihn', async () => {
    let gelesen = 0;
    const stand = await warteBis(
      () => ++gelesen,
      (n) => n === 3,
      { zeit: 5_000, intervall: 1, text: 'drei' },
    );
    expect(stand).toBe(3);
    expect(gelesen).toBe(3);
  });

  it('wartet zwischen zwei Lesungen das Intervall', async () => {
    const zeiten: number[] = [];
    await warteBis(
      async () => zeiten.push(Date.now()),
      (n) => n === 2,
      { zeit: 5_000, intervall: 50, text: 'zwei' },
    );
    expect(zeiten[1]! - zeiten[0]!).toBeGreaterThanOrEqual(45);
  });

  it('wirft nach der Zeit mit dem Text zum letzten Stand, oder antwortet ihn, wenn gewünscht', async () => {
    let gelesen = 0;
    const fehler = await warteBis(
      () => ++gelesen,
      () => false,
      { zeit: 30, intervall: 5, text: (n) => `nie fertig, zuletzt ${n}` },
    ).catch((e: Error) => e);
    expect(gelesen).toBeGreaterThan(1);
    expect(fehler).toEqual(new Error(`nie fertig, zuletzt ${gelesen} (nach 30 ms)`));
    const letzter = await warteBis(
      async () => 'liest noch',
      () => false,
      { zeit: 20, intervall: 5, text: 'egal', sonst: 'letzterStand' },
    );
    expect(letzter).toBe('liest noch');
  });
});

describe('eindeutige Werte', () => {
  it('folgen aus Testdatei und Zähler: in jedem Lauf dieselben, untereinander verschieden', () => {
    const hash = (n: number) =>
      createHash('sha256').update(`shared/test/testhilfen.test.ts#${n}`).digest('hex');
    expect(eindeutigeMarke()).toBe(hash(1).slice(0, 8));
    expect(eindeutigeMarke(64)).toBe(hash(2));
    const marken = Array.from({ length: 200 }, () => eindeutigeMarke());
    expect(new Set(marken).size).toBe(200);
  });

  it('als Zahl im Bereich, als UUID, als Bits', () => {
    for (let i = 0; i < 50; i++) {
      const z = eindeutigeZahl(95_000, 99_000);
      expect(Number.isInteger(z) && z >= 95_000 && z < 99_000).toBe(true);
    }
    expect(eindeutigeUuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const bits = eindeutigeBits(64);
    expect(bits).toHaveLength(64);
    expect(bits.some(Boolean) && !bits.every(Boolean)).toBe(true);
  });
});
