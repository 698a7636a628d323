/**
 * The commission and dunning lists and the category exceptions at the API (reference §2.7, §2.15,
 * §4 "Courtage file", §7 "Courtage and dunning lists", "Exceptions", §8): the default range and
 * the filters, the scope — a broker his own files, another broker's file by id not found for
 * edit, read and delete —, reading a stored commission file into the import (a real import file
 * the monitor sees; never twice), the extra text, the soft delete (all
 * or nothing, never twice), and exceptions saved, listed, removed and applied by the download
 * job's classification as it reads them.
 *
 * The rows are this file's own: a company of its own and files written through the repositories
 * (test/helpers/gdvDateien.ts, with the list's destination); other files' rows are ignored by id.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AUSNAHMEN_TEXTE as A,
  BIPRO_DATEI_TEXTE,
  COURTAGE_TEXTE as T,
  ROUTEN,
  type CourtageDatei,
  type KategorieAusnahme,
} from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { biproDateienRepository } from '@lieferdesk/functions/data/repositories/biproDateien';
import { gesellschaftenRepository } from '@lieferdesk/functions/data/repositories/gesellschaften';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { kategorieAusnahmenRepository } from '@lieferdesk/functions/data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '@lieferdesk/functions/data/repositories/kategorien';
import { einordnen } from '@lieferdesk/functions/domain/bipro/einordnung';
import { monitorZeilen } from '@lieferdesk/functions/monitor/liste';
import { eingebautesBeispiel } from '../fixtures';
import { rufe } from '../helpers/api';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { demoBenutzer, eigenerInhalt, stackUmgebung } from '../helpers/einlesen';
import { gdvDateiAnlegen } from '../helpers/gdvDateien';
import { alleSeiten, seitenweisePruefen } from '../helpers/listenSeiten';

const TAG_MS = 86_400_000;
const marke = eindeutigeMarke();
const firma = { gesellschaftId: eindeutigeZahl(600_000, 699_999), name: `Courtage-Test ${marke}` };
const COURTAGE = eingebautesBeispiel('courtage-2024-03.csv');
const COURTAGE_INTERFACE = 'Courtage-Abrechnung CSV';

/** The owner (10001) and another broker (20001), both with the import right. */
const EIGENTUEMER = 'importsicht';
const FREMDER = 'maklerimport';
/** The data-import right: sees and reads every broker's files, is himself broker 10002. */
const LESER_ANDERER_MAKLER = 'datenimport';

let db: Datenbank;
let d: Record<'eigen' | 'pdf' | 'leer' | 'fremd' | 'mahnliste' | 'alt' | 'loeschen1' | 'loeschen2', number>;

const name = (rolle: string, endung = 'csv') => `courtage-${marke}-${rolle}.${endung}`;

beforeAll(async () => {
  db = stackUmgebung();
  await gesellschaftenRepository(db).speichern(firma);
  const datei = (
    rolle: string,
    o: {
      maklernr?: string;
      inhalt?: Buffer;
      ziel?: 'abrechnung' | 'mahnung';
      fileName?: string;
      creationDate?: string;
    } = {},
  ) =>
    gdvDateiAnlegen(db, {
      ziel: o.ziel ?? 'abrechnung',
      maklernr: o.maklernr ?? '10001',
      gesellschaftId: firma.gesellschaftId,
      fileName: o.fileName ?? name(rolle),
      inhalt: 'inhalt' in o ? o.inhalt : Buffer.from(`Courtage;${marke};${rolle}\n`),
      ...(o.creationDate ? { creationDate: o.creationDate } : {}),
    });
  const [eigen, pdf, leer, fremd, mahnliste, alt, loeschen1, loeschen2] = await Promise.all([
    // The built-in layout's sample, bytes of this test's own (the duplicate rule spans the run).
    datei('eigen', { inhalt: eigenerInhalt(readFileSync(COURTAGE)) }),
    datei('pdf', { fileName: `abrechnung-${marke}.pdf`, inhalt: Buffer.from('%PDF-1.4\n%%EOF\n') }),
    datei('leer', { inhalt: undefined }),
    datei('fremd', { maklernr: '20001' }),
    datei('mahnliste', { ziel: 'mahnung', fileName: `mahnliste-${marke}.csv` }),
    datei('alt', { creationDate: new Date(Date.now() - 40 * TAG_MS).toISOString() }),
    datei('loeschen1'),
    datei('loeschen2'),
  ]);
  d = { eigen, pdf, leer, fremd, mahnliste, alt, loeschen1, loeschen2 };
});

