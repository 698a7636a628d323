/**
 * An edited line is saved only as a valid record of its interface (reference §7 line_edit): the
 * text read again by the reader that read the file (werkbank/neuLesen.ts), judged by
 * zeilenpruefung.ts — real GDV records of the GDV's sample delivery, the built-in courtage CSV and
 * OMDS XML, each corrupted the way a typing slip does.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WERKBANK_TEXTE, type Schnittstelle } from '@lieferdesk/shared';
import { eingebautesBeispiel, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import { eingebauteSchnittstellen } from '../../../src/formate/schnittstellen';
import { ablehnungsgrund, type Bearbeitung } from '../../../src/formate/schnittstellen/zeilenpruefung';
import { leseZeileNeu } from '../../../src/werkbank/neuLesen';

const eingebaut = eingebauteSchnittstellen();
const alle = (id: number) => eingebaut.find((s) => s.id === id);
const GDV = alle(100)!;
const COURTAGE = alle(2)!;
const OMDS = alle(1)!;
const T = WERKBANK_TEXTE.pruefung;

const MUSTER = readFileSync(MUSTERDATEI.pfad, 'latin1').split(/\r?\n/);
/** Line 5 of the sample: a contract (0200); line 8 a Sparte-specific 0220 (Sparte 030). */
const VERTRAG = MUSTER[4]!;
const SPARTENSATZ = MUSTER[7]!;
const COURTAGE_ZEILEN = readFileSync(eingebautesBeispiel('courtage-2024-03.csv'), 'latin1').split(/\r?\n/);
const OMDS_DATEI = readFileSync(eingebautesBeispiel('omds-bestand-2024-03.xml'));

/** `text` with `ersatz` written over it from 1-based position `stelle`. */
const ueberschreibe = (text: string, stelle: number, ersatz: string) =>
  text.slice(0, stelle - 1) + ersatz + text.slice(stelle - 1 + ersatz.length);

/** The edit as the workbench judges it: the stored line read as on import, the text read again. */
async function pruefe(
  s: Schnittstelle,
  nr: number,
  vorher: string,
  text: string,
  original?: Buffer,
): Promise<string | undefined> {
  const optionen = { alle, dateiname: 'datei', original: original && (async () => original) };
  const alt = (await leseZeileNeu(s, optionen, nr, vorher))!;
  const gelesen = await leseZeileNeu(s, optionen, nr, text);
  expect(gelesen, 'die Zeile ergibt ein Ergebnis').toBeDefined();
  const b: Bearbeitung = {
    vorher: { roh: vorher, leseStatus: alt.status, satz: alt.satz, felder: alt.felder },
    text,
    gelesen: gelesen!,
  };
  return ablehnungsgrund(s, alle, b);
}

describe('GDV: ein bearbeiteter Satz bleibt ein Satz des Layouts', () => {
  it('nimmt einen gültigen Satz an: eine andere Versicherungsscheinnummer, dieselbe Zeile', async () => {
    expect(await pruefe(GDV, 5, VERTRAG, VERTRAG)).toBeUndefined();
    expect(await pruefe(GDV, 5, VERTRAG, VERTRAG.replace('59999999999', '59999999990'))).toBeUndefined();
    expect(await pruefe(GDV, 8, SPARTENSATZ, ueberschreibe(SPARTENSATZ, 14, '1234567'))).toBeUndefined();
  });

  it('lehnt eine falsche Satzlänge ab: „abc“, ein Zeichen zu wenig, eines zu viel', async () => {
    expect(await pruefe(GDV, 5, VERTRAG, 'abc')).toBe(T.satzlaenge(3, 256));
    const ohne = VERTRAG.slice(0, 50) + VERTRAG.slice(51);
    expect(await pruefe(GDV, 5, VERTRAG, ohne)).toBe('Satzlänge: 255 Zeichen, ein GDV-Satz hat genau 256');
    expect(await pruefe(GDV, 5, VERTRAG, `${VERTRAG} `)).toBe(T.satzlaenge(257, 256));
  });

  it('lehnt ein unmögliches Datum ab und nennt Feld und Stelle', async () => {
    // Vertragsbeginn, bytes 44–51 (TTMMJJJJ): 31 February.
    const grund = await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 44, '31022004'));
    expect(grund).toBe('Vertragsbeginn: Stelle 44–51: Ungültiges Datum „31022004“');
  });

  it('lehnt Buchstaben in einem numerischen Feld ab', async () => {
    // FolgeNr, bytes 31–32, numeric.
    expect(await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 31, '0A'))).toBe(
      'FolgeNr: Stelle 31–32: Keine Zahl: „0A“',
    );
    // Two faults: both named.
    const zwei = ueberschreibe(ueberschreibe(VERTRAG, 31, '0A'), 52, '99999999');
    expect(await pruefe(GDV, 5, VERTRAG, zwei)).toBe(
      'FolgeNr: Stelle 31–32: Keine Zahl: „0A“; Vertragsablauf: Stelle 52–59: Ungültiges Datum „99999999“',
    );
  });

  it('lehnt eine Satzart und eine Sparte ab, die das Layout nicht kennt', async () => {
    expect(await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 1, '0815'))).toBe(
      'Satzart: Stelle 1–4: Satzart 0815 ist im GDV-Layout nicht beschrieben',
    );
    expect(await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 1, 'XXXX'))).toBe(
      'Satzart: Stelle 1–4: keine Satzart aus vier Ziffern: „XXXX“',
    );
    expect(await pruefe(GDV, 8, SPARTENSATZ, ueberschreibe(SPARTENSATZ, 11, '998'))).toBe(
      'Sparte: Stelle 11–13: Sparte „998“ ist für Satzart 0220 im GDV-Layout nicht beschrieben',
    );
  });

  it('lässt einem unternehmensindividuellen Satz seine Satzart, aber keine neue', async () => {
    const eigen = ueberschreibe(VERTRAG, 1, '0815');
    expect(await pruefe(GDV, 5, eigen, ueberschreibe(eigen, 100, 'X'))).toBeUndefined();
    expect(await pruefe(GDV, 5, eigen, ueberschreibe(eigen, 1, '0816'))).toBe(
      'Satzart: Stelle 1–4: Satzart 0816 ist im GDV-Layout nicht beschrieben',
    );
  });

  it('lehnt ein Zeichen ab, das die Kodierung der Datei nicht hat', async () => {
    expect(await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 128, '€'))).toBe(
      'Zeichen: Stelle 128: „€“ gibt es in der Kodierung der Datei (ISO-8859-1) nicht',
    );
    // ISO-8859-1 holds umlauts.
    expect(await pruefe(GDV, 5, VERTRAG, ueberschreibe(VERTRAG, 128, 'Ä'))).toBeUndefined();
  });
});

