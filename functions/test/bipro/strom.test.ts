/**
 * Reading an answer as it arrives (functions/src/bipro/lesen/strom.ts): the same result as an
 * answer read whole, whatever the pieces it comes in (every split point, 1-, 3- and 7-byte
 * pieces, a boundary split across two); each file decoded into a sink of its own, ZIP entries
 * each one, with its bytes and hash; what fails — a missing part, broken base64, a ZIP bomb, a
 * connection cut mid-file, a failing sink — aborts that file's sink and makes the answer not OK;
 * a DOCTYPE and an overlong text refused; metadata that follows the data kept in a temporary file
 * that is gone afterwards; and the client's streamed get, refused once for its token.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Zip, ZipDeflate, zipSync } from 'fflate';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WS_SC } from '../../src/bipro/anfragen';
import { ausgabe } from '../../src/bipro/cli';
import { biproClient, type Senden } from '../../src/bipro/client';
import type { Ablage, DateiKopf, StromAntwort } from '../../src/bipro/lesen/ablage';
import { antwortLesen, EIGENE_MELDUNG, type Antwort } from '../../src/bipro/lesen/antwort';
import { NS } from '../../src/bipro/lesen/namensraeume';
import {
  antwortStreamen,
  HOECHSTE_OFFENE_SENKEN,
  VORLAEUFIG_HOECHSTE_EINTRAEGE,
  type LeseOptionen,
} from '../../src/bipro/lesen/strom';
import { ZIP_HOECHSTES_VERHAELTNIS } from '../../src/bipro/lesen/zip';
import { STANDARD_PROFIL } from '../../src/bipro/profil';
import type { HttpAntwort } from '../../src/bipro/transport';

const ORDNER = join(import.meta.dirname, 'antworten');
const antwort = (name: string) => readFileSync(join(ORDNER, name));
const sha256 = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const MTOM_TYP =
  'multipart/related; type="application/xop+xml"; start="<wurzel@versicherer.example>"; start-info="text/xml"; boundary="uuid:7d1c2f0a-mtom-grenze"';
const POLICE = antwort('police.pdf.bin');
const GDV = Buffer.from(`00019999${' '.repeat(248)}\r\n`, 'latin1');

/** A sink's life as the test sees it. */
interface Aufzeichnung {
  kopf: DateiKopf;
  teile: Buffer[];
  abgeschlossen?: { bytes: number; sha256: string };
  abgebrochen?: string;
}

/** An Ablage that records every sink; `scheitern` names files whose sink fails on writing. */
function sammelAblage(scheitern: string[] = []) {
  const senken: Aufzeichnung[] = [];
  const ablage: Ablage = async (kopf) => {
    const a: Aufzeichnung = { kopf, teile: [] };
    senken.push(a);
    return {
      async schreiben(teil) {
        if (scheitern.includes(kopf.dateiname)) throw new Error('S3 antwortet nicht');
        // A sink may keep what it was handed: the reader must never reuse it.
        a.teile.push(Buffer.from(teil.buffer, teil.byteOffset, teil.byteLength));
      },
      async abschliessen(info) {
        expect(a.abgebrochen).toBeUndefined();
        a.abgeschlossen = info;
      },
      async abbrechen(grund) {
        expect(a.abgeschlossen).toBeUndefined();
        a.abgebrochen = grund;
      },
    };
  };
  const inhalt = (a: Aufzeichnung) => Buffer.concat(a.teile);
  return { ablage, senken, inhalt };
}

async function* stuecke(b: Buffer, groesse: number): AsyncGenerator<Uint8Array> {
  // Copies: what the reader gets must not be views it could rely on.
  for (let i = 0; i < b.length; i += groesse) yield Uint8Array.from(b.subarray(i, i + groesse));
}

async function* geteilt(b: Buffer, ...stellen: number[]): AsyncGenerator<Uint8Array> {
  let von = 0;
  for (const bis of [...stellen, b.length]) {
    yield Uint8Array.from(b.subarray(von, bis));
    von = bis;
  }
}

/** An answer read whole, as a streamed answer reports it (contents without their bytes). */
const wieGestreamt = (a: Antwort) => ({
  ok: a.ok,
  soapFault: a.soapFault,
  meldungen: a.meldungen,
  lieferungen: a.lieferungen.map((l) => ({
    id: l.id,
    kategorie: l.kategorie,
    einstellzeitpunkt: l.einstellzeitpunkt,
    transfers: l.transfers,
    dateien: l.dateien.map((d) => ({
      dateiname: d.dateiname,
      transfer: d.transfer,
      bytes: d.bytes,
      sha256: d.sha256,
      fehler: d.fehler,
      zip: d.zip,
    })),
  })),
});
const ohneKopf = (s: StromAntwort) => ({
  ...s,
  lieferungen: s.lieferungen.map((l) => ({
    id: l.id,
    kategorie: l.kategorie,
    einstellzeitpunkt: l.einstellzeitpunkt,
    transfers: l.transfers,
    dateien: l.dateien.map((d) => ({
      dateiname: d.dateiname,
      transfer: d.transfer,
      bytes: d.bytes,
      sha256: d.sha256,
      fehler: d.fehler,
      zip: d.zip,
    })),
  })),
});

let verzeichnis = '';
beforeEach(() => {
  verzeichnis = mkdtempSync(join(tmpdir(), 'strom-test-'));
});
afterEach(() => {
  // Every temporary file the reader made is gone once it has returned.
  expect(readdirSync(verzeichnis)).toEqual([]);
  rmSync(verzeichnis, { recursive: true, force: true });
});
const lesen = (
  quelle: AsyncIterable<Uint8Array>,
  typ: string | undefined,
  ablage: Ablage,
  o: LeseOptionen = {},
) => antwortStreamen(quelle, typ, ablage, { verzeichnis, ...o });

