/**
 * The bounds of requests (entities/text.ts): text, name and file-name fields, id lists — and a
 * walk over the route table that finds every text or list a query or body takes without a
 * maximum, and every date outside a bounded range, so a new field cannot come in unbounded. The
 * date ranges themselves (entities/zeitraum.ts): years in FILTER_JAHRE, each range at most its
 * filter's months, a start alone counted up to today (lists) or as one day (monitor).
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  archivFilter,
  ARCHIV_STANDARD_MONATE,
  courtageIdListe,
  dateinameFeld,
  deutscherTag,
  FILTER_JAHRE,
  filterDatum,
  gdvDateienLoeschenAbfrage,
  HOECHSTE_ID_LISTE,
  idListe,
  importAktion,
  importFilter,
  importMonitorFilter,
  kategorieEingabe,
  LAENGEN,
  lieferungFilter,
  MELDUNGEN,
  mitZeitraum,
  monateZurueck,
  nameFeld,
  ROUTEN_LISTE,
  schnittstellenTestEingabe,
  textFeld,
  uploadZielEingabe,
  zeilenAenderung,
  ZEITRAUM_MONATE,
  ZEITRAUM_REGELN,
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

/** Today as the filters count it: the German day (between midnight in Berlin and in UTC not the UTC one). */
const heute = () => deutscherTag(new Date());

describe('Filterdatum (entities/zeitraum.ts)', () => {
  it(`nimmt die Jahre ${FILTER_JAHRE.von} bis ${FILTER_JAHRE.bis} und nennt sonst das Datum auf Deutsch`, () => {
    expect(filterDatum.parse('2000-01-01')).toBe('2000-01-01');
    expect(filterDatum.parse('2100-12-31')).toBe('2100-12-31');
    for (const [tag, deutsch] of [
      ['0001-01-01', '01.01.0001'],
      ['1999-12-31', '31.12.1999'],
      ['2101-01-01', '01.01.2101'],
      ['9999-11-30', '30.11.9999'],
    ]) {
      expect(meldungen(filterDatum, tag)).toEqual([MELDUNGEN.datumAusserhalb(deutsch!, 2000, 2100)]);
    }
    expect(MELDUNGEN.datumAusserhalb('01.01.0001', 2000, 2100)).toBe(
      'Das Datum 01.01.0001 liegt außerhalb der Jahre 2000 bis 2100.',
    );
    // Still a calendar day first: zod's own (German) message for no day at all.
    expect(filterDatum.safeParse('2026-02-30').success).toBe(false);
  });
});

describe('Zeitraum eines Filters', () => {
  const liste = mitZeitraum(z.object({ von: filterDatum.optional(), bis: filterDatum.optional() }), {
    von: 'von',
    bis: 'bis',
    monate: 13,
    startAllein: 'bisHeute',
  });

  it('nimmt bis 13 Monate, auch verkehrt herum, und weist einen Tag mehr mit Spanne und Grenze zurück', () => {
    expect(liste.parse({ von: '2025-10-30', bis: '2026-11-30' })).toEqual({
      von: '2025-10-30',
      bis: '2026-11-30',
    });
    expect(liste.safeParse({ von: '2026-11-30', bis: '2025-10-30' }).success).toBe(true);
    expect(liste.safeParse({ von: '2025-10-29', bis: '2026-11-30' }).error?.issues[0]?.path).toEqual(['bis']);
    expect(meldungen(liste, { von: '2025-10-29', bis: '2026-11-30' })).toEqual([
      MELDUNGEN.zeitraumZuLang('29.10.2025', '30.11.2026', 13),
    ]);
    expect(meldungen(liste, { von: '2026-11-30', bis: '2025-10-29' })).toEqual([
      MELDUNGEN.zeitraumZuLang('29.10.2025', '30.11.2026', 13),
    ]);
    expect(MELDUNGEN.zeitraumZuLang('01.01.2000', '30.11.2099', 13)).toBe(
      'Der Zeitraum vom 01.01.2000 bis 30.11.2099 ist zu lang: höchstens 13 Monate sind erlaubt. Bitte wählen Sie einen kürzeren Zeitraum.',
    );
  });

  it('ein Beginn allein reicht bis heute; ein Ende allein ist der Standard davor', () => {
    expect(liste.safeParse({ von: monateZurueck(heute(), 13) }).success).toBe(true);
    expect(liste.safeParse({ von: monateZurueck(heute(), 14) }).error?.issues[0]?.path).toEqual(['von']);
    expect(meldungen(liste, { von: monateZurueck(heute(), 14) })).toEqual([
      expect.stringMatching(/^Der Zeitraum vom .* ist zu lang: höchstens 13 Monate/),
    ]);
    // A start in the future is a range up to it.
    expect(liste.safeParse({ von: '2100-12-31' }).success).toBe(false);
    expect(liste.safeParse({ bis: '2000-01-01' }).success).toBe(true);
    expect(liste.safeParse({}).success).toBe(true);
  });

  it('ein Jahr außerhalb: nur dessen Meldung', () => {
    expect(meldungen(liste, { von: '0001-01-01', bis: '9999-12-31' })).toEqual([
      MELDUNGEN.datumAusserhalb('01.01.0001', 2000, 2100),
      MELDUNGEN.datumAusserhalb('31.12.9999', 2000, 2100),
    ]);
  });
});

