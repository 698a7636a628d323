import { describe, expect, it } from 'vitest';
import { DateiFehler } from '../../../src/formate/schnittstellen';
import { XmlStruktur } from '../../../src/formate/schnittstellen/xml-struktur';

describe('XML-Gerüst', () => {
  const text = [
    '<?xml version="1.0"?><!-- <kein> -->',
    '<o:R xmlns:o="urn:x" xmlns="urn:y" a=\'&lt;&#x41;&#66;&amp;\tz\'>',
    '  <A b="x > y"/><![CDATA[<B>]]><?pi <C>?>',
    '  <A><D/></A>',
    '</o:R>',
  ].join('\n');
  const s = new XmlStruktur(Buffer.from(text), 'X');

  it('kennt je Element Anfang, Ende, Eltern, Platz und Namen', () => {
    expect(s.anzahl).toBe(4);
    expect([0, 1, 2, 3].map((i) => s.name(i))).toEqual(['o:R', 'A', 'A', 'D']);
    expect([0, 1, 2, 3].map((i) => s.lokalerName(i))).toEqual(['R', 'A', 'A', 'D']);
    expect(Array.from(s.eltern.subarray(0, 4))).toEqual([-1, 0, 0, 2]);
    expect(Array.from(s.ordnung.subarray(0, 4))).toEqual([0, 0, 1, 0]);
    expect(s.ausschnitt(s.start[1]!, s.ende[1]!)).toBe('<A b="x > y"/>');
    expect(s.ausschnitt(s.start[2]!, s.kopfEnde[2]!)).toBe('<A>');
    expect(s.ausschnitt(s.start[2]!, s.ende[2]!)).toBe('<A><D/></A>');
    expect(s.ende[0]).toBe(Buffer.byteLength(text));
    expect(s.vorfahren(3)).toEqual([0, 2]);
    expect(s.liegtIn(3, 2)).toBe(true);
    expect(s.liegtIn(1, 2)).toBe(false);
    expect([0, 1, 2, 3].map((i) => s.zeile(s.start[i]!))).toEqual([2, 3, 4, 4]);
  });

  it('liest Attribute wie der Parser und löst Präfixe auf', () => {
    expect(s.attribute(0).get('a')).toBe('<AB& z');
    expect(s.attribute(1).get('b')).toBe('x > y');
    expect(s.praefix(0)).toBe('o');
    expect(s.namensraum(3, 'o')).toBe('urn:x');
    expect(s.namensraum(3, '')).toBe('urn:y');
    expect(s.namensraum(3, 'q')).toBe('');
  });

  it('Versätze sind Bytes: Umlaute und Zeichen außerhalb der BMP davor verschieben nichts', () => {
    const t = new XmlStruktur(Buffer.from('<Ä z="𝄞ö"><Ö a="ß">𝄞</Ö></Ä>'), 'X');
    expect(t.name(1)).toBe('Ö');
    expect(t.ausschnitt(t.start[1]!, t.ende[1]!)).toBe('<Ö a="ß">𝄞</Ö>');
    expect(t.attribute(0).get('z')).toBe('𝄞ö');
  });

  it('ein Text, den die Prüfung hätte ablehnen müssen, ist ein Dateifehler, keine Ausnahme', () => {
    expect(() => new XmlStruktur(Buffer.from('<R>\n<A b="1'), 'X')).toThrow(DateiFehler);
    expect(() => new XmlStruktur(Buffer.from('<R>\n<A>'), 'X')).toThrow(
      'X: Die XML-Datei ist nicht wohlgeformt (Zeile 2): unerwartetes Ende eines Tags oder der Datei',
    );
  });
});