/** The inline answer with the GDV file's data (and, if given, its Komprimierungstyp) replaced. */
function inlineMit(daten: string, o: { komprimierung?: string; vorDaten?: boolean } = {}): Buffer {
  let xml = antwort('abruf-inline.xml')
    .toString()
    .replace(/(<allg:Daten>)[^<]*(<\/allg:Daten>)/, `$1${daten}$2`);
  if (o.komprimierung) {
    const bestand = xml.indexOf('bestand.gdv');
    const vorne = xml.slice(0, bestand);
    let hinten = xml.slice(bestand).replace('<allg:Komprimierungstyp>KEINE</allg:Komprimierungstyp>', '');
    hinten = o.vorDaten
      ? hinten.replace(
          '<allg:Daten>',
          `<allg:Komprimierungstyp>${o.komprimierung}</allg:Komprimierungstyp><allg:Daten>`,
        )
      : hinten.replace(
          '</allg:Daten>',
          `</allg:Daten><allg:Komprimierungstyp>${o.komprimierung}</allg:Komprimierungstyp>`,
        );
    xml = vorne + hinten;
  }
  return Buffer.from(xml);
}

/** The MTOM answer with the GDV part's content and Komprimierungstyp replaced. */
function mtomMit(teil: Buffer, komprimierung = 'KEINE'): Buffer {
  const text = antwort('abruf-mtom.bin').toString('latin1');
  const kopf = text.indexOf('Content-ID: bestand@versicherer.example\r\n\r\n');
  const anfang = kopf + 'Content-ID: bestand@versicherer.example\r\n\r\n'.length;
  const ende = text.indexOf('\r\n--uuid:7d1c2f0a-mtom-grenze--');
  const vorne = text
    .slice(0, anfang)
    .replace(
      /(bestand@versicherer.example"\/><\/allg:Daten>\n\s*<allg:Komprimierungstyp>)KEINE/,
      `$1${komprimierung}`,
    );
  return Buffer.concat([Buffer.from(vorne, 'latin1'), teil, Buffer.from(text.slice(ende), 'latin1')]);
}

/** A ZIP written as a stream: its local headers declare no sizes (a data descriptor follows). */
function gestreamtesZip(dateien: Record<string, Uint8Array>): Buffer {
  const teile: Uint8Array[] = [];
  const z = new Zip((fehler, teil) => {
    if (fehler) throw fehler;
    teile.push(teil);
  });
  for (const [name, inhalt] of Object.entries(dateien)) {
    const d = new ZipDeflate(name, { level: 9 });
    z.add(d);
    d.push(inhalt, true);
  }
  z.end();
  return Buffer.concat(teile);
}

describe('dasselbe wie eine ganz gelesene Antwort', () => {
  const faelle: [string, string | undefined][] = [
    ['liste-2.6.xml', 'text/xml; charset=utf-8'],
    ['liste-2.1.xml', undefined],
    ['abruf-inline.xml', undefined],
    ['abruf-mtom.bin', MTOM_TYP],
    ['abruf-mtom.bin', undefined],
    ['quittung.xml', undefined],
    ['nok-04003.xml', undefined],
    ['fehler-bipro.xml', undefined],
    ['fehler-ohne-detail.xml', undefined],
  ];
  for (const [name, typ] of faelle)
    it(`${name}${typ ? ` (${typ.slice(0, 20)}…)` : ''}: Ergebnis und Inhalte der Senken`, async () => {
      const ganz = antwortLesen(antwort(name), typ);
      const a = sammelAblage();
      const gestreamt = await lesen(stuecke(antwort(name), 64), typ, a.ablage);
      expect(ohneKopf(gestreamt)).toEqual(wieGestreamt(ganz));
      const inhalte = ganz.lieferungen.flatMap((l) => l.dateien.map((d) => d.inhalt));
      expect(a.senken.map((s) => a.inhalt(s))).toEqual(inhalte);
      expect(a.senken.every((s) => s.abgeschlossen?.sha256 === sha256(a.inhalt(s)))).toBe(true);
    });

  it('Kopf jeder Senke: Lieferung, Transfer, laufende Nummer, Name, erklärter Typ', async () => {
    const a = sammelAblage();
    await lesen(stuecke(antwort('abruf-mtom.bin'), 100), MTOM_TYP, a.ablage);
    expect(a.senken.map((s) => s.kopf)).toEqual([
      {
        lieferungId: 'L-2026-000101',
        transfer: 0,
        nr: 0,
        dateiname: 'police.pdf',
        mimeType: 'application/pdf',
      },
      {
        lieferungId: 'L-2026-000101',
        transfer: 1,
        nr: 1,
        dateiname: 'bestand.gdv',
        mimeType: 'application/octet-stream',
      },
    ]);
  });
});

describe('Stückgrenzen', () => {
  for (const [name, typ] of [
    ['abruf-mtom.bin', MTOM_TYP],
    ['abruf-inline.xml', undefined],
  ] as const) {
    const koerper = antwort(name);
    const erwartet = wieGestreamt(antwortLesen(koerper, typ));

    it(`${name}: an jeder Stelle in zwei Stücke geteilt`, async () => {
      for (let k = 1; k < koerper.length; k++) {
        const a = sammelAblage();
        const r = await lesen(geteilt(koerper, k), typ, a.ablage);
        expect(ohneKopf(r), `geteilt bei ${k}`).toEqual(erwartet);
        expect(a.senken.map((s) => sha256(a.inhalt(s)))).toEqual([sha256(POLICE), sha256(GDV)]);
      }
    });

    it(`${name}: in Stücken zu 1, 3 und 7 Bytes`, async () => {
      for (const groesse of [1, 3, 7]) {
        const a = sammelAblage();
        expect(ohneKopf(await lesen(stuecke(koerper, groesse), typ, a.ablage))).toEqual(erwartet);
        expect(a.senken.map((s) => a.inhalt(s))).toEqual([POLICE, GDV]);
      }
    });
  }

  it('die Grenze eines MIME-Teils über zwei Stücke, auch zwischen CR und LF davor', async () => {
    const koerper = antwort('abruf-mtom.bin');
    const grenze = koerper.indexOf('--uuid:7d1c2f0a-mtom-grenze', koerper.indexOf('%%EOF'));
    for (const stelle of [grenze - 1, grenze + 1, grenze + 12, grenze + 26, grenze + 27]) {
      const a = sammelAblage();
      const r = await lesen(geteilt(koerper, stelle), MTOM_TYP, a.ablage);
      expect(r.ok).toBe(true);
      expect(a.inhalt(a.senken[0]!).equals(POLICE), `geteilt bei ${stelle}`).toBe(true);
    }
  });
});

describe('was misslingt', () => {
  it('ein fehlender MTOM-Anhang: keine Senke für ihn, die Datei mit Grund, die Antwort nicht OK', async () => {
    const ohneTeil = Buffer.from(
      antwort('abruf-mtom.bin').toString('latin1').replace('Content-ID: bestand@', 'Content-ID: anders@'),
      'latin1',
    );
    const a = sammelAblage();
    const r = await lesen(stuecke(ohneTeil, 50), MTOM_TYP, a.ablage);
    expect(r.ok).toBe(false);
    expect(a.senken.map((s) => s.kopf.dateiname)).toEqual(['police.pdf']);
    const datei = r.lieferungen[0]!.dateien[1]!;
    expect(datei).toMatchObject({ dateiname: 'bestand.gdv', bytes: 0, sha256: '', transfer: 1 });
    expect(datei.fehler).toBe('der MTOM-Anhang cid:bestand@versicherer.example fehlt in der Antwort');
    expect(r.meldungen.at(-1)).toEqual(EIGENE_MELDUNG.dateiFehler('bestand.gdv', datei.fehler!));
  });

  it('ungültiges Base64 mitten in den Daten: die begonnene Senke abgebrochen, die Antwort nicht OK', async () => {
    const a = sammelAblage();
    const r = await lesen(stuecke(inlineMit('Zm9vYmFy\nYmF6!!kaputt'), 5), undefined, a.ablage);
    expect(r.ok).toBe(false);
    const bestand = a.senken.find((s) => s.kopf.dateiname === 'bestand.gdv')!;
    expect(bestand.abgebrochen).toBe('ihre Daten sind kein gültiges Base64');
    expect(r.lieferungen[0]!.dateien[1]).toMatchObject({
      dateiname: 'bestand.gdv',
      bytes: 0,
      fehler: 'ihre Daten sind kein gültiges Base64',
    });
    // Padding in the middle and a single character too many are refused as well.
    for (const daten of ['Zm9v=Zm9v', 'Zm9vY', 'Zm9v===']) {
      const b = await lesen(stuecke(inlineMit(daten), 3), undefined, sammelAblage().ablage);
      expect(b.lieferungen[0]!.dateien[1]!.fehler, daten).toBe('ihre Daten sind kein gültiges Base64');
    }
  });

  it('Base64 mit Zeichenreferenzen zwischen den Zeilen (&#13;) und in CDATA', async () => {
    const b64 = GDV.toString('base64');
    const zeilen = `${b64.slice(0, 100)}&#13;\n${b64.slice(100, 200)}&#xD;&#10;<![CDATA[${b64.slice(200)}]]>`;
    const a = sammelAblage();
    const r = await lesen(stuecke(inlineMit(zeilen), 11), undefined, a.ablage);
    expect(r.ok).toBe(true);
    expect(a.inhalt(a.senken[1]!).equals(GDV)).toBe(true);
  });

  it('die Verbindung bricht mitten in einer Datei ab: deren Senke abgebrochen, die vorige bleibt, nicht OK', async () => {
    const koerper = antwort('abruf-inline.xml');
    const mitte = koerper.indexOf('MDAwMTk5OTkg') + 100;
    async function* abgeschnitten() {
      yield* geteilt(koerper.subarray(0, mitte), 40);
      throw new TypeError('terminated');
    }
    const a = sammelAblage();
    const r = await lesen(abgeschnitten(), undefined, a.ablage);
    expect(r.ok).toBe(false);
    expect(r.meldungen[0]).toEqual(
      EIGENE_MELDUNG.keinSoap('Die Antwort brach vor ihrem Ende ab: terminated'),
    );
    expect(a.senken.map((s) => [s.kopf.dateiname, !!s.abgeschlossen, s.abgebrochen !== undefined])).toEqual([
      ['police.pdf', true, false],
      ['bestand.gdv', false, true],
    ]);
    expect(r.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.fehler === undefined])).toEqual([
      ['police.pdf', true],
      ['bestand.gdv', false],
    ]);
  });

  it('die Verbindung bricht in einem MTOM-Teil ab: seine Senke abgebrochen', async () => {
    const koerper = antwort('abruf-mtom.bin');
    async function* abgeschnitten() {
      yield Uint8Array.from(koerper.subarray(0, koerper.indexOf('00019999') + 20));
      throw new Error('socket hang up');
    }
    const a = sammelAblage();
    const r = await lesen(abgeschnitten(), MTOM_TYP, a.ablage);
    expect(r.ok).toBe(false);
    expect(a.senken[1]!.abgebrochen).toMatch(/^die Antwort ist nicht bis zu ihrem Ende lesbar/);
  });

  it('eine Senke, die nicht schreiben kann: diese Datei nicht abgelegt, die anderen schon', async () => {
    const a = sammelAblage(['police.pdf']);
    const r = await lesen(stuecke(antwort('abruf-inline.xml'), 256), undefined, a.ablage);
    expect(r.ok).toBe(false);
    expect(r.lieferungen[0]!.dateien[0]!.fehler).toBe(
      'sie konnte nicht abgelegt werden (S3 antwortet nicht)',
    );
    expect(a.senken[0]!.abgebrochen).toBeDefined();
    expect(a.senken[1]!.abgeschlossen).toEqual({ bytes: GDV.length, sha256: sha256(GDV) });
  });

  it('eine DOCTYPE-Deklaration wird nicht gelesen, auch in kleinen Stücken', async () => {
    const xxe = Buffer.from(
      `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa">]><soapenv:Envelope xmlns:soapenv="${NS.soap11}"><soapenv:Body>&a;</soapenv:Body></soapenv:Envelope>`,
    );
    const a = sammelAblage();
    const r = await lesen(stuecke(xxe, 3), undefined, a.ablage);
    expect(r).toMatchObject({ ok: false, soapFault: false, lieferungen: [] });
    expect(r.meldungen[0]!.text).toContain('DOCTYPE');
    expect(a.senken).toEqual([]);
  });

  it('ein überlanger Text außerhalb der Dateidaten wird abgewiesen, lange Dateidaten nicht', async () => {
    const lang = inlineMit(GDV.toString('base64')).toString().replace('bestand.gdv', 'x'.repeat(70_000));
    const r = await lesen(stuecke(Buffer.from(lang), 4096), undefined, sammelAblage().ablage);
    expect(r.ok).toBe(false);
    expect(r.meldungen[0]!.text).toBe('Die Antwort enthält einen Text mit mehr als 65536 Zeichen.');
    const gross = Buffer.alloc(300_000, 7);
    const a = sammelAblage();
    const ok = await lesen(stuecke(inlineMit(gross.toString('base64')), 8192), undefined, a.ablage);
    expect(ok.ok).toBe(true);
    expect(a.inhalt(a.senken[1]!).equals(gross)).toBe(true);
  });
});

