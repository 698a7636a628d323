/**
 * Insurer-to-access mapping through the API against DynamoDB Local (reference §2.2, §2.3, §7
 * "Categories and insurer mapping"): map, list, search without the mapped ones, remove (twice),
 * the default access name, and the refusals. Access names are the test's own, so other tests'
 * mappings never meet these.
 */
import { describe, expect, it } from 'vitest';
import { GESELLSCHAFT_ZUGANG_TEXTE as T, MELDUNGEN, ROUTEN } from '@lieferdesk/shared';
import { DEMO_GESELLSCHAFTEN } from '../../infra/local/demo/stammdaten';
import { rufe } from '../helpers/api';
import { eindeutigeMarke } from '../helpers/eindeutig';

const gesellschaft = (name: string) => DEMO_GESELLSCHAFTEN.find((g) => g.name.startsWith(name))!;
const muster = gesellschaft('Muster');
const nordstern = gesellschaft('Nordstern');
const rheinische = gesellschaft('Rheinische');
const alpenland = gesellschaft('Alpenland');

const liste = async (extZugangBezeichnung?: string) => {
  const antwort = await rufe(ROUTEN.gesellschaftZugangListe, {
    als: 'intern',
    query: extZugangBezeichnung === undefined ? {} : { extZugangBezeichnung },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return antwort.body.rows as { gesellschaftId: number; gesellschaft: string }[];
};

describe('Gesellschaften zu Zugängen über die API (DynamoDB Local)', () => {
  it('ordnet zu, listet, sucht ohne die zugeordneten und entfernt wieder (zweimal)', async () => {
    const zugang = `Integration ${eindeutigeMarke()}`;
    expect(await liste(zugang)).toEqual([]);

    const gespeichert = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: `  ${zugang} `, gesellschaftId: nordstern.gesellschaftId },
    });
    expect(gespeichert.status, JSON.stringify(gespeichert.body)).toBe(200);
    expect(gespeichert.body).toEqual({
      extZugangBezeichnung: zugang,
      gesellschaft: String(nordstern.gesellschaftId),
      gesellschaftId: nordstern.gesellschaftId,
      gesellschaftName: nordstern.name,
      vuNrBafin: nordstern.vuNrBafin,
      ort: nordstern.ort,
    });
    // A VU number of its own (the save call names one) is the mapping's.
    const eigeneVu = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: zugang, gesellschaftId: muster.gesellschaftId, vuNrBafin: '4711' },
    });
    expect(eigeneVu.body.vuNrBafin).toBe('4711');

    // By name; the same pair saved again stays one row.
    await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: zugang, gesellschaftId: nordstern.gesellschaftId },
    });
    const zeilen = await liste(zugang);
    expect(zeilen).toEqual([
      expect.objectContaining({ gesellschaftId: muster.gesellschaftId, vuNrBafin: '4711' }),
      expect.objectContaining({ gesellschaftId: nordstern.gesellschaftId, gesellschaftName: nordstern.name }),
    ]);
    // The key is the access name as written: another case is another access.
    expect(await liste(zugang.toUpperCase())).toEqual([]);
    expect(await liste(`${zugang} 2`)).toEqual([]);

    const suche = async (text: string, mitZugang = true) => {
      const antwort = await rufe(ROUTEN.gesellschaftSuchen, {
        als: 'intern',
        query: mitZugang ? { suche: text, extZugangBezeichnung: zugang } : { suche: text },
      });
      expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
      return (antwort.body.rows as { gesellschaftId: number }[]).map((r) => r.gesellschaftId);
    };
    // Muster and Nordstern are mapped: the other two, by name (other tests' companies aside).
    const demo = new Set(DEMO_GESELLSCHAFTEN.map((g) => g.gesellschaftId));
    const nurDemo = (ids: number[]) => ids.filter((id) => demo.has(id));
    expect(nurDemo(await suche('versicherung'))).toEqual([
      alpenland.gesellschaftId,
      rheinische.gesellschaftId,
    ]);
    expect(nurDemo(await suche(String(rheinische.gesellschaftId)))).toEqual([rheinische.gesellschaftId]);
    expect(nurDemo(await suche(String(nordstern.gesellschaftId)))).toEqual([]);
    expect(await suche('Nordstern', false)).toEqual([nordstern.gesellschaftId]);

    const loeschen = () =>
      rufe(ROUTEN.gesellschaftZugangLoeschen, {
        als: 'intern',
        query: { extZugangBezeichnung: zugang, gesellschaft: String(nordstern.gesellschaftId) },
      });
    expect((await loeschen()).status).toBe(200);
    expect((await liste(zugang)).map((z) => z.gesellschaftId)).toEqual([muster.gesellschaftId]);
    // Idempotent: the pair is gone, which is what was asked.
    const nochmal = await loeschen();
    expect(nochmal.status).toBe(200);
    expect(nochmal.body).toEqual({});
    expect(await suche('Nordstern')).toEqual([nordstern.gesellschaftId]);
    await rufe(ROUTEN.gesellschaftZugangLoeschen, {
      als: 'intern',
      query: { extZugangBezeichnung: zugang, gesellschaft: String(muster.gesellschaftId) },
    });
    expect(await liste(zugang)).toEqual([]);
  });

  it('zeigt ohne Bezeichnung die Gesellschaften des ersten Zugangs, der welche hat', async () => {
    // '!' sorts before every letter and digit: this access is the first while it exists.
    const zugang = `!Vorgabe ${eindeutigeMarke()}`;
    await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: zugang, gesellschaftId: rheinische.gesellschaftId },
    });
    const vorgabe = await rufe(ROUTEN.gesellschaftZugangListe, { als: 'intern' });
    expect(vorgabe.status).toBe(200);
    expect(vorgabe.body.rows).toEqual([
      expect.objectContaining({ extZugangBezeichnung: zugang, gesellschaftId: rheinische.gesellschaftId }),
    ]);
    // An empty name is no name.
    expect(await liste('  ')).toEqual(vorgabe.body.rows);
    await rufe(ROUTEN.gesellschaftZugangLoeschen, {
      als: 'intern',
      query: { extZugangBezeichnung: zugang, gesellschaft: String(rheinische.gesellschaftId) },
    });
    const danach = await rufe(ROUTEN.gesellschaftZugangListe, { als: 'intern' });
    expect(
      danach.body.rows.every((z: { extZugangBezeichnung: string }) => z.extZugangBezeichnung !== zugang),
    ).toBe(true);
  });

  it('weist eine unbekannte Gesellschaft (404), fehlende Angaben und eine Gesellschaft ohne Nummer (400) ab', async () => {
    const zugang = `Abgewiesen ${eindeutigeMarke()}`;
    const unbekannt = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: zugang, gesellschaftId: 987654 },
    });
    expect(unbekannt.status).toBe(404);
    expect(unbekannt.body.message).toBe(T.gesellschaftNichtGefunden(987654));
    expect(decodeURIComponent(unbekannt.headers.get('fehlertext') ?? '')).toBe(unbekannt.body.message);
    expect(await liste(zugang)).toEqual([]);

    const leer = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: '   ', gesellschaftId: 1.5 },
    });
    expect(leer.status).toBe(400);
    expect(leer.body.fehler.map((f: { feld: string }) => f.feld).sort()).toEqual([
      'body.extZugangBezeichnung',
      'body.gesellschaftId',
    ]);

    const ohneSuche = await rufe(ROUTEN.gesellschaftSuchen, { als: 'intern', query: { suche: '  ' } });
    expect(ohneSuche.status).toBe(400);
    expect(ohneSuche.body.fehler[0].feld).toBe('query.suche');

    const name = await rufe(ROUTEN.gesellschaftZugangLoeschen, {
      als: 'intern',
      query: { extZugangBezeichnung: zugang, gesellschaft: 'Muster Versicherung AG' },
    });
    expect(name.status).toBe(400);
    expect(name.body.fehler).toEqual([{ feld: 'query.gesellschaft', grund: T.gesellschaftKeineNummer }]);

    const steuerzeichen = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
      als: 'intern',
      body: { extZugangBezeichnung: 'VEMA\u202Egpj', gesellschaftId: muster.gesellschaftId },
    });
    expect(steuerzeichen.status).toBe(400);
    expect(steuerzeichen.body.fehler).toEqual([
      { feld: 'body.extZugangBezeichnung', grund: MELDUNGEN.unzulaessigeZeichen },
    ]);
  });

  it('ist nur für interne Mitarbeiter (403 für andere, auch mit Kategorien-Recht)', async () => {
    for (const als of ['makler', 'kategorien', 'datenimport']) {
      const antwort = await rufe(ROUTEN.gesellschaftZugangSpeichern, {
        als,
        body: { extZugangBezeichnung: 'Fremd', gesellschaftId: muster.gesellschaftId },
      });
      expect(antwort.status, als).toBe(403);
    }
    expect(await liste('Fremd')).toEqual([]);
  });
});
