/**
 * The BiPRO GDV files and deliveries at the API (reference §2.12, §2.13, §4, §6, §7 "Deliveries,
 * GDV files"): the default range, every filter, the scope — a broker his own, FP-plus users the
 * structure's GDV files on request, another broker's file by id not found for download and
 * delete —, the soft delete (all or nothing, never twice), the presigned download, and the
 * internal delivery fields left out of the answer for everyone but internal users.
 *
 * The rows are this file's own (written through the repositories under two companies of its
 * own); other files' rows in the shared stack are ignored by id.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIPRO_DATEI_TEXTE, PARAMETER_ALLE, ROUTEN, type GdvDatei, type Lieferung } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { alleSeiten, seitenweisePruefen } from '../helpers/listenSeiten';

const TAG_MS = 86_400_000;
const jetzt = new Date();
const heute = deutscherTag(jetzt);
/** Beyond the default month, whatever today is. */
const vorVierzigTagen = new Date(jetzt.getTime() - 40 * TAG_MS).toISOString();

const INTERNE_FELDER = [
  'inputZips',
  'abgelegteZipFiles',
  'defekteZipFiles',
  'schonErledigteFiles',
  'numberGeschaeftsvorfallTransfers',
  'numberInkassoTransfers',
  'fehlendeGevoArts',
  'error',
];

const marke = eindeutigeMarke();
const firmaA = { gesellschaftId: eindeutigeZahl(700_000, 799_999), name: `GDV-Test A ${marke}` };
const firmaB = { gesellschaftId: eindeutigeZahl(800_000, 899_999), name: `GDV-Test B ${marke}` };
const INHALT = Buffer.from(`0001VORSATZ ${marke}\n`, 'latin1');

/** The ids of this file's GDV files by their role. */
let d: Record<
  'a' | 'b' | 'fremd' | 'geloescht' | 'alt' | 'leiter' | 'loeschen1' | 'loeschen2' | 'leer' | 'dokument',
  number
>;
/** The accesses of this file's deliveries: one of the broker 20001, one of 10001. */
const lieferungZugang = {
  eigen: eindeutigeZahl(900_000, 949_999),
  fremd: eindeutigeZahl(950_000, 999_999),
};

const name = (rolle: string, endung = 'gdv') => `gdv-${marke}-${rolle}.${endung}`;

async function dateienAnlegen(db: Datenbank) {
  const importe = importDateienRepository(db);
  const importId = await importe.neueId();
  await importe.anlegen({
    id: importId,
    fileName: name('a'),
    bucket: 'inbox',
    key: `ablage/${importId}/${name('a')}`,
    modus: 1,
    status: DATEI_STATUS.ausgewertet,
    dateFrom: jetzt.toISOString(),
    numRows: 12,
    numRowsError: 0,
    numRowsWithoutError: 12,
    zeilenGesamt: 13,
    journal: [],
  });
  const anlegen = (rolle: string, mehr: Partial<Parameters<typeof gdvDateiAnlegen>[1]> = {}) =>
    gdvDateiAnlegen(db, {
      maklernr: '20001',
      gesellschaftId: firmaA.gesellschaftId,
      fileName: name(rolle),
      inhalt: INHALT,
      ...mehr,
    });
  d = {
    a: await anlegen('a', { importDateiId: importId }),
    b: await anlegen('b', { gesellschaftId: firmaB.gesellschaftId, fileName: name('b', 'txt') }),
    fremd: await anlegen('fremd', { maklernr: '10001' }),
    geloescht: await anlegen('geloescht', { invisible: true }),
    alt: await anlegen('alt', { creationDate: vorVierzigTagen }),
    leiter: await anlegen('leiter', { maklernr: '10000' }),
    loeschen1: await anlegen('loeschen1'),
    loeschen2: await anlegen('loeschen2'),
    leer: await anlegen('leer', { inhalt: undefined }),
    dokument: await anlegen('dokument', { ziel: 'dokument' }),
  };
}

