import { describe, expect, it } from 'vitest';
import { schnittstelle as schnittstellenSchema } from '@lieferdesk/shared';
import {
  eingebauteSchnittstellen,
  EINGEBAUT_ID,
  istEingebauteId,
} from '../../../src/formate/schnittstellen/eingebaut';
import { planen } from '../../../src/formate/schnittstellen/plan';
import { beispiel, lies, liesEingebaut } from './hilfen';

const status = (e: { status: number }[]) => e.map((x) => x.status);

describe('eingebaute Schnittstellen', () => {
  const eingebaut = eingebauteSchnittstellen();
  const nachId = new Map(eingebaut.map((s) => [s.id, s]));

  it('haben eindeutige Ids im reservierten Bereich 1–999 und passen zum Schema', () => {
    expect(nachId.size).toBe(eingebaut.length);
    for (const s of eingebaut) {
      expect(istEingebauteId(s.id), `${s.id} ${s.interfaceName}`).toBe(true);
      expect(() => schnittstellenSchema.parse(s), s.interfaceName).not.toThrow();
    }
    expect(nachId.get(1)?.interfaceName).toBe('OMDS 2.x Verträge');
    expect(nachId.get(2)?.interfaceName).toBe('Courtage-Abrechnung CSV');
    expect(nachId.get(3)?.interfaceName).toBe('Mahnliste CSV');
    expect(istEingebauteId(1000)).toBe(false);
  });

  it('jede Definition lässt sich übersetzen (Umwandlungen, XPaths, Ausdrücke, Unterschnittstellen)', () => {
    for (const s of eingebaut) {
      expect(() => planen(s, (id) => nachId.get(id), s.type === 'GDV'), s.interfaceName).not.toThrow();
    }
  });
});

describe('OMDS 2.x (Id 1)', () => {
  it('liest die Beispieldatei: 6 Verträge mit Personen aus dem PAKET', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.omds, 'omds-bestand-2024-03.xml');
    expect(e).toHaveLength(6);
    expect(status(e)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(e[0]!.felder).toEqual({
      VUNr: '042',
      Polizzennr: 'HH-2023-0045871',
      VtgBeg: '2023-04-01',
      VtgEnd: '2033-04-01',
      PraemieNtoVtg: 312.4,
      WaehrungsCd: 'EUR',
      SpartenCd: 'HH',
      Personennr: 'P-100231',
      Familienname: 'Gruber',
      Vorname: 'Johanna',
      Firmenname: null,
    });
    expect(e[2]!.felder).toMatchObject({
      Polizzennr: 'UV-5519023',
      Familienname: 'Gruber',
      PraemieNtoVtg: 189,
    });
    expect(e[3]!.felder).toMatchObject({
      Familienname: 'Hofbauer-Steiner',
      Vorname: 'Theresia',
      SpartenCd: 'LEB',
    });
    expect(e[4]!.felder).toMatchObject({
      Polizzennr: 'RS-2024-000913',
      VtgEnd: null,
      Familienname: null,
      Firmenname: 'Tischlerei Moser GmbH',
    });
    expect(e[5]!.felder).toMatchObject({
      VUNr: '017',
      Polizzennr: 'W-123456-7',
      WaehrungsCd: 'EUR',
      Familienname: 'Pichler',
      PraemieNtoVtg: 654.12,
    });
  });

  it('fehlerhafte Beispieldatei: drei Fehler, die anderen Verträge gelesen', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.omds, 'omds-bestand-2024-03-fehlerhaft.xml');
    expect(status(e)).toEqual([0, -1, -1, -1, 0]);
    expect(e[1]!.grund).toMatch(/^Feld „VtgBeg“: Ungültiges Datum „2024-02-30“/);
    expect(e[2]!.grund).toMatch(/^Feld „Polizzennr“: Pflichtfeld ist leer/);
    expect(e[3]!.grund).toMatch(/^Feld „PraemieNtoVtg“: Keine Dezimalzahl: „1.200,00“/);
    expect(e[4]!.felder).toMatchObject({
      Polizzennr: 'UV-5519024',
      Familienname: 'Wimmer',
      PraemieNtoVtg: 95.5,
    });
  });

  it('liest auch in VERTRAGSPERSON verschachtelte Personen und SpartenCd am VERTRAG', async () => {
    const omds = eingebauteSchnittstellen().find((s) => s.id === EINGEBAUT_ID.omds)!;
    const text = `<OMDS xmlns="urn:omds20"><PAKET VUNr="1">
      <VERTRAG Polizzennr="X" SpartenCd="KFZ"><VERTRAGSPERSON VtgRolleCd="01">
        <PERSON Personennr="N1"><NATUERLICHE_PERSON Familienname="Berger" Vorname="Eva"/></PERSON>
      </VERTRAGSPERSON></VERTRAG></PAKET></OMDS>`;
    const [e] = await lies(omds, text, [], 'omds.xml');
    expect(e!.felder).toMatchObject({
      SpartenCd: 'KFZ',
      Personennr: 'N1',
      Familienname: 'Berger',
      Vorname: 'Eva',
    });
  });
});