describe('CSV: Spalten und Umwandlungen des Interfaces', () => {
  const buchung = COURTAGE_ZEILEN[1]!;
  const spalten = buchung.split(';');
  const mit = (i: number, wert: string) => spalten.map((s, k) => (k === i ? wert : s)).join(';');

  it('nimmt einen anderen Betrag an', async () => {
    expect(await pruefe(COURTAGE, 2, buchung, mit(6, '50,00'))).toBeUndefined();
  });

  it('lehnt einen Wert ab, den die Umwandlung nicht liest, mit Feld und Spalte', async () => {
    expect(await pruefe(COURTAGE, 2, buchung, mit(6, 'abc'))).toBe(
      'Provisionsbetrag: Spalte 7: Keine Dezimalzahl: „abc“',
    );
    expect(await pruefe(COURTAGE, 2, buchung, mit(7, '30.02.2024'))).toMatch(
      /^Buchungsdatum: Spalte 8: Ungültiges Datum/,
    );
  });

  it('lehnt eine fehlende und eine zusätzliche Spalte ab', async () => {
    expect(await pruefe(COURTAGE, 2, buchung, spalten.slice(0, 8).join(';'))).toBe(
      'Buchungstext: Spalte 9: Spalte 9 fehlt (die Zeile hat 8 Spalten)',
    );
    // A delimiter typed into the last value: every field still converts, one column too many.
    expect(await pruefe(COURTAGE, 2, buchung, mit(8, 'Abschluss;provision'))).toBe(
      `${T.spaltenzahl}: ${T.spaltenzahlGrund(10, 9, ';')}`,
    );
  });
});

describe('XML: wohlgeformt, und die XPaths des Interfaces finden den Satz und seine Felder', () => {
  /** The second contract as the file holds it (the record the workbench shows as line 2). */
  const zweiterVertrag = async () => OMDS_DATEI.toString('utf8').match(/<VERTRAG [\s\S]*?<\/VERTRAG>/g)![1]!;
  const pruefeOmds = async (text: string) => pruefe(OMDS, 2, await zweiterVertrag(), text, OMDS_DATEI);

  it('nimmt eine geänderte Polizzennummer an', async () => {
    const satz = await zweiterVertrag();
    expect(await pruefeOmds(satz.replace(/Polizzennr="[^"]*"/, 'Polizzennr="NEU-1"'))).toBeUndefined();
  });

  it('lehnt nicht wohlgeformtes XML ab', async () => {
    const satz = await zweiterVertrag();
    expect(await pruefeOmds(satz.replace('</VERTRAG>', ''))).toMatch(/nicht wohlgeformt/);
  });

  it('lehnt ein Element ab, das das xPath des Interfaces nicht mehr als Satz wählt', async () => {
    const satz = await zweiterVertrag();
    const umbenannt = satz.replace('<VERTRAG ', '<VERTRAGX ').replace('</VERTRAG>', '</VERTRAGX>');
    expect(await pruefeOmds(umbenannt)).toMatch(/kein Datensatz der Schnittstelle mehr/);
  });

  it('lehnt einen Satz ab, in dem ein XPath keinen Wert mehr findet', async () => {
    const satz = await zweiterVertrag();
    expect(satz).toMatch(/ WaehrungsCd="EUR"/);
    expect(await pruefeOmds(satz.replace(/ WaehrungsCd="EUR"/, ''))).toBe(
      'WaehrungsCd: XPath „@WaehrungsCd“: findet im Datensatz keinen Wert mehr',
    );
    // A required value gone is the conversion's error.
    expect(await pruefeOmds(satz.replace(/ Polizzennr="[^"]*"/, ''))).toBe(
      'Polizzennr: XPath „@Polizzennr“: Pflichtfeld ist leer',
    );
  });
});
