import { describe, expect, it } from 'vitest';
import { gemerkterZustand, merken, STANDARD_SEITENGROESSE } from '../src/komponenten/useTabellenZustand';

const speicher = () => {
  const daten = new Map<string, string>();
  return {
    getItem: (k: string) => daten.get(k) ?? null,
    setItem: (k: string, v: string) => void daten.set(k, v),
  };
};
const standard = { sortField: 'customerSurname', sortOrder: -1 as const, rows: STANDARD_SEITENGROESSE };

describe('gemerkte Sortierung und Seitengröße einer Tabelle', () => {
  it('nimmt ohne Gemerktes die Vorgaben und danach das Gemerkte', () => {
    const s = speicher();
    expect(gemerkterZustand(s, 'a', standard)).toEqual(standard);
    merken(s, 'a', { sortField: 'fileName', sortOrder: 1, rows: 500 });
    expect(gemerkterZustand(s, 'a', standard)).toEqual({ sortField: 'fileName', sortOrder: 1, rows: 500 });
    expect(gemerkterZustand(s, 'b', standard)).toEqual(standard);
  });

  it('verwirft Unbrauchbares feldweise: kaputtes JSON, fremde Seitengrößen, falsche Richtungen', () => {
    const s = speicher();
    s.setItem('kaputt', '{nicht json');
    expect(gemerkterZustand(s, 'kaputt', standard)).toEqual(standard);
    s.setItem('teils', JSON.stringify({ sortField: 'x', sortOrder: 7, rows: 123456 }));
    expect(gemerkterZustand(s, 'teils', standard)).toEqual({ sortField: 'x', sortOrder: -1, rows: 100 });
  });

  it('merkt die gewählten Spalten und verwirft eine Wahl, die keine Liste von Feldern ist', () => {
    const s = speicher();
    merken(s, 'a', { ...standard, spalten: ['fileName', 'cause'] });
    expect(gemerkterZustand(s, 'a', standard).spalten).toEqual(['fileName', 'cause']);
    s.setItem('b', JSON.stringify({ ...standard, spalten: ['fileName', 3] }));
    expect(gemerkterZustand(s, 'b', standard).spalten).toBeUndefined();
  });

  it('vergisst nur, wenn der Speicher sich weigert', () => {
    const voll = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceeded');
      },
    };
    expect(() => merken(voll, 'a', standard)).not.toThrow();
  });
});