describe('Grenzen', () => {
  it('Daten, wo keine Datei gelesen wird (außerhalb eines Transfers): überlesen, gleich wie groß', async () => {
    const xml = antwort('liste-2.6.xml')
      .toString()
      .replace(
        '<t:AnzahlTransfers>1</t:AnzahlTransfers>',
        `<a:Daten xmlns:a="${NS.allgemein}">${'QUJD'.repeat(50_000)}</a:Daten><t:AnzahlTransfers>1</t:AnzahlTransfers>`,
      );
    const a = sammelAblage();
    const r = await lesen(stuecke(Buffer.from(xml), 4096), undefined, a.ablage);
    expect(r.ok).toBe(true);
    expect(r.lieferungen.map((l) => l.dateien)).toEqual([[], []]);
    expect(a.senken).toEqual([]);
  });

  it('zu viele MIME-Teile vor dem Wurzelteil: abgewiesen, ihre Zwischendateien gelöscht', async () => {
    const teil = (i: number) => `--g\r\nContent-ID: <t${i}@x>\r\n\r\nDaten ${i}\r\n`;
    const koerper = Buffer.from(`${Array.from({ length: 1001 }, (_, i) => teil(i)).join('')}--g--\r\n`);
    const r = await lesen(
      stuecke(koerper, 1000),
      'multipart/related; boundary="g"; start="<wurzel@x>"',
      sammelAblage().ablage,
    );
    expect(r.ok).toBe(false);
    expect(r.meldungen[0]!.text).toBe('Vor dem Wurzelteil kommen mehr als 1000 Teile.');
  });
});

