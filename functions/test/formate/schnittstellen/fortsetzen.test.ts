/**
 * Reading a file from inside (fortsetzen.ts): read chunk by chunk, each chunk from its own bytes
 * and the state `fortsetzungspunkte` found, a file gives exactly the results of a read from its
 * start — for every GDV fixture, GDV in other encodings and line ends, GDV with a check
 * expression, and CSV files. A chunk of one line resumes at every line, so every state a reader
 * passes through is tried.
 */
import { readdirSync, readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { Schnittstelle } from '@lieferdesk/shared';
import { GDV_DATEIEN, gdvFixture, MUSTERDATEI } from '@lieferdesk/test/fixtures';
import type { ZeilenErgebnis } from '../../../src/formate/ergebnis';
import { GdvLeser } from '../../../src/formate/gdv/zeilen';
import { ZeilenTeiler } from '../../../src/formate/gdv/zeilen-leser';
import { leseDatei } from '../../../src/formate/schnittstellen';
import { eingebauteSchnittstellen } from '../../../src/formate/schnittstellen/eingebaut';
import { fortsetzungspunkte } from '../../../src/formate/schnittstellen/fortsetzen';
import { alle, beispiel, schnittstelle, stuecke } from './hilfen';

const gdvDatei = (name: string) => readFileSync(gdvFixture(name));
const MUSTER = readFileSync(MUSTERDATEI.pfad);

const eingebaut = eingebauteSchnittstellen();
const nachId = new Map(eingebaut.map((s) => [s.id, s]));
const gdvKopf = eingebaut.find((s) => s.type === 'GDV' && s.multiple)!;
const courtage = eingebaut.find((s) => s.interfaceName === 'Courtage-Abrechnung CSV')!;

function lesen(s: Schnittstelle, eingabe: AsyncIterable<Buffer>, ab?: Parameters<typeof leseDatei>[1]['ab']) {
  return alle(leseDatei(s, { alle: (id) => nachId.get(id), dateiname: 'datei.txt', eingabe, ab }));
}

/** The file read in chunks of `n` lines, each from its own bytes (as the read pipeline does). */
async function inAbschnitten(s: Schnittstelle, inhalt: Buffer, n: number): Promise<ZeilenErgebnis[]> {
  const { zeilen, bytes, punkte } = await fortsetzungspunkte(s, stuecke(inhalt, 1000), n);
  expect(punkte).toHaveLength(Math.ceil(zeilen / n));
  const ergebnisse: ZeilenErgebnis[] = [];
  for (const [k, p] of punkte.entries()) {
    const bis = punkte[k + 1]?.byte ?? bytes;
    const v = p.stand.vorsatz;
    const teil = await lesen(s, stuecke(inhalt.subarray(p.byte, bis), 97), {
      zeile: p.zeile,
      stand: p.stand,
      vorsatz: v && inhalt.subarray(v.byte, v.byte + v.laenge),
    });
    // Every result lies in the chunk's lines.
    for (const e of teil) expect(e.zeile >= p.zeile && e.zeile < p.zeile + n).toBe(true);
    ergebnisse.push(...teil);
  }
  return ergebnisse;
}

async function gleich(s: Schnittstelle, inhalt: Buffer, groessen = [1, 2, 3, 7, 50, 100_000]) {
  const ganz = await lesen(s, stuecke(inhalt, 4096));
  expect(ganz.length).toBeGreaterThan(0);
  for (const n of groessen)
    expect(await inAbschnitten(s, inhalt, n), `${n} Zeilen je Abschnitt`).toEqual(ganz);
  return ganz;
}

describe('Fortsetzungspunkte', () => {
  it('zählen physische Zeilen wie die Leser und nennen den Byte-Anfang jeder n-ten Zeile', async () => {
    const text = schnittstelle({ felder: [] });
    const p = (inhalt: string, n = 1) => fortsetzungspunkte(text, stuecke(inhalt, 2), n);
    expect(await p('')).toEqual({ zeilen: 0, bytes: 0, punkte: [] });
    expect((await p('a')).zeilen).toBe(1);
    expect((await p('a\n')).zeilen).toBe(1);
    expect((await p('a\r\nb\r\n')).zeilen).toBe(2);
    expect((await p('a\n\n\nb')).zeilen).toBe(4);
    const vier = await p('ab\n\ncd\r\nef', 2);
    expect(vier.punkte).toEqual([
      { zeile: 1, byte: 0, stand: {} },
      { zeile: 3, byte: 4, stand: {} },
    ]);
    expect(vier.bytes).toBe(10);
    // A byte order mark is remembered: the rest of the file is UTF-8.
    expect((await p('\uFEFFa\nb\n')).punkte[1]!.stand).toEqual({ bom: true });
  });

  it('GDV: Kodierung, Pakete davor und der Vorsatz des offenen Pakets', async () => {
    const { punkte } = await fortsetzungspunkte(gdvKopf, stuecke(gdvDatei('drei_datenpakete.txt'), 300), 1);
    const erste = punkte.find((p) => p.stand.pakete === 1 && p.stand.vorsatz)!;
    expect(erste.stand.vorsatz).toMatchObject({ weiter: true });
    const stand = punkte.at(-1)!.stand;
    expect(stand.pakete).toBe(2);
    expect(stand.vorsatz?.weiter).toBeUndefined();
    // Two Vorsatz lines of 256 bytes and their line ends.
    expect(stand.vorsatz?.laenge).toBeGreaterThanOrEqual(2 * 257);
    // All ASCII: no encoding decided yet.
    expect(stand.kodierung).toBeUndefined();
  });

  it('GDV: meldet den Rahmen einer unvollständigen Datei (fehlender Nachsatz, abweichende Anzahl)', async () => {
    const rahmen = async (inhalt: Buffer) =>
      (await fortsetzungspunkte(gdvKopf, stuecke(inhalt, 300), 1000)).rahmenfehler ?? 'keine';
    expect(await rahmen(MUSTER)).toEqual([]);
    expect(await rahmen(gdvDatei('missing_nachsatz.gdv'))).toEqual([
      'Nachsatz 9999 fehlt: Datenpaket ab Zeile 1 endet ohne Nachsatz',
    ]);
    // The sample's Nachsatz says 162 records; made to say 161 it disagrees with what was read.
    const text = MUSTER.toString('latin1');
    const nachsatz = text.lastIndexOf('\n9999') + 1;
    const falsch = Buffer.from(
      text.slice(0, nachsatz) + text.slice(nachsatz).replace('0162', '0161'),
      'latin1',
    );
    expect(await rahmen(falsch)).toEqual([
      'Nachsatz nennt 161 Sätze, das Paket hat 162 zwischen Vor- und Nachsatz',
    ]);
    // Three packages, each with the same copied Nachsatz: one reason of the file, named once.
    expect(await rahmen(gdvDatei('drei_datenpakete.txt'))).toEqual([
      'Nachsatz nennt 162 Sätze, das Paket hat 3 zwischen Vor- und Nachsatz',
    ]);
  });

  it('GDV: nennt die VU-Nummer jedes Vorsatzes in der Reihenfolge der Pakete', async () => {
    const nummern = async (inhalt: Buffer) =>
      (await fortsetzungspunkte(gdvKopf, stuecke(inhalt, 300), 1000)).vuNummern;
    expect(await nummern(MUSTER)).toEqual([MUSTERDATEI.vuNummer]);
    expect(await nummern(gdvDatei('zwei_datenpakete_strict.txt'))).toEqual(['9999', '1111']);
    expect(await nummern(gdvDatei('garbage.gdv'))).toEqual([]);
  });

  it('XML wird ganz gelesen', async () => {
    const omds = eingebaut.find((s) => s.xml)!;
    await expect(fortsetzungspunkte(omds, stuecke('<a/>'), 1)).rejects.toThrow(/XML/);
    expect(() =>
      leseDatei(omds, {
        alle: () => undefined,
        dateiname: 'x',
        eingabe: stuecke(''),
        ab: { zeile: 1, stand: {} },
      }),
    ).toThrow(/XML/);
  });
});

describe('Abschnittsweise gelesen = ganz gelesen', () => {
  const dateien = readdirSync(GDV_DATEIEN).sort();

  it.each(dateien)('GDV-Fixture %s', async (name) => {
    await gleich(gdvKopf, gdvDatei(name));
  });

  it('GDV in UTF-8 mit BOM, in CP850, mit CRLF, Leerzeilen und ohne letztes Zeilenende', async () => {
    const text = MUSTER.toString('latin1');
    const utf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);
    expect((await gleich(gdvKopf, utf8, [1, 5]))[0]).toMatchObject({ zeile: 1, status: 0 });
    await gleich(gdvKopf, iconv.encode(text, 'cp850'), [1, 5]);
    const crlf = Buffer.from(text.replaceAll('\n', '\r\n\r\n').trimEnd(), 'latin1');
    await gleich(gdvKopf, crlf, [1, 4]);
  });

  it('GDV: die Kodierung fällt erst mitten in der Datei (erste Zeile mit Umlaut)', async () => {
    const zeilen = MUSTER.toString('latin1').split('\n');
    const text = zeilen.map((z, i) => (i < 40 ? z.replace(/[^\x20-\x7e]/g, 'X') : z)).join('\n');
    const erste = text.split('\n').findIndex((z) => /[^\x20-\x7e]/.test(z));
    expect(erste).toBeGreaterThan(39);
    const cp850 = iconv.encode(text, 'cp850');
    const { punkte } = await fortsetzungspunkte(gdvKopf, stuecke(cp850), 1);
    expect(punkte[erste]!.stand.kodierung).toBeUndefined();
    expect(punkte[erste + 1]!.stand.kodierung).toBe('CP850');
    await gleich(gdvKopf, cp850, [1, erste, erste + 1]);
  });

  it('GDV: ein Paket ohne Nachsatz, dann gleich ein neuer Vorsatz', async () => {
    const ohneNachsatz = MUSTER.toString('latin1')
      .split('\n')
      .filter((z) => !z.startsWith('9999'))
      .join('\n');
    const datei = Buffer.concat([Buffer.from(ohneNachsatz, 'latin1'), MUSTER]);
    const e = await gleich(gdvKopf, datei, [1, 2]);
    expect(new Set(e.map((x) => (x as { paket?: number }).paket))).toEqual(new Set([1, 2]));
  });

  it('GDV mit checkStatement des Kopfes (jede Zeile braucht ihren Text)', async () => {
    const geprueft = { ...gdvKopf, checkStatement: 'zeile|teil(1,4) != "0100"' };
    const e = await gleich(geprueft, MUSTER, [1, 9]);
    expect(e.filter((x) => x.status === -9).length).toBeGreaterThan(0);
  });

  it('CSV: Courtage-Beispiele, auch mit Fehlern, und UTF-8 mit BOM', async () => {
    await gleich(courtage, beispiel('courtage-2024-03.csv'));
    const fehlerhaft = await gleich(courtage, beispiel('courtage-2024-03-fehlerhaft.csv'));
    expect(fehlerhaft.some((x) => x.status < 0)).toBe(true);
    const mitBom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(beispiel('courtage-2024-03.csv').toString('latin1'), 'utf8'),
    ]);
    const e = await gleich({ ...courtage, unicode: false }, mitBom);
    expect(e.some((x) => x.roh?.includes('Müller'))).toBe(true);
  });
});

