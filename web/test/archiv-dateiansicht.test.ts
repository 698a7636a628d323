import { describe, expect, it } from 'vitest';
import {
  darstellung,
  groesseText,
  leseAnfang,
  textAusBytes,
  xmlFormatieren,
} from '../src/komponenten/dateiAnsicht';

const strom = (...teile: string[]) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      for (const t of teile) c.enqueue(new TextEncoder().encode(t));
      c.close();
    },
  });

describe('Dateiansicht: was gelesen wird', () => {
  it('liest höchstens die Grenze und sagt, ob die Datei länger war', async () => {
    const kurz = await leseAnfang(strom('abc', 'def'), 6);
    expect([new TextDecoder().decode(kurz.bytes), kurz.gekuerzt]).toEqual(['abcdef', false]);
    let abgebrochen = false;
    const lang = new ReadableStream<Uint8Array>({
      pull(c) {
        c.enqueue(new TextEncoder().encode('0123456789'));
      },
      cancel() {
        abgebrochen = true;
      },
    });
    const anfang = await leseAnfang(lang, 25);
    expect([new TextDecoder().decode(anfang.bytes), anfang.gekuerzt]).toEqual([
      '0123456789012345678901234',
      true,
    ]);
    // The rest is not fetched.
    expect(abgebrochen).toBe(true);
  });

  it('liest UTF-8, sonst Windows-1252, und die Kodierung einer XML-Deklaration', () => {
    expect(textAusBytes(new TextEncoder().encode('Prämie'))).toBe('Prämie');
    expect(textAusBytes(Uint8Array.from([0x50, 0x72, 0xe4, 0x6d, 0x69, 0x65]))).toBe('Prämie');
    const latin1 = Uint8Array.from(
      Buffer.from('<?xml version="1.0" encoding="ISO-8859-1"?><a>Prämie</a>', 'latin1'),
    );
    expect(textAusBytes(latin1)).toBe('<?xml version="1.0" encoding="ISO-8859-1"?><a>Prämie</a>');
    const utf16 = Uint8Array.from([0xff, 0xfe, ...Buffer.from('<a/>', 'utf16le')]);
    expect(textAusBytes(utf16)).toBe('<a/>');
  });

  it('lässt ein am Ende abgeschnittenes Zeichen weg, statt die Datei für Latin-1 zu halten', () => {
    const bytes = new TextEncoder().encode('Grüße');
    // 'ß' is two bytes in UTF-8: cut after its first.
    const abgeschnitten = bytes.subarray(0, bytes.length - 2);
    expect(textAusBytes(abgeschnitten, true)).toBe('Grü');
  });

  it('nennt Größen, wie man sie liest', () => {
    expect(groesseText(2 * 1024 * 1024)).toBe('2 MB');
    expect(groesseText(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(groesseText(2048)).toBe('2 KB');
    expect(groesseText(12)).toBe('12 Bytes');
  });
});

describe('Dateiansicht: XML lesbar gemacht', () => {
  it('rückt Elemente ein, hält Text-Elemente auf einer Zeile und lässt alles andere, wie es ist', () => {
    const xml =
      '<?xml version="1.0"?><!-- Lieferung --><ns:Liste xmlns:ns="urn:x" a="1 > 0">' +
      '<ns:Eintrag id="1"><Name>  Müller &amp; Söhne </Name><Leer/><Nichts></Nichts>' +
      '<![CDATA[<b>roh</b>]]></ns:Eintrag>\n  \n</ns:Liste>';
    expect(xmlFormatieren(xml)).toBe(
      [
        '<?xml version="1.0"?>',
        '<!-- Lieferung -->',
        '<ns:Liste xmlns:ns="urn:x" a="1 > 0">',
        '  <ns:Eintrag id="1">',
        '    <Name>Müller &amp; Söhne</Name>',
        '    <Leer/>',
        '    <Nichts></Nichts>',
        '    <![CDATA[<b>roh</b>]]>',
        '  </ns:Eintrag>',
        '</ns:Liste>',
      ].join('\n'),
    );
  });

  it('ist kein XML, was nicht wohlgeformt ist: dann bleibt der Text, wie er ist', () => {
    for (const kein of [
      'Courtage;4711;12,50',
      '<a><b></a></b>',
      '<a></a><b></b>',
      '<a>',
      '<a></a> danach',
      '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><script>alert(1)</script></body></html>',
      '<1a></1a>',
      '< a></a>',
    ])
      expect(xmlFormatieren(kein), kein).toBeUndefined();
    expect(darstellung('<a><b></a>', false)).toEqual({ art: 'text', text: '<a><b></a>' });
  });

  it('zeigt Markup nur als Text: ein Skript in der Datei ist eine Zeile, nichts sonst', () => {
    expect(darstellung('<a><script>alert(1)</script><img src=x onerror="y"/></a>', false)).toEqual({
      art: 'xml',
      text: '<a>\n  <script>alert(1)</script>\n  <img src=x onerror="y"/>\n</a>',
    });
  });

  it('formatiert eine gekürzte Datei bis zu ihrem Ende, offene Elemente und ein halbes Tag eingeschlossen', () => {
    expect(xmlFormatieren('<a><b>1</b><c x="', true)).toBe('<a>\n  <b>1</b>\n  <c x="');
    expect(xmlFormatieren('<a><b>1</b><c x="')).toBeUndefined();
  });

  it('nimmt eine DOCTYPE mit interner Teilmenge als eine Zeile, ohne ihre Entities aufzulösen', () => {
    const xml = '<!DOCTYPE a [<!ENTITY e "xxxxxxxx">]><a>&e;&e;</a>';
    expect(xmlFormatieren(xml)).toBe('<!DOCTYPE a [<!ENTITY e "xxxxxxxx">]>\n<a>&e;&e;</a>');
  });
});
