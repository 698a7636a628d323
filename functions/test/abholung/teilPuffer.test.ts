/** The part buffers' pool (abholung/teilPuffer.ts): a buffer given back is handed out again, a few at most are kept. */
import { describe, expect, it } from 'vitest';
import { teilPuffer } from '../../src/abholung/teilPuffer';

describe('Teilpuffer', () => {
  it('gibt einen zurückgegebenen Puffer wieder aus und behält höchstens zwei', () => {
    const pool = teilPuffer(1000);
    expect(teilPuffer(1000)).toBe(pool);
    const erster = pool.holen();
    expect(erster.length).toBe(1000);
    pool.zurueck(erster);
    pool.zurueck(erster);
    expect(pool.holen()).toBe(erster);
    expect(pool.holen()).not.toBe(erster);

    const sechs = Array.from({ length: 6 }, () => pool.holen());
    for (const p of sechs) pool.zurueck(p);
    const wieder = Array.from({ length: 6 }, () => pool.holen());
    expect(wieder.filter((p) => sechs.includes(p))).toHaveLength(2);
    // A buffer of another size never joins this pool.
    pool.zurueck(Buffer.alloc(999));
    expect(pool.holen().length).toBe(1000);
  });
});
