import { describe, expect, it } from 'vitest';
import { gesetzteWerte } from '../src/pages/aenderungen/gesetzteWerte';

describe('Änderungsprotokoll: gesetzte Werte lesbar', () => {
  it('nennt Feld und Wert von Abfrage und Inhalt der Reihe nach', () => {
    expect(
      gesetzteWerte('{"query":{"gevoArt":1},"body":{"name":"A","liste":[1,2],"passwort":"(geändert)"}}'),
    ).toBe('gevoArt: 1; name: A; liste: [1,2]; passwort: (geändert)');
  });
  it('lässt einen gekürzten Eintrag, wie er ist', () => {
    expect(gesetzteWerte('{"body":{"beschreibung":"xxx…')).toBe('{"body":{"beschreibung":"xxx…');
  });
});