describe('GDV-Leser: verfolgen statt lesen', () => {
  /** The reader's state after every physical line, the line given to `schritt`. */
  function staende(
    inhalt: Buffer,
    schritt: (l: GdvLeser, b: Buffer, von: number, bis: number, nr: number) => void,
  ) {
    const leser = new GdvLeser();
    const teiler = new ZeilenTeiler();
    const liste: unknown[] = [];
    const ziel = (b: Buffer, von: number, bis: number, nr: number) => {
      schritt(leser, b, von, bis, nr);
      liste.push([nr, leser.stand(), leser.imVorsatz]);
    };
    for (let i = 0; i < inhalt.length; i += 4096) teiler.verarbeite(inhalt.subarray(i, i + 4096), ziel);
    teiler.schliesse(ziel);
    return { liste, leser };
  }

  it.each(readdirSync(GDV_DATEIEN).sort())('%s: nach jeder Zeile derselbe Stand', (name) => {
    const inhalt = gdvDatei(name);
    const voll = staende(inhalt, (l, b, von, bis, nr) => void l.zeile(b, von, bis, nr));
    const verfolgt = staende(inhalt, (l, b, von, bis, nr) => l.verfolge(b, von, bis, nr));
    expect(verfolgt.liste).toEqual(voll.liste);
    expect(verfolgt.leser.protokoll.kodierung).toBe(voll.leser.protokoll.kodierung);
    expect(verfolgt.leser.protokoll.zeilen).toBe(voll.leser.protokoll.zeilen);
    expect(verfolgt.leser.protokoll.pakete).toEqual(voll.leser.protokoll.pakete);
  });
});
