import { describe, expect, it } from 'vitest';
import { kategorieEingabe, MELDUNGEN } from '../src';

const meldungen = (eingabe: unknown) => {
  const r = kategorieEingabe.safeParse(eingabe);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('Kategorie-Formular (Referenz §5)', () => {
  it('meldet die vier Pflichtfelder mit den Texten der Spezifikation', () => {
    expect(meldungen({})).toEqual({
      gevoArt: MELDUNGEN.gevoArtErforderlich,
      hauptKategorie: MELDUNGEN.hauptkategorieErforderlich,
      unterKategorie: MELDUNGEN.unterkategorieErforderlich,
      kategorieFK: MELDUNGEN.mscDateikategorieErforderlich,
    });
    expect(MELDUNGEN.gevoArtErforderlich).toBe('Gevo Art ist erforderlich!');
    expect(MELDUNGEN.mscDateikategorieErforderlich).toBe('MSC Dateikategorie ist erforderlich!');
  });

  it('behandelt Leerzeichen als leer und verlangt eine ganze Zahl als Gevo Art', () => {
    expect(meldungen({ gevoArt: 1.5, hauptKategorie: '  ', unterKategorie: 'x', kategorieFK: 2 })).toEqual({
      gevoArt: MELDUNGEN.gevoArtGanzzahl,
      hauptKategorie: MELDUNGEN.hauptkategorieErforderlich,
    });
  });

  it('nimmt nur MSC-Dateikategorien aus der Liste an', () => {
    expect(meldungen({ gevoArt: 1, hauptKategorie: 'a', unterKategorie: 'b', kategorieFK: 999 })).toEqual({
      kategorieFK: MELDUNGEN.mscDateikategorieErforderlich,
    });
  });

  it('akzeptiert eine vollständige Kategorie und trimmt Texte', () => {
    const r = kategorieEingabe.parse({
      gevoArt: 110001000,
      hauptKategorie: ' Dokument ',
      unterKategorie: 'Police',
      kategorieFK: 2,
      statusFK: null,
    });
    expect(r).toEqual({
      gevoArt: 110001000,
      hauptKategorie: 'Dokument',
      unterKategorie: 'Police',
      kategorieFK: 2,
      statusFK: null,
    });
  });
});
