/**
 * An edited line read again through its interface gives what the import gives for that text
 * (reference §7 line_edit): GDV lines of the sample, a title line chosen by its line number, an XML
 * record read with its document around it, encodings, and a broken line as -7.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Schnittstelle } from '@lieferdesk/shared';
import { eingebautesBeispiel, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import type { ZeilenErgebnis } from '../../src/formate/ergebnis';
import { eingebauteSchnittstellen, leseDatei } from '../../src/formate/schnittstellen';
import { leseZeileNeu, zeilenDatei } from '../../src/werkbank/neuLesen';

const eingebaut = eingebauteSchnittstellen();
const alle = (id: number) => eingebaut.find((s) => s.id === id);
const GDV = alle(100)!;
const MUSTER = readFileSync(MUSTERDATEI.pfad);

async function ganzeDatei(s: Schnittstelle, bytes: Buffer, dateiname: string): Promise<ZeilenErgebnis[]> {
  async function* eingabe() {
    yield bytes;
  }
  const ergebnisse: ZeilenErgebnis[] = [];
  for await (const e of leseDatei(s, { alle, dateiname, eingabe: eingabe() })) ergebnisse.push(e);
  return ergebnisse;
}
const kern = (e: ZeilenErgebnis | undefined) =>
  e && { zeile: e.zeile, status: e.status, satz: e.satz, felder: e.felder };

describe('Eine Zeile neu lesen', () => {
  it('GDV: jede Zeile der Musterdatei allein gelesen ergibt Status, Satzart und Felder wie der Import', async () => {
    const import_ = await ganzeDatei(GDV, MUSTER, MUSTERDATEI.name);
    const texte = MUSTER.toString('latin1').split(/\r?\n/);
    for (const e of import_) {
      const neu = await leseZeileNeu(
        GDV,
        { alle, dateiname: MUSTERDATEI.name },
        e.zeile,
        texte[e.zeile - 1]!,
      );
      expect(kern(neu), `Zeile ${e.zeile}`).toEqual(kern(e));
    }
  });

  it('GDV: ein kaputter Text wird Formatfehler -7 mit Grund', async () => {
    const neu = await leseZeileNeu(GDV, { alle, dateiname: 'm.txt' }, 5, 'XXXX kaputt');
    expect(neu).toMatchObject({ zeile: 5, status: -7 });
    expect(neu?.grund).toMatch(/Satzart/);
  });

  it('CSV: die Kopfzeile ist Kopfzeile, weil die Zeile ihre Nummer behält', async () => {
    const courtage = alle(2)!;
    const zeilen = readFileSync(eingebautesBeispiel('courtage-2024-03.csv'), 'latin1').split(/\r?\n/);
    const kopf = await leseZeileNeu(courtage, { alle, dateiname: 'c.csv' }, 1, zeilen[0]!);
    expect(kopf).toMatchObject({ zeile: 1, status: 0, satz: 'CSV-Kopfzeile' });
    const buchung = await leseZeileNeu(
      courtage,
      { alle, dateiname: 'c.csv' },
      2,
      zeilen[1]!.replace('46,86', '50,00'),
    );
    expect(buchung).toMatchObject({ zeile: 2, status: 0, satz: 'Courtage-Buchung' });
    expect(buchung?.felder).toMatchObject({ Provisionsbetrag: 50 });
    expect(await leseZeileNeu(courtage, { alle, dateiname: 'c.csv' }, 2, '   ')).toBeUndefined();
  });

  it('XML: der Datensatz wird mit dem Dokument um ihn herum gelesen', async () => {
    const omds = alle(1)!;
    const bytes = readFileSync(eingebautesBeispiel('omds-bestand-2024-03.xml'));
    const import_ = await ganzeDatei(omds, bytes, 'o.xml');
    const zweite = import_[1]!;
    const optionen = { alle, dateiname: 'o.xml', original: async () => bytes };
    expect(kern(await leseZeileNeu(omds, optionen, 2, zweite.roh!))).toEqual(kern(zweite));
    const neu = await leseZeileNeu(
      omds,
      optionen,
      2,
      zweite.roh!.replace(/Polizzennr="[^"]*"/, 'Polizzennr="NEU-1"'),
    );
    // Values from outside the record (the VU number of the package, the person) are still there.
    expect(neu?.felder).toMatchObject({ ...zweite.felder, Polizzennr: 'NEU-1' });
    const kaputt = await leseZeileNeu(omds, optionen, 2, zweite.roh!.replace('</VERTRAG>', ''));
    expect(kaputt).toMatchObject({ zeile: 2, status: -7 });
    expect(kaputt?.grund).toMatch(/nicht wohlgeformt/);
    const dtd = await leseZeileNeu(omds, optionen, 2, '<!DOCTYPE x [<!ENTITY a "b">]><VERTRAG/>');
    expect(dtd?.status).toBe(-7);
  });

  it('Kodierung: ISO-8859-1, außerhalb davon UTF-8 (GDV an den Bytes, Text mit BOM)', () => {
    const text = { type: undefined, xml: false, unicode: false };
    expect(zeilenDatei(text, 3, 'Ä')).toEqual(Buffer.from([0x0a, 0x0a, 0xc4]));
    expect(zeilenDatei(text, 1, '€')).toEqual(Buffer.from([0xef, 0xbb, 0xbf, 0xe2, 0x82, 0xac]));
    expect(zeilenDatei({ ...text, type: 'GDV' }, 2, '€')).toEqual(Buffer.from([0x0a, 0xe2, 0x82, 0xac]));
    expect(zeilenDatei({ ...text, unicode: true }, 1, 'Ä')).toEqual(Buffer.from([0xc3, 0x84]));
  });
});
