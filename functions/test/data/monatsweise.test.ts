/**
 * The month reader every list reads its range with (data/monatsweise.ts): newest month first, at
 * most MONATE_PARALLEL months at once, and no month started once the row limit plus one is in.
 */
import { describe, expect, it } from 'vitest';
import { MONATE_PARALLEL, monateLesen } from '../../src/data/monatsweise';
import { monateZwischen } from '../../src/data/repositories/importDateien';

/** A reader over months of `jeMonat` rows each that records which months it read and how many at once. */
function leser(jeMonat: number) {
  const gelesen: string[] = [];
  let laufend = 0;
  let hoechstens = 0;
  const lesen = async (monat: string) => {
    gelesen.push(monat);
    laufend++;
    hoechstens = Math.max(hoechstens, laufend);
    // Let the other months in flight start before this one answers.
    await new Promise<void>((fertig) => setImmediate(fertig));
    laufend--;
    return Array.from({ length: jeMonat }, (_, i) => `${monat}#${i}`);
  };
  return { lesen, gelesen, gleichzeitig: () => hoechstens };
}

const monate = monateZwischen('2025-11-01', '2026-12-31');

describe('monateLesen', () => {
  it('liest ohne Grenze jeden Monat, den neuesten zuerst, höchstens MONATE_PARALLEL zugleich', async () => {
    expect(monate).toHaveLength(14);
    const l = leser(2);
    const zeilen = await monateLesen(monate, l.lesen);
    expect(zeilen).toHaveLength(28);
    expect(l.gelesen).toEqual([...monate].reverse());
    expect(zeilen[0]).toBe('2026-12#0');
    expect(l.gleichzeitig()).toBe(MONATE_PARALLEL);
  });

  it('hört auf, sobald die Grenze plus eins gelesen ist: die laufenden Monate enden, kein weiterer beginnt', async () => {
    const l = leser(10);
    const zeilen = await monateLesen(monate, l.lesen, 5);
    // Four months start at once; the first answer holds 10 > 5 rows, so none after them.
    expect(l.gelesen).toEqual(['2026-12', '2026-11', '2026-10', '2026-09']);
    expect(zeilen.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `2026-12#${i}`));

    const wenige = leser(1);
    await monateLesen(monate, wenige.lesen, 5);
    // One row a month: six months hold the six rows a list of five needs, and the months in flight end.
    expect(wenige.gelesen.length).toBeGreaterThanOrEqual(6);
    expect(wenige.gelesen.length).toBeLessThanOrEqual(6 + MONATE_PARALLEL - 1);
    expect(wenige.gelesen).toEqual([...monate].reverse().slice(0, wenige.gelesen.length));
  });

  it('ein Monat ohne zählende Zeilen hält das Lesen nicht an', async () => {
    const gelesen: string[] = [];
    const zeilen = await monateLesen(
      monate,
      async (monat) => {
        gelesen.push(monat);
        return monat === '2025-11' ? ['alt'] : [];
      },
      0,
    );
    expect(zeilen).toEqual(['alt']);
    expect(gelesen).toHaveLength(14);
  });
});
