import { describe, expect, it } from 'vitest';
import type { CalendarPassThroughMethodOptions } from 'primereact/calendar';
import { auswahlPassThrough, kalenderPassThrough, tagGewaehlt } from '../src/komponenten/barrierefrei';

const tag = (t: number) => new Date(2026, 9, t);

describe('tagGewaehlt', () => {
  it('nimmt einen Tag, einen Zeitraum mit seinen Grenzen, einen halben Zeitraum als seinen Tag', () => {
    expect(tagGewaehlt(tag(5), tag(5))).toBe(true);
    expect(tagGewaehlt(tag(5), tag(6))).toBe(false);
    expect(tagGewaehlt([tag(3), tag(7)], tag(3))).toBe(true);
    expect(tagGewaehlt([tag(3), tag(7)], tag(7))).toBe(true);
    expect(tagGewaehlt([tag(3), tag(7)], tag(8))).toBe(false);
    expect(tagGewaehlt([tag(3), null], tag(3))).toBe(true);
    expect(tagGewaehlt([tag(3), null], tag(4))).toBe(false);
    expect(tagGewaehlt(null, tag(3))).toBe(false);
    expect(tagGewaehlt([null, null], tag(3))).toBe(false);
  });

  it('vergleicht Kalendertage, nicht Uhrzeiten', () => {
    expect(tagGewaehlt([new Date(2026, 9, 3, 23, 59), tag(7)], tag(3))).toBe(true);
  });
});

describe('kalenderPassThrough', () => {
  const pt = kalenderPassThrough([tag(3), tag(7)]);
  const zelle = (t: number) => {
    const day = pt.day as (o: CalendarPassThroughMethodOptions) => Record<string, unknown>;
    return day({
      context: { date: { day: t, month: 9, year: 2026 } },
    } as unknown as CalendarPassThroughMethodOptions);
  };

  it('nennt einen Tag mit der Zahl, die er zeigt, und sagt an der Zelle, ob er gewählt ist', () => {
    expect(zelle(1)).toEqual({ 'aria-label': '1. Oktober 2026', 'aria-selected': false });
    expect(zelle(5)).toEqual({ 'aria-label': '5. Oktober 2026', 'aria-selected': true });
    // Not on the number: a span has no role that allows aria-selected.
    expect(pt.dayLabel).toEqual({ 'aria-selected': undefined });
  });
});

describe('auswahlPassThrough', () => {
  it('benennt Liste und Suchfeld nach dem Feld und nimmt dem Rahmen das aktive Element', () => {
    const pt = auswahlPassThrough('Gesellschaft');
    expect(pt.list).toEqual({ 'aria-label': 'Gesellschaft' });
    expect(pt.filterInput).toEqual({ 'aria-label': 'Gesellschaft durchsuchen' });
    expect(pt.root).toHaveProperty('aria-activedescendant', undefined);
  });
});
