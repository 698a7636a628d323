import { describe, expect, it } from 'vitest';
import { importFilterAnfrage, WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { statusKlasse } from '../../src/data/entities/importZeile';
import { klassenDesBereichs, restbedingung } from '../../src/data/repositories/zeilenSicht';
import { seitenmarke, seitenstand } from '../../src/werkbank/seitenmarke';
import { statusbereich } from '../../src/werkbank/filter';

const benutzer = (id: string): Benutzer => ({ id, name: id, rollen: ['INTERN'], struktur: [] });
const filter = importFilterAnfrage.parse({ modus: 1, filename: 'a.txt' });
const stand = { erste: 100, datei: 42, wert: '2026-03-02T09:15:00.000Z', zeile: 2000 };

describe('Seitenmarke', () => {
  it('führt ihren Benutzer mit derselben Suche an dieselbe Stelle', () => {
    const marke = seitenmarke(benutzer('a'), filter, stand);
    expect(seitenstand(benutzer('a'), filter, marke)).toEqual(stand);
    // The page itself is not part of the search it belongs to.
    expect(seitenstand(benutzer('a'), { ...filter, seite: marke }, marke)).toEqual(stand);
  });

  it('weist eine fremde, eine andere Suche und jede Änderung zurück', () => {
    const marke = seitenmarke(benutzer('a'), filter, stand);
    const abgelehnt = (b: Benutzer, f: typeof filter, text: string) =>
      expect(() => seitenstand(b, f, text)).toThrow(WERKBANK_TEXTE.seiteUngueltig);
    abgelehnt(benutzer('b'), filter, marke);
    abgelehnt(benutzer('a'), { ...filter, statusTo: 500 }, marke);
    abgelehnt(benutzer('a'), { ...filter, sortFeld: 'id', sortRichtung: 1 }, marke);
    for (let i = 0; i < marke.length; i++) {
      const anders = marke.slice(0, i) + (marke[i] === 'A' ? 'B' : 'A') + marke.slice(i + 1);
      abgelehnt(benutzer('a'), filter, anders);
    }
    const inhalt = JSON.parse(Buffer.from(marke, 'base64url').toString('utf8'));
    const mit = (teil: object) => Buffer.from(JSON.stringify({ ...inhalt, ...teil })).toString('base64url');
    abgelehnt(benutzer('a'), filter, mit({ d: 41 }));
    abgelehnt(benutzer('a'), filter, mit({ e: 0 }));
    abgelehnt(benutzer('a'), filter, mit({ extra: 1 }));
    abgelehnt(benutzer('a'), filter, 'kein json');
    abgelehnt(benutzer('a'), filter, '');
  });
});

describe('Statusklassen des Listenindex', () => {
  it('teilt den Status in fehlerhaft, offen und gebucht', () => {
    expect([-17, -1, 0, 1, 2, 3].map(statusKlasse)).toEqual(['F', 'F', 'O', 'O', 'B', 'B']);
  });

  it('liest nur die Klassen, die der Statusbereich berührt', () => {
    // Reference §9: the default -1000 to 1, errors only, 0 to 500, 2 to 3.
    expect(klassenDesBereichs(statusbereich(-1000, 1))).toEqual(['F', 'O']);
    expect(klassenDesBereichs(statusbereich(-1000, -1000))).toEqual(['F']);
    expect(klassenDesBereichs(statusbereich(0, 500))).toEqual(['O', 'B']);
    expect(klassenDesBereichs(statusbereich(2, 3))).toEqual(['B']);
    expect(klassenDesBereichs(statusbereich(500, 500))).toEqual(['F', 'O', 'B']);
  });

  it('filtert nur, was die Klasse nicht schon entscheidet', () => {
    expect(restbedingung('F', { bis: -1 })).toEqual({ von: undefined, bis: undefined });
    expect(restbedingung('O', { bis: 1 })).toEqual({ von: undefined, bis: undefined });
    expect(restbedingung('O', { von: 0, bis: 0 })).toEqual({ von: undefined, bis: 0 });
    expect(restbedingung('F', { von: -5, bis: -5 })).toEqual({ von: -5, bis: -5 });
    expect(restbedingung('B', { von: 2, bis: 3 })).toEqual({ von: undefined, bis: 3 });
  });
});