describe('Courtage-Abrechnung CSV (Id 2)', () => {
  it('liest die Beispieldatei (ISO-8859-1, CRLF): Kopfzeile und 8 Buchungen', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.courtage, 'courtage-2024-03.csv');
    expect(e).toHaveLength(9);
    expect(status(e)).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(e[0]).toMatchObject({ zeile: 1, satz: 'CSV-Kopfzeile', felder: {} });
    expect(e[1]).toMatchObject({
      zeile: 2,
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
    expect(e[2]!.felder).toMatchObject({ Beitrag: 1048.9, Provisionssatz: 8.5, Provisionsbetrag: 89.16 });
    expect(e[5]!.felder).toMatchObject({ Versicherungsnehmer: 'Müller, Jürgen', Sparte: 'Wohngebäude' });
    expect(e[7]!.felder).toMatchObject({ Versicherungsnehmer: 'Böhm, Stefan', Provisionsbetrag: -54.85 });
    expect(e[8]!.felder).toMatchObject({
      Versicherungsnehmer: 'Tischlerei Moser GmbH; Wien',
      Buchungstext: 'Abschlussprovision "Firmenrechtsschutz"',
    });
    const summe = e.slice(1).reduce((s, x) => s + (x.felder!.Provisionsbetrag as number), 0);
    expect(Math.round(summe * 100) / 100).toBe(312.57);
  });

  it('fehlerhafte Beispieldatei: die richtigen Zeilenfehler, die übrigen Zeilen gelesen', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.courtage, 'courtage-2024-03-fehlerhaft.csv');
    expect(e.map((x) => [x.zeile, x.status])).toEqual([
      [1, 0],
      [2, 0],
      [3, -1],
      [4, -1],
      [6, -7],
      [7, -1],
      [8, -7],
      [9, 0],
    ]);
    expect(e[2]!.grund).toBe('Feld „Provisionsbetrag“: Keine Dezimalzahl: „102,7,3“');
    expect(e[3]!.grund).toBe('Feld „Buchungsdatum“: Ungültiges Datum „31022024“');
    expect(e[4]!.grund).toMatch(/^Feld „Provisionssatz“: Spalte 6 fehlt \(die Zeile hat 5 Spalten\)/);
    expect(e[5]!.grund).toBe('Feld „Vermittlernummer“: Pflichtfeld ist leer');
    expect(e[6]!.grund).toMatch(/CSV nicht lesbar/);
    expect(e[7]!.felder).toMatchObject({ VSNR: 'LV-77031455', Provisionsbetrag: 42 });
    expect(e[4]!.roh).toBe('10473;K-884-219001;Böhm, Stefan;Kfz-Kasko;645,30');
  });

  it('die Vorprüfung lehnt eine Datei in anderem Layout ab', async () => {
    const eingebaut = eingebauteSchnittstellen();
    const courtage = eingebaut.find((s) => s.id === EINGEBAUT_ID.courtage)!;
    await expect(
      lies(courtage, beispiel('mahnliste-2024-03.csv'), eingebaut, 'courtage.csv'),
    ).rejects.toThrow(
      'Schnittstelle „Courtage-Abrechnung CSV“ (Id 2): Die Datei „courtage.csv“ wird abgelehnt — die Vorprüfung „ersteZeile|beginntMit("Vermittlernummer;VSNR;")“ ist nicht erfüllt.',
    );
  });
});

describe('Mahnliste CSV (Id 3)', () => {
  it('liest die Beispieldatei (UTF-8 mit BOM, letzte Zeile ohne Zeilenende)', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.mahnliste, 'mahnliste-2024-03.csv');
    expect(e).toHaveLength(6);
    expect(status(e)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(e[0]!.satz).toBe('CSV-Kopfzeile');
    expect(e[0]!.roh).toBe('VSNR;Versicherungsnehmer;Mahnstufe;Fälligkeit;offener Betrag;Mahndatum');
    expect(e[2]).toMatchObject({
      zeile: 3,
      satz: 'Mahnung',
      felder: {
        VSNR: 'K-884-220391',
        Versicherungsnehmer: 'Wimmer, Florian',
        Mahnstufe: 2,
        Faelligkeit: '2024-01-15',
        OffenerBetrag: 262.23,
        Mahndatum: '2024-03-05',
      },
    });
    expect(e[5]!.felder).toMatchObject({
      Versicherungsnehmer: 'Weiß, Sabine',
      OffenerBetrag: 84.9,
      Mahndatum: '2024-03-19',
    });
  });

  it('fehlerhafte Beispieldatei: Prüfausdruck -9, Wertfehler -1, der Rest gelesen', async () => {
    const e = await liesEingebaut(EINGEBAUT_ID.mahnliste, 'mahnliste-2024-03-fehlerhaft.csv');
    expect(status(e)).toEqual([0, 0, -9, -1, -1, 0]);
    expect(e[2]!.grund).toBe('Prüfung von „Mahnung“ nicht erfüllt: Mahnstufe >= 1 && Mahnstufe <= 3');
    expect(e[3]!.grund).toBe('Feld „Mahnstufe“: Keine Zahl: „eins“');
    expect(e[4]!.grund).toBe('Feld „OffenerBetrag“: Pflichtfeld ist leer');
    expect(e[5]!.felder).toMatchObject({ VSNR: '4711-0899-11', Mahnstufe: 1 });
  });
});
