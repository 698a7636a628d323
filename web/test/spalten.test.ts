import { describe, expect, it } from 'vitest';
import { inSpaltenfolge, sichtbareSpalten, spaltenAngaben } from '../src/komponenten/spalten';

const SPALTEN = spaltenAngaben({ a: 'A', b: 'B', c: 'C' }, ['a', 'b', 'c'], ['a', 'c']);

describe('Spaltenwahl', () => {
  it('zeigt ohne gemerkte Wahl die Spalten, die der Schirm anfangs zeigt', () => {
    expect([...sichtbareSpalten(SPALTEN, undefined)]).toEqual(['a', 'c']);
  });

  it('zeigt die gemerkte Wahl, ohne Felder, die der Schirm nicht mehr hat', () => {
    expect([...sichtbareSpalten(SPALTEN, ['b', 'weg'])]).toEqual(['b']);
    expect([...sichtbareSpalten(SPALTEN, [])]).toEqual([]);
  });

  it('merkt die Wahl in der Reihenfolge der Tabelle', () => {
    expect(inSpaltenfolge(SPALTEN, new Set(['c', 'a']))).toEqual(['a', 'c']);
  });

  it('benennt die Spalten mit den Texten des Schirms', () => {
    expect(SPALTEN).toEqual([
      { feld: 'a', titel: 'A', anfangs: true },
      { feld: 'b', titel: 'B', anfangs: false },
      { feld: 'c', titel: 'C', anfangs: true },
    ]);
  });
});