async function lieferungenAnlegen(db: Datenbank) {
  const lieferungen = biproLieferungenRepository(db);
  const anlegen = async (
    zugangId: number,
    transferId: string,
    firma: { gesellschaftId: number },
    maklernr: string,
    dateStarted: string,
  ) => {
    await lieferungen.beginnen({
      zugangId,
      transferId,
      extZugangBezeichnung: `Zugang ${marke}`,
      gesellschaftId: firma.gesellschaftId,
      maklernr,
      monat: deutscherTag(dateStarted).slice(0, 7),
      dateStarted,
      gevoArt: 100007000,
    });
    await lieferungen.abschliessen(
      zugangId,
      transferId,
      {
        allInputFiles: 5,
        persistedFiles: 3,
        inputZips: 2,
        defekteZipFiles: 1,
        fehlendeGevoArts: '999010010',
        error: `Ein ZIP war defekt ${marke}`,
      },
      dateStarted,
    );
  };
  await anlegen(lieferungZugang.eigen, `${marke}-1`, firmaA, '20001', jetzt.toISOString());
  await anlegen(lieferungZugang.fremd, `${marke}-2`, firmaB, '10001', jetzt.toISOString());
  await anlegen(lieferungZugang.eigen, `${marke}-alt`, firmaA, '20001', vorVierzigTagen);
}

beforeAll(async () => {
  const db = stackUmgebung();
  const firmen = gesellschaftenRepository(db);
  await firmen.speichern(firmaA);
  await firmen.speichern(firmaB);
  await dateienAnlegen(db);
  await lieferungenAnlegen(db);
});

/** This file's GDV rows of a search (all its pages: the stack holds other files' rows), by id. */
async function gdvSuche(als: string, body: object = {}): Promise<Map<number, GdvDatei>> {
  const { antworten } = await alleSeiten(ROUTEN.gdvDateienFilter, als, { anzahl: 500, ...body });
  const eigene = new Set(Object.values(d));
  return new Map(
    antworten
      .flatMap((a) => a.body.rows as GdvDatei[])
      .filter((z) => eigene.has(z.id))
      .map((z) => [z.id, z]),
  );
}
const ids = (zeilen: Map<number, GdvDatei>) => [...zeilen.keys()].sort((x, y) => x - y);
const sortiert = (...liste: number[]) => [...liste].sort((x, y) => x - y);

describe('GDV-Dateien: Filter (Reference §2.13, §9)', () => {
  it('zeigt ohne Filter den letzten Monat ohne gelöschte, mit dem Stand des Imports', async () => {
    const zeilen = await gdvSuche('admin');
    expect(ids(zeilen)).toEqual(sortiert(d.a, d.b, d.fremd, d.leiter, d.loeschen1, d.loeschen2, d.leer));
    expect(zeilen.get(d.a)).toMatchObject({
      filename: name('a'),
      gesellschaft: firmaA.name,
      fileSize: INHALT.length,
      eingespielt: true,
      ausgewertet: true,
      hasImportResult: true,
      statusLog: 'Ausgewertet',
      invisible: false,
    });
    expect(zeilen.get(d.b)).toMatchObject({
      gesellschaft: firmaB.name,
      eingespielt: false,
      ausgewertet: false,
      hasImportResult: false,
    });
  });

  it('filtert nach Gesellschaft, Dateiname (Teil und Muster), Zeitraum und gelöschten Einträgen', async () => {
    const [firma, muster, teil, mitGeloeschten, zeitraum, einZeichen] = await Promise.all([
      gdvSuche('admin', { gesellschaftId: firmaB.gesellschaftId }),
      gdvSuche('admin', { filenameFilter: `GDV-${marke}-*.TXT` }),
      gdvSuche('admin', { filenameFilter: `${marke}-fremd` }),
      gdvSuche('admin', { showDeleted: true, gesellschaftId: firmaA.gesellschaftId }),
      gdvSuche('admin', { fromDate: deutscherTag(vorVierzigTagen), toDate: deutscherTag(vorVierzigTagen) }),
      gdvSuche('admin', { filenameFilter: `gdv-${marke}-?.gdv` }),
    ]);
    expect(ids(firma)).toEqual([d.b]);
    expect(ids(muster)).toEqual([d.b]);
    expect(ids(teil)).toEqual([d.fremd]);
    expect(ids(mitGeloeschten)).toEqual(
      sortiert(d.a, d.fremd, d.geloescht, d.leiter, d.loeschen1, d.loeschen2, d.leer),
    );
    expect(mitGeloeschten.get(d.geloescht)?.invisible).toBe(true);
    expect(ids(zeitraum)).toEqual([d.alt]);
    expect(ids(einZeichen)).toEqual([d.a]);
  });

  it('blättert vom Server ohne Lücke und Doppel, neueste zuerst und nach Größe sortiert; fremde Marken sind 400', async () => {
    const db = stackUmgebung();
    const firma = { gesellschaftId: eindeutigeZahl(700_000, 799_999), name: `GDV-Seiten ${marke}` };
    await gesellschaftenRepository(db).speichern(firma);
    const seiten: number[] = [];
    for (let i = 0; i < 45; i += 15)
      seiten.push(
        ...(await Promise.all(
          Array.from({ length: 15 }, (_, j) =>
            gdvDateiAnlegen(db, {
              maklernr: '20001',
              gesellschaftId: firma.gesellschaftId,
              fileName: name(`seite-${i + j}`),
              inhalt: Buffer.alloc(100 + ((i + j) % 7), 'x'),
            }),
          ),
        )),
      );
    const body = { gesellschaftId: firma.gesellschaftId };
    await seitenweisePruefen(ROUTEN.gdvDateienFilter, {
      als: 'admin',
      fremd: 'intern',
      body,
      anzahl: 20,
      erwartet: seiten,
    });
    await seitenweisePruefen(ROUTEN.gdvDateienFilter, {
      als: 'makler',
      fremd: 'maklerimport',
      body,
      anzahl: 20,
      erwartet: seiten,
    });
    const { antworten } = await alleSeiten(ROUTEN.gdvDateienFilter, 'admin', {
      ...body,
      anzahl: 20,
      sortFeld: 'fileSize',
      sortRichtung: -1,
    });
    const groessen = antworten.flatMap((a) => (a.body.rows as GdvDatei[]).map((z) => z.fileSize));
    expect(groessen).toHaveLength(45);
    expect(groessen).toEqual([...groessen].sort((x, y) => y - x));
  });
});