describe('ZIP', () => {
  const eintraege = {
    'police.pdf': new Uint8Array(POLICE),
    'anlagen/': new Uint8Array(0),
    'anlagen/avb.txt': new Uint8Array(Buffer.from('Allgemeine Versicherungsbedingungen')),
  };
  const zip = Buffer.from(zipSync(eintraege));
  const erwartet = [
    ['police.pdf', POLICE.length, sha256(POLICE)],
    ['anlagen/avb.txt', 35, sha256(eintraege['anlagen/avb.txt'])],
  ];
  const dateienVon = (r: StromAntwort) =>
    r.lieferungen[0]!.dateien.slice(1).map((d) => [d.dateiname, d.bytes, d.sha256]);

  it('Komprimierungstyp nach den Daten (Schemareihenfolge): jeder Eintrag in seine Senke, beim Eintreffen', async () => {
    const a = sammelAblage();
    const r = await lesen(
      stuecke(inlineMit(zip.toString('base64'), { komprimierung: 'ZIP' }), 13),
      undefined,
      a.ablage,
    );
    expect(r.ok).toBe(true);
    expect(dateienVon(r)).toEqual(erwartet);
    expect(a.senken.map((s) => [s.kopf.dateiname, s.kopf.nr, s.abgeschlossen?.bytes])).toEqual([
      ['police.pdf', 0, POLICE.length],
      ['police.pdf', 1, POLICE.length],
      ['anlagen/avb.txt', 2, 35],
    ]);
  });

  it('Komprimierungstyp vor den Daten und als MTOM-Teil: ebenso', async () => {
    const vor = await lesen(
      stuecke(inlineMit(zip.toString('base64'), { komprimierung: 'ZIP', vorDaten: true }), 17),
      undefined,
      sammelAblage().ablage,
    );
    expect(dateienVon(vor)).toEqual(erwartet);
    const a = sammelAblage();
    const mtom = await lesen(stuecke(mtomMit(zip, 'ZIP'), 29), MTOM_TYP, a.ablage);
    expect(mtom.ok).toBe(true);
    expect(dateienVon(mtom)).toEqual(erwartet);
    expect(a.senken.every((s) => s.abgeschlossen)).toBe(true);
  });

  it('ein ZIP mit Komprimierungstyp KEINE danach: vorläufig entpackt, verworfen, als ZIP abgelegt', async () => {
    const a = sammelAblage();
    const r = await lesen(
      stuecke(inlineMit(zip.toString('base64'), { komprimierung: 'KEINE' }), 64),
      undefined,
      a.ablage,
    );
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.bytes, d.sha256])).toEqual([
      ['police.pdf', POLICE.length, sha256(POLICE)],
      ['bestand.gdv', zip.length, sha256(zip)],
    ]);
    const verworfen = a.senken.filter((s) => s.abgebrochen !== undefined);
    expect(verworfen.map((s) => s.kopf.dateiname)).toEqual(['police.pdf', 'anlagen/avb.txt']);
    expect(a.inhalt(a.senken.at(-1)!).equals(zip)).toBe(true);
  });

  it('kein ZIP, obwohl ZIP erklärt: die Datei mit Grund', async () => {
    const r = await lesen(
      stuecke(inlineMit(GDV.toString('base64'), { komprimierung: 'ZIP' }), 64),
      undefined,
      sammelAblage().ablage,
    );
    expect(r.ok).toBe(false);
    expect(r.lieferungen[0]!.dateien[1]!.fehler).toMatch(/^das ZIP lässt sich nicht entpacken/);
  });

  it('mehr Einträge, als vorläufig offen bleiben: nach dem Ende der Datei aus der Zwischenablage entpackt', async () => {
    const viele = Object.fromEntries(
      Array.from({ length: VORLAEUFIG_HOECHSTE_EINTRAEGE + 3 }, (_, i) => [
        `d${i}.txt`,
        new Uint8Array(Buffer.from(`Datei ${i}`)),
      ]),
    );
    const a = sammelAblage();
    const r = await lesen(
      stuecke(inlineMit(Buffer.from(zipSync(viele)).toString('base64'), { komprimierung: 'ZIP' }), 100),
      undefined,
      a.ablage,
    );
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien.slice(1).map((d) => d.dateiname)).toEqual(Object.keys(viele));
    const abgelegt = a.senken.filter((s) => s.abgeschlossen);
    expect(abgelegt.slice(1).map((s) => a.inhalt(s).toString())).toEqual(
      Object.keys(viele).map((_, i) => `Datei ${i}`),
    );
  });

  it('ZIP-Bombe ohne erklärte Größen: an den tatsächlich entpackten Bytes abgewiesen, die Senke abgebrochen', async () => {
    const bombe = gestreamtesZip({ 'null.bin': new Uint8Array(4 * 1024 * 1024) });
    // Flag bit 3 (data descriptor) and an uncompressed size of 0 in the local header.
    expect(bombe.readUInt16LE(6) & 8).toBe(8);
    expect(bombe.readUInt32LE(22)).toBe(0);
    expect(bombe.length).toBeLessThan(10_000);
    const a = sammelAblage();
    const r = await lesen(stuecke(mtomMit(bombe, 'ZIP'), 1000), MTOM_TYP, a.ablage, {
      zipGrenzen: { bytes: 1024 * 1024, eintraege: 10 },
    });
    // Refused for a limit: read to its end, the refusal would repeat (`dauerhaft`), so still OK.
    expect(r.ok).toBe(true);
    const senke = a.senken.find((s) => s.kopf.dateiname === 'null.bin')!;
    expect(senke.abgebrochen).toBe('das ZIP lässt sich nicht entpacken (mehr als 1048576 Bytes entpackt)');
    expect(a.inhalt(senke).length).toBeLessThanOrEqual(1024 * 1024);
    expect(r.lieferungen[0]!.dateien[1]).toMatchObject({ dateiname: 'null.bin', bytes: 0, dauerhaft: true });
  });

  it('zu viele Einträge: abgewiesen', async () => {
    const viele = gestreamtesZip(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`d${i}.txt`, new Uint8Array(1)])),
    );
    const r = await lesen(stuecke(mtomMit(viele, 'ZIP'), 1000), MTOM_TYP, sammelAblage().ablage, {
      zipGrenzen: { bytes: 1024, eintraege: 10 },
    });
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien.at(-1)!.dauerhaft).toBe(true);
    expect(r.meldungen.at(-1)!.text).toContain('das ZIP lässt sich nicht entpacken (mehr als 10 Einträge)');
  });

  describe('jede Datei eines ZIPs nennt es (zip)', () => {
    /** Per file: name, archive, whether it failed. */
    const herkunft = (r: StromAntwort | Antwort) =>
      r.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.zip, d.fehler !== undefined]);
    const ausZip = [
      ['police.pdf', undefined, false],
      ['police.pdf', 'bestand.gdv', false],
      ['anlagen/avb.txt', 'bestand.gdv', false],
    ];

    it('inline (Komprimierungstyp nach und vor den Daten) und als MTOM-Teil; die ungepackte Datei nicht', async () => {
      for (const [koerper, typ] of [
        [inlineMit(zip.toString('base64'), { komprimierung: 'ZIP' }), undefined],
        [inlineMit(zip.toString('base64'), { komprimierung: 'ZIP', vorDaten: true }), undefined],
        [mtomMit(zip, 'ZIP'), MTOM_TYP],
      ] as const) {
        const r = await lesen(stuecke(koerper, 31), typ, sammelAblage().ablage);
        expect(r.ok).toBe(true);
        expect(herkunft(r)).toEqual(ausZip);
        expect(r.lieferungen[0]!.dateien[0]).not.toHaveProperty('zip');
        // The answer read whole and the CLI's JSON say the same.
        const ganz = antwortLesen(koerper, typ);
        expect(herkunft(ganz)).toEqual(ausZip);
        expect(ganz.lieferungen[0]!.dateien[0]).not.toHaveProperty('zip');
        expect(ausgabe(r).lieferungen[0]!.dateien).toEqual([
          { dateiname: 'police.pdf', bytes: POLICE.length, sha256: sha256(POLICE) },
          { dateiname: 'police.pdf', bytes: POLICE.length, sha256: sha256(POLICE), zip: 'bestand.gdv' },
          { dateiname: 'anlagen/avb.txt', bytes: 35, sha256: erwartet[1]![2], zip: 'bestand.gdv' },
        ]);
      }
    });

    it('das Ende des Archivs fehlt: die fertigen Einträge bleiben, das ZIP selbst mit Grund', async () => {
      const ohneEnde = zip.subarray(0, zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])));
      for (const [koerper, typ] of [
        [inlineMit(ohneEnde.toString('base64'), { komprimierung: 'ZIP' }), undefined],
        [mtomMit(ohneEnde, 'ZIP'), MTOM_TYP],
      ] as const) {
        const r = await lesen(stuecke(koerper, 31), typ, sammelAblage().ablage);
        expect(r.ok).toBe(false);
        expect(herkunft(r)).toEqual([...ausZip, ['bestand.gdv', 'bestand.gdv', true]]);
        expect(r.lieferungen[0]!.dateien[3]!.fehler).toBe(
          'das ZIP lässt sich nicht entpacken (das Ende des Archivs fehlt)',
        );
        expect(herkunft(antwortLesen(koerper, typ))).toEqual(herkunft(r));
      }
    });

    it('mitten im ersten Eintrag abgeschnitten: dieser Eintrag mit Grund und zip', async () => {
      // The local header (30 bytes and the name), then 20 of the entry's 82 compressed bytes.
      const abgeschnitten = zip.subarray(0, 30 + 'police.pdf'.length + 20);
      for (const [koerper, typ] of [
        [inlineMit(abgeschnitten.toString('base64'), { komprimierung: 'ZIP', vorDaten: true }), undefined],
        [mtomMit(abgeschnitten, 'ZIP'), MTOM_TYP],
      ] as const) {
        const a = sammelAblage();
        const r = await lesen(stuecke(koerper, 31), typ, a.ablage);
        expect(r.ok).toBe(false);
        expect(herkunft(r)).toEqual([
          ['police.pdf', undefined, false],
          ['police.pdf', 'bestand.gdv', true],
        ]);
        expect(a.senken.at(-1)!.abgebrochen).toMatch(/^das ZIP lässt sich nicht entpacken/);
      }
    });

    it('kein ZIP, obwohl ZIP erklärt, und eine ZIP-Bombe: ebenso als kaputtes ZIP gemeldet', async () => {
      const keins = await lesen(
        stuecke(inlineMit(GDV.toString('base64'), { komprimierung: 'ZIP' }), 64),
        undefined,
        sammelAblage().ablage,
      );
      expect(herkunft(keins)).toEqual([
        ['police.pdf', undefined, false],
        ['bestand.gdv', 'bestand.gdv', true],
      ]);
      const bombe = gestreamtesZip({ 'null.bin': new Uint8Array(4 * 1024 * 1024) });
      const r = await lesen(stuecke(mtomMit(bombe, 'ZIP'), 1000), MTOM_TYP, sammelAblage().ablage, {
        zipGrenzen: { bytes: 1024 * 1024, eintraege: 10 },
      });
      expect(herkunft(r)).toEqual([
        ['police.pdf', undefined, false],
        ['null.bin', 'bestand.gdv', true],
      ]);
    });

    it('ungültiges Base64, ZIP erst nach den Daten erklärt: die Datei dennoch mit zip', async () => {
      // `UEsD` begins like a ZIP (`PK`): unpacked on a guess; `Zm9v` does not: stored as it comes.
      for (const daten of ['UEsDBBQA!!kaputt', 'Zm9vYmFy!!kaputt']) {
        const r = await lesen(
          stuecke(inlineMit(daten, { komprimierung: 'ZIP' }), 5),
          undefined,
          sammelAblage().ablage,
        );
        expect(herkunft(r), daten).toEqual([
          ['police.pdf', undefined, false],
          ['bestand.gdv', 'bestand.gdv', true],
        ]);
        expect(r.lieferungen[0]!.dateien[1]!.fehler).toBe('ihre Daten sind kein gültiges Base64');
      }
    });

    it('ein Eintrag, dessen Senke scheitert: mit Grund und zip, die anderen abgelegt', async () => {
      const r = await lesen(
        stuecke(mtomMit(zip, 'ZIP'), 29),
        MTOM_TYP,
        sammelAblage(['anlagen/avb.txt']).ablage,
      );
      expect(r.ok).toBe(false);
      expect(herkunft(r)).toEqual([
        ['police.pdf', undefined, false],
        ['police.pdf', 'bestand.gdv', false],
        ['anlagen/avb.txt', 'bestand.gdv', true],
      ]);
    });

    it('eine ungepackte Datei (Komprimierungstyp KEINE) nennt kein ZIP, auch wenn sie eins ist', async () => {
      const r = await lesen(
        stuecke(inlineMit(zip.toString('base64'), { komprimierung: 'KEINE' }), 64),
        undefined,
        sammelAblage().ablage,
      );
      expect(r.lieferungen[0]!.dateien.every((d) => !('zip' in d))).toBe(true);
    });
  });
});

