/** The shipments a download run takes on: the production limit, or fewer where the environment says so. */
import { describe, expect, it } from 'vitest';
import { HOECHSTE_LIEFERUNGEN_JE_LAUF } from '@lieferdesk/events';
import { LIEFERUNGEN_JE_LAUF_VARIABLE, lieferungenJeLauf } from '../../src/abholung/planen';

describe('Lieferungen je Abhollauf', () => {
  it('nimmt ABHOL_LIEFERUNGEN_JE_LAUF, sonst HOECHSTE_LIEFERUNGEN_JE_LAUF; mehr oder Unbrauchbares ist ein Fehler', () => {
    expect(LIEFERUNGEN_JE_LAUF_VARIABLE).toBe('ABHOL_LIEFERUNGEN_JE_LAUF');
    expect(lieferungenJeLauf({})).toBe(HOECHSTE_LIEFERUNGEN_JE_LAUF);
    expect(lieferungenJeLauf({ ABHOL_LIEFERUNGEN_JE_LAUF: ' ' })).toBe(HOECHSTE_LIEFERUNGEN_JE_LAUF);
    expect(lieferungenJeLauf({ ABHOL_LIEFERUNGEN_JE_LAUF: '2' })).toBe(2);
    expect(lieferungenJeLauf({ ABHOL_LIEFERUNGEN_JE_LAUF: String(HOECHSTE_LIEFERUNGEN_JE_LAUF) })).toBe(
      HOECHSTE_LIEFERUNGEN_JE_LAUF,
    );
    for (const falsch of ['0', '-1', '1.5', 'zwei', String(HOECHSTE_LIEFERUNGEN_JE_LAUF + 1)])
      expect(() => lieferungenJeLauf({ ABHOL_LIEFERUNGEN_JE_LAUF: falsch })).toThrow(
        /ABHOL_LIEFERUNGEN_JE_LAUF/,
      );
  });
});