describe('GDV-Dateien: Sicht', () => {
  it('zeigt dem Makler seine Dateien, FP-plus auf Wunsch die der Struktur', async () => {
    const [makler, fpplus, fpplusStruktur, struktur] = await Promise.all([
      gdvSuche('makler', { showFilesOfStructure: true }),
      gdvSuche('fpplus'),
      gdvSuche('fpplus', { showFilesOfStructure: true }),
      // The BiPRO-structure role opens the structure's documents, not its GDV files.
      gdvSuche('struktur', { showFilesOfStructure: true }),
    ]);
    expect(ids(makler)).toEqual(sortiert(d.a, d.b, d.loeschen1, d.loeschen2, d.leer));
    // His import file was registered by the download job without a broker: he cannot open it.
    expect(makler.get(d.a)).toMatchObject({ eingespielt: true, ausgewertet: true, hasImportResult: false });
    expect(ids(fpplus)).toEqual([d.leiter]);
    expect(ids(fpplusStruktur)).toEqual(sortiert(d.leiter, d.fremd));
    expect(ids(struktur)).toEqual([d.leiter]);
  });
});

describe('GDV-Dateien: Herunterladen', () => {
  it('gibt einen vorsignierten Link auf den Inhalt, keinen ohne Inhalt', async () => {
    const link = await rufe(ROUTEN.gdvDateiHerunterladen, { als: 'makler', query: { id: d.a } });
    expect(link.status, JSON.stringify(link.body)).toBe(200);
    expect(link.body.dateiname).toBe(name('a'));
    const datei = await fetch(link.body.url);
    expect(datei.status).toBe(200);
    expect(Buffer.from(await datei.arrayBuffer()).equals(INHALT)).toBe(true);
    expect(datei.headers.get('content-disposition')).toContain('attachment');

    const leer = await rufe(ROUTEN.gdvDateiHerunterladen, { als: 'admin', query: { id: d.leer } });
    expect(leer.status).toBe(200);
    expect(leer.body).toEqual({ dateiname: name('leer') });
  });

  it('kennt fremde Dateien, andere Listen und unbekannte Ids nicht (404)', async () => {
    const antworten = await Promise.all(
      [
        ['makler', d.fremd],
        ['makler', d.dokument],
        ['admin', d.dokument],
        ['admin', 2_000_000_000],
        ['fpplus', d.a],
      ].map(([als, id]) => rufe(ROUTEN.gdvDateiHerunterladen, { als: als as string, query: { id: id! } })),
    );
    expect(antworten.map((a) => a.status)).toEqual([404, 404, 404, 404, 404]);
    expect(antworten[0]!.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.fremd]));
    // FP-plus: the structure's GDV file by id, as in the list.
    expect((await rufe(ROUTEN.gdvDateiHerunterladen, { als: 'fpplus', query: { id: d.fremd } })).status).toBe(
      200,
    );
  });
});

