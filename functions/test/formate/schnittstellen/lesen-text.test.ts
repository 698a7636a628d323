import { describe, expect, it } from 'vitest';
import type { Schnittstelle } from '@lieferdesk/shared';
import { DateiFehler, leseDatei } from '../../../src/formate/schnittstellen';
import { alle, lies, schnittstelle, stuecke } from './hilfen';

const csv = schnittstelle({
  interfaceName: 'Liste',
  felder: [
    { name: 'Nr', art: 0, delimiter: ';', occurance: 1, conversion: 'ganzzahl' },
    { name: 'Name', art: 0, delimiter: ';', occurance: 2 },
    { name: 'Betrag', art: 0, delimiter: ';', occurance: 3, conversion: 'dezimal:de' },
  ],
});

const fest = schnittstelle({
  interfaceName: 'Festlänge',
  felder: [
    { name: 'Satzart', art: 1, position: 1, len: 4 },
    { name: 'Datum', art: 1, position: 5, len: 8, conversion: 'datum:TTMMJJJJ' },
    { name: 'Betrag', art: 1, position: 13, len: 8, conversion: 'dezimal:2' },
    { name: 'Name', art: 1, position: 21, len: 10 },
  ],
});

describe('Feldarten', () => {
  it('Art 0: Spalte nach Trennzeichen, mit CSV-Anführungszeichen', async () => {
    const e = await lies(csv, '1;Huber;12,50\n2;"Maier; Anna";"1.000,00"\n3;"Sagt ""Hallo""";0\n');
    expect(e.map((x) => x.felder)).toEqual([
      { Nr: 1, Name: 'Huber', Betrag: 12.5 },
      { Nr: 2, Name: 'Maier; Anna', Betrag: 1000 },
      { Nr: 3, Name: 'Sagt "Hallo"', Betrag: 0 },
    ]);
    expect(e.every((x) => x.status === 0 && x.satz === 'Liste')).toBe(true);
    expect(e[1]!.roh).toBe('2;"Maier; Anna";"1.000,00"');
  });

  it('Art 0: andere Trennzeichen (Tabulator als \\t), Vorgabe Semikolon', async () => {
    const s = schnittstelle({
      felder: [
        { name: 'a', art: 0, delimiter: '\\t', occurance: 2 },
        { name: 'b', art: 0, occurance: 2 },
        { name: 'c', art: 0, delimiter: '|', occurance: 1 },
      ],
    });
    const [e] = await lies(s, 'x\ty;z|w\tv');
    expect(e!.felder).toEqual({ a: 'y;z|w', b: 'z|w\tv', c: 'x\ty;z' });
  });

  it('Art 0: fehlende Spalte und nicht geschlossenes Anführungszeichen sind Formatfehler (-7)', async () => {
    const e = await lies(csv, '1;Huber\n2;"Maier;1,00\n');
    expect(e[0]).toMatchObject({
      zeile: 1,
      status: -7,
      grund: 'Feld „Betrag“: Spalte 3 fehlt (die Zeile hat 2 Spalten)',
    });
    expect(e[1]!.status).toBe(-7);
    expect(e[1]!.grund).toMatch(/CSV nicht lesbar/);
    expect(e[0]!.felder).toBeUndefined();
  });

  it('Art 1: Position ab 1 und Länge; abgeschnittene Leerzeichen am Zeilenende sind erlaubt', async () => {
    const e = await lies(fest, '02002207200400012345Müller    \n0200010120240000005-Kurz\n0200');
    expect(e.map((x) => x.felder)).toEqual([
      { Satzart: '0200', Datum: '2004-07-22', Betrag: 123.45, Name: 'Müller' },
      { Satzart: '0200', Datum: '2024-01-01', Betrag: -0.05, Name: 'Kurz' },
      { Satzart: '0200', Datum: null, Betrag: null, Name: null },
    ]);
  });

  it('ein Wert, der nicht umwandelbar ist, macht die Zeile -1 mit Feldname und Grund', async () => {
    const e = await lies(csv, '1;Huber;12,5,0\nx;Maier;1\n3;Ok;1\n');
    expect(e[0]).toMatchObject({ zeile: 1, status: -1, grund: 'Feld „Betrag“: Keine Dezimalzahl: „12,5,0“' });
    expect(e[1]).toMatchObject({ zeile: 2, status: -1, grund: 'Feld „Nr“: Keine Zahl: „x“' });
    expect(e[2]).toMatchObject({ zeile: 3, status: 0 });
  });
});

