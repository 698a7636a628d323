import { describe, expect, it } from 'vitest';
import { gesamtText, paginatorGesamt } from '../src/komponenten/useServerSeiten';

describe('the count of a list the server pages', () => {
  it('says an exact count as a number and a stopped count as "mehr als"', () => {
    expect(gesamtText({ anzahl: 1234, genau: true })).toBe('1.234');
    expect(gesamtText({ anzahl: 1100, genau: false })).toBe('mehr als 1.100');
  });

  it('keeps "next" open while the server says a next page exists', () => {
    // Exact: the count itself.
    expect(paginatorGesamt({ anzahl: 45, genau: true }, 20, 20, true)).toBe(45);
    // Stopped counting: one more than known, so the paginator offers the next page.
    expect(paginatorGesamt({ anzahl: 1100, genau: false }, 0, 100, true)).toBe(1101);
    // A short page with a token (reading stopped at its bound): at least one row beyond the page.
    expect(paginatorGesamt({ anzahl: 39, genau: false }, 0, 40, true)).toBe(41);
    expect(paginatorGesamt({ anzahl: 0, genau: true }, 0, 0, false)).toBe(0);
  });
});
