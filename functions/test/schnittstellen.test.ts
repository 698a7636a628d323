import { describe, expect, it } from 'vitest';
import { PARAMETER_ALLE, type Schnittstelle } from '@lieferdesk/shared';
import {
  eingebauteVerzeichnis,
  naechsteLfdno,
  passtZumFilter,
} from '../src/data/repositories/schnittstellen';
import { eingebauteSchnittstellen } from '../src/formate/schnittstellen/eingebaut/index';

const schnittstelle = (id: number, interfaceName = `S${id}`, gesellschaft = 'Allgemein'): Schnittstelle => ({
  id,
  interfaceName,
  gesellschaft,
  xml: false,
  keepErrors: false,
  hideErrors: false,
  multiple: false,
  active: true,
  invisible: false,
  unicode: false,
  felder: [],
  multiInterfaces: [],
});

describe('Interface-Filter', () => {
  const zeile = schnittstelle(1000, 'Courtage Muster', 'Muster Versicherung AG');
  it('lässt ohne Gesellschaft oder mit PARAMETER_ALLE jede Gesellschaft durch', () => {
    expect(passtZumFilter(zeile, {})).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: '' })).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: PARAMETER_ALLE })).toBe(true);
  });
  it('filtert nach genauer Gesellschaft und nach einem Namensteil ohne Groß-/Kleinschreibung', () => {
    expect(passtZumFilter(zeile, { gesellschaft: 'Muster Versicherung AG' })).toBe(true);
    expect(passtZumFilter(zeile, { gesellschaft: 'Allgemein' })).toBe(false);
    expect(passtZumFilter(zeile, { interfaceName: 'courtage' })).toBe(true);
    expect(passtZumFilter(zeile, { interfaceName: 'OMDS' })).toBe(false);
  });
});

describe('Sub-Interfaces', () => {
  it('vergibt die nächste lfd. Nr. über der höchsten, beginnend bei 1', () => {
    expect(naechsteLfdno([])).toBe(1);
    expect(
      naechsteLfdno([
        { lfdno: 3, newItabSid: 1 },
        { lfdno: 1, newItabSid: 2 },
      ]),
    ).toBe(4);
  });
});

describe('Eingebaute Interfaces', () => {
  it('liegen alle in den reservierten Ids 1-999, jede Id nur einmal', () => {
    const verzeichnis = eingebauteVerzeichnis(eingebauteSchnittstellen());
    expect(verzeichnis.size).toBeGreaterThan(0);
    for (const [id, s] of verzeichnis) {
      expect(id).toBeGreaterThanOrEqual(1);
      expect(id).toBeLessThanOrEqual(999);
      expect(s.eingebaut).toBe(true);
      expect(s.interfaceName.trim()).not.toBe('');
    }
  });
  it('weist Ids außerhalb 1-999 und doppelte Ids zurück', () => {
    expect(() => eingebauteVerzeichnis([schnittstelle(1000)])).toThrow(/1-999/);
    expect(() => eingebauteVerzeichnis([schnittstelle(0)])).toThrow(/1-999/);
    expect(() => eingebauteVerzeichnis([schnittstelle(5), schnittstelle(5)])).toThrow(/doppelt/);
  });
});
