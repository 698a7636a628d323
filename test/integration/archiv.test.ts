/**
 * The BiPRO archive through the API (reference §2.9, §5, §9): its search — the 6-month default,
 * each filter (company, exact German days, VSNR in another spelling, the customer's surname,
 * GeVo-Art, file name as a part and with * and ?), newest first, deleted and other lists' files
 * never — the broker's scope by list and by id, the server's pages (none skipped or repeated,
 * sorted by date, size and customer name; a token of another user or search, or altered: 400),
 * and the viewer's link: a presigned URL whose bytes are the stored file's, inline as PDF or as
 * text, and none for a file without content.
 *
 * The test's files are its own (archivAnlegen): other files of the stack may be in the archive,
 * so every assertion looks at the test's ids only.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { BIPRO_DATEI_TEXTE, ROUTEN, type ArchivEintrag } from '@lieferdesk/shared';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import { rufe } from '../helpers/api';
import { archivAnlegen } from '../helpers/archiv';
import { eindeutigeMarke, eindeutigeZahl } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { alleSeiten, seitenweisePruefen } from '../helpers/listenSeiten';

const TAG = 86_400_000;
const vor = (ms: number) => new Date(Date.now() - ms);

const marke = eindeutigeMarke();
const pdf = Buffer.from(`%PDF-1.4\n% Archiv ${marke}\n%%EOF\n`, 'latin1');
const xml = Buffer.from(`<?xml version="1.0"?><Antrag><Nr>${marke}</Nr></Antrag>`);
const gevoArt = eindeutigeZahl(900_000_000, 999_999_999);
const vsnr = `${eindeutigeZahl(10_000_000, 99_999_999)}`;

/** The test's files by role. */
let d: Record<'police' | 'antrag' | 'fremd' | 'alt' | 'leer' | 'geloescht' | 'dokument', BiproDateiEintrag>;

beforeAll(async () => {
  const db = stackUmgebung();
  const [police, antrag, fremd, alt, leer, geloescht, dokument] = await archivAnlegen(db, [
    {
      fileName: `police-${marke}.PDF`,
      inhalt: pdf,
      maklernr: '10001',
      gesellschaftId: 1,
      zeit: vor(60 * 60_000),
      mehr: { gevoArt, policeNr: `VSNR ${vsnr}`, customerSurname: `Müller${marke}`, customerName: 'Max' },
    },
    {
      fileName: `antrag-${marke}.xml`,
      inhalt: xml,
      maklernr: '10001',
      gesellschaftId: 2,
      zeit: vor(150 * TAG),
      mehr: { gevoArt: gevoArt + 1, customerSurname: `Schulz${marke}` },
    },
    { fileName: `fremd-${marke}.pdf`, inhalt: pdf, maklernr: '20001', gesellschaftId: 1, zeit: vor(2 * TAG) },
    { fileName: `alt-${marke}.pdf`, inhalt: pdf, maklernr: '10001', gesellschaftId: 1, zeit: vor(215 * TAG) },
    { fileName: `leer-${marke}.pdf`, maklernr: '10001', gesellschaftId: 1, zeit: vor(2 * 60 * 60_000) },
    {
      fileName: `geloescht-${marke}.pdf`,
      inhalt: pdf,
      maklernr: '10001',
      gesellschaftId: 1,
      zeit: vor(TAG),
      mehr: { invisible: true },
    },
    {
      fileName: `dokument-${marke}.pdf`,
      inhalt: pdf,
      maklernr: '10001',
      gesellschaftId: 1,
      zeit: vor(TAG),
      mehr: { ziel: 'dokument', zuordnung: 0 },
    },
  ]);
  d = {
    police: police!,
    antrag: antrag!,
    fremd: fremd!,
    alt: alt!,
    leer: leer!,
    geloescht: geloescht!,
    dokument: dokument!,
  };
});

/** The archive's rows of a search, all its pages (the stack holds other files' rows), in their order. */
async function zeilen(body: object, als = 'admin', anzahl = 500): Promise<ArchivEintrag[]> {
  const { antworten } = await alleSeiten(ROUTEN.archivFilter, als, { anzahl, ...body });
  return antworten.flatMap((a) => a.body.rows as ArchivEintrag[]);
}

/** The test's files a search finds, by role, in the answer's order. */
async function gefunden(body: object, als = 'admin'): Promise<string[]> {
  const rolle = new Map(Object.entries(d).map(([name, datei]) => [datei.id, name]));
  return (await zeilen(body, als)).flatMap((z) => (rolle.has(z.id) ? [rolle.get(z.id)!] : []));
}