describe('Zeilen, Kodierung, Zeilenenden', () => {
  it('CRLF, BOM, Leerzeilen (mitgezählt) und letzte Zeile ohne Zeilenende', async () => {
    const inhalt = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from('1;Jürgen;1\r\n\r\n   \r\n2;Weiß;2\r\n\n3;Ende;3', 'utf8'),
    ]);
    for (const groesse of [1, 2, 3, 5, 4096]) {
      const e = await lies(csv, inhalt, [], 'x.csv', groesse);
      expect(e.map((x) => [x.zeile, x.felder?.Name])).toEqual([
        [1, 'Jürgen'],
        [2 + 2, 'Weiß'],
        [6, 'Ende'],
      ]);
      expect(e[0]!.roh).toBe('1;Jürgen;1');
    }
  });

  it('ohne unicode ISO-8859-1; ein BOM schaltet trotzdem auf UTF-8', async () => {
    const latin1 = schnittstelle({ ...csv, unicode: false });
    const [a] = await lies(latin1, Buffer.from('1;Größe;1', 'latin1'));
    expect(a!.felder?.Name).toBe('Größe');
    const [b] = await lies(
      latin1,
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('1;Größe;1', 'utf8')]),
    );
    expect(b!.felder?.Name).toBe('Größe');
  });

  it('ungültiges UTF-8 in einer Unicode-Schnittstelle ist ein Formatfehler dieser Zeile', async () => {
    const e = await lies(
      csv,
      Buffer.concat([Buffer.from('1;Gr'), Buffer.from([0xf6]), Buffer.from('ße;1\n2;Ok;2\n')]),
    );
    expect(e[0]).toMatchObject({ zeile: 1, status: -7 });
    expect(e[0]!.grund).toMatch(/kein gültiges UTF-8/);
    expect(e[1]).toMatchObject({ zeile: 2, status: 0 });
  });

  it('eine überlange Zeile wird ein Fehler, die Datei liest weiter', async () => {
    const s = schnittstelle({ ...csv });
    const inhalt = `1;a;1\n${'x'.repeat(5000)}\n3;c;3`;
    const e = await alle(
      leseDatei(s, {
        alle: () => undefined,
        dateiname: 'x.csv',
        eingabe: stuecke(inhalt, 100),
        grenzen: { zeilenHoechstBytes: 1000 },
      }),
    );
    expect(e.map((x) => [x.zeile, x.status])).toEqual([
      [1, 0],
      [2, -7],
      [3, 0],
    ]);
    expect(e[1]!.grund).toMatch(/länger als 1000 Bytes/);
  });

  it('eine leere Datei ergibt keine Zeilen', async () => {
    expect(await lies(csv, '')).toEqual([]);
    expect(await lies(csv, '\r\n\r\n')).toEqual([]);
  });
});

describe('Flags', () => {
  it('keepErrors: eine fehlerhafte Zeile behält die lesbaren Werte', async () => {
    const [ohne] = await lies(csv, '1;Huber;zwölf');
    expect(ohne!.felder).toBeUndefined();
    const [mit] = await lies({ ...csv, keepErrors: true }, '1;Huber;zwölf');
    expect(mit).toMatchObject({
      status: -1,
      felder: { Nr: 1, Name: 'Huber', Betrag: null },
      roh: '1;Huber;zwölf',
    });
  });

  it('hideErrors: ein nicht umwandelbarer Wert wird null, die Zeile bleibt gelesen, der Grund bleibt als Hinweis', async () => {
    const [e] = await lies({ ...csv, hideErrors: true }, '1;Huber;zwölf');
    expect(e).toMatchObject({ status: 0, felder: { Nr: 1, Name: 'Huber', Betrag: null } });
    expect(e!.grund).toBe('Ausgeblendete Fehler: Feld „Betrag“: Keine Dezimalzahl: „zwölf“');
    // Format errors are not hidden.
    const [f] = await lies({ ...csv, hideErrors: true }, '1;Huber');
    expect(f!.status).toBe(-7);
  });
});

