import { describe, expect, it } from 'vitest';
import { GESELLSCHAFT_ZUGANG_TEXTE as T } from '@lieferdesk/shared';
import {
  alsTreffer,
  alsZuordnung,
  gesellschaftsNummer,
  trifftSuche,
} from '../src/gesellschaftZugang/zuordnungen';
import { Ungueltig } from '../src/domain/fehler';

const muster = { gesellschaftId: 12, name: 'Muster Versicherung AG', vuNrBafin: '9999', ort: 'Köln' };

describe('Gesellschaften zu Zugängen', () => {
  it('findet eine Gesellschaft über ihre Nummer genau oder einen Teil ihres Namens', () => {
    expect(trifftSuche(muster, '12')).toBe(true);
    expect(trifftSuche(muster, ' 12 ')).toBe(true);
    expect(trifftSuche(muster, '1')).toBe(false);
    expect(trifftSuche(muster, 'muster')).toBe(true);
    expect(trifftSuche(muster, 'VERSICHERUNG ag')).toBe(true);
    expect(trifftSuche(muster, 'Nordstern')).toBe(false);
    expect(trifftSuche(muster, '   ')).toBe(false);
    expect(trifftSuche({ gesellschaftId: 3, name: 'Rheinische Sachversicherung AG' }, 'SACH')).toBe(true);
  });

  it('gibt als Schlüssel der Zuordnung die Nummer der Gesellschaft als Text an', () => {
    expect(alsTreffer(muster)).toEqual({
      gesellschaft: '12',
      gesellschaftId: 12,
      gesellschaftName: 'Muster Versicherung AG',
      vuNrBafin: '9999',
      ort: 'Köln',
    });
  });

  it('zeigt den heutigen Namen der Gesellschaft, den gemerkten nur für eine entfernte', () => {
    const eintrag = {
      extZugangBezeichnung: 'VEMA',
      gesellschaftId: 12,
      gesellschaftName: 'Alter Name AG',
      vuNrBafin: '1234',
      ort: 'Bonn',
    };
    expect(alsZuordnung(eintrag, muster)).toEqual({
      extZugangBezeichnung: 'VEMA',
      gesellschaft: '12',
      gesellschaftId: 12,
      gesellschaftName: 'Muster Versicherung AG',
      // The mapping's own VU number: the save call named it.
      vuNrBafin: '1234',
      ort: 'Köln',
    });
    expect(alsZuordnung(eintrag, undefined)).toMatchObject({
      gesellschaftName: 'Alter Name AG',
      ort: 'Bonn',
    });
    expect(alsZuordnung({ ...eintrag, vuNrBafin: undefined }, muster).vuNrBafin).toBe('9999');
  });

  it('nimmt beim Löschen nur eine Nummer als Gesellschaft an', () => {
    expect(gesellschaftsNummer('12')).toBe(12);
    expect(gesellschaftsNummer(' 7 ')).toBe(7);
    for (const falsch of ['Muster', '1.5', '-3', '', '12a', '9'.repeat(20)]) {
      expect(() => gesellschaftsNummer(falsch), falsch).toThrow(Ungueltig);
    }
    try {
      gesellschaftsNummer('x');
    } catch (e) {
      expect((e as Ungueltig).fehler).toEqual([
        { feld: 'query.gesellschaft', grund: T.gesellschaftKeineNummer },
      ]);
    }
  });
});
