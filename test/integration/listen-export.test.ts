/**
 * The lists' Excel export at the API (issue 24 §2): the inbox's export of a filtered, sorted
 * search holds exactly the rows the list route answers for it across all its pages, in the same
 * order, with the columns asked for under their German headers, dates as date cells and a
 * formula as text; a broker's export holds his own rows only, as his list does; a column the list
 * does not have is refused. An export is a job (the route answers its id, the local stack's
 * "Exportstrecke" writes the file): its status is polled until done, and the file comes from the
 * presigned link the status gives, never through the API; another user asking for the job's
 * status learns nothing of it (404). The bound (100,000 rows) is proved with a lowered bound in
 * listen-export-grenze.test.ts: creating 100,000 rows here would not say more.
 *
 * The documents are this file's own: each carries the file's agent number, by which the
 * searches narrow, so other files' documents in the shared stack do not count.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LIEFERUNGEN_TEXTE,
  LISTEN_EXPORT_TEXTE,
  POSTEINGANG_TEXTE,
  ROUTEN,
  type BiproDokument,
  type Lieferung,
  type Route,
} from '@lieferdesk/shared';
import { biproLieferungenRepository } from '@lieferdesk/functions/data/repositories/biproLieferungen';
import { deutscherTag } from '@lieferdesk/functions/zeitangabe';
import type { BiproDateiEintrag } from '@lieferdesk/functions/data/repositories/biproDateien';
import { xlsxZellenLesen, type Zelle } from '@lieferdesk/functions/dokumente/xlsx';
import { rufe } from '../helpers/api';
import { dokumentAnlegen } from '../helpers/dokumentAnlegen';
import { eindeutigeMarke } from '../helpers/eindeutig';
import { stackUmgebung } from '../helpers/einlesen';
import { alleSeiten } from '../helpers/listenSeiten';
import { exportAbwarten } from '../helpers/listenExport';

const marke = eindeutigeMarke();
const VERMITTLER = `X-${marke}`;
/** Rheinische Sachversicherung AG (demo master data). */
const FIRMA = 3;
const SPALTEN = ['policeNr', 'fileName', 'creationDate', 'brokerId'] as const;
/** Sorted by a column the server sorts over the range (not an index's order), 20 rows a page. */
const SUCHE = {
  vermittlernummer: VERMITTLER,
  filterMode: 0,
  anzahl: 20,
  sortFeld: 'policeNr',
  sortRichtung: 1,
} as const;

let fa: BiproDateiEintrag[];
let makler: BiproDateiEintrag[];

interface ExportDatei {
  url: string;
  dateiname: string;
  zeilen: number;
}