describe('Zeiträume der Filter', () => {
  it('die Angriffsbereiche sind überall ungültig', () => {
    const feindlich = [
      { dateFrom: '2000-01-01', dateTo: '9999-11-30' },
      { dateFrom: '2000-01-01', dateTo: '2099-11-30' },
      { dateFrom: '0001-01-01', dateTo: '9999-12-31' },
    ];
    for (const f of feindlich) {
      expect(importMonitorFilter.safeParse(f).success).toBe(false);
      expect(lieferungFilter.safeParse(f).success).toBe(false);
      expect(archivFilter.safeParse({ fromDate: f.dateFrom, toDate: f.dateTo }).success).toBe(false);
      expect(importFilter.safeParse({ modus: 1, fromDate: f.dateFrom, toDate: f.dateTo }).success).toBe(
        false,
      );
    }
  });

  it('der Monitor nimmt ein Vierteljahr; ein Datum allein ist ein Tag', () => {
    expect(ZEITRAUM_MONATE.monitor).toBe(3);
    expect(importMonitorFilter.safeParse({ dateFrom: '2026-08-31', dateTo: '2026-11-30' }).success).toBe(
      true,
    );
    expect(meldungen(importMonitorFilter, { dateFrom: '2026-08-29', dateTo: '2026-11-30' })).toEqual([
      MELDUNGEN.zeitraumZuLang('29.08.2026', '30.11.2026', 3),
    ]);
    expect(importMonitorFilter.safeParse({ dateFrom: '2020-01-01' }).success).toBe(true);
  });

  it('die Standardbereiche liegen in der Grenze', () => {
    expect(ARCHIV_STANDARD_MONATE).toBeLessThanOrEqual(ZEITRAUM_MONATE.biproListen);
    expect(1).toBeLessThanOrEqual(ZEITRAUM_MONATE.werkbank);
    expect(archivFilter.safeParse({ fromDate: monateZurueck(heute(), ARCHIV_STANDARD_MONATE) }).success).toBe(
      true,
    );
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

/**
 * The paths of every text or list in `schema` that has no maximum, and of every date no range
 * rule holds (`imZeitraum`: the field is one of its object's mitZeitraum bounds).
 */
function unbegrenzt(schema: z.ZodType, pfad: string, imZeitraum = false): string[] {
  const d = defVon(schema);
  switch (d.type) {
    case 'string':
      if (d.format === 'date' && !imZeitraum) return [`${pfad} (Datum ohne Zeitraum)`];
      return hatHoechstmass(d) || istFestesMuster(d) || FESTE_FORMATE.has(d.format ?? '') ? [] : [pfad];
    case 'array':
      return [...(hatHoechstmass(d) ? [] : [pfad]), ...unbegrenzt(d.element!, `${pfad}[]`)];
    case 'object': {
      const regel = ZEITRAUM_REGELN.get(schema);
      return Object.entries(d.shape!).flatMap(([feld, s]) =>
        unbegrenzt(s, `${pfad}.${feld}`, feld === regel?.von || feld === regel?.bis),
      );
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return unbegrenzt(d.innerType!, pfad, imZeitraum);
    case 'pipe':
      // z.stringbool(): a text that only 'true', 'false', '1', '0' … pass.
      if (defVon(d.in!).type === 'string' && defVon(d.out!).type === 'boolean') return [];
      return unbegrenzt(d.in!, pfad, imZeitraum);
    case 'union':
      return d.options!.flatMap((s) => unbegrenzt(s, pfad, imZeitraum));
    case 'record':
      return [...unbegrenzt(d.keyType!, `${pfad}{}`), ...unbegrenzt(d.valueType!, `${pfad}{}`)];
    default:
      return [];
  }
}

/** Bounded otherwise than by a length check, each with the reason. */
const ANDERS_BEGRENZT: Record<string, string> = {
  'schnittstelleTesten:body.inhalt': 'base64 of at most TEST_DATEI_HOECHSTBYTES (a refine counts the bytes)',
  ...Object.fromEntries(
    ROUTEN_LISTE.filter((r) => r.body === importAktion).map((r) => [
      `${r.id}:body.date (Datum ohne Zeitraum)`,
      "a bulk action's file day, sent back as the row shows it: one day, no range, nothing read by it",
    ]),
  ),
};

describe('Routentabelle', () => {
  it('jede Zeichenkette und jede Liste in Query und Body hat ein Höchstmaß, jedes Datum einen begrenzten Zeitraum', () => {
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
    expect(unbegrenzt(zod.object({ a: textFeld(3), b: idListe }), 'body')).toEqual([]);
    expect(unbegrenzt(zod.object({ c: zod.iso.date().optional() }), 'body')).toEqual([
      'body.c (Datum ohne Zeitraum)',
    ]);
  });
});
