import { describe, expect, it } from 'vitest';
import { BERECHTIGUNGEN, hatBerechtigung, ROLLEN, rollenDerBerechtigung, type Rolle } from '../src';

/** Every set of roles there is (2¹¹). */
const alleSaetze: Rolle[][] = Array.from({ length: 2 ** ROLLEN.length }, (_, bits) =>
  ROLLEN.filter((_, i) => bits & (1 << i)),
);

describe('Rollen einer Berechtigung', () => {
  it.each(BERECHTIGUNGEN)('%s: genau wer einen der Sätze hält, hat sie — für jede Rollenkombination', (b) => {
    const saetze = rollenDerBerechtigung(b);
    expect(saetze.length).toBeGreaterThan(0);
    for (const rollen of alleSaetze) {
      const benutzer = { id: 'x', name: 'x', rollen, struktur: [] };
      const erwartet = saetze.some((s) => s.every((r) => rollen.includes(r)));
      expect(hatBerechtigung(benutzer, b), rollen.join(',')).toBe(erwartet);
    }
  });

  it('nennt die zusammengesetzte Regel: FA mit VIEW_BROKER_AS_INTERN liest den Import', () => {
    expect(rollenDerBerechtigung('importLesen')).toContainEqual(['FA', 'VIEW_BROKER_AS_INTERN']);
    expect(rollenDerBerechtigung('intern')).toEqual([['INTERN']]);
    expect(rollenDerBerechtigung('angemeldet')).toEqual([[]]);
  });
});
