import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { GDV_LAYOUTS } from '@lieferdesk/test/fixtures';
import { LAYOUT_RELEASES } from '../../../src/formate/gdv/layout';
import { erzeugeAlle } from '../../../src/formate/gdv/layouts/erzeugen';

const [VUVM2023] = LAYOUT_RELEASES;
const typ = (schluessel: string) => VUVM2023!.typen.find((t) => t.schluessel === schluessel)!;

describe('GDV-Layouts aus der GDV-Beschreibung VUVM2023.xml', () => {
  it('die eingecheckten Dateien sind genau das, was der Generator aus dem XML erzeugt', async () => {
    for (const { datei, inhalt } of await erzeugeAlle())
      expect(readFileSync(datei, 'utf8') === inhalt, datei).toBe(true);
  }, 30_000);

  it('161 Satzart-Varianten mit 232 Teildatensätzen, klein genug', () => {
    expect(VUVM2023!.stand).toBe('01.12.2023');
    expect(VUVM2023!.typen).toHaveLength(161);
    expect(VUVM2023!.typen.flatMap((t) => t.teile)).toHaveLength(232);
    expect(
      readFileSync(new URL('../../../src/formate/gdv/layouts/VUVM2023.json', import.meta.url)).length,
    ).toBeLessThan(1024 * 1024);
  });

  it('Teildatensatz-Nummer dort, wo das Layout sie hat', () => {
    expect(typ('0200').teile.map((t) => [t.nr, t.nrPosition])).toEqual([
      [1, 256],
      [2, 256],
    ]);
    // Unfall 0220.030: 49, 49, 43, 49 and 60 for its parts 1, 2, 3, 4, 9.
    expect(typ('0220.030').teile.map((t) => [t.nr, t.nrPosition])).toEqual([
      [1, 49],
      [2, 49],
      [3, 43],
      [4, 49],
      [9, 60],
    ]);
    expect(typ('0210.130').teile.map((t) => t.nrPosition)).toEqual([251, 251]);
    expect(typ('9999').teile[0]!.nrPosition).toBeNull();
  });

  it('Merkmale: Wagnisart (Byte 60) in Leben, Bausparart (44), Kranken-Folgenummer (48)', () => {
    expect(typ('0220.010.13.1').merkmal).toEqual({ position: 60, feld: 'Wagnisart', werte: '13' });
    expect(typ('0220.010.13.6')).toMatchObject({ satzNr: '6', teile: [{ nr: 6, nrPosition: 256 }] });
    expect(typ('0220.580.01').merkmal).toMatchObject({ position: 44, werte: '01' });
    expect(typ('0220.020.2').merkmal).toMatchObject({ position: 48, werte: '2' });
  });

  it('Feldtypen: Text, Zahl, Ziffernfolge, implizite Nachkommastellen, Datum, Vorzeichen', () => {
    const felder = new Map(typ('9999').teile[0]!.felder.map((f) => [f[0], f]));
    expect(felder.get('AnzSaetze')).toEqual(['AnzSaetze', 5, 10, 'N']);
    expect(felder.get('Gesbeitrag')).toEqual(['Gesbeitrag', 25, 15, 'F', 2]);
    expect(felder.get('Vorzeichen')).toEqual(['Vorzeichen', 54, 1, 'V', 'GesbeitragBruttoInkasso']);
    expect(felder.has('Leerstellen')).toBe(false);
    const vorsatz = new Map(typ('0001').teile[0]!.felder.map((f) => [f[0], f]));
    expect(vorsatz.get('ErstellungsDatumZeitraumVomZeitraumBis')).toEqual([
      'ErstellungsDatumZeitraumVomZeitraumBis',
      70,
      16,
      'Z',
    ]);
    expect(typ('0200').teile[0]!.felder.find((f) => f[0] === 'Vertragsbeginn')).toEqual([
      'Vertragsbeginn',
      44,
      8,
      'D',
    ]);
  });

  it('die Versionsfelder des Vorsatzes und ihre Satzart-Familien', () => {
    const familie = (teil: number, position: number) =>
      VUVM2023!.vorsatzVersionen.find((v) => v.teil === teil && v.position === position)?.familie;
    expect(familie(1, 99)).toBe('0100');
    expect(familie(1, 132)).toBe('0220.030');
    expect(familie(1, 171)).toBe('0210.080');
    expect(familie(1, 207)).toBe('0220.055');
    expect(familie(2, 129)).toBe('0221.010');
  });
});

