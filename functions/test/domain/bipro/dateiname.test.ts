import { describe, expect, it } from 'vitest';
import {
  DATEINAME_ERSATZ,
  DATEINAME_HOECHSTLAENGE,
  dateinameNormalisieren,
  dateitypErlaubt,
  gelieferterNameText,
} from '../../../src/domain/bipro/dateiname';

describe('dateinameNormalisieren', () => {
  it('nimmt nur den Basisnamen, ohne Pfad in beiden Schreibweisen', () => {
    expect(dateinameNormalisieren('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(dateinameNormalisieren('a\\b.pdf')).toBe('b.pdf');
    expect(dateinameNormalisieren('C:\\Users\\x\\..\\police.pdf')).toBe('police.pdf');
    expect(dateinameNormalisieren('/abs/pfad/')).toBe(DATEINAME_ERSATZ);
    expect(dateinameNormalisieren('..')).toBe(DATEINAME_ERSATZ);
    expect(dateinameNormalisieren('x/..')).toBe(DATEINAME_ERSATZ);
    expect(dateinameNormalisieren('')).toBe(DATEINAME_ERSATZ);
  });

  it('entfernt NUL, Steuer- und Richtungszeichen', () => {
    expect(dateinameNormalisieren('police\u0000.pdf')).toBe('police.pdf');
    expect(dateinameNormalisieren('rechnung\u202Efdp.exe')).toBe('rechnungfdp.exe');
    expect(dateinameNormalisieren('a\u2066b\u2069\u200F\u0085\u001B\t.pdf')).toBe('ab.pdf');
    expect(dateinameNormalisieren('\u202E\u0000')).toBe(DATEINAME_ERSATZ);
  });

  it('setzt zerlegte Umlaute zusammen (NFC)', () => {
    const nfd = 'Ma\u0308nnlich_Pra\u0308mie.pdf';
    expect(dateinameNormalisieren(nfd)).toBe('Männlich_Prämie.pdf');
    expect(dateinameNormalisieren(nfd)).toHaveLength('Männlich_Prämie.pdf'.length);
  });

  it('kürzt auf 200 Zeichen und behält die Endung', () => {
    const lang = `${'a'.repeat(496)}.pdf`;
    const k = dateinameNormalisieren(lang);
    expect(k).toHaveLength(DATEINAME_HOECHSTLAENGE);
    expect(k.endsWith('.pdf')).toBe(true);
    expect(dateinameNormalisieren('b'.repeat(500))).toBe('b'.repeat(200));
    // Counted in characters: an emoji (two UTF-16 units) is never cut in half.
    const emoji = dateinameNormalisieren(`${'😀'.repeat(300)}.xml`);
    expect([...emoji]).toHaveLength(200);
    expect(emoji.endsWith('😀.xml')).toBe(true);
    expect(dateinameNormalisieren(`${'x'.repeat(200)}.pdf`)).toBe(`${'x'.repeat(196)}.pdf`);
  });

  it('lässt einen gewöhnlichen Namen, wie er ist', () => {
    expect(dateinameNormalisieren('Nachtrag 2026-03 (Kopie).pdf')).toBe('Nachtrag 2026-03 (Kopie).pdf');
  });
});

describe('gelieferterNameText', () => {
  it('zeigt den gelieferten Namen, unsichtbare Zeichen als Codepunkt, gekürzt', () => {
    expect(gelieferterNameText('../a\u202Efdp.exe\u0000')).toBe('Geliefert als „../aU+202Efdp.exeU+0000“');
    expect(gelieferterNameText('x'.repeat(600))).toBe(`Geliefert als „${'x'.repeat(500)}…“`);
  });
});

describe('dateitypErlaubt', () => {
  const bytes = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

  it('nimmt die Endungen der Liste, gleich wie geschrieben', () => {
    for (const name of [
      'a.pdf',
      'b.TIF',
      'c.tiff',
      'd.jpg',
      'e.JPEG',
      'f.png',
      'g.xml',
      'h.txt',
      'i.csv',
      'j.gdv',
      'k.zip',
    ])
      expect(dateitypErlaubt(name), name).toBe(true);
    for (const name of ['a.exe', 'b.html', 'c.svg', 'd.js', 'e', 'f.pdf.exe', 'g.docm'])
      expect(dateitypErlaubt(name), name).toBe(false);
  });

  it('prüft bei PDF und ZIP die ersten Bytes', () => {
    expect(dateitypErlaubt('a.pdf', bytes('%PDF-1.7\n'))).toBe(true);
    expect(dateitypErlaubt('a.pdf', bytes('\r\n junk %PDF-1.4'))).toBe(true);
    expect(dateitypErlaubt('a.pdf', bytes('MZ\x90\x00 ein Programm'))).toBe(false);
    expect(dateitypErlaubt('a.zip', bytes('PK\x03\x04rest'))).toBe(true);
    expect(dateitypErlaubt('leer.zip', bytes('PK\x05\x06'))).toBe(true);
    expect(dateitypErlaubt('a.zip', bytes('<html>'))).toBe(false);
    expect(dateitypErlaubt('a.xml', bytes('<?xml version="1.0"?>'))).toBe(true);
  });
});