describe('feindliche Antworten', () => {
  const GRENZE = '--uuid:7d1c2f0a-mtom-grenze';

  /**
   * The MTOM answer with its second transfer's file replaced by `dateien`, each naming its part by
   * `cid`, and the parts `teile` instead of the GDV part.
   */
  function mtomAntwort(
    dateien: { name: string; cid: string }[],
    teile: [cid: string, inhalt: Buffer][],
    komprimierung = 'KEINE',
  ): Buffer {
    const text = antwort('abruf-mtom.bin').toString('latin1');
    const datei = /<gevo:Datei>\s*<allg:Dateiname>bestand\.gdv[\s\S]*?<\/gevo:Datei>/.exec(text)![0];
    const bloecke = dateien
      .map((d) =>
        datei
          .replace('bestand.gdv', d.name)
          .replace('cid:bestand@versicherer.example', `cid:${d.cid}`)
          .replace('KEINE', komprimierung),
      )
      .join('');
    const teilAnfang = text.lastIndexOf(GRENZE, text.indexOf('Content-ID: bestand@'));
    return Buffer.concat([
      Buffer.from(text.slice(0, teilAnfang).replace(datei, bloecke), 'latin1'),
      ...teile.flatMap(([cid, inhalt]) => [
        Buffer.from(`${GRENZE}\r\nContent-Type: application/octet-stream\r\nContent-ID: <${cid}>\r\n\r\n`),
        inhalt,
        Buffer.from('\r\n'),
      ]),
      Buffer.from(`${GRENZE}--\r\n`),
    ]);
  }

  /** The Ablage, counting the sinks open at once. */
  function offenGezaehlt(ablage: Ablage) {
    let offen = 0;
    let hoechstens = 0;
    const gezaehlt: Ablage = async (kopf) => {
      const senke = await ablage(kopf);
      hoechstens = Math.max(hoechstens, ++offen);
      return {
        schreiben: (teil) => senke.schreiben(teil),
        abschliessen: async (info) => {
          offen--;
          await senke.abschliessen(info);
        },
        abbrechen: async (grund) => {
          offen--;
          await senke.abbrechen(grund);
        },
      };
    };
    return { ablage: gezaehlt, hoechstens: () => hoechstens };
  }

  const abgelegteBytes = (a: ReturnType<typeof sammelAblage>) =>
    a.senken.filter((s) => s.abgeschlossen).reduce((summe, s) => summe + a.inhalt(s).length, 0);

  it('ein MTOM-Teil, auf den 150 Dateien verweisen: eine Datei, die übrigen abgewiesen, einmal abgelegt', async () => {
    const teil = Buffer.alloc(8 * 1024 * 1024, 7);
    const dateien = Array.from({ length: 150 }, (_, i) => ({ name: `d${i}.pdf`, cid: 'ein@teil' }));
    const a = sammelAblage();
    const gezaehlt = offenGezaehlt(a.ablage);
    const r = await lesen(
      stuecke(mtomAntwort(dateien, [['ein@teil', teil]]), 64 * 1024),
      MTOM_TYP,
      gezaehlt.ablage,
    );
    // Refused for a limit: read to its end, the refusal would repeat, so the answer is OK.
    expect(r.ok).toBe(true);
    const [police, erste, ...rest] = r.lieferungen[0]!.dateien;
    expect(police!.fehler).toBeUndefined();
    expect(erste).toMatchObject({ dateiname: 'd0.pdf', bytes: teil.length, sha256: sha256(teil) });
    expect(rest).toHaveLength(149);
    for (const d of rest)
      expect(d).toMatchObject({
        bytes: 0,
        fehler: 'der MTOM-Anhang cid:ein@teil ist schon die Daten einer anderen Datei der Antwort',
        dauerhaft: true,
      });
    // The part's bytes went into one sink, once; the refused files opened none.
    expect(a.senken.map((s) => s.kopf.dateiname)).toEqual(['police.pdf', 'd0.pdf']);
    expect(abgelegteBytes(a)).toBe(POLICE.length + teil.length);
    expect(gezaehlt.hoechstens()).toBe(1);
  });

  const nullen = (mib: number) => new Uint8Array(mib * 1024 * 1024);
  const bomben = [1, 2, 3].map(
    (i) => [`bombe${i}@teil`, gestreamtesZip({ [`null${i}.bin`]: nullen(3) })] as [string, Buffer],
  );
  const bombenDateien = bomben.map(([cid], i) => ({ name: `bombe${i + 1}.zip`, cid }));

  for (const [budget, grund] of [
    [
      { antwort: 8 * 1024 ** 2, lieferung: 7 * 1024 ** 2 },
      'die Dateien der Lieferung ergeben mehr als 7340032 Bytes (entpackt, zusammen)',
    ],
    [
      { antwort: 7 * 1024 ** 2, lieferung: 8 * 1024 ** 2 },
      'die Dateien der Antwort ergeben mehr als 7340032 Bytes (entpackt, zusammen)',
    ],
  ] as const)
    it(`drei ZIP-Bomben, jede unter der Grenze eines ZIPs: die Summe am Budget abgewiesen (${grund.split(' ')[3]})`, async () => {
      const a = sammelAblage();
      const r = await lesen(stuecke(mtomAntwort(bombenDateien, bomben, 'ZIP'), 1000), MTOM_TYP, a.ablage, {
        // Each ZIP alone is allowed (and its ratio): only their sum is not.
        zipGrenzen: { bytes: 4 * 1024 ** 2, eintraege: 10, verhaeltnis: 100_000 },
        budget,
      });
      expect(r.ok).toBe(true);
      expect(
        r.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.zip, d.bytes, d.fehler, d.dauerhaft]),
      ).toEqual([
        ['police.pdf', undefined, POLICE.length, undefined, undefined],
        ['null1.bin', 'bombe1.zip', 3 * 1024 ** 2, undefined, undefined],
        ['null2.bin', 'bombe2.zip', 3 * 1024 ** 2, undefined, undefined],
        ['null3.bin', 'bombe3.zip', 0, `das ZIP lässt sich nicht entpacken (${grund})`, true],
      ]);
      expect(abgelegteBytes(a)).toBe(POLICE.length + 6 * 1024 ** 2);
      expect(a.senken.at(-1)!.abgebrochen).toBe(`das ZIP lässt sich nicht entpacken (${grund})`);
    });

  it('ein ZIP, das weit mehr entpackt, als sein Verhältnis erlaubt: abgewiesen, bevor es viel entpackt hat', async () => {
    const bombe = gestreamtesZip({ 'null.bin': nullen(32) });
    const a = sammelAblage();
    const r = await lesen(
      stuecke(mtomAntwort([{ name: 'b.zip', cid: 'b@teil' }], [['b@teil', bombe]], 'ZIP'), 1000),
      MTOM_TYP,
      a.ablage,
    );
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien[1]).toMatchObject({
      dateiname: 'null.bin',
      bytes: 0,
      fehler: `das ZIP lässt sich nicht entpacken (mehr als das ${ZIP_HOECHSTES_VERHAELTNIS}-Fache seiner Größe entpackt)`,
      dauerhaft: true,
    });
    expect(a.inhalt(a.senken.at(-1)!).length).toBeLessThan(4 * 1024 ** 2);
  });

  it(`viele kleine Einträge vorläufig entpackt: nie mehr als ${HOECHSTE_OFFENE_SENKEN} Senken zugleich offen`, async () => {
    const viele = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`d${i}.txt`, new Uint8Array(Buffer.from(`Datei ${i}`))]),
    );
    const a = sammelAblage();
    const gezaehlt = offenGezaehlt(a.ablage);
    const r = await lesen(
      stuecke(inlineMit(Buffer.from(zipSync(viele)).toString('base64'), { komprimierung: 'ZIP' }), 64 * 1024),
      undefined,
      gezaehlt.ablage,
    );
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien.slice(1).map((d) => [d.dateiname, d.fehler])).toEqual(
      Object.keys(viele).map((name) => [name, undefined]),
    );
    expect(gezaehlt.hoechstens()).toBeLessThanOrEqual(HOECHSTE_OFFENE_SENKEN);
  });
});

