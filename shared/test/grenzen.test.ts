/**
 * The bounds of requests (entities/text.ts): text, name and file-name fields, id lists — and a
 * walk over the route table that finds every text or list a query or body takes without a
 * maximum, so a new field cannot come in unbounded.
 */
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  courtageIdListe,
  dateinameFeld,
  gdvDateienLoeschenAbfrage,
  HOECHSTE_ID_LISTE,
  idListe,
  kategorieEingabe,
  LAENGEN,
  MELDUNGEN,
  nameFeld,
  ROUTEN_LISTE,
  schnittstellenTestEingabe,
  textFeld,
  uploadZielEingabe,
  zeilenAenderung,
} from '../src/index';

const meldungen = (schema: z.ZodType, wert: unknown) => {
  const r = schema.safeParse(wert);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('Textfelder', () => {
  it('nehmen bis zur Höchstlänge an und nennen darüber Länge und Grenze auf Deutsch', () => {
    expect(textFeld(5).parse('12345')).toBe('12345');
    expect(meldungen(textFeld(5), '123456')).toEqual([MELDUNGEN.textZuLang(6, 5)]);
    expect(MELDUNGEN.textZuLang(512_000, 200)).toBe(
      'Der Text ist 512.000 Zeichen lang, erlaubt sind höchstens 200.',
    );
    // Free texts keep their line breaks and tabs: a description is no name.
    expect(textFeld(50).parse('Zeile 1\nZeile 2\tEnde')).toBe('Zeile 1\nZeile 2\tEnde');
  });

  it('ein Kategoriename von 500 KB ist ungültig (statt eines zu großen DynamoDB-Eintrags)', () => {
    const riesig = 'A'.repeat(500 * 1024);
    expect(
      meldungen(kategorieEingabe, {
        gevoArt: 1,
        hauptKategorie: riesig,
        unterKategorie: 'x',
        kategorieFK: 1,
      }),
    ).toEqual([MELDUNGEN.textZuLang(riesig.length, LAENGEN.name)]);
  });

  it('der Zeilentext einer Bearbeitung ist nie enger als das Byte-Maß einer gespeicherten Zeile', () => {
    expect(LAENGEN.zeilentext).toBe(350 * 1024);
    const lang = 'x'.repeat(LAENGEN.zeilentext);
    expect(zeilenAenderung.parse({ use4Booking: 1, line: lang }).line).toHaveLength(LAENGEN.zeilentext);
    expect(meldungen(zeilenAenderung, { use4Booking: 1, line: `${lang}x` })).toEqual([
      MELDUNGEN.textZuLang(LAENGEN.zeilentext + 1, LAENGEN.zeilentext),
    ]);
  });
});

describe('Namen', () => {
  const name = nameFeld();

  it('weisen Steuerzeichen (außer TAB) und Richtungsumkehr zurück', () => {
    for (const zeichen of ['\u0000', '\u0007', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u009f']) {
      expect(meldungen(name, `Kate${zeichen}gorie`), JSON.stringify(zeichen)).toEqual([
        MELDUNGEN.unzulaessigeZeichen,
      ]);
    }
    for (const zeichen of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(meldungen(name, `rechnung${zeichen}fdp.exe`), JSON.stringify(zeichen)).toEqual([
        MELDUNGEN.unzulaessigeZeichen,
      ]);
    }
    expect(MELDUNGEN.unzulaessigeZeichen).toMatch(/^Der Text enthält unzulässige Zeichen/);
  });

  it('nehmen TAB, Umlaute, Anführungszeichen und Zeichen anderer Schriften an', () => {
    for (const gut of [
      'Haupt\tKategorie',
      'Überweisung „Prämie“',
      'Ärger & Co. KG',
      'שלום',
      'Zürich (ﾃｽﾄ)',
    ]) {
      expect(name.parse(gut)).toBe(gut);
    }
  });

  it('haben eine Höchstlänge (200 Zeichen, sofern nicht anders gewählt)', () => {
    expect(LAENGEN.name).toBe(200);
    expect(name.parse('n'.repeat(200))).toHaveLength(200);
    expect(meldungen(name, 'n'.repeat(201))).toEqual([MELDUNGEN.textZuLang(201, 200)]);
    expect(meldungen(nameFeld(20), 'n'.repeat(21))).toEqual([MELDUNGEN.textZuLang(21, 20)]);
  });
});

describe('Dateinamen', () => {
  const datei = dateinameFeld();

  it('werden NFC-normalisiert: zerlegte Umlaute (macOS) werden zu einem Zeichen', () => {
    const zerlegt = 'Mu\u0308ller-Bestand.txt';
    expect(zerlegt).toHaveLength(19);
    const gelesen = datei.parse(zerlegt);
    expect(gelesen).toBe('Müller-Bestand.txt');
    expect(gelesen).toHaveLength(18);
    expect(gelesen).toBe(gelesen.normalize('NFC'));
    // Where a file name comes in: the upload, the interface test, the searches.
    expect(uploadZielEingabe.parse({ fileName: zerlegt, groesse: 1 }).fileName).toBe('Müller-Bestand.txt');
    expect(schnittstellenTestEingabe.parse({ dateiname: zerlegt, inhalt: 'QQ==' }).dateiname).toBe(
      'Müller-Bestand.txt',
    );
  });

  it('haben höchstens 200 Zeichen, gezählt nach der Normalisierung', () => {
    expect(LAENGEN.dateiname).toBe(200);
    const name = `${'a'.repeat(196)}.txt`;
    expect(datei.parse(name)).toBe(name);
    expect(meldungen(datei, `a${name}`)).toEqual([MELDUNGEN.textZuLang(201, 200)]);
    // 199 letters with a combining mark each: 398 code units as sent, 199 characters as kept.
    expect(datei.parse('u\u0308'.repeat(199))).toHaveLength(199);
  });

  it('weisen Steuerzeichen und Richtungsumkehr zurück', () => {
    expect(meldungen(datei, 'rechnung\u202Efdp.exe')).toEqual([MELDUNGEN.unzulaessigeZeichen]);
    expect(meldungen(datei, 'zwei\nzeilen.txt')).toEqual([MELDUNGEN.unzulaessigeZeichen]);
  });
});

describe('Id-Listen', () => {
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it(`nehmen bis ${HOECHSTE_ID_LISTE} Ids und weisen eine längere Liste als Ganzes zurück`, () => {
    expect(HOECHSTE_ID_LISTE).toBe(1000);
    expect(idListe.parse(ids(1000))).toHaveLength(1000);
    const zuViele = meldungen(idListe, ids(1001));
    expect(zuViele).toEqual([MELDUNGEN.zuVieleIds(1001, 1000)]);
    expect(zuViele[0]).toBe(
      'Die Anfrage nennt 1.001 Einträge; höchstens 1.000 sind auf einmal erlaubt. Bitte teilen Sie die Auswahl auf.',
    );
    expect(
      meldungen(
        courtageIdListe,
        ids(1001).map((id) => ({ id })),
      ),
    ).toEqual([MELDUNGEN.zuVieleIds(1001, 1000)]);
    expect(meldungen(gdvDateienLoeschenAbfrage, { id: ids(1001).join(',') })).toEqual([
      MELDUNGEN.zuVieleIds(1001, 1000),
    ]);
    expect(gdvDateienLoeschenAbfrage.parse({ id: ids(1000).join(',') }).id).toHaveLength(1000);
  });
});

/** The internals of zod 4 the walk reads. */
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; pattern?: RegExp } } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
}
const defVon = (s: z.ZodType) => (s as unknown as { _zod: { def: Def } })._zod.def;

