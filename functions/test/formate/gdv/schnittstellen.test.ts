import { schnittstelle } from '@lieferdesk/shared';
import { describe, expect, it } from 'vitest';
import { gdvSchnittstellen } from '../../../src/formate/gdv/schnittstellen';

describe('GDV-Satzarten als eingebaute Schnittstellen', () => {
  const alle = gdvSchnittstellen();
  const [kopf, ...unter] = alle;

  it('eine mehrfache Schnittstelle (Id 100) mit einer Unterschnittstelle je Teildatensatz (101 …)', () => {
    expect(kopf).toMatchObject({
      id: 100,
      interfaceName: 'GDV VU-Vermittler (VUVM2023)',
      type: 'GDV',
      gesellschaft: 'Allgemein',
      multiple: true,
      active: true,
    });
    expect(unter).toHaveLength(232);
    expect(unter.map((s) => s.id)).toEqual(Array.from({ length: 232 }, (_, i) => 101 + i));
    expect(kopf!.multiInterfaces.map((m) => m.newItabSid)).toEqual(unter.map((s) => s.id));
    expect(kopf!.multiInterfaces.map((m) => m.lfdno)).toEqual(Array.from({ length: 232 }, (_, i) => i + 1));
    for (const s of alle) expect(() => schnittstelle.parse(s), s.interfaceName).not.toThrow();
  });

  it('Ids sind stabil: dieselben bei jedem Aufruf, nach Satztyp und Teil sortiert', () => {
    expect(gdvSchnittstellen()).toEqual(alle);
    const nachName = new Map(unter.map((s) => [s.tableName, s.id]));
    expect(nachName.get('0001#1')).toBe(101);
    expect(nachName.get('0200#1')).toBe(nachName.get('0100#5')! + 2); // 0102 (one part) lies between
  });

  it('feste Positionen (art 1), 1-basiert, Umwandlung nach Typ', () => {
    const vertrag = unter.find((s) => s.tableName === '0200#1')!;
    const feld = (name: string) => vertrag.felder.find((f) => f.name === name);
    expect(feld('VsNr')).toEqual({
      name: 'VsNr',
      conversion: 'gdv:text',
      art: 1,
      position: 14,
      len: 17,
      comment: 'Versicherungsschein-Nummer',
    });
    expect(feld('Vertragsbeginn')).toMatchObject({ conversion: 'gdv:datum', position: 44, len: 8 });
    expect(feld('GesbeitragNettoInWE')).toMatchObject({
      conversion: 'gdv:dezimal:2',
      position: 116,
      len: 12,
    });
    expect(feld('Sparte')).toMatchObject({ conversion: 'gdv:numerisch', position: 11, len: 3 });
    const nachsatz = unter.find((s) => s.tableName === '9999#1')!;
    expect(nachsatz.felder.find((f) => f.name === 'Vorzeichen')).toMatchObject({
      conversion: 'gdv:text',
      position: 54,
      comment: 'Vorzeichen: Vorzeichen zu GesbeitragBruttoInkasso',
    });
  });

  it('checkStatement beschreibt die Zeilen des Teildatensatzes', () => {
    const pruefung = (tableName: string) =>
      kopf!.multiInterfaces.find((m) => m.tableName === tableName)!.checkStatement;
    expect(pruefung('0200#2')).toBe('zeile|teil(1,4) == "0200" && zeile|teil(256,1) == "2"');
    expect(pruefung('0220.030#3')).toBe(
      'zeile|teil(1,4) == "0220" && zeile|teil(11,3) == "030" && zeile|teil(43,1) == "3"',
    );
    expect(pruefung('0220.010.13.1#1')).toBe(
      'zeile|teil(1,4) == "0220" && zeile|teil(11,3) == "010" && zeile|teil(60,1) in ["1","3"] && zeile|teil(256,1) == "1"',
    );
    expect(pruefung('9999#1')).toBe('zeile|teil(1,4) == "9999"');
  });
});
