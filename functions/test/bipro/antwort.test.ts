/**
 * Reading insurers' BiPRO 430 answers (functions/src/bipro/lesen, `npm run bipro -- lesen`) on
 * answers written for this project after the message shapes of bipro/README.md (antworten/,
 * README there): both version profiles, inline base64, MTOM, ZIP, NOK inside a 200, SOAP faults
 * with and without BiproException — and what must be refused (a DOCTYPE, a broken attachment).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { cli } from '../../src/bipro/cli';
import { antwortLesen, entpackt, EIGENE_MELDUNG } from '../../src/bipro/lesen/antwort';
import { cidSchluessel, mtomLesen } from '../../src/bipro/lesen/mtom';
import { tokenAusAntwort } from '../../src/bipro/sts';
import { HOECHSTE_BAUM_ELEMENTE, HOECHSTE_TIEFE, leseXml, XmlFehler } from '../../src/bipro/lesen/xmlBaum';

const ORDNER = join(import.meta.dirname, 'antworten');
const antwort = (name: string) => readFileSync(join(ORDNER, name));
const sha256 = (b: Buffer | Uint8Array) => createHash('sha256').update(b).digest('hex');

const POLICE = antwort('police.pdf.bin');
/** A GDV Vorsatz start padded to 256 bytes, CRLF: the data file of the get answers. */
const GDV = Buffer.from(`00019999${' '.repeat(248)}\r\n`, 'latin1');
const MTOM_TYP =
  'multipart/related; type="application/xop+xml"; start="<wurzel@versicherer.example>"; start-info="text/xml"; boundary="uuid:7d1c2f0a-mtom-grenze"';

describe('Liste der Lieferungen', () => {
  it('2.6.x: Präfixe t/n, ohne BiPROVersion, zwei Lieferungen mit Kategorie und Einstellzeitpunkt', () => {
    expect(antwortLesen(antwort('liste-2.6.xml'), 'text/xml; charset=utf-8')).toEqual({
      ok: true,
      soapFault: false,
      meldungen: [{ art: 'Hinweis', id: '04000', text: 'Aufruf erfolgreich' }],
      lieferungen: [
        {
          id: 'L-2026-000101',
          kategorie: '100007000',
          einstellzeitpunkt: '2026-11-25T22:10:00+01:00',
          transfers: [],
          dateien: [],
        },
        {
          id: 'L-2026-000102',
          kategorie: '999010010',
          einstellzeitpunkt: '2026-11-25T22:11:00+01:00',
          // Listed again after its acknowledgement (BestaetigeLieferungen).
          quittiert: true,
          transfers: [],
          dateien: [],
        },
      ],
    });
  });

  it('2.1.x: großgeschriebene Hülle ohne Response, BiPROVersion in allgemein, 04001 keine Lieferungen', () => {
    expect(antwortLesen(antwort('liste-2.1.xml'))).toEqual({
      ok: true,
      soapFault: false,
      meldungen: [{ art: 'Hinweis', id: '04001', text: 'Keine Lieferungen zur angefragten Kategorie' }],
      lieferungen: [],
    });
  });
});

