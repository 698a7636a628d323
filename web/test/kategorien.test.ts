import { describe, expect, it } from 'vitest';
import { MELDUNGEN, type BiproKategorie } from '@lieferdesk/shared';
import { LEER as leer, pruefeEntwurf } from '../src/pages/kategorien/KategorieDialog';
import { filtereKategorien } from '../src/pages/kategorien/KategorienSeite';

describe('Kategorie-Dialog', () => {
  it('zeigt für ein leeres Formular genau die vier Pflichtmeldungen', () => {
    const { daten, fehler } = pruefeEntwurf(leer);
    expect(daten).toBeUndefined();
    expect(fehler).toEqual({
      gevoArt: MELDUNGEN.gevoArtErforderlich,
      hauptKategorie: MELDUNGEN.hauptkategorieErforderlich,
      unterKategorie: MELDUNGEN.unterkategorieErforderlich,
      kategorieFK: MELDUNGEN.mscDateikategorieErforderlich,
    });
  });
  it('gibt ein vollständiges Formular als Eingabe der API frei', () => {
    const { daten, fehler } = pruefeEntwurf({
      ...leer,
      gevoArt: 110001000,
      hauptKategorie: 'Dokument',
      unterKategorie: 'Police',
      kategorieFK: 2,
    });
    expect(fehler).toEqual({});
    expect(daten).toMatchObject({ gevoArt: 110001000, kategorieFK: 2, statusFK: null });
  });
});

describe('Kategorien-Filter', () => {
  const k = (gevoArt: number, hauptKategorie: string, unterKategorie: string) =>
    ({
      gevoArt,
      hauptKategorie,
      unterKategorie,
      kategorieFK: 1,
      dateCreated: '2026-01-01T00:00:00Z',
    }) as BiproKategorie;
  const zeilen = [k(110001000, 'Dokument', 'Police'), k(200001000, 'Schaden', 'Schadenmeldung')];
  it('filtert nach Gevo Art, Haupt- und Unterkategorie, ohne Groß-/Kleinschreibung', () => {
    expect(filtereKategorien(zeilen, '2000').map((z) => z.gevoArt)).toEqual([200001000]);
    expect(filtereKategorien(zeilen, 'police').map((z) => z.gevoArt)).toEqual([110001000]);
    expect(filtereKategorien(zeilen, '  ')).toHaveLength(2);
  });
});