describe('Prüfausdrücke', () => {
  it('checkStatement am Kopf prüft jede Zeile: falsch → -9 mit dem Ausdruck', async () => {
    const s = schnittstelle({ ...csv, checkStatement: 'Betrag > 0 && Name|laenge >= 2' });
    const e = await lies(s, '1;Huber;12,50\n2;X;1\n3;Maier;-1\n4;Bad;x\n');
    expect(e.map((x) => x.status)).toEqual([0, -9, -9, -1]);
    expect(e[1]!.grund).toBe('Prüfung von „Liste“ nicht erfüllt: Betrag > 0 && Name|laenge >= 2');
  });

  it('checkStatement sieht zeile, zeilenNr, dateiname, felder und roh', async () => {
    const s = schnittstelle({
      ...csv,
      checkStatement: 'zeile|beginntMit(roh.Nr) && zeilenNr == felder.Nr && dateiname|endetMit(".csv")',
    });
    const e = await lies(s, '1;a;1\n3;b;1\n', [], 'liste.csv');
    expect(e.map((x) => x.status)).toEqual([0, -9]);
  });

  it('ein Fehler beim Auswerten ist -9 der Zeile', async () => {
    const s = schnittstelle({ ...csv, checkStatement: 'zeile|teil(Nr) != ""' });
    const e = await lies(s, '1;a;1\n0;b;1\n');
    expect(e[0]!.status).toBe(0);
    expect(e[1]).toMatchObject({ status: -9 });
    expect(e[1]!.grund).toMatch(/nicht auswertbar.*teil: Anfang zählt ab 1/);
  });

  it('preFileCheckStatement: falsch → Datei abgelehnt mit klarer Meldung, keine Zeile', async () => {
    const s = schnittstelle({ ...csv, id: 1234, preFileCheckStatement: 'ersteZeile|beginntMit("Nr;Name")' });
    const ergebnisse: unknown[] = [];
    const fehler = await (async () => {
      try {
        for await (const x of leseDatei(s, {
          alle: () => undefined,
          dateiname: 'falsch.csv',
          eingabe: stuecke('1;a;1\n2;b;2'),
        }))
          ergebnisse.push(x);
      } catch (e) {
        return e;
      }
    })();
    expect(ergebnisse).toEqual([]);
    expect(fehler).toBeInstanceOf(DateiFehler);
    expect((fehler as DateiFehler).art).toBe('vorpruefung');
    expect((fehler as DateiFehler).message).toBe(
      'Schnittstelle „Liste“ (Id 1234): Die Datei „falsch.csv“ wird abgelehnt — die Vorprüfung „ersteZeile|beginntMit("Nr;Name")“ ist nicht erfüllt.',
    );
  });

  it('preFileCheckStatement erfüllt: alle Zeilen werden gelesen, auch die schon für die Prüfung gelesenen', async () => {
    const s = schnittstelle({
      ...csv,
      preFileCheckStatement: 'ersteZeile|beginntMit("1;") && dateiname == "a.csv"',
    });
    const e = await lies(s, '\n1;a;1\n2;b;2\n3;c;3', [], 'a.csv', 3);
    expect(e.map((x) => x.zeile)).toEqual([2, 3, 4]);
  });

  it('preFileCheckStatement mit zeilenAnzahl zählt die Zeilen vorab', async () => {
    const s = schnittstelle({ ...csv, preFileCheckStatement: 'zeilenAnzahl >= 3' });
    expect(await lies(s, '1;a;1\n\n2;b;2\n3;c;3\n')).toHaveLength(3);
    await expect(lies(s, '1;a;1\n\n2;b;2\n')).rejects.toThrow(
      /Vorprüfung „zeilenAnzahl >= 3“ ist nicht erfüllt/,
    );
  });

  it('ein Syntaxfehler im Ausdruck ist ein klarer Fehler, der die Schnittstelle nennt', async () => {
    const s = schnittstelle({ ...csv, id: 1500, interfaceName: 'Kaputt', checkStatement: 'Betrag >>> 1' });
    await expect(lies(s, '1;a;1')).rejects.toThrow(
      /^Schnittstelle „Kaputt“ \(Id 1500\), checkStatement: Syntaxfehler: /,
    );
    const p = schnittstelle({ ...csv, interfaceName: 'Kaputt', preFileCheckStatement: 'zeile.substr(0,4)' });
    // The classic mistake — a JavaScript method call — gets a message that says what to write instead.
    await expect(lies(p, '1;a;1')).rejects.toThrow(
      'Schnittstelle „Kaputt“ (Id 1000), preFileCheckStatement: Funktionsaufrufe gibt es nicht, nur Transformationen wie „|teil(1,4)“ (substr)',
    );
  });

  it('unbekannte Umwandlung und unvollständige Felder sind Fehler der Definition', async () => {
    const u = schnittstelle({ felder: [{ name: 'x', art: 0, occurance: 1, conversion: 'datum:MMJJ' }] });
    await expect(lies(u, '1')).rejects.toThrow(
      'Schnittstelle „Test“ (Id 1000): Feld „x“: Unbekannte Umwandlung „datum:MMJJ“',
    );
    const p = schnittstelle({ felder: [{ name: 'x', art: 1, position: 0, len: 3 }] });
    await expect(lies(p, '1')).rejects.toThrow(/Position \(ab 1\) und Länge/);
    const x = schnittstelle({ felder: [{ name: 'x', art: 2, selection: '@a' }] });
    await expect(lies(x, '1')).rejects.toThrow(/XML-Felder \(Art 2\) gibt es nur in XML-Schnittstellen/);
  });
});

