import { describe, expect, it } from 'vitest';
import { ABHOL_NICHT_WIEDERHOLEN, VERARBEITUNGS_NICHT_WIEDERHOLEN } from '@lieferdesk/events';
import { ABHOL_TEXTE, LESE_TEXTE } from '@lieferdesk/shared';
import { SperreVerloren } from '../../src/domain/sperreVerloren';

describe('SperreVerloren', () => {
  it('nennt die Datei, deren Sperre der Lauf verlor', () => {
    const fehler = new SperreVerloren({ dateiId: 42 });
    expect(fehler.message).toBe(LESE_TEXTE.sperreVerloren(42));
    expect(fehler.message).toContain('Datei Nr. 42');
    expect(fehler.gehalten).toEqual({ dateiId: 42 });
  });

  it('sagt, dass der Lauf den Zugang nicht mehr hält', () => {
    const fehler = new SperreVerloren({ zugangId: 3 });
    expect(fehler.message).toBe(ABHOL_TEXTE.sperreVerloren);
    expect(fehler.gehalten).toEqual({ zugangId: 3 });
  });

  it('heißt für beide Strecken gleich, so wie ihre Listen ohne Wiederholung ihn nennen', () => {
    for (const fehler of [new SperreVerloren({ dateiId: 1 }), new SperreVerloren({ zugangId: 1 })]) {
      expect(fehler).toBeInstanceOf(Error);
      expect(fehler.name).toBe('SperreVerloren');
      expect(VERARBEITUNGS_NICHT_WIEDERHOLEN).toContain(fehler.name);
      expect(ABHOL_NICHT_WIEDERHOLEN).toContain(fehler.name);
    }
  });
});
