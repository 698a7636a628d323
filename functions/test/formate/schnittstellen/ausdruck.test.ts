import { describe, expect, it } from 'vitest';
import {
  AUSDRUCK_HOECHSTLAENGE,
  gruppe,
  kontext,
  type Kontext,
  uebersetzeAusdruck,
} from '../../../src/formate/schnittstellen/ausdruck';

function werte(ausdruck: string, k: Kontext = {}) {
  const a = uebersetzeAusdruck(ausdruck);
  if ('fehler' in a) throw new Error(a.fehler);
  return a.auswerten(kontext(k));
}

const abgelehnt = (ausdruck: string) => {
  const a = uebersetzeAusdruck(ausdruck);
  return 'fehler' in a ? a.fehler : undefined;
};

describe('Prüfausdrücke (jexl)', () => {
  it('Transformationen für Text', () => {
    const zeile = '0200042  4711';
    expect(werte('zeile|teil(1,4) == "0200"', { zeile })).toBe(true);
    expect(werte('zeile|teil(5) == "042  4711"', { zeile })).toBe(true);
    expect(werte('zeile|teil(5,3)|trim|laenge == 3', { zeile })).toBe(true);
    expect(
      werte('zeile|beginntMit("0200") && zeile|endetMit("4711") && zeile|enthaelt("042")', { zeile }),
    ).toBe(true);
    expect(werte('"Straße"|gross == "STRASSE" && "ABC"|klein == "abc"')).toBe(true);
    expect(werte('wert|text == ""', { wert: null })).toBe(true);
  });

  it('leer und zahl', () => {
    expect(werte('wert|leer', { wert: '   ' })).toBe(true);
    expect(werte('wert|leer', { wert: null })).toBe(true);
    expect(werte('fehlt|leer')).toBe(true);
    expect(werte('wert|leer', { wert: 0 })).toBe(false);
    expect(werte('wert|zahl == 1234.56', { wert: '1.234,56' })).toBe(true);
    expect(werte('wert|zahl == -54.85', { wert: '54,85-' })).toBe(true);
    expect(werte('wert|zahl == 12.5', { wert: '12.5' })).toBe(true);
    expect(werte('wert|zahl == null', { wert: 'abc' })).toBe(true);
    expect(werte('wert|zahl > 3', { wert: 7 })).toBe(true);
  });

  it('Felder über felder.Name, felder["Name mit Leerzeichen"] und roh', () => {
    const k = { felder: gruppe({ Mahnstufe: 2, 'offener Betrag': 12.5 }), roh: gruppe({ Mahnstufe: '02' }) };
    expect(werte('felder.Mahnstufe == 2 && felder["offener Betrag"] > 10 && roh.Mahnstufe == "02"', k)).toBe(
      true,
    );
  });

  it('Syntaxfehler und unbekannte Transformationen werden beim Übersetzen gemeldet', () => {
    expect(abgelehnt('zeile ==== 1')).toMatch(/^Syntaxfehler: /);
    expect(abgelehnt('zeile|substr(0,4) == "0200"')).toBe('Unbekannte Transformation „substr“');
    expect(abgelehnt('teil(zeile, 1, 4)')).toMatch(/Funktionsaufrufe gibt es nicht/);
    expect(abgelehnt('')).toBe('Leerer Ausdruck');
  });

  it('Länge ist begrenzt', () => {
    const lang = `zeile == "${'x'.repeat(AUSDRUCK_HOECHSTLAENGE)}"`;
    expect(abgelehnt(lang)).toMatch(/erlaubt sind 2000/);
  });

  it('kein Weg zu Prototypen oder Funktionen', () => {
    // jexl's lexer already trips over inherited names; our tree check catches the rest.
    for (const a of ['zeile.constructor', 'felder.__proto__', 'toString', 'x|constructor', 'zeile.valueOf'])
      expect(abgelehnt(a), a).toBeDefined();
    expect(abgelehnt('zeile["constructor"]')).toBe('Der Name „constructor“ ist nicht erlaubt');
    expect(abgelehnt('felder["__proto__"]')).toBe('Der Name „__proto__“ ist nicht erlaubt');
    // A name computed at run time reads own properties only: a string's methods are not there.
    expect(werte('zeile[name] == null', { zeile: 'abc', name: 'toUpperCase' })).toBe(true);
    expect(werte('zeile["constr"+"uctor"] == null', { zeile: 'abc' })).toBe(true);
    expect(werte('felder["__pro"+"to__"] == null', { felder: gruppe({ a: 1 }) })).toBe(true);
    expect(werte('zeile["constr"+"uctor"]["constr"+"uctor"]', { zeile: 'abc' })).toEqual({
      fehler: expect.stringMatching(/Cannot read properties of undefined \(reading 'constructor'\)$/),
    });
    // The internal transform behind `x[…]` cannot be named.
    expect(abgelehnt('zeile|eigeneEigenschaft("constructor")')).toBe(
      'Unbekannte Transformation „eigeneEigenschaft“',
    );
    // The context has no prototype: inherited names are simply not there.
    expect(werte('felder[name] == null', { felder: gruppe({}), name: 'hasOwnProperty' })).toBe(true);
  });

  it('x[…] liest eigene Eigenschaften wie bisher: Zeichen und Länge eines Textes, Werte einer Gruppe', () => {
    const k = { zeile: 'abc', felder: gruppe({ 'offener Betrag': 5 }), name: 'offener Betrag' };
    expect(werte('zeile[0] == "a" && zeile["length"] == 3 && zeile[1+1] == "c"', k)).toBe(true);
    expect(
      werte('felder["offener Betrag"] == 5 && felder[name] == 5 && felder[name == name].x == null', k),
    ).toBe(true);
    expect(werte('felder[x][y] == 1', { felder: gruppe({}), x: 'a', y: 'b' })).toEqual({
      fehler: expect.stringMatching(/Cannot read properties of undefined \(reading 'b'\)$/),
    });
  });

  it('Fehler beim Auswerten sind Ergebnisse, keine Ausnahmen', () => {
    expect(werte('zeile|teil(0,1) == "a"', { zeile: 'abc' })).toEqual({ fehler: 'teil: Anfang zählt ab 1' });
  });

  it('die freien Namen eines Ausdrucks sind bekannt', () => {
    const a = uebersetzeAusdruck('zeilenAnzahl > 1 && ersteZeile|beginntMit(dateiname) && x.y == 1');
    expect('fehler' in a ? [] : [...a.namen].sort()).toEqual([
      'dateiname',
      'ersteZeile',
      'x',
      'zeilenAnzahl',
    ]);
  });
});
