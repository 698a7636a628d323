import { describe, expect, it } from 'vitest';
import { loeschbar, markierbar, nachAktion } from '../src/komponenten/geloeschteZeilen';

const zeile = (id: number, invisible: boolean, aenderbar = true) => ({ id, invisible, aenderbar });

describe('Gelöschte Zeilen der BiPRO-Listen (Referenz §4 "Deleted entries", §6)', () => {
  it('löscht nur eine nicht gelöschte, die der Benutzer ändern darf', () => {
    expect(loeschbar(zeile(1, false))).toBe(true);
    expect(loeschbar(zeile(1, true))).toBe(false);
    expect(loeschbar(zeile(1, false, false))).toBe(false);
  });

  it('markiert eine gelöschte nur für den, der wiederherstellen darf, eine nur lesbare nie', () => {
    expect(markierbar(zeile(1, false), false)).toBe(true);
    expect(markierbar(zeile(1, true), false)).toBe(false);
    expect(markierbar(zeile(1, true), true)).toBe(true);
    expect(markierbar(zeile(1, false, false), true)).toBe(false);
    expect(markierbar(zeile(1, true, false), true)).toBe(false);
  });

  it('teilt die Markierung: nicht gelöschte zum Löschen, gelöschte zum Wiederherstellen', () => {
    const { zuLoeschen, zuWiederherstellen } = nachAktion([
      zeile(1, false),
      zeile(2, true),
      zeile(3, true),
      zeile(4, false, false),
    ]);
    expect(zuLoeschen.map((z) => z.id)).toEqual([1]);
    expect(zuWiederherstellen.map((z) => z.id)).toEqual([2, 3]);
  });
});