describe('GDV-Dateien: Löschen (Reference §4)', () => {
  const loeschen = (als: string, liste: number[]) =>
    rufe(ROUTEN.gdvDateienLoeschen, { als, query: { id: liste.join(',') } });

  it('löscht alles oder nichts: eine fremde Id macht die ganze Anfrage zu 404', async () => {
    const fremd = await loeschen('makler', [d.loeschen1, d.fremd]);
    expect(fremd.status).toBe(404);
    expect(fremd.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.fremd]));
    const dokument = await loeschen('admin', [d.dokument]);
    expect(dokument.status).toBe(404);
    const danach = await gdvSuche('makler');
    expect(danach.get(d.loeschen1)?.invisible).toBe(false);
  });

  it('löscht weich, zeigt die Gelöschten auf Wunsch und löscht sie nicht noch einmal (409)', async () => {
    const erst = await loeschen('makler', [d.loeschen1, d.loeschen2]);
    expect(erst.status, JSON.stringify(erst.body)).toBe(200);
    const [ohne, mit] = await Promise.all([gdvSuche('makler'), gdvSuche('makler', { showDeleted: true })]);
    expect(ohne.has(d.loeschen1) || ohne.has(d.loeschen2)).toBe(false);
    expect([mit.get(d.loeschen1)?.invisible, mit.get(d.loeschen2)?.invisible]).toEqual([true, true]);

    const nochmal = await loeschen('makler', [d.loeschen2]);
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(
      BIPRO_DATEI_TEXTE.bereitsGeloescht([{ id: d.loeschen2, fileName: name('loeschen2') }]),
    );
    expect(decodeURIComponent(nochmal.headers.get('fehlertext') ?? '')).toBe(
      BIPRO_DATEI_TEXTE.bereitsGeloescht([{ id: d.loeschen2, fileName: name('loeschen2') }]),
    );
    // Deleted meanwhile beside one still there: nothing is deleted.
    const gemischt = await loeschen('admin', [d.b, d.geloescht]);
    expect(gemischt.status).toBe(409);
    expect((await gdvSuche('admin')).get(d.b)?.invisible).toBe(false);
  });
});