describe('Mehrfache Schnittstellen (multiInterfaces)', () => {
  const vertrag: Schnittstelle = schnittstelle({
    id: 2001,
    interfaceName: 'Vertrag',
    felder: [
      { name: 'Satzart', art: 1, position: 1, len: 4 },
      { name: 'VSNR', art: 1, position: 5, len: 6 },
    ],
  });
  const person: Schnittstelle = schnittstelle({
    id: 2002,
    interfaceName: 'Person',
    checkStatement: 'Name|leer == false',
    felder: [
      { name: 'Satzart', art: 1, position: 1, len: 4 },
      { name: 'Name', art: 1, position: 5, len: 10 },
    ],
  });
  const kopf = schnittstelle({
    id: 2000,
    interfaceName: 'Bestand',
    multiple: true,
    felder: [{ name: 'Art', art: 1, position: 1, len: 4 }],
    multiInterfaces: [
      { lfdno: 2, newItabSid: 2001, checkStatement: 'zeile|teil(1,4) == "0200"' },
      { lfdno: 1, newItabSid: 2002, checkStatement: 'roh.Art == "0100"' },
    ],
  });

  it('die erste passende Unterschnittstelle nach lfdno liest die Zeile', async () => {
    const e = await lies(kopf, '0100Huber     \n0200A12345\n0300xxx\n0100          \n', [vertrag, person]);
    expect(e[0]).toMatchObject({
      zeile: 1,
      status: 0,
      satz: 'Person',
      felder: { Satzart: '0100', Name: 'Huber' },
    });
    expect(e[1]).toMatchObject({ zeile: 2, status: 0, satz: 'Vertrag', felder: { VSNR: 'A12345' } });
    expect(e[2]).toMatchObject({
      zeile: 3,
      status: -7,
      grund: 'Keine Unterschnittstelle passt zu dieser Zeile',
    });
    // The sub-interface's own checkStatement validates the lines it reads.
    expect(e[3]).toMatchObject({ zeile: 4, status: -9, satz: 'Person' });
  });

  it('ein Eintrag ohne Bedingung nimmt jede Zeile; die Prüfung des Kopfes gilt für alle', async () => {
    const k = {
      ...kopf,
      checkStatement: 'zeile|laenge >= 10',
      multiInterfaces: [{ lfdno: 1, newItabSid: 2001 }],
    };
    const e = await lies(k, '0200A12345\n0200B1\n', [vertrag]);
    expect(e.map((x) => [x.satz, x.status])).toEqual([
      ['Vertrag', 0],
      ['Vertrag', -9],
    ]);
    expect(e[1]!.grund).toBe('Prüfung von „Bestand“ nicht erfüllt: zeile|laenge >= 10');
  });

  it('fehlende oder verschachtelte Unterschnittstellen sind Fehler der Definition', async () => {
    await expect(lies(kopf, '0100x', [vertrag])).rejects.toThrow(
      'Schnittstelle „Bestand“ (Id 2000), Unterschnittstelle Nr. 1: Schnittstelle mit Id 2002 gibt es nicht',
    );
    const verschachtelt = { ...person, multiple: true, multiInterfaces: [{ lfdno: 1, newItabSid: 2001 }] };
    await expect(lies(kopf, '0100x', [vertrag, verschachtelt])).rejects.toThrow(/verschachteln geht nicht/);
    await expect(lies({ ...kopf, multiInterfaces: [] }, '0100x')).rejects.toThrow(/ohne Unterschnittstellen/);
  });
});

