import { describe, expect, it } from 'vitest';
import { erkenneKodierung, istUtf8 } from '../../../src/formate/gdv/kodierung';
import { ZeilenTeiler } from '../../../src/formate/gdv/zeilen-leser';
import { fixture, lies, zeile } from './hilfen';

const MUSTER = fixture('musterdatei_041222.txt');
/** What the sample file reads as, to compare variants of it against. */
const erwartet = async () => (await lies(MUSTER)).zeilen;

describe('Zeilen: Enden, Längen, Stücke', () => {
  it('CRLF statt LF: dieselben Ergebnisse', async () => {
    const crlf = Buffer.from(MUSTER.toString('latin1').replaceAll('\n', '\r\n'), 'latin1');
    expect((await lies(crlf)).zeilen).toEqual(await erwartet());
  });

  it('ohne Zeilenende nach der letzten Zeile: dieselben Ergebnisse', async () => {
    expect(MUSTER.at(-1)).toBe(0x0a);
    expect((await lies(MUSTER.subarray(0, -1))).zeilen).toEqual(await erwartet());
  });

  it('abgeschnittene Leerzeichen am Zeilenende werden aufgefüllt', async () => {
    const gekuerzt = Buffer.from(MUSTER.toString('latin1').replace(/ +\n/g, '\n'), 'latin1');
    expect(gekuerzt.length).toBeLessThan(MUSTER.length - 1000);
    expect((await lies(gekuerzt)).zeilen).toEqual(await erwartet());
  });

  it('die Beispieldateien mit CRLF, ohne letztes Zeilenende und mit gekürztem Nachsatz', async () => {
    // kranken.gdv: CRLF, the Nachsatz cut to 24 bytes; muster_kfzantrag.gdv: no final line end.
    const kranken = await lies(fixture('kranken.gdv'));
    expect(kranken.zeilen.at(-1)).toMatchObject({
      zeile: 11,
      status: 0,
      satz: '9999#1',
      felder: { AnzSaetze: 400 },
    });
    expect(kranken.zeilen.every((e) => !e.roh?.endsWith('\r'))).toBe(true);
    const kfz = await lies(fixture('muster_kfzantrag.gdv'));
    expect(kfz.zeilen).toHaveLength(38);
    expect(kfz.zeilen.at(-1)).toMatchObject({ zeile: 38, status: 0, satz: '9999#1' });
  });

  it('in beliebig kleinen Stücken gelesen: dieselben Ergebnisse (CRLF und UTF-8 über Stückgrenzen)', async () => {
    for (const datei of ['musterdatei_041222.txt', 'kranken.gdv', 'test0820satzregistry.txt']) {
      const ganz = (await lies(fixture(datei))).zeilen;
      for (const groesse of [1, 7, 255, 256, 257])
        expect((await lies(fixture(datei), groesse)).zeilen, `${datei} ${groesse}`).toEqual(ganz);
    }
  });

  it('leere Zeilen ergeben kein Ergebnis, zählen aber für die Zeilennummer', async () => {
    const text = MUSTER.toString('latin1').split('\n');
    text.splice(2, 0, '', '   ');
    const { zeilen, protokoll } = await lies(Buffer.from(text.join('\n'), 'latin1'));
    expect(zeilen).toHaveLength(165);
    expect(protokoll.zeilen).toBe(165);
    expect(zeilen[2]).toMatchObject({ zeile: 5, satz: '0100#1' });
  });

  it('zu lange Zeile: Formatfehler -7; Leerzeichen nach Zeichen 256 werden geduldet', async () => {
    const z = MUSTER.toString('latin1').split('\n');
    z[3] = `${z[3]}XYZ`;
    z[4] = `${z[4]}      `;
    const { zeilen } = await lies(Buffer.from(z.join('\n'), 'latin1'));
    expect(zeilen[3]).toMatchObject({
      zeile: 4,
      status: -7,
      grund: 'Zeile hat 259 Zeichen, ein GDV-Satz hat 256',
    });
    expect(zeilen[3]!.roh).toBe(z[3]);
    expect(zeilen[4]).toMatchObject({ zeile: 5, status: 0, satz: '0200#1' });
  });

  it('ein falscher Wert macht die Zeile -1 mit Feld, Bytes und Grund; die übrigen Felder bleiben gelesen', async () => {
    const z = MUSTER.toString('latin1').split('\n');
    // 0200 line 5: Vertragsbeginn (bytes 44–51) 31.02.2004, Gesamtbeitrag (116–127) with a letter.
    z[4] = `${z[4]!.slice(0, 43)}31022004${z[4]!.slice(51, 115)}0000000411X1${z[4]!.slice(127)}`;
    const { zeilen } = await lies(Buffer.from(z.join('\n'), 'latin1'));
    expect(zeilen[4]).toMatchObject({ zeile: 5, status: -1, satz: '0200#1' });
    expect(zeilen[4]!.grund).toBe(
      'Feld Vertragsbeginn (Byte 44–51): Ungültiges Datum „31022004“; Feld GesbeitragNettoInWE (Byte 116–127): Keine Zahl: „0000000411X1“',
    );
    expect(zeilen[4]!.felder).toMatchObject({
      Vertragsbeginn: null,
      GesbeitragNettoInWE: null,
      Vertragsablauf: '2009-05-01',
    });
    expect(zeilen[4]!.roh).toBe(z[4]);
    expect(zeilen[5]!.status).toBe(0);
  });

  it('fehlende Versicherungsschein-Nummer: -1', async () => {
    const z = MUSTER.toString('latin1').split('\n');
    z[4] = `${z[4]!.slice(0, 13)}${' '.repeat(17)}${z[4]!.slice(30)}`;
    const { zeilen } = await lies(Buffer.from(z.join('\n'), 'latin1'));
    expect(zeilen[4]).toMatchObject({
      status: -1,
      grund: 'Feld VsNr (Byte 14–30): Versicherungsschein-Nummer fehlt',
    });
  });

  it('Vorzeichen als eigenes Byte und nachgestellt im Feld', async () => {
    // Nachsatz: Gesamtbeitrag-Brutto (40–53) with sign byte 54; Gesamtbeitrag (25–39) with a trailing "-".
    const nachsatz = zeile({
      1: '9999',
      5: '0000000000',
      25: '00000000012345-',
      40: '00000000001000',
      54: '-',
      55: '00000000000250',
      69: '+',
    });
    const { zeilen } = await lies(`${zeile({ 1: '0001', 5: '9999', 256: '1' })}\n${nachsatz}\n`);
    expect(zeilen[1]!.felder).toMatchObject({
      Gesbeitrag: -123.45,
      GesbeitragBruttoInkasso: -10,
      Vorzeichen: '-',
      GesprovisionsBetrag: 2.5,
      Vorzeichen2: '+',
    });
    const falsch = zeile({ 1: '9999', 40: '00000000001000', 54: 'x' });
    const { zeilen: f } = await lies(`${zeile({ 1: '0001', 256: '1' })}\n${falsch}\n`);
    expect(f[1]).toMatchObject({
      status: -1,
      grund: 'Feld GesbeitragBruttoInkasso (Byte 40–53): Ungültiges Vorzeichen „x“',
    });
  });

  it('Daten mit 00 für unbekannten Tag oder Monat', async () => {
    const vertrag = zeile({
      1: '0200',
      5: '9999',
      11: '030',
      14: '12345'.padStart(17),
      44: '00052004',
      52: '00002009',
      256: '1',
    });
    const { zeilen } = await lies(`${zeile({ 1: '0001', 256: '1' })}\n${vertrag}\n`);
    expect(zeilen[1]!.felder).toMatchObject({
      Vertragsbeginn: '2004-05',
      Vertragsablauf: '2009',
      Hauptfaelligkeit: null,
    });
  });
});

