/**
 * A keyset read as a BiPRO list's page (biproDateien/seite.ts `keysetErgebnis`): the page, where
 * the next goes on, and the count — exact to the end, 'mehr als' where counting stopped.
 */
import { describe, expect, it } from 'vitest';
import { bekannteZahl, keysetErgebnis, ZAEHL_GRENZE } from '../../src/biproDateien/seite';

const zeilen = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('Seite aus dem Schlüssellesen', () => {
  it('zählt bis zum Ende genau und gibt ohne weitere Zeilen keine Marke', () => {
    expect(keysetErgebnis({ zeilen: zeilen(45), zuEnde: true, gelesen: 45 }, 100, 0)).toEqual({
      seite: zeilen(45),
      gesamt: 45,
      gesamtGenau: true,
      begrenzt: false,
    });
    const mitte = keysetErgebnis({ zeilen: zeilen(45), zuEnde: true, gelesen: 45 }, 20, 40);
    expect(mitte).toMatchObject({ gesamt: 85, gesamtGenau: true, weiter: { erste: 60, nach: 20 } });
    expect(mitte.seite).toEqual(zeilen(20));
  });

  it('sagt "mehr als" Seite und Zählgrenze, wenn jenseits davon noch Zeilen sind', () => {
    const voll = keysetErgebnis(
      { zeilen: zeilen(100 + ZAEHL_GRENZE + 1), zuEnde: false, gelesen: 5000 },
      100,
      200,
    );
    expect(voll).toMatchObject({
      gesamt: 200 + 100 + ZAEHL_GRENZE,
      gesamtGenau: false,
      begrenzt: false,
      weiter: { erste: 300, nach: 100 },
    });
    expect(voll.seite).toHaveLength(100);
  });

  it('geht nach der Lesegrenze hinter der zuletzt geprüften Zeile weiter und sagt es', () => {
    const kurz = keysetErgebnis({ zeilen: zeilen(7), zuEnde: false, bis: 999, gelesen: 5000 }, 100, 0);
    expect(kurz).toEqual({
      seite: zeilen(7),
      weiter: { erste: 7, nach: 999 },
      gesamt: 6,
      gesamtGenau: false,
      begrenzt: true,
    });
    // The page full, the count stopped by the bound: at least what was read, and on after the page.
    const gezaehlt = keysetErgebnis({ zeilen: zeilen(300), zuEnde: false, bis: 999, gelesen: 5000 }, 100, 0);
    expect(gezaehlt).toMatchObject({
      gesamt: 299,
      gesamtGenau: false,
      begrenzt: false,
      weiter: { nach: 100 },
    });
    const genauVoll = keysetErgebnis({ zeilen: zeilen(100), zuEnde: false, bis: 999, gelesen: 5000 }, 100, 0);
    expect(genauVoll.weiter).toEqual({ erste: 100, nach: 100 });
  });
});

describe('Zahl aus der Marke', () => {
  it('nimmt die genaue Zahl der ersten Seite mit, die ungenaue nur, solange die Seite in ihr liegt', () => {
    expect(bekannteZahl(undefined, 100, 100)).toBeUndefined();
    expect(bekannteZahl({}, 100, 100)).toBeUndefined();
    expect(bekannteZahl({ g: 345, gg: true }, 300, 100)).toEqual({ gesamt: 345, gesamtGenau: true });
    expect(bekannteZahl({ g: 1100, gg: false }, 900, 100)).toEqual({ gesamt: 1100, gesamtGenau: false });
    // Rows 1,001–1,100 of 'more than 1,100': still within; the next page counts anew.
    expect(bekannteZahl({ g: 1100, gg: false }, 1000, 100)).toBeUndefined();
  });
});
