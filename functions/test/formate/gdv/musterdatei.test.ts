import { beforeAll, describe, expect, it } from 'vitest';
import { gdvDatensaetze } from '../../../src/formate/gdv/teilsaetze';
import { fasseZusammen } from '../../../src/formate/gdv/zusammenfassung';
import { fixture, lies, stuecke } from './hilfen';

type Gelesen = Awaited<ReturnType<typeof lies>>;

/**
 * Golden values of the GDV's own sample delivery, read from the bytes by hand against the 2023
 * layout (e.g. `sed -n 5p musterdatei_041222.txt | cut -c44-51` → 01052004):
 *
 * line 1   0001  VU 9999, Absender "XXX Versicherung AG", Adressat "BRBRIENNEE,JÜRGEN",
 *                bytes 70–85 "2207200422072004" (created 22.07.2004, period to 22.07.2004)
 * line 3   0100  Anrede (43) "2", Name1 (44–73) "Kitzelpfütze", Name3 (104–133) "Martina",
 *                PLZ (157–162) "52222", Ort "Stolberg (Rhld.)", Str "Sebeneteriestr. 44",
 *                Geburtsdatum (226–233) "11111979", Adresskennzeichen (237–238) "01"
 * line 5   0200  VSNR (14–30) "      59999999999", Sparte 030, Vertragsbeginn (44–51) "01052004",
 *                Ablauf (52–59) "01052009", Hauptfälligkeit (60–67) "01052005", Zahlungsweise "1",
 *                Währung (113–115) "EUR", Gesamtbeitrag netto (116–127, 2 decimals) "000000041141"
 * line 8   0220.030 part 2 (part number at byte 49 "2"): Tod-Beitragssatz (59–65, 5 decimals)
 *                "0113050", Invaliditäts-Beitragssatz (77–83) "0141950"
 * line 165 9999  Anzahl der Sätze (5–14) "0000000162", Gesamtbeitrag (25–39) "000000000480600"
 */
describe('musterdatei_041222.txt (die GDV-Musterdatei): Goldwerte', () => {
  let zeilen: Gelesen['zeilen'] = [];
  let protokoll: Gelesen['protokoll'];
  beforeAll(async () => {
    ({ zeilen, protokoll } = await lies(fixture('musterdatei_041222.txt')));
  });

  it('Vorsatz', () => {
    expect(zeilen[0]).toMatchObject({ satz: '0001#1', satzTyp: '0001', teilsatz: 1, paket: 1 });
    expect(zeilen[0]!.felder).toMatchObject({
      VuNr: '9999',
      Absender: 'XXX Versicherung AG',
      Adressat: 'BRBRIENNEE,JÜRGEN',
      Satzart0100: '1.9',
    });
    expect(protokoll.pakete[0]).toMatchObject({
      vuNummer: '9999',
      erstellungsdatumVon: '2004-07-22',
      erstellungsdatumBis: '2004-07-22',
      versionen: expect.objectContaining({ '0100': '1.9', '0220.030': '2.0' }),
    });
  });

  it('Versicherungsnehmer (0100)', () => {
    expect(zeilen[2]).toMatchObject({ zeile: 3, status: 0, satz: '0100#1' });
    expect(zeilen[2]!.felder).toMatchObject({
      Anredeschluessel: '2',
      Name1: 'Kitzelpfütze',
      Name2: null,
      Name3: 'Martina',
      PLZ: '52222',
      Ort: 'Stolberg (Rhld.)',
      Str: 'Sebeneteriestr. 44',
      Geburtsdatum: '1979-11-11',
      Adresskennzeichen: '01',
      VsNr: '59999999999',
      Sparte: 30,
    });
  });

  it('Vertrag (0200): Beginn, Ablauf, Fälligkeit, Beitrag', () => {
    expect(zeilen[4]).toMatchObject({ zeile: 5, status: 0, satz: '0200#1' });
    expect(zeilen[4]!.felder).toMatchObject({
      VuNr: '9999',
      VsNr: '59999999999',
      Vertragsbeginn: '2004-05-01',
      Vertragsablauf: '2009-05-01',
      Hauptfaelligkeit: '2005-05-01',
      Zahlungsweise: '1',
      Waehrungsschluessel: 'EUR',
      GesbeitragNettoInWE: 411.41,
    });
  });

  it('Teildatensatz 2 der Unfall-Personendaten: Nummer an Byte 49, fünf Nachkommastellen', () => {
    expect(zeilen[7]).toMatchObject({ zeile: 8, satz: '0220.030#2', teilsatz: 2 });
    expect(zeilen[7]!.felder).toMatchObject({ TodBeitragssatz: 1.1305, InvaliditaetBeitragssatz: 1.4195 });
  });

  it('Nachsatz stimmt: 162 Sätze, Gesamtbeitrag 4.806,00 = Summe der 0200-Beiträge', () => {
    expect(zeilen[164]!.felder).toMatchObject({ AnzSaetze: 162, Gesbeitrag: 4806 });
    const nachsatzWarnungen = protokoll.warnungen.filter((w) => w.zeile === 165);
    expect(nachsatzWarnungen).toEqual([]);
  });

  it('die Version des Vorsatzes hat kein Layout: gelesen nach VUVM2023, einmal gewarnt', () => {
    const version = protokoll.warnungen.filter((w) =>
      w.grund.startsWith('Der Vorsatz nennt Satzart-Versionen'),
    );
    expect(version).toHaveLength(1);
    expect(version[0]!.grund).toMatch(
      /gelesen nach VUVM2023: 0100 1\.9 \(Layout 2\.3\), 0200 1\.9 \(Layout 2\.5\)/,
    );
  });

  it('der Vertrag mit Versicherungsnehmer in der Zusammenfassung', async () => {
    const z = await fasseZusammen(stuecke(fixture('musterdatei_041222.txt')));
    expect(z.contracts[0]).toEqual({
      vuNummer: '9999',
      sparte: '030',
      vsnr: '59999999999',
      versicherungsnehmer: 'Martina Kitzelpfütze',
    });
    // A bundle: the 0200 in Sparte 000 holds the parts in Sparten 040 and 130 (lines 150–164).
    expect(z.contracts.at(-1)).toMatchObject({ sparte: '000', vsnr: '59999999986' });
    expect(z.contracts.filter((v) => v.vsnr === '59999999986')).toHaveLength(1);
  });

  it('Teildatensätze verbunden: der Unfall-Satz 0220.030 der ersten Person aus den Zeilen 7, 8, 10, 12', async () => {
    const saetze = [];
    for await (const d of gdvDatensaetze(stuecke(fixture('musterdatei_041222.txt')))) saetze.push(d);
    const unfall = saetze.find((d) => d.satzTyp === '0220.030')!;
    expect(unfall.zeilen).toEqual([7, 8, 10, 12]);
    expect(unfall.teile.map((t) => t.teilsatz)).toEqual([1, 2, 3, 9]);
    expect(unfall.felder).toMatchObject({ NameVp: 'Kitzelpfütze', TodBeitragssatz: 1.1305 });
    // The 0221 lines in between are their own record.
    expect(saetze.find((d) => d.satzTyp === '0221.030')!.zeilen).toEqual([9, 11]);
    // Every physical line is in exactly one record.
    expect(saetze.flatMap((d) => d.zeilen).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 165 }, (_, i) => i + 1),
    );
  });
});