describe('Kodierung', () => {
  it('ISO-8859-1 ist die Vorgabe: ü als 0xFC', async () => {
    const { zeilen, protokoll } = await lies(MUSTER);
    expect(protokoll.kodierung).toBe('ISO-8859-1');
    expect(zeilen[2]!.felder!.Name1).toBe('Kitzelpfütze');
  });

  it('CP850 erkannt (0x84 = ä): testcase_0220_mit_0221_versetzt.txt', async () => {
    const bytes = fixture('testcase_0220_mit_0221_versetzt.txt');
    expect(bytes.includes(0x84)).toBe(true);
    const { zeilen, protokoll } = await lies(bytes);
    expect(protokoll.kodierung).toBe('CP850');
    const texte = zeilen
      .flatMap((e) => Object.values(e.felder ?? {}))
      .filter((w): w is string => typeof w === 'string');
    const mitAe = texte.filter((t) => t.includes('ä'));
    expect(mitAe.length).toBeGreaterThan(0);
    expect(texte.some((t) => t.includes('\u201e') || t.includes('\u0084'))).toBe(false);
  });

  it('UTF-8 erkannt und nach Zeichen gelesen (Umlautzeilen haben 257 Bytes): test0820satzregistry.txt', async () => {
    const bytes = fixture('test0820satzregistry.txt');
    const ersteZeile = bytes.subarray(0, bytes.indexOf(0x0a));
    expect(ersteZeile.length).toBe(257);
    const { zeilen, protokoll } = await lies(bytes);
    expect(protokoll.kodierung).toBe('UTF-8');
    // Without decoding by characters every field after the Ü would be one byte off.
    expect(zeilen[0]!.felder).toMatchObject({
      Adressat: 'BRBRIENNEE,JÜRGEN',
      GeschaeftsstelleVermittler: '9999009999',
      Satzart0100: '1.9',
    });
    expect(zeilen.filter((e) => e.status < 0)).toEqual([]);
    const personen = zeilen.filter((e) => e.satz === '0100#1').map((e) => e.felder!.Name1);
    expect(personen.some((n) => typeof n === 'string' && /[äöüÄÖÜß]/.test(n))).toBe(true);
  });

  it('UTF-8 mit Zeichen außerhalb von ISO-8859-1 (€): Text aus der dekodierten Zeile', async () => {
    const adresse = zeile({
      1: '0100',
      5: '9999',
      11: '030',
      14: '1'.padStart(17),
      43: '3',
      44: 'Euro € GmbH',
      74: 'Zweigstelle Köln',
      256: '1',
    });
    const { zeilen, protokoll } = await lies(
      Buffer.from(`${zeile({ 1: '0001', 5: '9999', 256: '1' })}\n${adresse}\n`, 'utf8'),
    );
    expect(protokoll.kodierung).toBe('UTF-8');
    expect(zeilen[1]!.felder).toMatchObject({ Name1: 'Euro € GmbH', Name2: 'Zweigstelle Köln', VsNr: '1' });
  });

  it('eine UTF-8-Byte-Order-Mark am Dateianfang: UTF-8, und die erste Zeile bleibt lesbar', async () => {
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), MUSTER]);
    const { zeilen, protokoll } = await lies(bom, 2);
    expect(protokoll.kodierung).toBe('UTF-8');
    expect(zeilen[0]).toMatchObject({ zeile: 1, status: 0, satz: '0001#1' });
  });

  it('Erkennung an der ersten Zeile mit einem Byte ≥ 0x80', () => {
    const erkenne = (b: Buffer) => erkenneKodierung(b, 0, b.length);
    expect(erkenne(Buffer.from('nur ASCII'))).toBeNull();
    expect(erkenne(Buffer.from('Kitzelpfütze', 'utf8'))).toBe('UTF-8');
    expect(erkenne(Buffer.from('Kitzelpfütze', 'latin1'))).toBe('ISO-8859-1');
    expect(erkenne(Buffer.from([0x4d, 0x84, 0x64, 0x63, 0x68, 0x65, 0x6e]))).toBe('CP850');
    expect(istUtf8(Buffer.from([0xc3]), 0, 1)).toBe(false);
    expect(istUtf8(Buffer.from([0xe2, 0x82, 0xac]), 0, 3)).toBe(true);
    expect(istUtf8(Buffer.from([0xc0, 0x80]), 0, 2)).toBe(false);
  });
});

describe('ZeilenTeiler', () => {
  it('teilt an LF, entfernt CR, behält die letzte Zeile ohne Ende und zählt leere Zeilen mit', () => {
    const gesehen: [number, string][] = [];
    const teiler = new ZeilenTeiler();
    const ziel = (b: Buffer, von: number, bis: number, nr: number) =>
      gesehen.push([nr, b.toString('latin1', von, bis)]);
    for (const stueck of ['ab\r', '\ncd\n\nef', 'g']) teiler.verarbeite(Buffer.from(stueck), ziel);
    teiler.schliesse(ziel);
    expect(gesehen).toEqual([
      [1, 'ab'],
      [2, 'cd'],
      [3, ''],
      [4, 'efg'],
    ]);
  });
});