/** The rows of a search, all its pages (the stack holds other files' rows). */
const liste = async (als: string, body: object): Promise<CourtageDatei[]> => {
  const { antworten } = await alleSeiten(ROUTEN.courtageFilter, als, {
    isCourtage: true,
    anzahl: 500,
    ...body,
  });
  return antworten.flatMap((a) => a.body.rows as CourtageDatei[]);
};
const eigeneIds = (rows: CourtageDatei[]) =>
  rows
    .map((z) => z.id)
    .filter((id) => Object.values(d).includes(id))
    .sort((a, b) => a - b);
const ids = (...rollen: (keyof typeof d)[]) => rollen.map((r) => d[r]).sort((a, b) => a - b);
const zeileVon = (rows: CourtageDatei[], id: number) => rows.find((z) => z.id === id);

describe('Courtage- und Mahnlisten', () => {
  it('zeigt den letzten Monat je Liste, filtert nach Gesellschaft und Zeitraum und kennt das Interface', async () => {
    const vor45 = new Date(Date.now() - 45 * TAG_MS).toISOString().slice(0, 10);
    const [courtage, mahnungen, lang, ohneFirma] = await Promise.all([
      liste('admin', { gesellschaftId: firma.gesellschaftId }),
      liste('admin', { isCourtage: false, gesellschaftId: firma.gesellschaftId }),
      liste('admin', { gesellschaftId: firma.gesellschaftId, dateFrom: vor45 }),
      liste('admin', { gesellschaftId: firma.gesellschaftId + 1 }),
    ]);
    expect(eigeneIds(courtage)).toEqual(ids('eigen', 'pdf', 'leer', 'fremd', 'loeschen1', 'loeschen2'));
    expect(eigeneIds(mahnungen)).toEqual(ids('mahnliste'));
    expect(eigeneIds(lang)).toEqual(ids('eigen', 'pdf', 'leer', 'fremd', 'alt', 'loeschen1', 'loeschen2'));
    expect(eigeneIds(ohneFirma)).toEqual([]);

    expect(zeileVon(courtage, d.eigen)).toMatchObject({
      fileName: name('eigen'),
      gesellschaft: firma.name,
      importItem: COURTAGE_INTERFACE,
      invisible: false,
    });
    expect(zeileVon(courtage, d.eigen)).not.toHaveProperty('fileId');
    expect(zeileVon(courtage, d.eigen)).not.toHaveProperty('statuslog');
    // A PDF statement has no interface: nothing to read.
    expect(zeileVon(courtage, d.pdf)).not.toHaveProperty('importItem');
    expect(zeileVon(mahnungen, d.mahnliste)?.importItem).toBe('Mahnliste CSV');
  });

  it('blättert vom Server ohne Lücke und Doppel, auch nach Dateiname sortiert; fremde Marken sind 400', async () => {
    const seitenFirma = {
      gesellschaftId: eindeutigeZahl(600_000, 699_999),
      name: `Courtage-Seiten ${marke}`,
    };
    await gesellschaftenRepository(db).speichern(seitenFirma);
    const seiten: number[] = [];
    for (let i = 0; i < 45; i += 15)
      seiten.push(
        ...(await Promise.all(
          Array.from({ length: 15 }, (_, j) =>
            gdvDateiAnlegen(db, {
              ziel: 'abrechnung',
              maklernr: '10001',
              gesellschaftId: seitenFirma.gesellschaftId,
              fileName: name(`seite-${String(i + j).padStart(2, '0')}`),
            }),
          ),
        )),
      );
    const body = { isCourtage: true, gesellschaftId: seitenFirma.gesellschaftId };
    await seitenweisePruefen(ROUTEN.courtageFilter, {
      als: 'admin',
      fremd: 'intern',
      body,
      anzahl: 20,
      erwartet: seiten,
    });
    await seitenweisePruefen(ROUTEN.courtageFilter, {
      als: EIGENTUEMER,
      fremd: 'fa',
      body,
      anzahl: 20,
      erwartet: seiten,
    });
    const sortiert = await seitenweisePruefen(ROUTEN.courtageFilter, {
      als: 'admin',
      fremd: 'intern',
      body: { ...body, sortFeld: 'fileName', sortRichtung: -1 },
      anzahl: 20,
      erwartet: seiten,
    });
    expect(sortiert).toEqual([...seiten].reverse());
  });

  it('zeigt einem Makler nur seine Dateien, auch mit dem Filter einer Gesellschaft', async () => {
    const [eigentuemer, fremder, fa, ohneFilter] = await Promise.all([
      liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }),
      liste(FREMDER, { gesellschaftId: firma.gesellschaftId }),
      liste('fa', { gesellschaftId: firma.gesellschaftId }),
      liste(FREMDER, {}),
    ]);
    expect(eigeneIds(eigentuemer)).toEqual(ids('eigen', 'pdf', 'leer', 'loeschen1', 'loeschen2'));
    expect(eigeneIds(fa)).toEqual(eigeneIds(eigentuemer));
    expect(eigeneIds(fremder)).toEqual(ids('fremd'));
    expect(eigeneIds(ohneFilter)).toEqual(ids('fremd'));
  });

  it('liest eine fremde Datei per Id nirgends: bearbeiten, einlesen, löschen sind 404', async () => {
    const antworten = await Promise.all([
      rufe(ROUTEN.courtageZusatzAendern, { als: FREMDER, body: { id: d.eigen, zusatz: 'x' } }),
      rufe(ROUTEN.courtageEinlesen, { als: FREMDER, body: { id: d.eigen } }),
      rufe(ROUTEN.courtageZeilenLoeschen, { als: FREMDER, body: [{ id: d.eigen }] }),
      // An id no file has: the same answer.
      rufe(ROUTEN.courtageEinlesen, { als: 'admin', body: { id: 0 } }),
    ]);
    for (const a of antworten.slice(0, 3)) {
      expect(a.status, JSON.stringify(a.body)).toBe(404);
      expect(a.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.eigen]));
    }
    expect(antworten[3]!.status).toBe(404);
    // Untouched: the owner still sees it unread, without a text.
    const zeile = zeileVon(await liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }), d.eigen);
    expect(zeile).not.toHaveProperty('statuslog');
    expect(zeile).not.toHaveProperty('zusatz');
  });

  it('liest die Datei ins Import ein: eine echte Importdatei, die der Monitor sieht — nur einmal', async () => {
    const [ohneRecht, ohneInterface, ohneInhalt] = await Promise.all([
      rufe(ROUTEN.courtageEinlesen, { als: 'makler', body: { id: d.fremd } }),
      rufe(ROUTEN.courtageEinlesen, { als: EIGENTUEMER, body: { id: d.pdf } }),
      rufe(ROUTEN.courtageEinlesen, { als: EIGENTUEMER, body: { id: d.leer } }),
    ]);
    expect(ohneRecht.status).toBe(403);
    expect(ohneInterface.status).toBe(409);
    expect(ohneInterface.body.message).toBe(T.keinInterface(`abrechnung-${marke}.pdf`));
    expect(ohneInhalt.status).toBe(409);
    expect(ohneInhalt.body.message).toBe(T.ohneInhalt(name('leer')));

    const antwort = await rufe(ROUTEN.courtageEinlesen, { als: EIGENTUEMER, body: { id: d.eigen } });
    expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
    const gespeichert = (await biproDateienRepository(db).laden(d.eigen))!;
    const fileId = gespeichert.importDateiId!;
    expect(fileId).toBeGreaterThan(0);
    expect(antwort.body.message).toBe(T.eingelesen(name('eigen'), fileId, COURTAGE_INTERFACE));
    expect(gespeichert.statusLog).toMatch(
      new RegExp(`von ${EIGENTUEMER} eingelesen als Datei Nr. ${fileId} `),
    );

    // Reading twice is refused with the file's number.
    const nochmal = await rufe(ROUTEN.courtageEinlesen, { als: EIGENTUEMER, body: { id: d.eigen } });
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(T.schonEingelesen(name('eigen'), fileId));

    // The import file, registered at once (the pipeline reads it in its own time; the browser
    // test waits for its lines): settlement mode, the list's interface and company, the broker
    // who read it, the stored object kept under its number.
    const importDatei = (await importDateienRepository(db).laden(fileId))!;
    expect(importDatei).toMatchObject({
      fileName: name('eigen'),
      modus: 2,
      interfaceName: COURTAGE_INTERFACE,
      gesellschaft: firma.name,
      userId: EIGENTUEMER,
      maklernr: '10001',
      key: `ablage/${fileId}/${name('eigen')}`,
    });
    const monitor = await rufe(ROUTEN.monitorFilter, {
      als: EIGENTUEMER,
      body: { fileNumber: fileId, modus: 2 },
    });
    expect(monitor.body.rows.map((z: { fileId: number }) => z.fileId)).toEqual([fileId]);

    // The row: its action is the result now, with what the import made of it.
    const zeile = zeileVon(await liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }), d.eigen)!;
    expect(zeile).toMatchObject({ fileId, dateRecorded: importDatei.dateFrom });
    expect(zeile.statuslog!.startsWith(T.statusLogMitStand(gespeichert.statusLog!, ''))).toBe(true);
    expect(zeile).not.toHaveProperty('importItem');
  });

  it('eine Datei gehört nach dem Einlesen ihrem Makler, auch wenn ein Leser eines anderen Maklers sie einliest', async () => {
    // Outside `d`: the other tests' lists count exactly their own files.
    const id = await gdvDateiAnlegen(db, {
      ziel: 'abrechnung',
      maklernr: '10001',
      gesellschaftId: firma.gesellschaftId,
      fileName: name('fremdgelesen'),
      inhalt: eigenerInhalt(readFileSync(COURTAGE)),
    });
    // The data-import right (broker 10002) sees every broker's files and may read them.
    const antwort = await rufe(ROUTEN.courtageEinlesen, { als: LESER_ANDERER_MAKLER, body: { id } });
    expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
    const fileId = (await biproDateienRepository(db).laden(id))!.importDateiId!;
    expect(await importDateienRepository(db).laden(fileId)).toMatchObject({
      userId: LESER_ANDERER_MAKLER,
      maklernr: '10001',
    });

    // The owner's import users see it; the reader's broker's import users do not.
    const importnutzer10002 = {
      ...demoBenutzer(EIGENTUEMER),
      id: 'sub-import-10002',
      name: 'import-10002',
      maklernr: '10002',
    };
    const [eigentuemer, anderer] = await Promise.all([
      rufe(ROUTEN.monitorFilter, { als: EIGENTUEMER, body: { fileNumber: fileId, modus: 2 } }),
      monitorZeilen(importnutzer10002, { fileNumber: fileId, modus: 2 }, db),
    ]);
    expect(eigentuemer.body.rows.map((z: { fileId: number }) => z.fileId)).toEqual([fileId]);
    expect(anderer).toEqual([]);
  });

  it('ändert den Zusatz und entfernt ihn leer', async () => {
    const text = `geprüft ${marke}`;
    const setzen = await rufe(ROUTEN.courtageZusatzAendern, {
      als: EIGENTUEMER,
      body: { id: d.pdf, zusatz: ` ${text} ` },
    });
    expect(setzen.status, JSON.stringify(setzen.body)).toBe(200);
    expect(zeileVon(await liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }), d.pdf)?.zusatz).toBe(
      text,
    );
    const [leeren, zuLang] = await Promise.all([
      rufe(ROUTEN.courtageZusatzAendern, { als: EIGENTUEMER, body: { id: d.pdf, zusatz: '' } }),
      rufe(ROUTEN.courtageZusatzAendern, { als: EIGENTUEMER, body: { id: d.leer, zusatz: 'x'.repeat(501) } }),
    ]);
    expect(leeren.status).toBe(200);
    expect(zuLang.status).toBe(400);
    expect(
      zeileVon(await liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }), d.pdf),
    ).not.toHaveProperty('zusatz');
  });

  it('löscht weich, alles oder nichts, und nie zweimal', async () => {
    const mitFremder = await rufe(ROUTEN.courtageZeilenLoeschen, {
      als: EIGENTUEMER,
      body: [{ id: d.loeschen1 }, { id: d.fremd }],
    });
    expect(mitFremder.status).toBe(404);
    expect(mitFremder.body.message).toBe(BIPRO_DATEI_TEXTE.nichtGefunden([d.fremd]));
    expect((await biproDateienRepository(db).laden(d.loeschen1))!.invisible).toBe(false);

    const geloescht = await rufe(ROUTEN.courtageZeilenLoeschen, {
      als: EIGENTUEMER,
      body: [{ id: d.loeschen1 }, { id: d.loeschen2 }],
    });
    expect(geloescht.status, JSON.stringify(geloescht.body)).toBe(200);
    const [ohne, mit, nochmal, einlesen] = await Promise.all([
      liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId }),
      liste(EIGENTUEMER, { gesellschaftId: firma.gesellschaftId, showDeleted: true }),
      rufe(ROUTEN.courtageZeilenLoeschen, { als: EIGENTUEMER, body: [{ id: d.loeschen1 }] }),
      rufe(ROUTEN.courtageEinlesen, { als: EIGENTUEMER, body: { id: d.loeschen2 } }),
    ]);
    expect(eigeneIds(ohne)).not.toContain(d.loeschen1);
    expect(eigeneIds(ohne)).not.toContain(d.loeschen2);
    expect(zeileVon(mit, d.loeschen1)?.invisible).toBe(true);
    expect(zeileVon(mit, d.loeschen2)?.invisible).toBe(true);
    expect(nochmal.status).toBe(409);
    expect(nochmal.body.message).toBe(
      BIPRO_DATEI_TEXTE.bereitsGeloescht([{ id: d.loeschen1, fileName: name('loeschen1') }]),
    );
    expect(einlesen.status).toBe(409);
    expect(einlesen.body.message).toBe(T.geloeschtNichtEinlesen(name('loeschen2')));
  });
});