/**
 * The 2009 release as opengdv describes it (`opengdv-rectypes-VUVM2009.txt`: fields `F:id:nr:name:
 * start:len:type:…`, closed by their part record `T:id:nr`, closed by their type `K:id:satzart:
 * sparte:label`). It is not used for reading (no versions per record type); here it is the
 * evidence that reading older files with the 2023 layout is sound: the fields keep their bytes.
 */
type AlterTeil = {
  satzart: string;
  sparte: string;
  teil: number;
  felder: { name: string; von: number; laenge: number }[];
};

/** The part records of the opengdv description, each with its fields (fillers left out). */
function vuvm2009Teile(text: string): AlterTeil[] {
  const alt: AlterTeil[] = [];
  let felder: { name: string; von: number; laenge: number; art: string }[] = [];
  let teile: { teil: number; felder: typeof felder }[] = [];
  for (const z of text.split('\n')) {
    const t = z.split(':');
    if (t[0] === 'F') felder.push({ name: t[3]!, von: Number(t[4]), laenge: Number(t[5]), art: t[6]! });
    else if (t[0] === 'T') {
      teile.push({ teil: Number(t[2]), felder });
      felder = [];
    } else if (t[0] === 'K') {
      for (const teil of teile)
        alt.push({
          satzart: t[2]!,
          sparte: t[3]!,
          ...teil,
          felder: teil.felder.filter((f) => f.art !== 'space'),
        });
      teile = [];
      felder = [];
    }
  }
  return alt;
}

describe('VUVM2009 (opengdv) gegen VUVM2023: Felder behalten ihre Bytes', () => {
  let alt: AlterTeil[] = [];
  let neu = new Map<string, Set<string>>();
  let verglichen: AlterTeil[] = [];
  beforeAll(() => {
    alt = vuvm2009Teile(readFileSync(resolve(GDV_LAYOUTS, 'opengdv-rectypes-VUVM2009.txt'), 'latin1'));
    neu = new Map(
      VUVM2023!.typen.flatMap((t) =>
        t.teile.map((teil) => [
          `${t.satzart}|${t.sparte ?? ''}${t.merkmal ? `.${t.merkmal.werte}` : ''}|${teil.nr}`,
          new Set(teil.felder.map((f) => `${f[1]}/${f[2]}`)),
        ]),
      ),
    );
    verglichen = alt.filter((a) => neu.has(`${a.satzart}|${a.sparte}|${a.teil}`));
  });

  it('fast alle Teildatensätze von 2009 gibt es 2023, und 99,5 % ihrer Felder an denselben Bytes', () => {
    expect(alt.length).toBeGreaterThan(200);
    expect(verglichen.length / alt.length).toBeGreaterThan(0.9);
    const felderAlt = verglichen.flatMap((a) =>
      a.felder.map((f) => ({ ...f, bereich: neu.get(`${a.satzart}|${a.sparte}|${a.teil}`)! })),
    );
    const gleich = felderAlt.filter((f) => f.bereich.has(`${f.von}/${f.laenge}`));
    expect(gleich.length / felderAlt.length).toBeGreaterThan(0.995);
  });

  it('die Schlüsselfelder (Satzart, VU, Sparte, Versicherungsschein-Nr.) ausnahmslos', () => {
    for (const a of verglichen.filter((x) => !['0001', '9999'].includes(x.satzart))) {
      const bereich = neu.get(`${a.satzart}|${a.sparte}|${a.teil}`)!;
      for (const f of a.felder.filter((x) => x.von <= 14))
        expect(bereich.has(`${f.von}/${f.laenge}`), `${a.satzart}.${a.sparte} Teil ${a.teil} ${f.name}`).toBe(
          true,
        );
    }
  });
});
