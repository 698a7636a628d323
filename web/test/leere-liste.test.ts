import { describe, expect, it } from 'vitest';
import { MELDUNGEN } from '@lieferdesk/shared';
import { leereListeText } from '../src/komponenten/leereListe';

const standard = { modus: 0, name: '' };

describe('leere Liste: sie sagt, warum', () => {
  it('ein engerer Filter als der Standard ist der Grund', () => {
    expect(leereListeText({ filter: { modus: 0, name: 'Mül' }, standard })).toBe(
      MELDUNGEN.keineEintraegeFilter,
    );
    expect(
      leereListeText({ filter: { modus: 2, name: '' }, standard, zeitraum: { von: '2026-01-01' } }),
    ).toBe(MELDUNGEN.keineEintraegeFilter);
  });

  it('nach einer fehlgeschlagenen Suche: die Suche schlug fehl, gleich mit welchem Filter', () => {
    for (const filter of [standard, { modus: 0, name: 'Mül' }])
      expect(leereListeText({ filter, standard, fehlgeschlagen: true })).toBe(MELDUNGEN.sucheFehler);
  });

  it('mit dem Standardfilter: nichts im gesuchten Zeitraum, mit seinen Tagen', () => {
    expect(
      leereListeText({ filter: standard, standard, zeitraum: { von: '2026-02-28', bis: '2026-03-28' } }),
    ).toBe('Keine Einträge im Zeitraum 28.02.2026 bis 28.03.2026.');
    expect(leereListeText({ filter: standard, standard, zeitraum: { von: '2026-03-28' } })).toBe(
      'Keine Einträge am 28.03.2026.',
    );
  });

  it('der Zeitraum eines Filterentwurfs wird genannt, nicht beschuldigt', () => {
    const entwurf = { name: '', zeitraum: [new Date(2026, 0, 1), new Date(2026, 0, 31)] };
    const standardMitZeitraum = { name: '', zeitraum: [new Date(2026, 2, 1), new Date(2026, 2, 28)] };
    expect(
      leereListeText({
        filter: entwurf,
        standard: standardMitZeitraum,
        zeitraum: { von: '2026-01-01', bis: '2026-01-31' },
      }),
    ).toBe('Keine Einträge im Zeitraum 01.01.2026 bis 31.01.2026.');
    expect(leereListeText({ filter: { ...entwurf, name: 'x' }, standard: standardMitZeitraum })).toBe(
      MELDUNGEN.keineEintraegeFilter,
    );
  });

  it('ohne Zeitraum: keine Einträge', () => {
    expect(leereListeText({ filter: standard, standard })).toBe(MELDUNGEN.keineEintraege);
  });
});
