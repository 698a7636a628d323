/**
 * The line edit dialog finds the place a refused edit names, in the words the server builds
 * (WERKBANK_TEXTE.pruefung), so a change of those words fails here.
 */
import { describe, expect, it } from 'vitest';
import { DATENIMPORT_TEXTE, WERKBANK_TEXTE } from '@lieferdesk/shared';
import { auswahlFuer, ersteStelle } from '../src/pages/datenimport/zeilenstelle';

const P = WERKBANK_TEXTE.pruefung;

describe('Stelle eines abgelehnten Datensatzes', () => {
  it('liest die erste genannte Stelle, einen Bereich oder ein Zeichen', () => {
    const datum = P.ort('Vertragsbeginn', P.stelle(44, 51), 'Ungültiges Datum „31022004“');
    const zwei = `${datum}; ${P.ort('FolgeNr', P.stelle(31, 32), 'Keine Zahl: „0A“')}`;
    expect(ersteStelle(datum)).toEqual({ von: 44, bis: 51 });
    expect(ersteStelle(zwei)).toEqual({ von: 44, bis: 51 });
    expect(ersteStelle(P.ort(P.zeichen, P.stelle(128, 128), P.kodierung('€', 'ISO-8859-1')))).toEqual({
      von: 128,
      bis: 128,
    });
  });

  it('nennt keine Stelle für Spalten, XPaths und Satzlängen', () => {
    expect(ersteStelle(P.ort('Provisionsbetrag', P.spalte(7), 'Keine Dezimalzahl'))).toBeUndefined();
    expect(ersteStelle(P.ort('Polizzennr', P.xpath('@Polizzennr'), P.keinWertMehr))).toBeUndefined();
    expect(ersteStelle(P.satzlaenge(3, 256))).toBeUndefined();
  });

  it('wählt die Zeichen der Stelle, nie über das Textende hinaus', () => {
    expect(auswahlFuer({ von: 44, bis: 51 }, 256)).toEqual([43, 51]);
    expect(auswahlFuer({ von: 1, bis: 4 }, 256)).toEqual([0, 4]);
    expect(auswahlFuer({ von: 250, bis: 260 }, 3)).toEqual([3, 3]);
  });

  it('zeigt die Stelle des Cursors und die Länge wie der Server zählt', () => {
    expect(DATENIMPORT_TEXTE.zeileStelle(44, 256)).toBe('Stelle 44 von 256');
    expect(DATENIMPORT_TEXTE.zeileStelle(1, 1200)).toBe('Stelle 1 von 1.200');
  });
});
