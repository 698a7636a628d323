import { describe, expect, it } from 'vitest';
import { leererZaehler, nachZielZaehlen } from '../../../src/domain/bipro/zaehler';

describe('Zähler einer Abholung nach Ziel (Referenz §2.6)', () => {
  it('beginnt bei null in jedem Ziel', () => {
    expect(leererZaehler()).toEqual({
      zugeordnet: 0,
      nichtZugeordnet: 0,
      gdv: 0,
      abrechnungen: 0,
      mahnungen: 0,
      archiv: 0,
    });
    // Each call a counter of its own: counting into one leaves the next untouched.
    nachZielZaehlen(leererZaehler(), { ziel: 'gdv' });
    expect(leererZaehler().gdv).toBe(0);
  });

  it('zählt jede Datei unter ihrem Ziel, eine Abrechnung als Abrechnung, eine Mahnliste als Mahnung', () => {
    const z = leererZaehler();
    for (const ziel of ['gdv', 'abrechnung', 'abrechnung', 'mahnung', 'archiv', 'archiv', 'archiv'] as const)
      nachZielZaehlen(z, { ziel });
    expect(z).toEqual({
      zugeordnet: 0,
      nichtZugeordnet: 0,
      gdv: 1,
      abrechnungen: 2,
      mahnungen: 1,
      archiv: 3,
    });
  });

  it('ein Dokument zählt als zugeordnet nur, wenn die Abholung es zuordnete (Stand 2)', () => {
    const z = leererZaehler();
    nachZielZaehlen(z, { ziel: 'dokument', zuordnung: 2 });
    nachZielZaehlen(z, { ziel: 'dokument', zuordnung: 0 });
    nachZielZaehlen(z, { ziel: 'dokument' });
    // Assigned later by a person (1): not the download's doing.
    nachZielZaehlen(z, { ziel: 'dokument', zuordnung: 1 });
    expect(z).toMatchObject({ zugeordnet: 1, nichtZugeordnet: 3 });
    expect(z.archiv + z.gdv + z.abrechnungen + z.mahnungen).toBe(0);
  });
});