describe('Suche im BiPRO Archiv', () => {
  it('ohne Filter: die letzten 6 Monate, neueste zuerst, ohne gelöschte und fremde Listen', async () => {
    expect(await gefunden({})).toEqual(['police', 'leer', 'fremd', 'antrag']);
    // The older file is there, for a range that reaches it.
    const alt = deutscherTag(d.alt.creationDate);
    expect(await gefunden({ fromDate: alt, toDate: alt })).toEqual(['alt']);
  });

  it('zeigt die Spalten des Archivdatensatzes', async () => {
    const antwort = await rufe(ROUTEN.archivFilter, { als: 'admin', body: { fileName: d.police.fileName } });
    expect(antwort.body.rows).toEqual([
      {
        id: d.police.id,
        gesellschaftId: 1,
        transferId: d.police.transferId,
        gevoArt,
        policeNr: `VSNR ${vsnr}`,
        kundenname: `Müller${marke}, Max`,
        fileName: d.police.fileName,
        fileSize: pdf.length,
        dateCreated: d.police.creationDate,
        cause: d.police.cause,
        maklernr: '10001',
        extUserName: 'makler10001',
      },
    ]);
  });

  it('filtert nach Gesellschaft, Tagen, VSNR, Kundenname, GeVo-Art und Dateiname mit Platzhaltern', async () => {
    const tag = (datei: BiproDateiEintrag) => deutscherTag(datei.creationDate);
    const ergebnisse = await Promise.all([
      gefunden({ gesellschaftId: 2 }),
      gefunden({ fromDate: tag(d.antrag), toDate: tag(d.antrag) }),
      gefunden({ fromDate: tag(d.fremd), toDate: tag(d.police) }),
      gefunden({ policeNr: `k-${vsnr.slice(0, 4)} ${vsnr.slice(4)}` }),
      gefunden({ kundenname: `MUELLER${marke.slice(0, 3)}` }),
      gefunden({ kundenname: `schulz` }),
      gefunden({ gevoArt }),
      gefunden({ fileName: `*-${marke}.xml` }),
      gefunden({ fileName: `police-${marke}.p?f` }),
      gefunden({ fileName: `fremd-${marke}` }),
      gefunden({ fileName: `?-${marke}.pdf` }),
      gefunden({ gesellschaftId: 1, fileName: '*.pdf', fromDate: tag(d.fremd) }),
    ]);
    expect(ergebnisse).toEqual([
      ['antrag'],
      ['antrag'],
      ['police', 'leer', 'fremd'],
      ['police'],
      ['police'],
      ['antrag'],
      ['police'],
      ['antrag'],
      ['police'],
      ['fremd'],
      [],
      ['police', 'leer', 'fremd'],
    ]);
  });

  it('ein Makler sieht nur die Dateien seiner Maklernummer; die Struktur zählt im Archiv nicht', async () => {
    const [makler, fa, struktur, intern] = await Promise.all([
      gefunden({}, 'makler'),
      gefunden({ gesellschaftId: 1 }, 'fa'),
      gefunden({}, 'struktur'),
      gefunden({}, 'viewintern'),
    ]);
    expect(makler).toEqual(['fremd']);
    expect(fa).toEqual(['police', 'leer']);
    expect(struktur).toEqual([]);
    expect(intern).toEqual(['police', 'leer', 'fremd', 'antrag']);
  });

  it('blättert vom Server ohne Lücke und Doppel, nach Datum, Größe und Kundenname; fremde Marken sind 400', async () => {
    // A company of its own: its files are the test's only.
    const gesellschaftId = eindeutigeZahl(700_000, 799_999);
    const jetzt = Date.now();
    const seiten = await archivAnlegen(
      stackUmgebung(),
      Array.from({ length: 45 }, (_, i) => ({
        fileName: `seite-${i}-${marke}.pdf`,
        inhalt: Buffer.alloc(100 + (i % 7), 'x'),
        maklernr: '10001',
        gesellschaftId,
        zeit: new Date(jetzt - (i + 1) * 60_000),
        // Surnames in another order than time, some alike (the tie goes by time).
        mehr: { customerSurname: `Seite${marke}${String.fromCharCode(65 + ((i * 7) % 26))}` },
      })),
    );
    const erwartet = seiten.map((s) => s.id);
    const body = { gesellschaftId };
    await seitenweisePruefen(ROUTEN.archivFilter, {
      als: 'admin',
      fremd: 'intern',
      body,
      anzahl: 20,
      erwartet,
      anderesSortFeld: 'dateCreated',
    });
    // A broker: his broker number's index, the company a filter over it.
    await seitenweisePruefen(ROUTEN.archivFilter, {
      als: 'fa',
      fremd: 'makler',
      body,
      anzahl: 20,
      erwartet,
      anderesSortFeld: 'dateCreated',
    });
    // Newest first by default, oldest first by date ascending.
    const neueste = (await zeilen(body, 'admin', 20)).map((z) => z.id);
    expect(neueste).toEqual(erwartet);
    const aelteste = await zeilen({ ...body, sortFeld: 'dateCreated', sortRichtung: 1 }, 'admin', 20);
    expect(aelteste.map((z) => z.id)).toEqual([...erwartet].reverse());
    // Another column: sorted over the range's rows, a page at a time.
    const groessen = (await zeilen({ ...body, sortFeld: 'fileSize', sortRichtung: -1 }, 'admin', 20)).map(
      (z) => z.fileSize,
    );
    expect(groessen).toHaveLength(45);
    expect(groessen).toEqual([...groessen].sort((x, y) => y - x));
    // The customer's name without a company or broker: the surname index, its pages in its order.
    const namen = await zeilen(
      { kundenname: `Seite${marke}`, sortFeld: 'kundenname', sortRichtung: 1 },
      'admin',
      20,
    );
    expect(namen.map((z) => z.id).sort((x, y) => x - y)).toEqual([...erwartet].sort((x, y) => x - y));
    const kunden = namen.map((z) => z.kundenname ?? '');
    expect(kunden).toEqual([...kunden].sort((x, y) => x.localeCompare(y, 'de')));
  });

  it('weist einen ungültigen Filter mit 400 ab', async () => {
    const antwort = await rufe(ROUTEN.archivFilter, { als: 'admin', body: { fromDate: '31.12.2026' } });
    expect(antwort.status).toBe(400);
  });
});

