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
    filterMerken(s, schluessel, filter, standardEntwurf());
    const gelesen = gemerkterFilter(s, schluessel, standardEntwurf());
    expect(gelesen).toEqual(filter);
    expect(gelesen!.zeitraum![0]).toBeInstanceOf(Date);
  });

  it('nichts gemerkt, unlesbar oder von anderer Form: keiner', () => {
    const s = speicher();
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    s.setItem(schluessel, '{kaputt');
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    s.setItem(schluessel, JSON.stringify({ filter: { ...standardEntwurf(), filterMode: 'eins' } }));
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    const { policeNr: _weg, ...ohne } = standardEntwurf();
    s.setItem(schluessel, JSON.stringify({ filter: ohne }));
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
    // An earlier build kept the filter itself.
    s.setItem(schluessel, JSON.stringify(standardEntwurf()));
    expect(gemerkterFilter(s, schluessel, standardEntwurf())).toBeUndefined();
  });

  it('je Benutzer: ein anderer findet den Filter des letzten nicht', () => {
    const s = speicher();
    filterMerken(s, schluessel, { ...standardEntwurf(), policeNr: 'X' }, standardEntwurf());
    expect(gemerkterFilter(s, filterSchluessel('dokumente', 'admin'), standardEntwurf())).toBeUndefined();
  });

  it('ein voller Speicher verhindert nur das Merken', () => {
    const voll = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => filterMerken(voll, schluessel, standardEntwurf(), standardEntwurf())).not.toThrow();
  });

  it('ein als Standard gemerkter Zeitraum kommt als Standard des neuen Tages zurück', () => {
    const s = speicher();
    const gestern = new Date('2026-03-14T12:00:00Z');
    const heute = new Date('2026-03-15T12:00:00Z');
    filterMerken(s, schluessel, { ...standardEntwurf(gestern), policeNr: 'ABC-1' }, standardEntwurf(gestern));
    expect(gemerkterFilter(s, schluessel, standardEntwurf(heute))).toEqual({
      ...standardEntwurf(heute),
      policeNr: 'ABC-1',
    });
  });

  it('ein selbst gewählter Zeitraum bleibt, wie er gewählt wurde', () => {
    const s = speicher();
    const gestern = new Date('2026-03-14T12:00:00Z');
    const gewaehlt = { ...standardEntwurf(gestern), zeitraum: [new Date(2026, 0, 5), new Date(2026, 2, 14)] };
    filterMerken(s, schluessel, gewaehlt, standardEntwurf(gestern));
    expect(gemerkterFilter(s, schluessel, standardEntwurf(new Date('2026-03-15T12:00:00Z')))).toEqual(
      gewaehlt,
    );
  });
});