describe('Umgang mit dem Eingabestrom', () => {
  function strom() {
    const zustand = { geschlossen: false, gelesen: 0 };
    async function* erzeuge(): AsyncGenerator<Buffer> {
      try {
        for (let i = 1; i <= 1000; i++) {
          zustand.gelesen++;
          yield Buffer.from(`${i};Name;1\n`);
        }
      } finally {
        zustand.geschlossen = true;
      }
    }
    return { zustand, eingabe: erzeuge() };
  }

  it('bricht der Verbraucher ab, wird der Strom geschlossen (auch nach der Vorprüfung)', async () => {
    for (const s of [csv, { ...csv, preFileCheckStatement: 'ersteZeile|beginntMit("1;")' }]) {
      const { zustand, eingabe } = strom();
      for await (const e of leseDatei(s, { alle: () => undefined, dateiname: 'x.csv', eingabe }))
        if (e.zeile === 3) break;
      expect(zustand.geschlossen).toBe(true);
      expect(zustand.gelesen).toBeLessThan(10);
    }
  });

  it('eine abgelehnte Datei wird nicht weiter gelesen und der Strom geschlossen', async () => {
    const { zustand, eingabe } = strom();
    const s = { ...csv, preFileCheckStatement: 'ersteZeile == "Kopf"' };
    await expect(alle(leseDatei(s, { alle: () => undefined, dateiname: 'x.csv', eingabe }))).rejects.toThrow(
      DateiFehler,
    );
    expect(zustand.geschlossen).toBe(true);
    expect(zustand.gelesen).toBe(1);
  });
});

describe('Große Dateien', () => {
  it('100 000 Zeilen fließen durch, ohne die Datei zu halten', async () => {
    const anzahl = 100_000;
    let gelieferteStuecke = 0;
    async function* erzeuge(): AsyncGenerator<Buffer> {
      const block: string[] = [];
      for (let i = 1; i <= anzahl; i++) {
        block.push(`${i};Versicherungsnehmer ${i};${(i % 1000) + 1},${String(i % 100).padStart(2, '0')}`);
        if (block.length === 500) {
          gelieferteStuecke++;
          yield Buffer.from(`${block.join('\r\n')}\r\n`, 'latin1');
          block.length = 0;
        }
      }
    }
    let zahl = 0;
    let stueckeBeimErstenErgebnis = -1;
    let summe = 0;
    for await (const e of leseDatei(
      { ...csv, unicode: false },
      { alle: () => undefined, dateiname: 'gross.csv', eingabe: erzeuge() },
    )) {
      if (zahl === 0) stueckeBeimErstenErgebnis = gelieferteStuecke;
      zahl++;
      if (e.status === 0) summe += e.felder!.Nr as number;
    }
    expect(zahl).toBe(anzahl);
    expect(summe).toBe((anzahl * (anzahl + 1)) / 2);
    // Streaming: the first line came out after the first chunk, not after the whole file.
    expect(stueckeBeimErstenErgebnis).toBe(1);
  });
});