describe('Anzeigen einer archivierten Datei', () => {
  const link = (id: number, als = 'admin', anzeigen = 'true') =>
    rufe(ROUTEN.archivDateiAnzeigen, { als, query: { id, anzeigen } });

  it('gibt einen Link auf die gespeicherten Bytes: PDF und Text inline, sonst als Download', async () => {
    const [police, antrag, download] = await Promise.all([
      link(d.police.id),
      link(d.antrag.id),
      link(d.antrag.id, 'admin', 'false'),
    ]);
    expect(police.status, JSON.stringify(police.body)).toBe(200);
    expect(police.body).toMatchObject({ dateiname: d.police.fileName, inhaltstyp: 'application/pdf' });
    expect(antrag.body).toMatchObject({ dateiname: d.antrag.fileName, inhaltstyp: 'text/plain' });
    expect(download.body).toMatchObject({ dateiname: d.antrag.fileName, inhaltstyp: 'application/xml' });

    const [pdfAntwort, xmlAntwort, downloadAntwort] = (await Promise.all(
      [police, antrag, download].map((a) => fetch(a.body.url as string)),
    )) as [Response, Response, Response];
    expect(pdfAntwort.status).toBe(200);
    expect(pdfAntwort.headers.get('content-type')).toBe('application/pdf');
    expect(pdfAntwort.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await pdfAntwort.arrayBuffer()).equals(pdf)).toBe(true);
    expect(xmlAntwort.headers.get('content-type')).toBe('text/plain');
    expect(Buffer.from(await xmlAntwort.arrayBuffer()).equals(xml)).toBe(true);
    expect(downloadAntwort.headers.get('content-disposition')).toMatch(/^attachment;/);
    await downloadAntwort.arrayBuffer();
  });

  it('ohne Inhalt: kein Link (das Modal „Keine Daten“)', async () => {
    const antwort = await link(d.leer.id);
    expect(antwort.status).toBe(200);
    expect(antwort.body).toEqual({ dateiname: d.leer.fileName, inhaltstyp: 'application/pdf' });
  });

  it('eine fremde, gelöschte, unbekannte oder nicht archivierte Datei ist nicht da (404)', async () => {
    const [fremdFuerFa, eigenFuerMakler, geloescht, dokument, unbekannt, eigenFuerFa] = await Promise.all([
      link(d.fremd.id, 'fa'),
      link(d.police.id, 'makler'),
      link(d.geloescht.id),
      link(d.dokument.id),
      link(999_999_999),
      link(d.police.id, 'fa'),
    ]);
    for (const [antwort, id] of [
      [fremdFuerFa, d.fremd.id],
      [eigenFuerMakler, d.police.id],
      [geloescht, d.geloescht.id],
      [dokument, d.dokument.id],
      [unbekannt, 999_999_999],
    ] as const) {
      expect(antwort.status).toBe(404);
      // The same answer for every case: the scope does not tell what exists.
      expect(antwort.body).toEqual({ message: BIPRO_DATEI_TEXTE.nichtGefunden([id]) });
    }
    expect(eigenFuerFa.status).toBe(200);
  });
});
