import { describe, expect, it } from 'vitest';
import { gesamtText, gewaehlteSeite, paginatorGesamt } from '../src/komponenten/useServerSeiten';

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

describe('the page a list the server pages asks for', () => {
  const stand = { suche: '{"a":1}', marken: ['t1', 't2'] };

  it('asks for a page by the token the page before it answered', () => {
    expect(gewaehlteSeite(stand, '{"a":1}', 0, 100)).toMatchObject({ seite: 0, erste: 0, marke: undefined });
    expect(gewaehlteSeite(stand, '{"a":1}', 100, 100)).toMatchObject({ seite: 1, erste: 100, marke: 't1' });
    // Coming back to the third page kept: its own token again.
    expect(gewaehlteSeite(stand, '{"a":1}', 200, 100)).toMatchObject({ seite: 2, erste: 200, marke: 't2' });
  });

  it('goes to the first page where no token reaches the page', () => {
    // A page beyond the tokens seen.
    expect(gewaehlteSeite(stand, '{"a":1}', 300, 100)).toMatchObject({
      seite: 0,
      erste: 0,
      marke: undefined,
    });
    // The tokens of another search (another day's default range, another sort or size): none of them.
    const anders = gewaehlteSeite(stand, '{"a":2}', 200, 100);
    expect(anders).toMatchObject({ seite: 0, erste: 0, marke: undefined });
    expect(anders.gemerkt).toEqual([]);
  });
});