describe('Metadaten nach den Daten', () => {
  it('ein MTOM-Teil vor dem Wurzelteil: zwischengespeichert, nach der Wurzel abgelegt', async () => {
    const text = antwort('abruf-mtom.bin').toString('latin1');
    const grenze = '--uuid:7d1c2f0a-mtom-grenze';
    const teile = text.split(grenze);
    // Preamble, root, police, bestand, closing: the root moved behind the police part.
    const umgestellt = [teile[0], teile[2], teile[1], teile[3], teile[4]].join(grenze);
    const a = sammelAblage();
    const r = await lesen(stuecke(Buffer.from(umgestellt, 'latin1'), 33), MTOM_TYP, a.ablage);
    expect(r.ok).toBe(true);
    expect(r.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.sha256])).toEqual([
      ['police.pdf', sha256(POLICE)],
      ['bestand.gdv', sha256(GDV)],
    ]);
    // Which of the two is opened first depends on where the pieces end: both are complete.
    expect(a.senken.map((s) => sha256(a.inhalt(s))).sort()).toEqual([sha256(POLICE), sha256(GDV)].sort());
    expect(a.senken.every((s) => s.abgeschlossen)).toBe(true);
  });

  it('ein Dateiname erst nach den Daten: zwischengespeichert, unter seinem Namen abgelegt', async () => {
    const xml = antwort('abruf-inline.xml')
      .toString()
      .replace('<allg:Dateiname>bestand.gdv</allg:Dateiname>', '')
      .replace(/(<allg:Daten>[^<]*<\/allg:Daten>)/, '$1<allg:Dateiname>bestand.gdv</allg:Dateiname>');
    const a = sammelAblage();
    const r = await lesen(stuecke(Buffer.from(xml), 50), undefined, a.ablage);
    expect(r.ok).toBe(true);
    expect(a.senken.map((s) => [s.kopf.dateiname, a.inhalt(s).length])).toEqual([
      ['police.pdf', POLICE.length],
      ['bestand.gdv', GDV.length],
    ]);
  });
});

