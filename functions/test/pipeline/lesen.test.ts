/**
 * The pure parts of reading delivered files: line counting and chunks, the line id, the month
 * buckets of the monitor index, storable values, the failure text, the mode of an interface and
 * the text of GDV lines.
 */
import { randomBytes } from 'node:crypto';
import { inflateRawSync } from 'node:zlib';
import { Entity } from 'electrodb';
import { describe, expect, it } from 'vitest';
import { ABSCHNITT_ZEILEN, HOECHSTE_DATEIZEILEN } from '@lieferdesk/events';
import { LESE_TEXTE, ZEILE_HOECHSTBYTES } from '@lieferdesk/shared';
import { importZeileSchema } from '../../src/data/entities/importZeile';
import { PACKEN_AB } from '../../src/data/entities/importZeileWerte';
import { itemGroesse, wertGroesse } from '../../src/data/itemGroesse';
import { monateZwischen } from '../../src/data/repositories/importDateien';
import {
  abschnittAnzahl,
  abschnittVon,
  ausZeilenId,
  HOECHSTE_ZEILE,
  speicherbarerWert,
  zeilenGroesse,
  zeilenId,
  zeilenItems,
  type ImportZeileDaten,
} from '../../src/data/repositories/importZeilen';
import { fehlerText } from '../../src/pipeline/lesen/fehler';
import { modusVon } from '../../src/pipeline/lesen/modus';
import { istGdvVorsatz } from '../../src/formate/gdv/vorsatz';
import { fortsetzungspunkte } from '../../src/formate/schnittstellen/fortsetzen';
import { abschnitteFuer, zeilenzahlPruefen } from '../../src/pipeline/lesen/planen';
import { GEKUERZT_BYTES, textGekuerzt, uebergrosseZeile } from '../../src/pipeline/lesen/uebergrosseZeile';
import { Zeilentexte } from '../../src/pipeline/lesen/zeilentexte';

async function* stuecke(...teile: (string | Buffer)[]): AsyncGenerator<Buffer> {
  for (const t of teile) yield Buffer.isBuffer(t) ? t : Buffer.from(t, 'latin1');
}

/** Lines as the plan counts them (one pass that also finds where each chunk begins). */
const zaehleZeilen = async (eingabe: AsyncIterable<Buffer>) =>
  (await fortsetzungspunkte({ type: 'GDV', xml: false }, eingabe, ABSCHNITT_ZEILEN)).zeilen;

describe('Zeilen zählen und Abschnitte', () => {
  it('zählt physische Zeilen wie die Leser: LF beendet eine Zeile, ein Rest ohne LF ist eine mehr', async () => {
    expect(await zaehleZeilen(stuecke())).toBe(0);
    expect(await zaehleZeilen(stuecke('a'))).toBe(1);
    expect(await zaehleZeilen(stuecke('a\n'))).toBe(1);
    expect(await zaehleZeilen(stuecke('a\r\nb\r\n'))).toBe(2);
    expect(await zaehleZeilen(stuecke('a\n\n\nb'))).toBe(4);
    // A line end at a chunk boundary, an empty chunk, the last line split over chunks.
    expect(await zaehleZeilen(stuecke('a\nb', '', '\n', 'c', 'd'))).toBe(3);
  });

  it('teilt Zeilen 1..n in Abschnitte von ABSCHNITT_ZEILEN Zeilen; Abschnitt k ist Partition k', () => {
    expect(abschnitteFuer(0)).toEqual([]);
    expect(abschnitteFuer(1)).toEqual([{ nr: 0, zeileVon: 1, zeileBis: 1 }]);
    const drei = abschnitteFuer(2 * ABSCHNITT_ZEILEN + 1);
    expect(drei.map((a) => [a.zeileVon, a.zeileBis])).toEqual([
      [1, ABSCHNITT_ZEILEN],
      [ABSCHNITT_ZEILEN + 1, 2 * ABSCHNITT_ZEILEN],
      [2 * ABSCHNITT_ZEILEN + 1, 2 * ABSCHNITT_ZEILEN + 1],
    ]);
    for (const a of drei) {
      expect(abschnittVon(a.zeileVon)).toBe(a.nr);
      expect(abschnittVon(a.zeileBis)).toBe(a.nr);
    }
    expect(abschnittAnzahl(2 * ABSCHNITT_ZEILEN + 1)).toBe(3);
    expect(abschnittAnzahl(ABSCHNITT_ZEILEN)).toBe(1);
  });
});

