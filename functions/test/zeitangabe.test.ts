import { describe, expect, it } from 'vitest';
import { deutscherTag, zeitraum } from '../src/zeitangabe';

describe('Zeitraum in deutschen Kalendertagen', () => {
  it('nimmt ohne Angabe den heutigen deutschen Tag, auch kurz nach Mitternacht', () => {
    // 23:30 UTC on 21 Nov is already 22 Nov in Germany.
    const z = zeitraum({}, new Date('2026-11-21T23:30:00Z'));
    expect(z).toMatchObject({ vonTag: '2026-11-22', bisTag: '2026-11-22' });
    expect(z.von <= '2026-11-21T23:00:00.000Z' && z.bis > '2026-11-22T23:00:00.000Z').toBe(true);
  });
  it('dreht einen verkehrten Bereich um und ergänzt eine fehlende Grenze', () => {
    expect(zeitraum({ dateFrom: '2026-03-10', dateTo: '2026-03-01' })).toMatchObject({
      vonTag: '2026-03-01',
      bisTag: '2026-03-10',
    });
    expect(zeitraum({ dateFrom: '2026-03-10' })).toMatchObject({
      vonTag: '2026-03-10',
      bisTag: '2026-03-10',
    });
  });
  it('nennt den deutschen Kalendertag eines Zeitpunkts', () => {
    expect(deutscherTag('2026-07-01T22:30:00Z')).toBe('2026-07-02');
    expect(deutscherTag(new Date('2026-01-01T22:30:00Z'))).toBe('2026-01-01');
  });
});
