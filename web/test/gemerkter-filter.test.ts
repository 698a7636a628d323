import { describe, expect, it } from 'vitest';
import { filterMerken, filterSchluessel, gemerkterFilter } from '../src/komponenten/gemerkterFilter';
import { standardEntwurf } from '../src/pages/posteingang/posteingang';

function speicher() {
  const werte = new Map<string, string>();
  return {
    getItem: (k: string) => werte.get(k) ?? null,
    setItem: (k: string, w: string) => void werte.set(k, w),
    werte,
  };
}

describe('gemerkter Filter einer Liste', () => {
  const schluessel = filterSchluessel('dokumente', 'fa');

  it('gibt den gemerkten Filter mit seinem Zeitraum als Daten zurück', () => {
    const s = speicher();
    const filter = {
      ...standardEntwurf(new Date('2026-03-15T10:00:00Z')),
      filterMode: 1 as const,
      policeNr: 'ABC-1',
      gesellschaftId: 3,
    };
    filterMerken(s, schluessel, filter);
    const gelesen = gemerkterFilter(s, schluessel, standardEntwurf());
    expect(gelesen).toEqual(filter);
    expect(gelesen!.zeitraum![0]).toBeInstanceOf(Date);
  });

  it('nichts gemerkt, unlesbar oder von anderer Form: keiner', () => {
    const s = speicher();
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    s.setItem(schluessel, '{kaputt');
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    s.setItem(schluessel, JSON.stringify({ ...standardEntwurf(), filterMode: 'eins' }));
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    const { policeNr: _weg, ...ohne } = standardEntwurf();
    s.setItem(schluessel, JSON.stringify(ohne));
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
  });

  it('je Benutzer: ein anderer findet den Filter des letzten nicht', () => {
    const s = speicher();
    filterMerken(s, schluessel, { ...standardEntwurf(), policeNr: 'X' });
    expect(gemerkterFilter(s, filterSchluessel('dokumente', 'admin'), standardEntwurf())).toBeUndefined();
  });

  it('ein voller Speicher verhindert nur das Merken', () => {
    const voll = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => filterMerken(voll, schluessel, standardEntwurf())).not.toThrow();
  });
});
