import { describe, expect, it } from 'vitest';
import { MELDUNGEN, type Benutzer } from '@lieferdesk/shared';
import { leereListeText, siehtKeineMakler } from '../src/komponenten/leereListe';

const FA: Benutzer = { id: 'fa', name: 'fa', rollen: ['FA'], maklernr: '10001', struktur: [] };
const KATEGORIEN: Benutzer = { id: 'k', name: 'kategorien', rollen: ['KATEGORIEN_SETZEN'], struktur: [] };

const standard = { modus: 0, name: '' };

describe('leere Liste: sie sagt, warum', () => {
  it('ein engerer Filter als der Standard ist der Grund', () => {
    expect(leereListeText({ benutzer: FA, filter: { modus: 0, name: 'Mül' }, standard })).toBe(
      MELDUNGEN.keineEintraegeFilter,
    );
    expect(
      leereListeText({
        benutzer: FA,
        filter: { modus: 2, name: '' },
        standard,
        zeitraum: { von: '2026-01-01' },
      }),
    ).toBe(MELDUNGEN.keineEintraegeFilter);
  });

  it('nach einer fehlgeschlagenen Suche: die Suche schlug fehl, gleich mit welchem Filter', () => {
    for (const filter of [standard, { modus: 0, name: 'Mül' }])
      expect(leereListeText({ benutzer: FA, filter, standard, fehlgeschlagen: true })).toBe(
        MELDUNGEN.sucheFehler,
      );
  });

  it('mit dem Standardfilter: nichts im gesuchten Zeitraum, mit seinen Tagen', () => {
    expect(
      leereListeText({
        benutzer: FA,
        filter: standard,
        standard,
        zeitraum: { von: '2026-02-28', bis: '2026-03-28' },
      }),
    ).toBe('Keine Einträge im Zeitraum 28.02.2026 bis 28.03.2026.');
    expect(
      leereListeText({ benutzer: FA, filter: standard, standard, zeitraum: { von: '2026-03-28' } }),
    ).toBe('Keine Einträge am 28.03.2026.');
  });

  it('der Zeitraum eines Filterentwurfs wird genannt, nicht beschuldigt', () => {
    const entwurf = { name: '', zeitraum: [new Date(2026, 0, 1), new Date(2026, 0, 31)] };
    const standardMitZeitraum = { name: '', zeitraum: [new Date(2026, 2, 1), new Date(2026, 2, 28)] };
    expect(
      leereListeText({
        benutzer: FA,
        filter: entwurf,
        standard: standardMitZeitraum,
        zeitraum: { von: '2026-01-01', bis: '2026-01-31' },
      }),
    ).toBe('Keine Einträge im Zeitraum 01.01.2026 bis 31.01.2026.');
    expect(
      leereListeText({ benutzer: FA, filter: { ...entwurf, name: 'x' }, standard: standardMitZeitraum }),
    ).toBe(MELDUNGEN.keineEintraegeFilter);
  });

  it('ohne Zeitraum: keine Einträge', () => {
    expect(leereListeText({ benutzer: FA, filter: standard, standard })).toBe(MELDUNGEN.keineEintraege);
  });

  it('wer die Einträge keines Maklers sieht, erfährt es, gleich mit welchem Filter', () => {
    for (const filter of [standard, { modus: 0, name: 'Mül' }])
      expect(leereListeText({ benutzer: KATEGORIEN, filter, standard })).toBe(
        MELDUNGEN.keineEintraegeOhneSicht,
      );
    expect(siehtKeineMakler(KATEGORIEN)).toBe(true);
    expect(siehtKeineMakler(FA)).toBe(false);
    expect(siehtKeineMakler({ ...KATEGORIEN, rollen: ['VIEW_INTERN'] })).toBe(false);
    expect(siehtKeineMakler({ ...KATEGORIEN, rollen: ['INTERN'] })).toBe(false);
    expect(siehtKeineMakler({ ...KATEGORIEN, struktur: ['10001'] })).toBe(false);
  });
});
