import { describe, expect, it } from 'vitest';
import { findeSchnittstelle, passtMuster } from '../../../src/formate/schnittstellen/dateiname';
import { eingebauteSchnittstellen } from '../../../src/formate/schnittstellen/eingebaut';
import { schnittstelle } from './hilfen';

describe('nameCheck: Muster', () => {
  it('* und ? über den ganzen Namen, ohne Rücksicht auf Groß/klein', () => {
    expect(passtMuster('Courtage_2024-03.CSV', '*courtage*.csv')).toBe(true);
    expect(passtMuster('courtage.csv.bak', '*courtage*.csv')).toBe(false);
    expect(passtMuster('VU042_0324.gdv', 'VU???_????.gdv')).toBe(true);
    expect(passtMuster('VU42_0324.gdv', 'VU???_????.gdv')).toBe(false);
    expect(passtMuster('abc', '*')).toBe(true);
    expect(passtMuster('', '*')).toBe(true);
    expect(passtMuster('a', '')).toBe(false);
    expect(passtMuster('mahnliste_prämie.csv', '*PRÄMIE*')).toBe(true);
    // macOS writes umlauts decomposed (NFD).
    expect(passtMuster('Pra\u0308mie.csv', 'prämie.csv')).toBe(true);
  });

  it('keine exponentielle Suche bei vielen Sternen', () => {
    const name = 'a'.repeat(5000);
    expect(passtMuster(name, `${'*a'.repeat(40)}*b`)).toBe(false);
  });
});

describe('findeSchnittstelle', () => {
  const allgemein = schnittstelle({ id: 1001, interfaceName: 'CSV allgemein', nameCheck: '*.csv' });
  const courtage = schnittstelle({ id: 1002, interfaceName: 'Courtage', nameCheck: '*.txt; *courtage*.csv' });
  const allianz = schnittstelle({
    id: 1003,
    interfaceName: 'Courtage Allianz',
    nameCheck: 'courtage_allianz_*.csv',
  });
  const inaktiv = schnittstelle({
    id: 1004,
    interfaceName: 'alt',
    nameCheck: 'courtage_allianz_2024*.csv',
    active: false,
  });
  const unsichtbar = schnittstelle({
    id: 1005,
    interfaceName: 'weg',
    nameCheck: 'courtage_allianz_2024*.csv',
    invisible: true,
  });
  const liste = [allgemein, courtage, allianz, inaktiv, unsichtbar];

  it('der spezifischste passende Teil gewinnt; inaktive und unsichtbare nehmen nicht teil', () => {
    expect(findeSchnittstelle('Courtage_Allianz_2024-03.csv', liste)?.id).toBe(1003);
    expect(findeSchnittstelle('/tmp/upload/courtage-märz.csv', liste)?.id).toBe(1002);
    expect(findeSchnittstelle('C:\\Daten\\bestand.csv', liste)?.id).toBe(1001);
    expect(findeSchnittstelle('bestand.xml', liste)).toBeUndefined();
    expect(findeSchnittstelle('x.csv', [])).toBeUndefined();
  });

  it('bei Gleichstand die kleinere Id, unabhängig von der Reihenfolge', () => {
    const a = schnittstelle({ id: 2001, interfaceName: 'a', nameCheck: 'x*.csv' });
    const b = schnittstelle({ id: 2000, interfaceName: 'b', nameCheck: '*y.csv' });
    expect(findeSchnittstelle('xy.csv', [a, b])?.id).toBe(2000);
    expect(findeSchnittstelle('xy.csv', [b, a])?.id).toBe(2000);
  });

  it('die eingebauten Schnittstellen erkennen ihre Beispieldateien', () => {
    const eingebaut = eingebauteSchnittstellen();
    expect(findeSchnittstelle('omds-bestand-2024-03.xml', eingebaut)?.id).toBe(1);
    expect(findeSchnittstelle('Courtage-2024-03.csv', eingebaut)?.id).toBe(2);
    expect(findeSchnittstelle('Provisionsabrechnung_0324.CSV', eingebaut)?.id).toBe(2);
    expect(findeSchnittstelle('mahnliste-2024-03.csv', eingebaut)?.id).toBe(3);
  });
});