describe('Kategorie-Ausnahmen', () => {
  it('speichert, listet und entfernt Ausnahmen; die Einordnung der Abholung archiviert danach', async () => {
    const gevoArt = eindeutigeZahl(500_000, 599_999) * 1000;
    const angelegt = await rufe(ROUTEN.kategorieAnlegen, {
      als: 'admin',
      body: {
        gevoArt,
        hauptKategorie: 'Vertrag',
        unterKategorie: `Ausnahme ${marke}`,
        kategorieFK: 6,
        statusFK: 4,
      },
    });
    expect(angelegt.status, JSON.stringify(angelegt.body)).toBe(200);
    const filter = async () => {
      const antwort = await rufe(ROUTEN.ausnahmenFilter, {
        als: 'intern',
        body: { gesellschaft: firma.gesellschaftId },
      });
      expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
      return antwort.body.rows as KategorieAusnahme[];
    };
    const speichern = (checked: boolean) =>
      rufe(ROUTEN.ausnahmenSpeichern, {
        als: 'intern',
        body: { gesellschaft: firma.gesellschaftId, rows: [{ gevoArt, checked }] },
      });
    /** What the download job does with a file of this category, as it reads the exceptions. */
    const einordnung = async () => {
      const kategorien = new Map((await kategorienRepository(db).liste()).map((k) => [k.gevoArt, k]));
      const ausnahmen = await kategorieAusnahmenRepository(db).derGesellschaft(firma.gesellschaftId);
      return einordnen({ gevoArt, dateiname: 'kuendigung.pdf' }, kategorien, ausnahmen).ziel;
    };

    const vorher = await filter();
    expect(vorher.find((z) => z.gevoArt === gevoArt)).toEqual({
      gevoArt,
      unterKategorie: `Ausnahme ${marke}`,
      hauptKategorie: 'Kündigung',
      statusFK: 4,
      checked: false,
    });
    expect(vorher.filter((z) => z.checked)).toEqual([]);
    expect(await einordnung()).toBe('dokument');

    expect((await speichern(true)).status).toBe(200);
    expect((await filter()).filter((z) => z.checked).map((z) => z.gevoArt)).toEqual([gevoArt]);
    expect(await einordnung()).toBe('archiv');
    // Saving the same again changes nothing.
    expect((await speichern(true)).status).toBe(200);

    expect((await speichern(false)).status).toBe(200);
    expect((await filter()).filter((z) => z.checked)).toEqual([]);
    expect(await einordnung()).toBe('dokument');

    const [unbekannteFirma, unbekannteArt, doppelt, extern] = await Promise.all([
      rufe(ROUTEN.ausnahmenFilter, { als: 'intern', body: { gesellschaft: firma.gesellschaftId + 1 } }),
      rufe(ROUTEN.ausnahmenSpeichern, {
        als: 'intern',
        body: { gesellschaft: firma.gesellschaftId, rows: [{ gevoArt: gevoArt + 1, checked: true }] },
      }),
      rufe(ROUTEN.ausnahmenSpeichern, {
        als: 'intern',
        body: {
          gesellschaft: firma.gesellschaftId,
          rows: [
            { gevoArt, checked: true },
            { gevoArt, checked: false },
          ],
        },
      }),
      rufe(ROUTEN.ausnahmenFilter, { als: 'fa', body: { gesellschaft: firma.gesellschaftId } }),
    ]);
    expect(unbekannteFirma.status).toBe(404);
    expect(unbekannteFirma.body.message).toBe(A.gesellschaftUnbekannt(firma.gesellschaftId + 1));
    expect(unbekannteArt.status).toBe(400);
    expect(unbekannteArt.body.message).toBe(A.kategorieUnbekannt(gevoArt + 1));
    expect(doppelt.status).toBe(400);
    expect(extern.status).toBe(403);
    // Nothing of the refused saves was written.
    expect([...(await kategorieAusnahmenRepository(db).derGesellschaft(firma.gesellschaftId))]).toEqual([]);
  });
});