describe('Zeilen-Id', () => {
  it('ist Datei × 10⁷ + Zeile, in beide Richtungen', () => {
    expect(zeilenId(17, 5)).toBe(170_000_005);
    expect(ausZeilenId(170_000_005)).toEqual({ dateiId: 17, zeile: 5 });
    expect(ausZeilenId(zeilenId(900_000_000, HOECHSTE_ZEILE))).toEqual({
      dateiId: 900_000_000,
      zeile: HOECHSTE_ZEILE,
    });
    expect(Number.isSafeInteger(zeilenId(900_000_000, HOECHSTE_ZEILE))).toBe(true);
  });
});

describe('Monatsbuckets des Monitors', () => {
  it('nennt jeden berührten Kalendermonat, auch über den Jahreswechsel', () => {
    expect(monateZwischen('2026-11-22T00:00:00.000Z', '2026-11-23T00:00:00.000Z')).toEqual(['2026-11']);
    expect(monateZwischen('2026-11-30T00:00:00.000Z', '2027-02-01T00:00:00.000Z')).toEqual([
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-02',
    ]);
  });
});

describe('speicherbare Werte', () => {
  it('behält Zahlen, macht zu große zu Text und NaN zu null, auch verschachtelt', () => {
    expect(
      speicherbarerWert({
        a: 1.5,
        b: 5e35,
        c: Number.NaN,
        d: 'x',
        e: null,
        f: [Infinity, 2],
        g: { h: -1e20 },
      }),
    ).toEqual({
      a: 1.5,
      b: '5e+35',
      c: null,
      d: 'x',
      e: null,
      f: [null, 2],
      g: { h: '-100000000000000000000' },
    });
    expect(speicherbarerWert(undefined)).toBeUndefined();
  });
});

describe('Zeilenzahl', () => {
  it('weist eine Datei über der Grenze des Zustands mit Grund ab', () => {
    expect(() => zeilenzahlPruefen(HOECHSTE_DATEIZEILEN)).not.toThrow();
    expect(() => zeilenzahlPruefen(HOECHSTE_DATEIZEILEN + 1)).toThrow(
      expect.objectContaining({
        name: 'DateiAbgelehnt',
        message: LESE_TEXTE.zuVieleZeilen(HOECHSTE_DATEIZEILEN + 1, HOECHSTE_DATEIZEILEN),
      }),
    );
  });
});

