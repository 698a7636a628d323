import { describe, expect, it } from 'vitest';
import {
  alsZeitraum,
  anzahlDerSuche,
  gesellschaftenNachId,
  gesellschaftenNachName,
  gleicherFilter,
  nochMarkiert,
  zeilenKlasse,
} from '../src/komponenten/liste';

describe('list helpers', () => {
  it('takes the calendar range as it is, cleared as null', () => {
    const tag = new Date(2024, 0, 5);
    expect(alsZeitraum([tag, null])).toEqual([tag, null]);
    expect(alsZeitraum(null)).toBeNull();
    expect(alsZeitraum(undefined)).toBeNull();
    expect(alsZeitraum(tag)).toBeNull();
  });

  it('counts the answer of the search shown, and nothing before it came or after it failed', () => {
    const zeilen = (d: { rows: unknown[] }) => d.rows.length;
    expect(anzahlDerSuche({ data: { rows: [1, 2] } }, zeilen)).toBe(2);
    expect(anzahlDerSuche({ data: { rows: [] } }, zeilen)).toBe(0);
    expect(anzahlDerSuche({}, zeilen)).toBeUndefined();
    expect(anzahlDerSuche({ error: new Error('500') }, zeilen)).toBeUndefined();
    // The same search again failed: the earlier answer is still there, its count is not the search's.
    expect(anzahlDerSuche({ data: { rows: [1] }, error: new Error('500') }, zeilen)).toBeUndefined();
  });

  it('sees the same filter again, dates included', () => {
    const a = { firma: 3, zeitraum: [new Date(2024, 0, 1), null] };
    expect(gleicherFilter(a, { firma: 3, zeitraum: [new Date(2024, 0, 1), null] })).toBe(true);
    expect(gleicherFilter(a, { firma: 4, zeitraum: [new Date(2024, 0, 1), null] })).toBe(false);
  });

  it('keeps the marks of other pages, and on the page shown those still markable, as shown now', () => {
    const z = (id: number, invisible = false, text = '') => ({ id, invisible, text });
    const markiert = [z(1), z(2), z(3)];
    // Row 2 is on another page: it stays marked.
    expect(nochMarkiert(markiert, [z(1), z(3)]).map((m) => m.id)).toEqual([1, 2, 3]);
    expect(nochMarkiert(markiert, [z(1), z(3, true)], (m) => !m.invisible).map((m) => m.id)).toEqual([1, 2]);
    // A row of the page shown is taken as the page shows it now.
    expect(nochMarkiert(markiert, [z(1, false, 'neu')])[0]).toEqual(z(1, false, 'neu'));
    expect(nochMarkiert([], [z(1)])).toEqual([]);
  });

  it('marks a deleted row', () => {
    expect(zeilenKlasse('gdv-zeile', true)).toBe('gdv-zeile ld-lieferliste-geloescht');
    expect(zeilenKlasse('gdv-zeile', false)).toBe('gdv-zeile');
    expect(zeilenKlasse('gdv-zeile')).toBe('gdv-zeile');
  });

  it("offers the loader's companies, not its unknown VU numbers", () => {
    const optionen = [
      { label: 'Nordstern AG', value: '12' },
      { label: '4711 (unbekannt)', value: 'vu:4711' },
    ];
    expect(gesellschaftenNachId(optionen)).toEqual([{ label: 'Nordstern AG', value: 12 }]);
    expect(gesellschaftenNachName(optionen)).toEqual([{ label: 'Nordstern AG', value: 'Nordstern AG' }]);
  });
});
