import { describe, expect, it } from 'vitest';
import { schnittstellenTestErgebnis, TEST_HOECHSTZEILEN } from '@lieferdesk/shared';
import { DateiFehler, jsonWert, testeSchnittstelle } from '../../../src/formate/schnittstellen';
import { EINGEBAUT_ID, eingebauteSchnittstellen } from '../../../src/formate/schnittstellen/eingebaut';
import { beispiel, schnittstelle } from './hilfen';

const eingebaut = eingebauteSchnittstellen();
const nachId = new Map(eingebaut.map((s) => [s.id, s]));
const alle = (id: number) => nachId.get(id);
const courtage = nachId.get(EINGEBAUT_ID.courtage)!;

describe('Interface testen: JSON-sichere Werte', () => {
  it('lässt Texte, endliche Zahlen, Wahrheitswerte und null, macht undefined zu null', () => {
    expect(jsonWert('2024-03-04')).toBe('2024-03-04');
    expect(jsonWert(-54.85)).toBe(-54.85);
    expect(jsonWert(false)).toBe(false);
    expect(jsonWert(null)).toBeNull();
    expect(jsonWert(undefined)).toBeNull();
  });
  it('macht alles andere zu Text', () => {
    expect(jsonWert(Number.NaN)).toBe('NaN');
    expect(jsonWert(Number.POSITIVE_INFINITY)).toBe('Infinity');
    expect(jsonWert(12n)).toBe('12');
    expect(jsonWert(new Date('2024-03-04T00:00:00Z'))).toBe('2024-03-04T00:00:00.000Z');
    expect(jsonWert({ a: [1, 'x'] })).toBe('{"a":[1,"x"]}');
    expect(jsonWert({ n: 1n })).toBe('[object Object]');
    expect(jsonWert(Symbol('s'))).toBe('Symbol(s)');
  });
});

describe('Interface testen: eine Beispieldatei lesen', () => {
  it('liefert je Zeile Status, Satz und Felder, ohne die Rohzeile; passt zum Antwortschema', async () => {
    const e = await testeSchnittstelle(courtage, {
      alle,
      dateiname: 'courtage-2024-03.csv',
      bytes: beispiel('courtage-2024-03.csv'),
    });
    expect(e).toMatchObject({ gesamt: 9, fehlerhaft: 0, abgeschnitten: false });
    expect(e.zeilen).toHaveLength(9);
    expect(e.zeilen[1]).toEqual({
      zeile: 2,
      status: 0,
      satz: 'Courtage-Buchung',
      felder: {
        Vermittlernummer: '10473',
        VSNR: 'HH-2023-0045871',
        Versicherungsnehmer: 'Gruber, Johanna',
        Sparte: 'Hausrat',
        Beitrag: 312.4,
        Provisionssatz: 15,
        Provisionsbetrag: 46.86,
        Buchungsdatum: '2024-03-04',
        Buchungstext: 'Abschlussprovision',
      },
    });
    expect(schnittstellenTestErgebnis.parse(e)).toEqual(e);
  });

  it('zählt fehlerhafte Zeilen und liest die übrigen', async () => {
    const e = await testeSchnittstelle(courtage, {
      alle,
      dateiname: 'courtage-2024-03-fehlerhaft.csv',
      bytes: beispiel('courtage-2024-03-fehlerhaft.csv'),
    });
    expect(e.zeilen.map((z) => [z.zeile, z.status])).toEqual([
      [1, 0],
      [2, 0],
      [3, -1],
      [4, -1],
      [6, -7],
      [7, -1],
      [8, -7],
      [9, 0],
    ]);
    expect(e).toMatchObject({ gesamt: 8, fehlerhaft: 5, abgeschnitten: false });
    expect(e.zeilen[2]!.grund).toBe('Feld „Provisionsbetrag“: Keine Dezimalzahl: „102,7,3“');
  });

  it('gibt höchstens so viele Zeilen zurück wie erlaubt, zählt aber alle', async () => {
    const s = schnittstelle({ felder: [{ name: 'Wert', art: 0, occurance: 1, conversion: 'ganzzahl' }] });
    const text = Array.from({ length: TEST_HOECHSTZEILEN + 20 }, (_, i) => (i % 100 === 7 ? 'x' : i)).join(
      '\n',
    );
    const e = await testeSchnittstelle(s, { alle, dateiname: 'x.csv', bytes: Buffer.from(text) });
    expect(e.gesamt).toBe(TEST_HOECHSTZEILEN + 20);
    expect(e.zeilen).toHaveLength(TEST_HOECHSTZEILEN);
    expect(e.fehlerhaft).toBe(6);
    expect(e.abgeschnitten).toBe(true);
    const klein = await testeSchnittstelle(s, {
      alle,
      dateiname: 'x.csv',
      bytes: Buffer.from(text),
      hoechstens: 3,
    });
    expect(klein.zeilen.map((z) => z.felder)).toEqual([{ Wert: 0 }, { Wert: 1 }, { Wert: 2 }]);
  });

  it('eine leere Datei hat keine Zeilen', async () => {
    const s = schnittstelle({ felder: [{ name: 'Wert', art: 0, occurance: 1 }] });
    expect(await testeSchnittstelle(s, { alle, dateiname: 'leer.csv', bytes: Buffer.alloc(0) })).toEqual({
      zeilen: [],
      gesamt: 0,
      fehlerhaft: 0,
      abgeschnitten: false,
    });
  });

  it('eine abgelehnte Datei bleibt ein DateiFehler', async () => {
    const fehler = await testeSchnittstelle(courtage, {
      alle,
      dateiname: 'courtage.csv',
      bytes: beispiel('mahnliste-2024-03.csv'),
    }).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(DateiFehler);
    expect((fehler as DateiFehler).art).toBe('vorpruefung');
  });
});
