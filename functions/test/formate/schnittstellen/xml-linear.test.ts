import { Node as XmlNode } from '@xmldom/xmldom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ZeilenErgebnis } from '../../../src/formate/ergebnis';
import {
  DateiFehler,
  leseDatei,
  testeSchnittstelle,
  TEST_GRENZEN,
} from '../../../src/formate/schnittstellen';
import { omdsDatei } from '../../../src/formate/schnittstellen/bench/omds-datei';
import { EINGEBAUT_ID, eingebauteSchnittstellen } from '../../../src/formate/schnittstellen/eingebaut';
import { XmlDatei } from '../../../src/formate/schnittstellen/xml-satz';
import { alle, lies, schnittstelle } from './hilfen';

const eingebaut = eingebauteSchnittstellen();
const omds = eingebaut.find((s) => s.id === EINGEBAUT_ID.omds)!;
const omdsText = (vertraege: number) => Buffer.concat([...omdsDatei(vertraege)]);

async function* einmal(bytes: Buffer): AsyncGenerator<Buffer> {
  yield bytes;
}

/** What reading a file costs, counted: characters parsed, document-order comparisons. */
async function aufwand(s: typeof omds, bytes: Buffer) {
  let geparst = 0;
  const umhuellt = XmlDatei.prototype.umhuellt;
  vi.spyOn(XmlDatei.prototype, 'umhuellt').mockImplementation(function (this: XmlDatei, e: number) {
    const vorher = this.geparst;
    const ergebnis = umhuellt.call(this, e);
    geparst += this.geparst - vorher;
    return ergebnis;
  });
  const vergleiche = vi.spyOn(XmlNode.prototype, 'compareDocumentPosition');
  const ergebnisse: ZeilenErgebnis[] = [];
  for await (const e of leseDatei(s, {
    alle: (id) => eingebaut.find((x) => x.id === id),
    dateiname: 'omds.xml',
    eingabe: einmal(bytes),
  }))
    ergebnisse.push(e);
  const aufrufe = vergleiche.mock.calls.length;
  vi.restoreAllMocks();
  return { ergebnisse, geparst, vergleiche: aufrufe };
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Files of thousands of records: seconds on a busy machine.
describe('XML lesen ist linear in den Sätzen', { timeout: 30_000 }, () => {
  it('eingebautes OMDS: je Satz gleich viel geparst und verglichen, ob 100 oder 1.000 Verträge', async () => {
    const klein = await aufwand(omds, omdsText(100));
    const gross = await aufwand(omds, omdsText(1_000));
    expect(klein.ergebnisse).toHaveLength(100);
    expect(gross.ergebnisse).toHaveLength(1_000);
    expect(gross.ergebnisse.filter((e) => e.status !== 0)).toEqual([]);
    expect(gross.ergebnisse[999]!.felder).toMatchObject({
      Polizzennr: 'HH-1000',
      Familienname: 'Gruber 1000',
    });
    // Each record document: the record and the one person it refers to, inside OMDS and PAKET.
    // Numbers grow by a few digits; nothing grows with the file.
    const jeSatz = (a: { geparst: number; ergebnisse: unknown[] }) => a.geparst / a.ergebnisse.length;
    expect(jeSatz(klein)).toBeLessThan(1_000);
    expect(jeSatz(gross)).toBeLessThan(jeSatz(klein) * 1.05);
    expect(gross.vergleiche / 1_000).toBeLessThanOrEqual(klein.vergleiche / 100);
  });

  it('eigene XPaths mit Vereinigung und // sehen nur den Satz und seine Vorfahren', async () => {
    const s = schnittstelle({
      xml: true,
      xPath: '/OMDS/PAKET/VERTRAG',
      felder: [
        { name: 'Elemente', art: 2, selection: 'count(//*)' },
        { name: 'Erstes', art: 2, selection: 'local-name((//SPARTE | //VERTRAGSPERSON | //PERSON)[1])' },
        { name: 'Vereinigt', art: 2, selection: 'count(//VERTRAG | //SPARTE | ../@VUNr)' },
      ],
    });
    const vergleicheJeSatz: number[] = [];
    for (const vertraege of [10, 1_000]) {
      const { ergebnisse, vergleiche } = await aufwand(s, omdsText(vertraege));
      expect(ergebnisse).toHaveLength(vertraege);
      // OMDS, PAKET, VERTRAG, VERTRAGSPERSON, SPARTE — never the file's persons or other contracts.
      expect(new Set(ergebnisse.map((e) => JSON.stringify(e.felder)))).toEqual(
        new Set([JSON.stringify({ Elemente: '5', Erstes: 'VERTRAGSPERSON', Vereinigt: '3' })]),
      );
      vergleicheJeSatz.push(vergleiche / vertraege);
    }
    // Sorting a union compares a few nodes of the record, the same for every record.
    expect(vergleicheJeSatz[0]).toBeGreaterThan(0);
    expect(vergleicheJeSatz[1]).toBe(vergleicheJeSatz[0]);
  });
});

describe('schluessel() im Satzdokument', () => {
  const personen = '<PERSON Personennr="P1" Art="P"><N Name="Gruber"/></PERSON>';
  const vertrag = (nr: string) =>
    `<VERTRAG Nr="${nr}"><VERTRAGSPERSON Personennr="P1" Art="V"/><PERSON Personennr="P1" Art="innen"/></VERTRAG>`;
  const s = schnittstelle({
    xml: true,
    xPath: '//VERTRAG',
    felder: [
      { name: 'Nr', art: 2, selection: 'VERTRAGSPERSON/@Personennr' },
      // In document order: a person before the record comes first, one after it last.
      {
        name: 'Erste',
        art: 2,
        selection: "(VERTRAGSPERSON | schluessel('PERSON', 'Personennr', $Nr))[1]/@Art",
      },
      {
        name: 'Letzte',
        art: 2,
        selection: "(VERTRAGSPERSON | schluessel('PERSON', 'Personennr', $Nr))[last()]/@Art",
      },
      { name: 'Anzahl', art: 2, selection: "count(schluessel('PERSON', 'Personennr', $Nr))" },
      { name: 'Name', art: 2, selection: "schluessel('PERSON', 'Personennr', $Nr)/N/@Name" },
      { name: 'Paket', art: 2, selection: "schluessel('PERSON', 'Personennr', $Nr)/../@VU" },
    ],
  });

  it('Personen vor den Verträgen: die gefundene Person steht vorn; die im Satz ist der Satz selbst', async () => {
    const [e] = await lies(s, `<OMDS><PAKET VU="042">${personen}${vertrag('1')}</PAKET></OMDS>`, [], 'x.xml');
    expect(e!.felder).toEqual({
      Nr: 'P1',
      Erste: 'P',
      Letzte: 'innen',
      Anzahl: '2',
      Name: 'Gruber',
      Paket: '042',
    });
  });

  it('Personen nach den Verträgen: der Satz steht vorn', async () => {
    const [e] = await lies(s, `<OMDS><PAKET VU="042">${vertrag('1')}${personen}</PAKET></OMDS>`, [], 'x.xml');
    expect(e!.felder).toEqual({
      Nr: 'P1',
      Erste: 'V',
      Letzte: 'P',
      Anzahl: '2',
      Name: 'Gruber',
      Paket: '042',
    });
  });

  it('eine Person in einem anderen Paket wird unter ihrem eigenen Paket eingefügt', async () => {
    const text = `<OMDS><PAKET VU="017">${personen}</PAKET><PAKET VU="042"><VERTRAG><VERTRAGSPERSON Personennr="P1" Art="V"/></VERTRAG></PAKET></OMDS>`;
    const [e] = await lies(s, text, [], 'x.xml');
    expect(e!.felder).toMatchObject({ Erste: 'P', Letzte: 'V', Anzahl: '1', Paket: '017' });
  });

  it('gefundene Elemente ineinander: jedes einmal, das innere im äußeren', async () => {
    const t = schnittstelle({
      xml: true,
      xPath: '//V',
      felder: [
        { name: 'Gefunden', art: 2, selection: "count(schluessel('X', 'a', '1'))" },
        { name: 'Da', art: 2, selection: 'count(//X)' },
        { name: 'Innen', art: 2, selection: "count(schluessel('X', 'a', '1')/X)" },
      ],
    });
    const [e] = await lies(t, '<R><X a="1"><X a="1"/></X><V/></R>', [], 'x.xml');
    expect(e!.felder).toEqual({ Gefunden: '2', Da: '2', Innen: '1' });
  });
});

describe('Satz-XPath', () => {
  const text =
    '<o:R xmlns:o="urn:x" xmlns="urn:y"><o:A><V k="1"/><V k="2"><V k="3"/></V></o:A><B><V k="4"/></B></o:R>';
  const nr = async (xPath: string, xmlElement?: string) =>
    (
      await lies(
        schnittstelle({ xml: true, xPath, xmlElement, felder: [{ name: 'k', art: 2, selection: '@k' }] }),
        text,
        [],
        'x.xml',
      )
    ).map((e) => e.felder?.k);

  it('Pfade, //, *, Präfixe, Vereinigungen und Bedingungen wählen in Dateireihenfolge', async () => {
    expect(await nr('/o:R/o:A/V')).toEqual(['1', '2']);
    expect(await nr('//V')).toEqual(['1', '2', '3', '4']);
    expect(await nr('/o:R/*/V')).toEqual(['1', '2', '4']);
    expect(await nr('//B/V | /o:R/o:A/V')).toEqual(['1', '2', '4']);
    expect(await nr('//V[@k > 1 and not(V)]')).toEqual(['3', '4']);
    expect(await nr('//o:*/V[V/@k = 3]')).toEqual(['2']);
    expect(await nr('/o:R/descendant::V/self::V')).toEqual(['1', '2', '3', '4']);
    expect(await nr('', 'V')).toEqual(['1', '2', '3', '4']);
  });

  it('was nach Positionen oder Nachbarn fragt, ist ein Fehler der Definition', async () => {
    for (const [xPath, grund] of [
      ['//V[1]', /Zahl fragt nach der Position/],
      ['//V[position() > 1]', /position\(\) fragt nach der Position/],
      ['//V[following-sibling::V]', /Nachbar-Elemente/],
      ['//V/@k', /Pfad aus Element-Schritten/],
      ['(//V)[1]', /Pfad aus Element-Schritten/],
      ['//V/..', /Pfad aus Element-Schritten/],
    ] as const)
      await expect(nr(xPath), xPath).rejects.toThrow(grund);
    await expect(nr('//q:V')).rejects.toThrow(/wählt keine Elemente: Cannot resolve QName q/);
  });
});

describe('Budget beim XML-Lesen', { timeout: 30_000 }, () => {
  const drei = '<R><V n="1"/><V n="2"/><V n="3"/></R>';
  const s = schnittstelle({
    interfaceName: 'XML',
    xml: true,
    xPath: '/R/V',
    felder: [{ name: 'n', art: 2, selection: '@n' }],
  });
  const lesen = (grenzen: object, warten = 0) =>
    alle(
      (async function* () {
        for await (const e of leseDatei(s, {
          alle: () => undefined,
          dateiname: 'x.xml',
          eingabe: einmal(Buffer.from(drei)),
          grenzen,
        })) {
          yield e;
          await new Promise((fertig) => setTimeout(fertig, warten));
        }
      })(),
    );

  it('mehr Sätze als erlaubt: abgelehnt vor der ersten Zeile, mit deutschem Grund', async () => {
    const fehler = await lesen({ xmlHoechstSaetze: 2 }).catch((e: unknown) => e);
    expect(fehler).toBeInstanceOf(DateiFehler);
    expect(fehler).toMatchObject({
      art: 'aufwand',
      message:
        'Schnittstelle „XML“ (Id 1000): Die XML-Datei enthält 3 Sätze; gelesen werden höchstens 2. Die Datei wird abgelehnt.',
    });
  });

  it('verbrauchte Rechenzeit: abgelehnt statt zu hängen', async () => {
    const fehler = await lesen({ xmlHoechstSekunden: 0 }).catch((e: unknown) => e);
    expect(fehler).toMatchObject({
      art: 'aufwand',
      message:
        'Schnittstelle „XML“ (Id 1000): Die XML-Datei ist zu aufwendig zu lesen — nach 0 von 3 Sätzen ist die Rechenzeit von 0 Sekunden verbraucht. Die Datei wird abgelehnt.',
    });
  });

  it('die Zeit des Aufrufers zwischen den Zeilen zählt nicht', async () => {
    expect(await lesen({ xmlHoechstSekunden: 2 }, 700)).toHaveLength(3);
  });

  it('„Interface testen“ hat ein kleineres Budget als der Import', async () => {
    const viele = `<R>${'<V n="1"/>'.repeat(TEST_GRENZEN.xmlHoechstSaetze! + 1)}</R>`;
    const fehler = await testeSchnittstelle(s, {
      alle: () => undefined,
      dateiname: 'x.xml',
      bytes: Buffer.from(viele),
    }).catch((e: unknown) => e);
    expect(fehler).toMatchObject({ art: 'aufwand', message: expect.stringMatching(/höchstens 20\.000\./) });
    expect(
      (
        await alle(
          leseDatei(s, { alle: () => undefined, dateiname: 'x.xml', eingabe: einmal(Buffer.from(viele)) }),
        )
      ).length,
    ).toBe(20_001);
  });
});