describe('Lieferung abrufen', () => {
  const erwarteteDateien = [
    { dateiname: 'police.pdf', bytes: POLICE.length, sha256: sha256(POLICE) },
    { dateiname: 'bestand.gdv', bytes: GDV.length, sha256: sha256(GDV) },
  ];

  it('Daten inline (Base64 mit Zeilenumbrüchen), ein Transfer ohne xsi:type', () => {
    const a = antwortLesen(antwort('abruf-inline.xml'));
    expect(a.ok).toBe(true);
    expect(a.lieferungen).toHaveLength(1);
    expect(a.lieferungen[0]!.dateien).toMatchObject(erwarteteDateien);
    expect(a.lieferungen[0]!.dateien[0]!.inhalt.equals(POLICE)).toBe(true);
  });

  it('MTOM: dieselben Bytes wie inline, Content-ID mit und ohne spitze Klammern, URL-kodierter Verweis', () => {
    const a = antwortLesen(antwort('abruf-mtom.bin'), MTOM_TYP);
    expect(a.ok).toBe(true);
    expect(a.lieferungen[0]!.dateien).toMatchObject(erwarteteDateien);
    // The CRLFs inside the PDF stay; only the one before the boundary goes.
    expect(a.lieferungen[0]!.dateien[0]!.inhalt.equals(POLICE)).toBe(true);
  });

  it('MTOM ohne Content-Type: am Anfang „--“ erkannt', () => {
    const a = antwortLesen(antwort('abruf-mtom.bin'));
    expect(a.ok).toBe(true);
    expect(a.lieferungen[0]!.dateien.map((d) => d.sha256)).toEqual(erwarteteDateien.map((d) => d.sha256));
  });

  it('ein fehlender MTOM-Anhang: die Datei mit Grund, die Antwort nicht OK (nichts wird quittiert)', () => {
    const ohneTeil = Buffer.from(
      antwort('abruf-mtom.bin').toString('latin1').replace('Content-ID: bestand@', 'Content-ID: anders@'),
      'latin1',
    );
    const a = antwortLesen(ohneTeil, MTOM_TYP);
    expect(a.ok).toBe(false);
    const datei = a.lieferungen[0]!.dateien[1]!;
    expect(datei).toMatchObject({ dateiname: 'bestand.gdv', bytes: 0 });
    expect(datei.fehler).toContain('cid:bestand@versicherer.example');
    expect(a.meldungen.at(-1)).toEqual(EIGENE_MELDUNG.dateiFehler('bestand.gdv', datei.fehler!));
  });

  it('ungültiges Base64: die Datei mit Grund, die Antwort nicht OK', () => {
    const kaputt = antwort('abruf-inline.xml')
      .toString()
      // The GDV file's data (the second file; the first Daten carries a contentType).
      .replace(/(<allg:Daten>)[^<]*/, '$1Zm9v!!kaputt');
    const a = antwortLesen(Buffer.from(kaputt));
    expect(a.ok).toBe(false);
    expect(a.lieferungen[0]!.dateien[1]!.fehler).toBe('ihre Daten sind kein gültiges Base64');
  });

  it('Komprimierungstyp ZIP: die Einträge als Dateien, Ordner ausgelassen', () => {
    const zip = zipSync({
      'police.pdf': new Uint8Array(POLICE),
      'anlagen/': new Uint8Array(0),
      'anlagen/avb.txt': new Uint8Array(Buffer.from('Allgemeine Versicherungsbedingungen')),
    });
    const xml = antwort('abruf-inline.xml')
      .toString()
      .replace(/(<allg:Daten[^>]*>)[^<]*(<\/allg:Daten>)/, `$1${Buffer.from(zip).toString('base64')}$2`)
      .replace('<allg:Komprimierungstyp>KEINE', '<allg:Komprimierungstyp>ZIP');
    const a = antwortLesen(Buffer.from(xml));
    expect(a.ok).toBe(true);
    expect(a.lieferungen[0]!.dateien.map((d) => [d.dateiname, d.bytes])).toEqual([
      ['police.pdf', POLICE.length],
      ['anlagen/avb.txt', 35],
      ['bestand.gdv', GDV.length],
    ]);
  });

  it('ZIP-Bombe und zu viele Einträge: abgelehnt, bevor entpackt wird', () => {
    const nullen = zipSync({ 'null.bin': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(nullen.length).toBeLessThan(10_000);
    expect(() => entpackt(Buffer.from(nullen), { bytes: 1024 * 1024, eintraege: 10 })).toThrow(
      'mehr als 1048576 Bytes entpackt',
    );
    const viele = zipSync(
      Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`d${i}.txt`, new Uint8Array(1)])),
    );
    expect(() => entpackt(Buffer.from(viele), { bytes: 1024, eintraege: 10 })).toThrow(
      'mehr als 10 Einträge',
    );
    // Unpacked inside an answer, the reason goes with the file.
    const xml = antwort('abruf-inline.xml')
      .toString()
      .replace(/(<allg:Daten[^>]*>)[^<]*(<\/allg:Daten>)/, '$1UEsDBAo=$2')
      .replace('<allg:Komprimierungstyp>KEINE', '<allg:Komprimierungstyp>ZIP');
    const a = antwortLesen(Buffer.from(xml));
    expect(a.ok).toBe(false);
    expect(a.lieferungen[0]!.dateien[0]!.fehler).toMatch(/^das ZIP lässt sich nicht entpacken/);
  });
});

describe('Quittung, NOK und Fehler', () => {
  it('Quittung: nur der Status', () => {
    expect(antwortLesen(antwort('quittung.xml'))).toEqual({
      ok: true,
      soapFault: false,
      meldungen: [{ art: 'Hinweis', id: '04000', text: 'Aufruf erfolgreich' }],
      lieferungen: [],
    });
  });

  it('NOK in einer Antwort mit HTTP 200 (ohne Präfixe): nicht OK, mit Meldung 04003', () => {
    expect(antwortLesen(antwort('nok-04003.xml'))).toEqual({
      ok: false,
      soapFault: false,
      meldungen: [{ art: 'Fehler', id: '04003', text: 'Keine Lieferung zu dieser ID vorhanden' }],
      lieferungen: [],
    });
  });

  it('SOAP-Fault mit BiproException: faultstring und die Meldungen der Ausnahme', () => {
    expect(antwortLesen(antwort('fehler-bipro.xml'))).toEqual({
      ok: false,
      soapFault: true,
      meldungen: [
        { art: 'Fehler', id: 'soapenv:Server', text: 'Das Sicherheitstoken ist abgelaufen.' },
        { art: 'Fehler', id: '00008', text: 'WS-Policy verletzt: Token ungültig' },
      ],
      lieferungen: [],
    });
  });

  it('SOAP-Fault ohne Detail', () => {
    expect(antwortLesen(antwort('fehler-ohne-detail.xml'))).toEqual({
      ok: false,
      soapFault: true,
      meldungen: [
        {
          art: 'Fehler',
          id: 'soapenv:Client',
          text: 'Unmarshalling Error: unexpected element KategorieDerLieferung',
        },
      ],
      lieferungen: [],
    });
  });

  it('eine Antwort ohne Status gilt nicht als erfolgreich', () => {
    const ohne = antwort('quittung.xml')
      .toString()
      .replace(/<nac:Status>[\s\S]*<\/nac:Status>/, '');
    expect(antwortLesen(Buffer.from(ohne))).toEqual({
      ok: false,
      soapFault: false,
      meldungen: [EIGENE_MELDUNG.keinStatus],
      lieferungen: [],
    });
  });
});

