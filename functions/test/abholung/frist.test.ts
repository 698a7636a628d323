/** The deadline of a download task's insurer call: the Lambda's remaining time less what it needs afterwards. */
import { describe, expect, it } from 'vitest';
import { aufrufFrist, NACH_DEM_AUFRUF_MS } from '../../src/abholung/frist';

describe('Frist eines Aufrufs beim Versicherer', () => {
  it('endet NACH_DEM_AUFRUF_MS (oder die gegebene Zeit) vor der Funktion; ohne Restzeit keine', () => {
    const vorher = Date.now();
    const { frist } = aufrufFrist(() => 120_000);
    const nachher = Date.now();
    expect(frist).toBeGreaterThanOrEqual(vorher + 120_000 - NACH_DEM_AUFRUF_MS);
    expect(frist).toBeLessThanOrEqual(nachher + 120_000 - NACH_DEM_AUFRUF_MS);
    expect(aufrufFrist(() => 120_000, 60_000).frist).toBeLessThanOrEqual(Date.now() + 60_000);
    // Less left than is needed afterwards: the call is not even begun.
    expect(aufrufFrist(() => 5_000).frist).toBeLessThanOrEqual(Date.now());
    expect(aufrufFrist(undefined)).toEqual({});
  });
});