describe('Lieferungen (Reference §2.12, §6)', () => {
  /** This file's deliveries of a search (all its pages: the stack holds other files' rows), by delivery number. */
  async function suche(als: string, body: object = {}): Promise<Map<string, Lieferung>> {
    const { antworten } = await alleSeiten(ROUTEN.lieferungenFilter, als, { anzahl: 500, ...body });
    const rows = antworten.flatMap((a) => a.body.rows as Lieferung[]);
    // Internal fields for internal users only: checked on every row, not only this file's.
    if (als !== 'admin' && als !== 'intern')
      for (const z of rows) expect(Object.keys(z).filter((f) => INTERNE_FELDER.includes(f))).toEqual([]);
    return new Map(rows.filter((z) => z.transferId.startsWith(marke)).map((z) => [z.transferId, z]));
  }
  const nummern = (zeilen: Map<string, Lieferung>) => [...zeilen.keys()].sort();

  it('zeigt ohne Filter den letzten Monat, internen Benutzern mit den internen Feldern', async () => {
    const zeilen = await suche('admin');
    expect(nummern(zeilen)).toEqual([`${marke}-1`, `${marke}-2`]);
    expect(zeilen.get(`${marke}-1`)).toMatchObject({
      extZugangBzeichnung: `Zugang ${marke}`,
      gesellschaft: firmaA.name,
      zugangId: lieferungZugang.eigen,
      gevoArt: 100007000,
      allInputFiles: 5,
      persistedFiles: 3,
      notFoundPolices: 0,
      inputZips: 2,
      defekteZipFiles: 1,
      abgelegteZipFiles: 0,
      fehlendeGevoArts: '999010010',
      error: `Ein ZIP war defekt ${marke}`,
    });
  });

  it('filtert nach Gesellschaft (Name, Id, alle) und Zeitraum', async () => {
    const [name, id, alle, zeitraum] = await Promise.all([
      suche('admin', { gesellschaft: firmaA.name }),
      suche('admin', { gesellschaft: String(firmaB.gesellschaftId) }),
      suche('admin', { gesellschaft: PARAMETER_ALLE }),
      suche('admin', { dateFrom: deutscherTag(vorVierzigTagen), dateTo: heute }),
    ]);
    expect(nummern(name)).toEqual([`${marke}-1`]);
    expect(nummern(id)).toEqual([`${marke}-2`]);
    expect(nummern(alle)).toEqual([`${marke}-1`, `${marke}-2`]);
    expect(nummern(zeitraum)).toEqual([`${marke}-1`, `${marke}-2`, `${marke}-alt`]);
  });

  it('zeigt Maklern ihre Lieferungen ohne die internen Felder, auch wer alles sieht, ist nicht intern', async () => {
    const [makler, datenimport] = await Promise.all([suche('makler'), suche('datenimport')]);
    expect(nummern(makler)).toEqual([`${marke}-1`]);
    expect(makler.get(`${marke}-1`)).toMatchObject({ allInputFiles: 5, gesellschaft: firmaA.name });
    // The data-import right sees every delivery (the data scope), but not the internal columns.
    expect(nummern(datenimport)).toEqual([`${marke}-1`, `${marke}-2`]);
  });

  it('blättert vom Server ohne Lücke und Doppel, neueste zuerst und nach einer Zahl sortiert; fremde Marken sind 400', async () => {
    const db = stackUmgebung();
    const firma = { gesellschaftId: eindeutigeZahl(700_000, 799_999), name: `Liefer-Seiten ${marke}` };
    await gesellschaftenRepository(db).speichern(firma);
    const lieferungen = biproLieferungenRepository(db);
    // Two accesses, numbers in mixed case, several deliveries of one instant: the index's order
    // (lower case, the access's number as text) decides where a page ends.
    const zugaenge = [eindeutigeZahl(900_000, 949_999), eindeutigeZahl(95_000, 99_999)];
    const zeitpunkt = (i: number) => new Date(jetzt.getTime() - Math.floor(i / 3) * 60_000).toISOString();
    const erwartet: string[] = [];
    await Promise.all(
      Array.from({ length: 45 }, async (_, i) => {
        const zugangId = zugaenge[i % 2]!;
        const transferId = `S${marke}-${i % 4 === 0 ? 'a' : 'B'}${i}`;
        const dateStarted = zeitpunkt(i);
        erwartet.push(`${zugangId}-${transferId}`);
        await lieferungen.beginnen({
          zugangId,
          transferId,
          extZugangBezeichnung: `Zugang ${marke}`,
          gesellschaftId: firma.gesellschaftId,
          maklernr: '20001',
          monat: deutscherTag(dateStarted).slice(0, 7),
          dateStarted,
        });
        await lieferungen.abschliessen(zugangId, transferId, { allInputFiles: i % 7 }, dateStarted);
      }),
    );
    const schluessel = (z: Record<string, unknown>) => `${z.zugangId as number}-${z.transferId as string}`;
    const body = { gesellschaft: firma.name };
    for (const [als, fremd] of [
      ['admin', 'intern'],
      ['makler', 'maklerimport'],
    ] as const)
      await seitenweisePruefen(ROUTEN.lieferungenFilter, {
        als,
        fremd,
        body,
        anzahl: 20,
        erwartet,
        anderesSortFeld: 'dateStarted',
        schluessel,
      });
    // Oldest first: the same rows in the opposite order.
    const neueste = await alleSeiten(
      ROUTEN.lieferungenFilter,
      'admin',
      { ...body, anzahl: 20 },
      50,
      schluessel,
    );
    const aelteste = await alleSeiten(
      ROUTEN.lieferungenFilter,
      'admin',
      { ...body, anzahl: 20, sortFeld: 'dateStarted', sortRichtung: 1 },
      50,
      schluessel,
    );
    expect(aelteste.ids).toEqual([...neueste.ids].reverse());
    const starts = neueste.antworten.flatMap((a) => (a.body.rows as Lieferung[]).map((z) => z.dateStarted!));
    expect(starts).toEqual([...starts].sort().reverse());
    const { antworten } = await alleSeiten(ROUTEN.lieferungenFilter, 'admin', {
      ...body,
      anzahl: 20,
      sortFeld: 'allInputFiles',
      sortRichtung: -1,
    });
    const zahlen = antworten.flatMap((a) => (a.body.rows as Lieferung[]).map((z) => z.allInputFiles));
    expect(zahlen).toHaveLength(45);
    expect(zahlen).toEqual([...zahlen].sort((x, y) => y - x));
  });
});