/** The export made as `als`, awaited: its job, its file's entry, and the workbook fetched from its link. */
async function exportieren(
  als: string,
  filter: Record<string, unknown>,
  spalten: readonly string[],
  route: Route = ROUTEN.dokumenteExport,
  sortierung?: { feld: string; richtung: 1 | -1 },
) {
  const { start, stand } = await exportAbwarten(route, { als, body: { filter, spalten, sortierung } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  expect(stand!.status, JSON.stringify(stand!.body)).toBe(200);
  const antwort = (stand!.body as { datei: ExportDatei }).datei;
  const datei = await fetch(antwort.url);
  expect(datei.status).toBe(200);
  expect(datei.headers.get('content-disposition')).toContain('attachment');
  const zellen = await xlsxZellenLesen(new Uint8Array(await datei.arrayBuffer()));
  return { jobId: (start.body as { jobId: string }).jobId, antwort, zellen };
}

/** The list route's rows of the search, every page, in order. */
async function listenZeilen(als: string, body: Record<string, unknown>): Promise<BiproDokument[]> {
  const { antworten } = await alleSeiten(ROUTEN.dokumenteFilter, als, body);
  return antworten.flatMap((a) => a.body.rows as BiproDokument[]);
}

const text = (z: Zelle | undefined) => z?.wert;

beforeAll(async () => {
  const db = stackUmgebung();
  const anlegen = (maklernr: string, i: number) =>
    dokumentAnlegen(db, {
      gesellschaftId: FIRMA,
      vermittlernummer: VERMITTLER,
      maklernr,
      // Delivered text that would be a formula in a spreadsheet, and a policy number of digits only.
      policeNr: i === 0 ? '=1+2' : i === 1 ? '0012345' : `POL-${marke}-${String(i).padStart(2, '0')}`,
      fileName: `Export_${marke}_${maklernr}_${i}.pdf`,
    });
  fa = [];
  for (let i = 0; i < 45; i++) fa.push(await anlegen('10001', i));
  makler = [];
  for (let i = 0; i < 3; i++) makler.push(await anlegen('20001', i));

  // Three deliveries of this file, started in an order other than their numbers'.
  const lieferungen = biproLieferungenRepository(db);
  for (const [nr, minuten] of [
    [2, 30],
    [1, 10],
    [3, 20],
  ] as const) {
    const dateStarted = new Date(Date.now() - minuten * 60_000).toISOString();
    const transferId = `${marke}-${nr}`;
    await lieferungen.beginnen({
      zugangId: 0,
      transferId,
      extZugangBezeichnung: `Zugang ${marke}`,
      gesellschaftId: FIRMA,
      maklernr: '10001',
      monat: deutscherTag(dateStarted).slice(0, 7),
      dateStarted,
      gevoArt: 100007000,
    });
    await lieferungen.abschliessen(0, transferId, { allInputFiles: nr, persistedFiles: 1 }, dateStarted);
  }
}, 120_000);

describe('Excel-Export des Posteingangs', () => {
  it('hält genau die Zeilen der Liste über alle Seiten, in ihrer Reihenfolge, typisiert', async () => {
    const liste = await listenZeilen('admin', SUCHE);
    // Every page was read: more rows than a page, all of this file's documents.
    expect(liste.length).toBe(fa.length + makler.length);

    const { antwort, zellen } = await exportieren('admin', SUCHE, SPALTEN);
    expect(antwort.zeilen).toBe(liste.length);
    expect(antwort.dateiname).toMatch(/^BiPRO Dokumente_\d{4}-\d{2}-\d{2}\.xlsx$/);
    const [kopf, ...zeilen] = zellen;
    expect(kopf!.map(text)).toEqual(SPALTEN.map((s) => POSTEINGANG_TEXTE.spalten[s]));
    expect(zeilen.length).toBe(liste.length);
    // The same rows in the same order: the file names, one per document.
    expect(zeilen.map((z) => text(z[1]))).toEqual(liste.map((r) => r.fileName));
    // A formula stays text (neutralised), digits of a policy number stay text as written.
    const policen = zeilen.map((z) => text(z[0]));
    expect(policen).toContain("'=1+2");
    expect(policen).toContain('0012345');
    expect(policen.filter((p) => typeof p !== 'string')).toEqual([]);
    // The creation date is a date cell of that day (German time), not text.
    for (const [i, z] of zeilen.entries()) {
      expect(z[2]!.wert, `Zeile ${i + 2}`).toBeInstanceOf(Date);
      const erstellt = new Date(liste[i]!.creationDate);
      expect(Math.abs((z[2]!.wert as Date).getTime() - erstellt.getTime())).toBeLessThanOrEqual(
        2 * 3_600_000,
      );
    }
    expect(new Set(zeilen.map((z) => text(z[3])))).toEqual(new Set(['10001', '20001']));
  });

  it('eines Maklers hält nur seine Zeilen, wie seine Liste, und nur er sieht den Auftrag', async () => {
    const liste = await listenZeilen('makler', SUCHE);
    expect(liste.map((r) => r.fileName).sort()).toEqual(makler.map((d) => d.fileName).sort());
    const { jobId, antwort, zellen } = await exportieren('makler', SUCHE, ['fileName']);
    expect(antwort.zeilen).toBe(makler.length);
    expect(zellen.slice(1).map((z) => text(z[0]))).toEqual(liste.map((r) => r.fileName));
    // His job is his: another user — an internal one who sees every row too — gets 404, no link.
    for (const als of ['fa', 'admin']) {
      const fremd = await rufe(ROUTEN.listenExportStand, { als, query: { id: jobId } });
      expect(fremd.status, als).toBe(404);
      expect(JSON.stringify(fremd.body)).not.toContain('http');
    }
    // An id that is no export job at all: the same answer.
    const unbekannt = await rufe(ROUTEN.listenExportStand, { als: 'makler', query: { id: 'export-x' } });
    expect(unbekannt.status).toBe(404);

    const { zellen: vonFa } = await exportieren('fa', SUCHE, ['fileName']);
    expect(
      vonFa
        .slice(1)
        .map((z) => text(z[0]))
        .sort(),
    ).toEqual(fa.map((d) => d.fileName).sort());
  });

  it('weist eine Spalte ab, die die Liste nicht hat', async () => {
    const antwort = await rufe(ROUTEN.dokumenteExport, {
      als: 'admin',
      body: { filter: SUCHE, spalten: ['fileName', 'passwort'] },
    });
    expect(antwort.status).toBe(400);
    expect(antwort.body.message).toBe(LISTEN_EXPORT_TEXTE.unbekannteSpalte('passwort'));
  });

  it('prüft den Filter wie die Liste', async () => {
    const antwort = await rufe(ROUTEN.dokumenteExport, {
      als: 'admin',
      body: { filter: { ...SUCHE, filterMode: 7 }, spalten: ['fileName'] },
    });
    expect(antwort.status).toBe(400);
  });
});

describe('Excel-Export der Lieferungen, die auf dem Server sortiert werden', () => {
  it('in der Sortierung der Liste über alle Seiten, mit typisierten Zellen', async () => {
    // Sorted by delivery number descending, as a click on the column asks the list route.
    const filter = { sortFeld: 'transferId', sortRichtung: -1 };
    const liste = await rufe(ROUTEN.lieferungenFilter, { als: 'admin', body: filter });
    expect(liste.status, JSON.stringify(liste.body)).toBe(200);
    const eigene = (liste.body.rows as Lieferung[]).filter((z) => z.transferId.startsWith(marke));
    expect(eigene.map((z) => z.transferId)).toEqual([`${marke}-3`, `${marke}-2`, `${marke}-1`]);

    const {
      zellen: [kopf, ...zeilen],
    } = await exportieren(
      'admin',
      filter,
      ['transferId', 'dateStarted', 'allInputFiles'],
      ROUTEN.lieferungenExport,
    );
    const S = LIEFERUNGEN_TEXTE.spalten;
    expect(kopf!.map(text)).toEqual([S.transferId, S.dateStarted, S.allInputFiles]);
    // Other files' deliveries may come meanwhile: the rows are compared by this file's own, in
    // the list's order.
    const meine = zeilen.filter((z) => (text(z[0]) as string).startsWith(marke));
    expect(meine.map((z) => text(z[0]))).toEqual(eigene.map((z) => z.transferId));
    for (const z of meine) {
      expect(z[1]!.wert).toBeInstanceOf(Date);
      expect(typeof z[2]!.wert).toBe('number');
    }
    expect(meine.map((z) => z[2]!.wert)).toEqual([3, 2, 1]);
  });
});