describe('abrufenStrom', () => {
  const rstr = (id: string) =>
    Buffer.from(
      `<s:Envelope xmlns:s="${NS.soap11}"><s:Body><RequestSecurityTokenResponse xmlns="http://schemas.xmlsoap.org/ws/2005/02/trust"><RequestedSecurityToken><SecurityContextToken xmlns="${WS_SC}"><Identifier>${id}</Identifier></SecurityContextToken></RequestedSecurityToken></RequestSecurityTokenResponse></s:Body></s:Envelope>`,
    );
  const ZUGANG = {
    stsUrl: 'https://sts.versicherer.invalid/410',
    transferUrl: 'https://transfer.versicherer.invalid/430',
    benutzer: 'makler',
    passwort: 'geheim',
    profil: STANDARD_PROFIL,
  };
  const http = (koerper: Buffer, status = 200, contentType = 'text/xml'): HttpAntwort => ({
    status,
    contentType,
    koerper,
  });
  function versicherer(sts: HttpAntwort[], transfer: HttpAntwort[]) {
    let aufrufe = 0;
    const senden: Senden = async (url) => {
      aufrufe++;
      return (url === ZUGANG.stsUrl ? sts : transfer).shift()!;
    };
    return { senden, aufrufe: () => aufrufe };
  }

  it('ein Token abgelehnt (SOAP-Fault): neu angemeldet, wiederholt; Senken nur aus dem zweiten Aufruf', async () => {
    const v = versicherer(
      [http(rstr('alt')), http(rstr('neu'))],
      [http(antwort('fehler-bipro.xml'), 500), http(antwort('abruf-mtom.bin'), 200, MTOM_TYP)],
    );
    const a = sammelAblage();
    const r = await biproClient(ZUGANG, { senden: v.senden }).abrufenStrom('L-2026-000101', a.ablage);
    expect(r.ok).toBe(true);
    expect(v.aufrufe()).toBe(4);
    expect(a.senken.map((s) => [s.kopf.dateiname, !!s.abgeschlossen])).toEqual([
      ['police.pdf', true],
      ['bestand.gdv', true],
    ]);
  });

  it('HTTP 401 mit Dateien im Körper: nichts abgelegt, neu angemeldet; zweimal abgewiesen: die Antwort', async () => {
    const v = versicherer(
      [http(rstr('a')), http(rstr('b'))],
      [http(antwort('abruf-inline.xml'), 401), http(antwort('abruf-inline.xml'), 401)],
    );
    const a = sammelAblage();
    const r = await biproClient(ZUGANG, { senden: v.senden }).abrufenStrom('L-2026-000101', a.ablage);
    expect(a.senken).toEqual([]);
    expect(r.ok).toBe(false);
    expect(r.lieferungen[0]!.dateien[0]!.fehler).toBe(
      'sie konnte nicht abgelegt werden (der Aufruf wurde abgewiesen (HTTP 401))',
    );
    expect(v.aufrufe()).toBe(4);
  });

  it('NOK mit 04003: die Antwort, ohne neue Anmeldung', async () => {
    const v = versicherer([http(rstr('t'))], [http(antwort('nok-04003.xml'))]);
    const r = await biproClient(ZUGANG, { senden: v.senden }).abrufenStrom('L-0', sammelAblage().ablage);
    expect(r.meldungen.map((m) => m.id)).toEqual(['04003']);
    expect(v.aufrufe()).toBe(2);
  });
});