const hatHoechstmass = (d: Def) =>
  (d.checks ?? []).some((c) => ['max_length', 'length_equals'].includes(c._zod.def.check));

/** A pattern that fixes the whole text and repeats nothing without bound (a time, a date). */
const istFestesMuster = (d: Def) =>
  (d.checks ?? []).some((c) => {
    const muster = c._zod.def.pattern?.source;
    return (
      c._zod.def.format === 'regex' &&
      muster !== undefined &&
      muster.startsWith('^') &&
      muster.endsWith('$') &&
      !/[*+]|\{\d+,\}/.test(muster)
    );
  });

/** Formats of fixed shape (ISO dates and times); base64 is not one. */
const FESTE_FORMATE = new Set(['date', 'datetime', 'time']);

/** The paths of every text or list in `schema` that has no maximum. */
function unbegrenzt(schema: z.ZodType, pfad: string): string[] {
  const d = defVon(schema);
  switch (d.type) {
    case 'string':
      return hatHoechstmass(d) || istFestesMuster(d) || FESTE_FORMATE.has(d.format ?? '') ? [] : [pfad];
    case 'array':
      return [...(hatHoechstmass(d) ? [] : [pfad]), ...unbegrenzt(d.element!, `${pfad}[]`)];
    case 'object':
      return Object.entries(d.shape!).flatMap(([feld, s]) => unbegrenzt(s, `${pfad}.${feld}`));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unbegrenzt(d.innerType!, pfad);
    case 'pipe':
      // z.stringbool(): a text that only 'true', 'false', '1', '0' … pass.
      if (defVon(d.in!).type === 'string' && defVon(d.out!).type === 'boolean') return [];
      return unbegrenzt(d.in!, pfad);
    case 'union':
      return d.options!.flatMap((s) => unbegrenzt(s, pfad));
    case 'record':
      return [...unbegrenzt(d.keyType!, `${pfad}{}`), ...unbegrenzt(d.valueType!, `${pfad}{}`)];
    default:
      return [];
  }
}

/** Bounded otherwise than by a length check, each with the reason. */
const ANDERS_BEGRENZT: Record<string, string> = {
  'schnittstelleTesten:body.inhalt': 'base64 of at most TEST_DATEI_HOECHSTBYTES (a refine counts the bytes)',
};

describe('Routentabelle', () => {
  it('jede Zeichenkette und jede Liste in Query und Body hat ein Höchstmaß', () => {
    const offen = ROUTEN_LISTE.flatMap((r) =>
      [...(r.query ? unbegrenzt(r.query, 'query') : []), ...(r.body ? unbegrenzt(r.body, 'body') : [])].map(
        (pfad) => `${r.id}:${pfad}`,
      ),
    ).filter((stelle) => !(stelle in ANDERS_BEGRENZT));
    expect(offen).toEqual([]);
  });

  it('die Prüfung findet, was unbegrenzt ist', async () => {
    const { z: zod } = await import('zod');
    expect(unbegrenzt(zod.object({ a: zod.string(), b: zod.array(zod.number()) }), 'body')).toEqual([
      'body.a',
      'body.b',
    ]);
    expect(unbegrenzt(zod.object({ a: textFeld(3), b: idListe, c: zod.iso.date() }), 'body')).toEqual([]);
  });
});
