import { describe, expect, it } from 'vitest';
import type { Kunde } from '../../src/domain/bestand';
import { normalisiereName, normalisiereStrasse, teileName } from '../../src/domain/namen';
import {
  geburtsdatenVertraeglich,
  kundenSchluessel,
  nachAnschrift,
  personPasst,
  personText,
  vornamenVertraeglich,
} from '../../src/domain/person';

const kunde = (k: Partial<Kunde>): Kunde => ({
  kundennr: 1,
  maklernr: '10001',
  name: 'Müller',
  gesellschaftKundennummern: [],
  ...k,
});

describe('Namen als Schlüssel', () => {
  it('Umlaute, Akzente, Groß-/Kleinschreibung, Leer- und Satzzeichen unterscheiden nicht', () => {
    expect(normalisiereName('Kitzelpfütze')).toBe('kitzelpfuetze');
    expect(normalisiereName('KITZELPFUETZE')).toBe('kitzelpfuetze');
    expect(normalisiereName('Weiß')).toBe(normalisiereName('Weiss'));
    expect(normalisiereName('Hofbauer-Steiner')).toBe('hofbauersteiner');
    expect(normalisiereName('José')).toBe('jose');
    expect(normalisiereName(undefined)).toBe('');
  });

  it('Straßen: „Straße“, „Strasse“ und „Str.“ sind gleich', () => {
    expect(normalisiereStrasse('Elsholunderstraße 10')).toBe(normalisiereStrasse('Elsholunderstr. 10'));
    expect(normalisiereStrasse('Lympfensittich Str. 99')).toBe(
      normalisiereStrasse('Lympfensittichstrasse 99'),
    );
  });

  it('teilt „Name, Vorname“; ohne Komma ist alles der Name', () => {
    expect(teileName('Gruber, Johanna')).toEqual({ name: 'Gruber', vorname: 'Johanna' });
    expect(teileName('Tischlerei Moser GmbH; Wien')).toEqual({ name: 'Tischlerei Moser GmbH; Wien' });
    expect(teileName('Gruber,')).toEqual({ name: 'Gruber' });
  });
});

describe('Person und Kunde', () => {
  it('Vornamen und Geburtsdaten: was eine Seite nicht kennt, spricht nicht dagegen', () => {
    expect(vornamenVertraeglich('Hans', 'Hans-Peter')).toBe(true);
    expect(vornamenVertraeglich(undefined, 'Hans')).toBe(true);
    expect(vornamenVertraeglich('Hans', 'Johannes')).toBe(false);
    expect(geburtsdatenVertraeglich('1979-11', '1979-11-11')).toBe(true);
    expect(geburtsdatenVertraeglich(undefined, '1979-11-11')).toBe(true);
    expect(geburtsdatenVertraeglich('1979-11-12', '1979-11-11')).toBe(false);
  });

  it('passt nach Nachname, Vorname und Geburtsdatum; die Anschrift entscheidet nie dagegen', () => {
    const k = kunde({ name: 'Müller', vorname: 'Jürgen', geburtsdatum: '1971-05-19', plz: '1030' });
    expect(personPasst({ name: 'MUELLER', vorname: 'Juergen', plz: '9999' }, k)).toBe(true);
    expect(personPasst({ name: 'Müller', vorname: 'Jürgen', geburtsdatum: '1971-05-20' }, k)).toBe(false);
    expect(personPasst({ name: 'Maier', vorname: 'Jürgen' }, k)).toBe(false);
  });

  it('unter mehreren Kunden entscheidet die Anschrift: erst PLZ, dann Straße', () => {
    const a = kunde({ kundennr: 1, plz: '50825', strasse: 'Hauptstr. 1' });
    const b = kunde({ kundennr: 2, plz: '50825', strasse: 'Nebenstr. 2' });
    const c = kunde({ kundennr: 3, plz: '50667' });
    expect(nachAnschrift({ name: 'Müller', plz: '50667' }, [a, b, c])?.kundennr).toBe(3);
    expect(
      nachAnschrift({ name: 'Müller', plz: '50825', strasse: 'Nebenstraße 2' }, [a, b, c])?.kundennr,
    ).toBe(2);
    expect(nachAnschrift({ name: 'Müller', plz: '50825' }, [a, b, c])).toBeUndefined();
    expect(nachAnschrift({ name: 'Müller', plz: '12345' }, [a, b, c])).toBeUndefined();
    expect(nachAnschrift({ name: 'Müller' }, [a, b])).toBeUndefined();
  });

  it('der Schlüssel eines neuen Kunden: Makler, Name, Vorname, Geburtsdatum als Schlüssel', () => {
    expect(
      kundenSchluessel('10001', { name: 'Fresy', vorname: 'Wilhelm', geburtsdatum: '1979-12-12', plz: '1' }),
    ).toBe(
      kundenSchluessel('10001', { name: 'FRESY', vorname: 'Wilhelm', geburtsdatum: '1979-12-12', plz: '2' }),
    );
    expect(kundenSchluessel('10001', { name: 'Fresy' })).not.toBe(
      kundenSchluessel('10002', { name: 'Fresy' }),
    );
  });

  it('Anzeige: „Name, Vorname (TT.MM.JJJJ)“', () => {
    expect(personText({ name: 'Kitzelpfütze', vorname: 'Martina', geburtsdatum: '1979-11-11' })).toBe(
      'Kitzelpfütze, Martina (11.11.1979)',
    );
    expect(personText({ name: 'Tischlerei Moser GmbH' })).toBe('Tischlerei Moser GmbH');
  });
});