describe('Was abgewiesen wird', () => {
  it('eine DOCTYPE-Deklaration (XXE, Entity-Expansion) wird nicht gelesen', () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;">]>
      <soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>&b;</soapenv:Body></soapenv:Envelope>`;
    expect(() => leseXml(xxe)).toThrow(XmlFehler);
    const a = antwortLesen(Buffer.from(xxe));
    expect(a.ok).toBe(false);
    expect(a.meldungen[0]!.text).toContain('DOCTYPE');
  });

  it('eine STS-Antwort mit mehr Elementen, als ein Baum halten darf: abgewiesen, bevor sie ganz gebaut ist', () => {
    const viele = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${'<a/>'.repeat(HOECHSTE_BAUM_ELEMENTE)}</soapenv:Body></soapenv:Envelope>`;
    expect(() => leseXml(viele)).toThrow(
      new XmlFehler(`Die Antwort enthält mehr als ${HOECHSTE_BAUM_ELEMENTE} Elemente.`),
    );
    expect(() => tokenAusAntwort(Buffer.from(viele), new Date())).toThrow(
      `Die Antwort enthält mehr als ${HOECHSTE_BAUM_ELEMENTE} Elemente.`,
    );
  });

  it('kein XML, kein SOAP, leerer Body, zu tief verschachtelt', () => {
    for (const text of [
      'Service Unavailable',
      '<html><body>Wartung</body></html>',
      '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body/></soapenv:Envelope>',
      `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body>${'<a>'.repeat(HOECHSTE_TIEFE)}${'</a>'.repeat(HOECHSTE_TIEFE)}</soapenv:Body></soapenv:Envelope>`,
    ]) {
      const a = antwortLesen(Buffer.from(text));
      expect(a.ok, text.slice(0, 40)).toBe(false);
      expect(a.meldungen[0]!.id).toBe('LD001');
    }
  });

  it('MTOM ohne Grenze oder mit fehlendem Wurzelteil', () => {
    expect(antwortLesen(antwort('abruf-mtom.bin'), 'multipart/related; type="application/xop+xml"').ok).toBe(
      false,
    );
    expect(() => mtomLesen(antwort('abruf-mtom.bin'), MTOM_TYP.replace('wurzel@', 'fehlt@'))).toThrow(
      'Der Wurzelteil',
    );
  });

  it('Content-IDs: cid:, spitze Klammern und URL-Kodierung zählen nicht', () => {
    for (const wert of [
      'cid:police%40versicherer.example',
      '<police@versicherer.example>',
      'police@versicherer.example',
    ])
      expect(cidSchluessel(wert)).toBe('police@versicherer.example');
  });
});

describe('npm run bipro -- lesen', () => {
  it('druckt die Antwort als JSON ohne Dateiinhalte; Exit 0 bei OK, 1 sonst, 2 bei falschem Aufruf', () => {
    let text = '';
    expect(
      cli(['lesen', join(ORDNER, 'abruf-mtom.bin'), '--content-type', MTOM_TYP], (t) => (text += t)),
    ).toBe(0);
    const json = JSON.parse(text) as { ok: boolean; lieferungen: { dateien: Record<string, unknown>[] }[] };
    expect(json.ok).toBe(true);
    expect(json.lieferungen[0]!.dateien[0]).toEqual({
      dateiname: 'police.pdf',
      bytes: POLICE.length,
      sha256: sha256(POLICE),
    });
    expect(cli(['lesen', join(ORDNER, 'fehler-bipro.xml')], () => undefined)).toBe(1);
    expect(cli(['lesen'], () => undefined)).toBe(2);
    expect(cli(['lesen', join(ORDNER, 'quittung.xml'), '--typ', 'x'], () => undefined)).toBe(2);
  });
});