describe('Speicherform einer Zeile', () => {
  const entitaet = new Entity(importZeileSchema, { table: 'lieferdesk' });
  const schluessel = { dateiId: 7, abschnitt: 0, zeile: 3 };
  // As long as a GDV line's fields (~640 bytes of JSON): deflated.
  const felder = {
    VuNr: '9999',
    Betrag: 12.5,
    Gross: 5e35,
    Leer: null,
    Liste: [1, 'a'],
    Kaputt: Number.NaN,
    Name: 'Kitzelpfütze'.repeat(Math.ceil(PACKEN_AB / 12)),
  };
  const gelesen = { ...felder, Gross: '5e+35', Kaputt: null };
  const treffer = { art: 'vertrag', vertragId: 12 };

  it('speichert felder und treffer als gepacktes JSON und liest sie als Objekte zurück', () => {
    const item = entitaet
      .put({ ...schluessel, status: 0, use4Booking: 1, felder, treffer, journal: [] })
      .params().Item as Record<string, unknown>;
    // The fields of a line are deflated, a short match stays JSON text.
    expect(item.felder).toBeInstanceOf(Uint8Array);
    expect(item.treffer).toBe(JSON.stringify(treffer));
    const { data } = entitaet.parse({ Item: item });
    expect(data?.felder).toEqual(gelesen);
    expect(data?.treffer).toEqual(treffer);
    // A projection (the workbench's list) decodes too.
    expect(entitaet.parse({ Item: item }, { attributes: ['zeile', 'felder'] }).data).toEqual({
      zeile: 3,
      felder: gelesen,
    });
    // Without a large number the value is written as it is (NaN as null, as JSON does).
    const klein = entitaet
      .put({ ...schluessel, status: 0, use4Booking: 1, felder: { a: Number.NaN, b: 1 }, journal: [] })
      .params().Item as Record<string, unknown>;
    expect(klein.felder).toBe('{"a":null,"b":1}');
    // A long match is deflated too; the stored form is smaller than its JSON.
    const langerTreffer = { ...treffer, felder: felder, notiz: 'x'.repeat(PACKEN_AB) };
    const gross = entitaet
      .put({ ...schluessel, status: 0, use4Booking: 1, treffer: langerTreffer, journal: [] })
      .params().Item as Record<string, unknown>;
    expect(gross.treffer).toBeInstanceOf(Uint8Array);
    expect((gross.treffer as Uint8Array).length).toBeLessThan(JSON.stringify(langerTreffer).length / 2);
    expect(entitaet.parse({ Item: gross }).data?.treffer).toEqual({ ...langerTreffer, felder: gelesen });
  });

  it('Zeilen in Menge: dieselben Items wie ElectroDBs put, Schlüssel aus ElectroDB', () => {
    const journal = [{ zeit: '2026-03-01T10:00:00.000Z', text: 'Zeile eingelesen' }];
    const zeilen: ImportZeileDaten[] = [
      { dateiId: 7, zeile: 1, status: 0, use4Booking: 1, satz: '0001#1', felder, roh: 'x', journal },
      { dateiId: 7, zeile: 2, status: -7, use4Booking: 1, roh: 'kaputt', grund: 'Formatfehler', journal },
      {
        dateiId: 7,
        zeile: 2001,
        status: 1,
        use4Booking: 0,
        satz: '0200#1',
        felder,
        roh: '0200',
        grund: undefined,
        leseStatus: 0,
        leseGrund: 'gelesen',
        auswertungsStatus: 1,
        treffer,
        zuordnung: {
          vertragId: 3,
          kundennr: 4,
          maklernr: '10001',
          gesellschaftId: 5,
          vsnr: 'A-1',
          vsnrNorm: 'A1',
          vsnrUebertragen: false,
          zeit: '2026-03-02T00:00:00.000Z',
          benutzer: 'admin',
        },
        journal: [...journal, { zeit: '2026-03-02T00:00:00.000Z', text: 'ausgewertet' }],
      },
    ];
    // Not an attribute of the entity: ElectroDB leaves it out, and so do we.
    const mitFremdem = { ...zeilen[1]!, fremd: 1 } as ImportZeileDaten;
    const ohneUndefined = (o: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
    const electro = (z: ImportZeileDaten) =>
      ohneUndefined(
        entitaet.put({ ...z, abschnitt: abschnittVon(z.zeile) } as never).params().Item as Record<
          string,
          unknown
        >,
      );
    const items = zeilenItems(entitaet, [zeilen[0]!, mitFremdem, ...zeilen.slice(1)]);
    expect(items.map(ohneUndefined)).toEqual([zeilen[0]!, zeilen[1]!, ...zeilen.slice(1)].map(electro));
    expect(items[3]!.sk).toBe('$importzeile_1#zeile_0002001');
    expect(() => zeilenItems(entitaet, [{ ...zeilen[0]!, zeile: 0 }])).toThrow(/außerhalb/);
  });

  it('kodiert auch eine Änderung (patch) und liest Einträge, die noch eine Map halten', () => {
    const aenderung = entitaet.patch(schluessel).set({ felder }).params() as {
      ExpressionAttributeValues: Record<string, unknown>;
    };
    const wert = aenderung.ExpressionAttributeValues[':felder_u0'] as Uint8Array;
    expect(inflateRawSync(wert, { windowBits: 11 }).toString()).toBe(
      JSON.stringify(speicherbarerWert(felder)),
    );
    const alt = entitaet.put({ ...schluessel, status: 0, use4Booking: 1, journal: [] }).params()
      .Item as Record<string, unknown>;
    const { data } = entitaet.parse({ Item: { ...alt, felder: { VuNr: '1' }, treffer: { art: 'x' } } });
    expect(data?.felder).toEqual({ VuNr: '1' });
    expect(data?.treffer).toEqual({ art: 'x' });
    expect(entitaet.parse({ Item: alt }).data?.felder).toBeUndefined();
  });
});

describe('Zeilen über dem Platz eines Eintrags', () => {
  const entitaet = new Entity(importZeileSchema, { table: 'lieferdesk' });
  const journal = [{ zeit: '2026-03-01T10:00:00.000Z', text: 'Eingelesen' }];
  // Random text: deflating the values saves nothing, as with a delivered line of noise.
  const rauschen = (bytes: number) =>
    randomBytes(Math.ceil((bytes * 3) / 4))
      .toString('base64')
      .slice(0, bytes);
  const zeile = (roh: string): ImportZeileDaten => ({
    dateiId: 7,
    zeile: 4,
    status: 0,
    use4Booking: 1,
    satz: 'Courtage-Buchung',
    felder: { Buchungstext: roh },
    roh,
    journal,
  });

  it('misst wie DynamoDB: Namen und Werte in UTF-8, Binärwerte nach Länge, Zahlen nach Stellen, Listen und Maps mit Aufschlag', () => {
    expect(wertGroesse('Grüße')).toBe(7);
    expect(wertGroesse(new Uint8Array(10))).toBe(10);
    expect(wertGroesse(12345)).toBe(4);
    expect(wertGroesse(true)).toBe(1);
    expect(wertGroesse(['a', 1])).toBe(3 + (1 + 1) + (1 + 2));
    expect(wertGroesse({ ab: 'c' })).toBe(3 + 2 + 1 + 1);
    expect(itemGroesse({ roh: 'xyz', leer: undefined, n: 7 })).toBe(3 + 3 + 1 + 2);
    // The stored form: values deflated as written, so repetitive text counts little.
    expect(zeilenGroesse({ roh: 'ab', grund: 'x' })).toBe(3 + 2 + 5 + 1);
    expect(zeilenGroesse({ felder: { a: 'x'.repeat(100_000) } })).toBeLessThan(2_000);
  });

  it('kürzt einen Text auf höchstens n UTF-8-Bytes, nie mitten in einem Zeichen', () => {
    expect(textGekuerzt('abc', 2)).toBe('ab');
    expect(textGekuerzt('abc', 3)).toBe('abc');
    expect(textGekuerzt('aä€', 3)).toBe('aä');
    expect(textGekuerzt('aä€', 5)).toBe('aä');
    expect(textGekuerzt('aä€', 6)).toBe('aä€');
    expect(textGekuerzt('a😀', 4)).toBe('a');
  });

  it('wird ein Formatfehler ohne Werte, ihr Text gekürzt, mit deutschem Grund', () => {
    const text = rauschen(500_000);
    const ersatz = uebergrosseZeile(zeile(text), 1_000_123);
    expect(ersatz).toEqual({
      dateiId: 7,
      zeile: 4,
      status: -7,
      use4Booking: 1,
      satz: 'Courtage-Buchung',
      roh: text.slice(0, GEKUERZT_BYTES),
      grund: LESE_TEXTE.zeileZuGross(1_000_123, ZEILE_HOECHSTBYTES, 500_000, GEKUERZT_BYTES),
      journal,
    });
    expect(ersatz.grund).toBe(
      'Die Zeile ist zu groß zum Speichern: Text und gelesene Werte belegen 977 KB, gespeichert werden höchstens 350 KB je Zeile. ' +
        'Ihr Text (489 KB) wurde auf die ersten 175 KB gekürzt, die Werte wurden nicht übernommen.',
    );
    // A short text with large values (an XML record) keeps its text.
    expect(uebergrosseZeile({ ...zeile('kurz'), felder: { x: text } }, 600_000).grund).toBe(
      'Die Zeile ist zu groß zum Speichern: Text und gelesene Werte belegen 586 KB, gespeichert werden höchstens 350 KB je Zeile. ' +
        'Ihr Text (1 KB) wurde behalten, die Werte wurden nicht übernommen.',
    );
  });

  it('Zeilen in Menge: eine zu große wird ersetzt oder auf Deutsch abgelehnt, bevor DynamoDB sie sieht', () => {
    const klein = zeile('10473;HH-1;Gruber');
    const gross = { ...zeile(rauschen(300_000)), zeile: 5 };
    // 300 KB of text and as much in values: above the budget, though each alone would fit.
    expect(zeilenGroesse(gross)).toBeGreaterThan(ZEILE_HOECHSTBYTES);
    expect(zeilenGroesse({ ...gross, felder: undefined })).toBeLessThan(ZEILE_HOECHSTBYTES);
    const ersetzt: [number, number][] = [];
    const items = zeilenItems(entitaet, [klein, gross], (z, bytes, i) => {
      ersetzt.push([z.zeile, i]);
      expect(bytes).toBeGreaterThan(zeilenGroesse(z)); // with keys and identifiers
      return uebergrosseZeile(z, bytes);
    });
    expect(ersetzt).toEqual([[5, 1]]);
    expect(items[0]!.roh).toBe(klein.roh);
    expect(items[1]).toMatchObject({ status: -7, sk: '$importzeile_1#zeile_0000005' });
    expect(items[1]!.felder).toBeUndefined();
    expect((items[1]!.roh as string).length).toBe(GEKUERZT_BYTES);
    expect(itemGroesse(items[1]!)).toBeLessThanOrEqual(ZEILE_HOECHSTBYTES);
    // Without a replacement (evaluation, booking): a German error, not DynamoDB's English one.
    expect(() => zeilenItems(entitaet, [klein, gross])).toThrow(
      /^Zeile 5 der Datei Nr\. 7 belegt \d+ Bytes, höchstens 358400 sind erlaubt$/,
    );
    // A replacement that does not fit either is refused the same way.
    expect(() => zeilenItems(entitaet, [gross], (z) => z)).toThrow(/^Zeile 5 der Datei Nr\. 7 belegt/);
  });
});

describe('Fehlertext aus dem Catch', () => {
  it('nimmt die errorMessage einer Lambda, sonst die Ursache, sonst den Fehlernamen', () => {
    const cause = JSON.stringify({
      errorType: 'DateiAbgelehnt',
      errorMessage: 'Vorprüfung nicht erfüllt',
      trace: [],
    });
    expect(fehlerText({ Error: 'DateiAbgelehnt', Cause: cause })).toBe('Vorprüfung nicht erfüllt');
    expect(fehlerText({ Error: 'X', Cause: 'einfacher Text' })).toBe('einfacher Text');
    expect(fehlerText({ Error: 'States.Timeout' })).toBe(LESE_TEXTE.zeitueberschreitung);
    expect(fehlerText({ Error: 'Lambda.Unknown' })).toBe(`${LESE_TEXTE.unbekannterFehler} (Lambda.Unknown)`);
    expect(fehlerText({})).toBe(LESE_TEXTE.unbekannterFehler);
  });
});

describe('Modus eines Interfaces', () => {
  it('Provision/Courtage/Abrechnung ist Abrechnung (2), alles andere Import (1)', () => {
    expect(modusVon({ interfaceName: 'Courtage-Abrechnung CSV', tableName: 'courtage' })).toBe(2);
    expect(modusVon({ interfaceName: 'Allianz Provisionsliste' })).toBe(2);
    expect(modusVon({ interfaceName: 'Kopie', tableName: 'courtage' })).toBe(2);
    expect(modusVon({ interfaceName: 'GDV VU-Vermittler (VUVM2023)' })).toBe(1);
    expect(modusVon({ interfaceName: 'Mahnliste CSV', tableName: 'mahnliste' })).toBe(1);
  });
});

describe('Texte der GDV-Zeilen', () => {
  it('behält die Zeilen des Abschnitts, ohne CR, in der Kodierung der Datei', async () => {
    // Line 2 holds CP850 bytes (0x81 = ü): the file is CP850 from there on, as for the GDV reader.
    const bytes = Buffer.concat([
      Buffer.from('0001 eins\r\n', 'latin1'),
      Buffer.from([0x30, 0x32, 0x30, 0x30, 0x20, 0x81, 0x0d, 0x0a]),
      Buffer.from('0300 drei\n\n0400 fünf', 'latin1'),
    ]);
    const texte = new Zeilentexte(2, 5);
    const durch: Buffer[] = [];
    for await (const s of texte.mitschneiden(stuecke(bytes.subarray(0, 7), bytes.subarray(7)))) durch.push(s);
    expect(Buffer.concat(durch)).toEqual(bytes);
    expect(texte.nimm(1)).toBeUndefined();
    expect(texte.nimm(2)).toBe('0200 ü');
    expect(texte.nimm(2)).toBeUndefined();
    expect(texte.nimm(3)).toBe('0300 drei');
    expect(texte.nimm(4)).toBe('');
    // 0xFC is ³ in CP850 (the decision stays with the first non-ASCII line).
    expect(texte.nimm(5)).toBe('0400 f³nf');
  });

  it('ab einer Zeile mitten in der Datei: ihre Nummer und die dort schon entschiedene Kodierung', async () => {
    const rest = Buffer.from('0300 drei\n\n0400 fünf', 'latin1');
    const texte = new Zeilentexte(3, 5, { zeile: 3, kodierung: 'CP850' });
    for await (const _ of texte.mitschneiden(stuecke(rest))) void _;
    expect(texte.nimm(3)).toBe('0300 drei');
    expect(texte.nimm(5)).toBe('0400 f³nf');
    // Not decided yet (all earlier lines ASCII): decided at the chunk's first non-ASCII line.
    const offen = new Zeilentexte(3, 5, { zeile: 3 });
    for await (const _ of offen.mitschneiden(stuecke(rest))) void _;
    expect(offen.nimm(5)).toBe('0400 fünf');
  });
});

describe('GDV am Inhalt erkennen', () => {
  // Satzart, VU number, sender, addressee, creation period: what every Vorsatz holds.
  const vorsatz =
    `0001${'9999'.padEnd(5)}${'XXX Versicherung AG'.padEnd(30)}${'MAKLER,ANNA'.padEnd(30)}2207200422072004`.padEnd(
      256,
    );
  it('erkennt eine Datei am Vorsatz (auch mit CRLF, gekürzten Leerzeichen, UTF-8)', () => {
    expect(istGdvVorsatz(Buffer.from(`${vorsatz}\r\n0100…`, 'latin1'))).toBe(true);
    expect(istGdvVorsatz(Buffer.from(vorsatz.trimEnd(), 'latin1'))).toBe(true);
    expect(istGdvVorsatz(Buffer.from(`${vorsatz.slice(0, 60)}Jürgen`.padEnd(256), 'utf8'))).toBe(true);
  });
  it('nicht: andere erste Satzart, zu lange oder zu kurze erste Zeile, kein GDV', () => {
    expect(istGdvVorsatz(Buffer.from(`0100${vorsatz.slice(4)}\n`, 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from(`${vorsatz}x\n`, 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from('0001 kurz\n', 'latin1'))).toBe(false);
    expect(istGdvVorsatz(Buffer.from('Vermittlernummer;VSNR;Versicherungsnehmer;Sparte;Beitrag\n'))).toBe(
      false,
    );
    expect(istGdvVorsatz(Buffer.alloc(0))).toBe(false);
  });
});
