import { describe, expect, it } from 'vitest';
import { uebersetzeUmwandlung } from '../../../src/formate/schnittstellen/umwandlung';
import { istFehler } from '../../../src/formate/werte';

function wende(umwandlung: string | undefined, roh: string) {
  const u = uebersetzeUmwandlung(umwandlung);
  if ('fehler' in u) throw new Error(u.fehler);
  return u.anwenden(roh);
}

const fehler = (umwandlung: string, roh: string) => {
  const w = wende(umwandlung, roh);
  return istFehler(w) ? w.fehler : undefined;
};

describe('Umwandlungen', () => {
  it('ohne Umwandlung: Text ohne Rand-Leerzeichen, leer heißt „nicht angegeben“', () => {
    expect(wende(undefined, '  Müller  ')).toBe('Müller');
    expect(wende('', '   ')).toBeNull();
    expect(wende('text', ' a ')).toBe('a');
    expect(wende('trim', ' a ')).toBe('a');
    expect(wende('gdv:text', 'Huber     ')).toBe('Huber');
    expect(wende('gdv:alphanumerisch', '   ')).toBeNull();
  });

  it('roh behält den Text genau, gross/klein', () => {
    expect(wende('roh', '  a b ')).toBe('  a b ');
    expect(wende('roh|gross', ' straße ')).toBe(' STRASSE ');
    expect(wende('klein', 'EUR')).toBe('eur');
    expect(uebersetzeUmwandlung('text|roh')).toEqual({ fehler: '„roh“ ist nur als erster Schritt möglich' });
  });

  it('ganzzahl und gdv:numerisch', () => {
    expect(wende('ganzzahl', ' 0042 ')).toBe(42);
    expect(wende('ganzzahl', '-7')).toBe(-7);
    expect(wende('gdv:numerisch', '000123')).toBe(123);
    expect(wende('ganzzahl', '')).toBeNull();
    expect(fehler('ganzzahl', '12a')).toBe('Keine Zahl: „12a“');
    expect(fehler('ganzzahl', '99999999999999999999')).toMatch(/zu groß/);
  });

  it('dezimal:N und gdv:dezimal:N mit gedachten Nachkommastellen', () => {
    expect(wende('dezimal:2', '000001234567')).toBe(12345.67);
    expect(wende('gdv:dezimal:2', '0000012345-')).toBe(-123.45);
    expect(wende('dezimal:0', '17')).toBe(17);
    expect(wende('gdv:dezimal:3', '   ')).toBeNull();
    expect(fehler('dezimal:2', '12,34')).toMatch(/Keine Zahl/);
  });

  it('dezimal:de und dezimal:punkt', () => {
    expect(wende('dezimal:de', '1.234,56')).toBe(1234.56);
    expect(wende('dezimal:de', '54,85-')).toBe(-54.85);
    expect(fehler('dezimal:de', '12,3,4')).toMatch(/Keine Dezimalzahl/);
    expect(wende('dezimal:punkt', '1048.90')).toBe(1048.9);
    expect(wende('dezimal:punkt', '-.5')).toBe(-0.5);
    expect(fehler('dezimal:punkt', '1.200,00')).toMatch(/Keine Dezimalzahl/);
  });

  it('Datumsformate', () => {
    expect(wende('datum:TTMMJJJJ', '22072004')).toBe('2004-07-22');
    expect(wende('datum:TTMMJJJJ', '00072004')).toBe('2004-07');
    expect(fehler('datum:TTMMJJJJ', '072004')).toMatch(/Ungültiges Datum/);
    expect(wende('datum:TT.MM.JJJJ', '4.3.2024')).toBe('2024-03-04');
    expect(fehler('datum:TT.MM.JJJJ', '31.02.2024')).toMatch(/Ungültiges Datum/);
    expect(wende('datum:JJJJMMTT', '20240131')).toBe('2024-01-31');
    expect(fehler('datum:JJJJMMTT', '20241301')).toBe('Ungültiges Datum „20241301“');
    expect(wende('datum:iso', '2024-02-29')).toBe('2024-02-29');
    expect(wende('datum:iso', '2024-03-01T06:15:00Z')).toBe('2024-03-01');
    expect(fehler('datum:iso', '2024-02-30')).toBe('Ungültiges Datum „2024-02-30“');
    expect(wende('gdv:datum', '00002004')).toBe('2004');
    expect(wende('gdv:datum', '00000000')).toBeNull();
    // Step names do not depend on case.
    expect(wende('DATUM:tt.mm.jjjj', '01.01.2024')).toBe('2024-01-01');
  });

  it('map: Zuordnung mit Vorgabe, Maskierung und Fehler bei fehlendem Wert', () => {
    expect(wende('map:A=aktiv;S=storniert', ' S ')).toBe('storniert');
    expect(fehler('map:A=aktiv;S=storniert', 'X')).toBe('Wert „X“ ist in der Zuordnung nicht vorgesehen');
    expect(wende('map:A=aktiv;*=unbekannt', 'X')).toBe('unbekannt');
    expect(wende('map:A=aktiv', '')).toBeNull();
    expect(wende('map:1=ja\\; sicher;2=a\\=b\\|c', '1')).toBe('ja; sicher');
    expect(wende('map:1=ja\\; sicher;2=a\\=b\\|c', '2')).toBe('a=b|c');
    expect(wende('ganzzahl|map:1=Mahnung;2=Letzte Mahnung', '02')).toBe('Letzte Mahnung');
    expect(uebersetzeUmwandlung('map:')).toEqual({ fehler: 'Leere Zuordnung „map:“' });
    expect(uebersetzeUmwandlung('map:A')).toEqual({ fehler: 'Zuordnung „A“ ohne „=“' });
  });

  it('pflicht und standard in der Kette', () => {
    expect(fehler('dezimal:de|pflicht', '  ')).toBe('Pflichtfeld ist leer');
    expect(wende('dezimal:de|pflicht', '0,00')).toBe(0);
    expect(wende('text|standard:EUR', '')).toBe('EUR');
    expect(wende('standard:EUR|gross', 'chf')).toBe('CHF');
  });

  it('eine Kette wendet die Schritte der Reihe nach an; Zahlen sind kein Text', () => {
    expect(wende(' text | map:a=1 | ganzzahl ', ' a ')).toBe(1);
    expect(wende('ganzzahl|dezimal:de', '1')).toEqual({
      fehler: '„dezimal:de“ erwartet Text, nicht die Zahl 1',
    });
    expect(wende('gross|map:A=aktiv', 'a')).toBe('aktiv');
  });

  it('unbekannte oder leere Schritte sind Fehler der Definition', () => {
    expect(uebersetzeUmwandlung('datum:MM/TT/JJJJ')).toEqual({
      fehler: 'Unbekannte Umwandlung „datum:MM/TT/JJJJ“',
    });
    expect(uebersetzeUmwandlung('dezimal:12')).toEqual({ fehler: 'Unbekannte Umwandlung „dezimal:12“' });
    expect(uebersetzeUmwandlung('text||gross')).toEqual({
      fehler: 'Leerer Schritt in der Umwandlung „text||gross“',
    });
    expect(uebersetzeUmwandlung('constructor')).toEqual({ fehler: 'Unbekannte Umwandlung „constructor“' });
  });
});
