/**
 * Benchmark of the BiPRO lists (`npm run bench:lists`), not a test: prints figures.
 *
 * Starts a local stack in a temp folder (DynamoDB Local in memory, as the tests run it; the web
 * app from a copy of web/dist — run `npm run build:web` first), writes a year of BiPRO traffic into its
 * table (listen-daten.ts: 200,000 documents, 20,000 GDV files, 20,000 deliveries, 30 companies)
 * and asks, as `admin` through the API, RUNDEN times one request at a time:
 *
 * - the inbox (POST /bipro_documents/filter) for the last full calendar month: (a) one company —
 *   the biggest, the worst case —, (b) all companies, (c) a customer-name search ('Müller');
 *   in filter mode 0 (not assigned: the clerk's worklist, what the screen opens with) and 2
 *   (automatically assigned: the big list, cut at 5,000); the name search in mode 2, since only
 *   assigned documents carry a customer;
 * - the inbox's second page of that month, all companies, mode 2 (a page change: asked for by the
 *   first page's token);
 * - the deliveries and the GDV files of that month, all companies;
 * - the start page's one call (GET /uebersicht/kennzahlen) as `admin` and as the broker `fa`,
 *   from the aggregates listen-daten.ts writes beside the files.
 *
 * For each: p50 and p95 of the answer time, rows, answer size, whether the list was cut (`mess`),
 * the DynamoDB requests per call — and the same criteria asked of the repository directly
 * (`liste`, in this process: what the reads cost without HTTP, the handler and JSON). Then, in
 * headless Chromium, the time from navigating to /intern/bipro/documents until the table shows
 * rows, and a sort click and a page change on a 5,000-row result (listen-browser.ts).
 *
 *   npm run bench:lists [-- <documents> [<rounds>]] [--ohne-browser]
 *
 * DynamoDB Local is not AWS: what carries
 * over is how much a call reads, not the milliseconds.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Entity } from 'electrodb';
import { LISTEN_GRENZE, ROUTEN, type Route } from '@lieferdesk/shared';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { biproDateiSchema } from '@lieferdesk/functions/data/entities/biproDatei';
import { itemGroesse } from '@lieferdesk/functions/data/itemGroesse';
import {
  biproDateienRepository,
  namensSchluessel,
  type ListenKriterien,
} from '@lieferdesk/functions/data/repositories/biproDateien';
import { zeitraum } from '@lieferdesk/functions/zeitangabe';
import { LOKALE_TABELLE, starteLokalenStack } from '../stack';
import { anfragen, anmelden } from '../api-client';
import { benchDatenSchreiben, UMFANG, type Umfang } from './listen-daten';
import { messen } from './messen';
import { browserMessen } from './listen-browser';

const argumente = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const DOKUMENTE = Number(argumente[0] ?? UMFANG.dokumente);
const RUNDEN = Number(argumente[1] ?? 30);
const MIT_BROWSER = !process.argv.includes('--ohne-browser');
const WEB_DIST = resolve(import.meta.dirname, '../../../web/dist');
/** The customer name a clerk searches for: the commonest German surname. */
const NAME = 'Müller';

const umfang: Umfang = {
  ...UMFANG,
  dokumente: DOKUMENTE,
  gdvDateien: Math.round(DOKUMENTE / 10),
  lieferungen: Math.round(DOKUMENTE / 10),
};

/** The last full calendar month (German calendar), as the date filter's first and last day. */
function letzterVollerMonat(jetzt = new Date()): { fromDate: string; toDate: string; monat: string } {
  const tag = zeitraum({}, jetzt).bisTag;
  const [jahr, monat] = tag.split('-').map(Number) as [number, number];
  const vorher = monat === 1 ? [jahr - 1, 12] : [jahr, monat - 1];
  const m = `${vorher[0]}-${String(vorher[1]).padStart(2, '0')}`;
  const letzter = new Date(Date.UTC(vorher[0]!, vorher[1]!, 0)).getUTCDate();
  return { fromDate: `${m}-01`, toDate: `${m}-${letzter}`, monat: m };
}

interface Fall {
  name: string;
  route: Route;
  body: Record<string, unknown>;
  /** The same read asked of the repository (documents and GDV files). */
  kriterien?: ListenKriterien;
  /** The search's second page: asked for by the first page's token (`weiter`). */
  zweiteSeite?: boolean;
}

function faelle(gesellschaftId: number): Fall[] {
  const { fromDate, toDate, monat } = letzterVollerMonat();
  const { von, bis } = zeitraum({ dateFrom: fromDate, dateTo: toDate });
  const basis = { monate: [monat], von, bis, grenze: LISTEN_GRENZE };
  const dokumente = (
    name: string,
    filterMode: 0 | 2,
    mehr: Record<string, unknown>,
    eng: Partial<ListenKriterien>,
  ): Fall => ({
    name: `Dokumente ${name}, Modus ${filterMode}`,
    route: ROUTEN.dokumenteFilter,
    body: { fromDate, toDate, filterMode, ...mehr },
    kriterien: { ...basis, fach: `dokument-${filterMode}`, ...eng },
  });
  return [
    dokumente('(a) Monat + Gesellschaft', 0, { gesellschaftId }, { gesellschaftId }),
    dokumente('(a) Monat + Gesellschaft', 2, { gesellschaftId }, { gesellschaftId }),
    dokumente('(b) Monat, alle', 0, {}, {}),
    dokumente('(b) Monat, alle', 2, {}, {}),
    dokumente(`(c) Kundenname '${NAME}'`, 2, { customerName: NAME }, { nachname: namensSchluessel(NAME) }),
    {
      // The inbox's first search: the last month up to today, by surname descending (keyset, gsi5).
      name: 'Dokumente Standard des Posteingangs (Modus 0, bis heute, nach Kundenname)',
      route: ROUTEN.dokumenteFilter,
      body: { filterMode: 0, sortFeld: 'customerSurname', sortRichtung: -1 },
    },
    {
      // A column no index orders: the range up to LISTEN_GRENZE read and sorted on the server.
      name: 'Dokumente (b) Monat, alle, Modus 2, nach Dateiname',
      route: ROUTEN.dokumenteFilter,
      body: { fromDate, toDate, filterMode: 2, sortFeld: 'fileName', sortRichtung: 1 },
    },
    {
      // A page change: the second page by the first's token.
      name: 'Dokumente (b) Monat, alle, Modus 2, zweite Seite',
      route: ROUTEN.dokumenteFilter,
      body: { fromDate, toDate, filterMode: 2 },
      zweiteSeite: true,
    },
    {
      name: 'Lieferungen Monat, alle',
      route: ROUTEN.lieferungenFilter,
      body: { dateFrom: fromDate, dateTo: toDate, gesellschaft: 'PARAMETER_ALLE' },
    },
    {
      name: 'GDV-Dateien Monat, alle',
      route: ROUTEN.gdvDateienFilter,
      body: { fromDate, toDate },
      kriterien: { ...basis, fach: 'gdv' },
    },
  ];
}

const ms = (n: number) => `${n.toFixed(0)} ms`;
/** A paged list's count beside its page's rows (the lists the server pages; the others have none). */
const gesamtText = (body: { gesamt?: number; gesamtGenau?: boolean }) =>
  body.gesamt === undefined
    ? ''
    : ` von ${body.gesamtGenau ? '' : 'mehr als '}${body.gesamt.toLocaleString('de-DE')}`;

/**
 * A copy of the built web app in the bench's folder, served from there: a build started meanwhile
 * (it empties web/dist first) cannot pull the app from under the browser. Undefined without a
 * complete build (index.html and what it loads).
 */
function webKopie(ziel: string): string | undefined {
  if (!existsSync(join(WEB_DIST, 'index.html'))) return undefined;
  cpSync(WEB_DIST, ziel, { recursive: true });
  const html = readFileSync(join(ziel, 'index.html'), 'utf8');
  const geladen = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1]!);
  return geladen.every((datei) => existsSync(join(ziel, datei))) ? ziel : undefined;
}

/** The stored documents' size as DynamoDB counts it (a sample of the last month). */
async function itemGroessen(db: Datenbank, monat: string): Promise<string> {
  const entitaet = new Entity(biproDateiSchema, { table: db.tabelle, client: db.client });
  const roh = await entitaet.query.fach({ fach: 'dokument-2', monat }).go({ data: 'raw', limit: 500 });
  const items = (roh.data as unknown as { Items?: Record<string, unknown>[] }).Items ?? [];
  const groessen = items.map(itemGroesse);
  const mittel = groessen.reduce((a, b) => a + b, 0) / Math.max(1, groessen.length);
  return `${mittel.toFixed(0)} B je Dokument (Tabelle und jeder der 4 Indizes, Projektion ALL)`;
}

/**
 * The start page's one call (GET /uebersicht/kennzahlen) at this data size: as `admin` (the
 * scope 'alle') and as the broker `fa` (his own partition) — it reads the aggregates, so its time
 * should not grow with the documents.
 */
async function uebersichtMessen(stack: Awaited<ReturnType<typeof starteLokalenStack>>) {
  for (const benutzer of ['admin', 'fa']) {
    const rufe = anfragen(stack, await anmelden(stack, benutzer));
    const m = await messen(RUNDEN, () => rufe(ROUTEN.uebersichtKennzahlen));
    const { status, text, body } = m.letztes;
    if (status !== 200) throw new Error(`Übersicht: ${status} ${text}`);
    console.log(
      `Übersicht als ${benutzer}: API p50 ${ms(m.p50)}, p95 ${ms(m.p95)}; ` +
        `${(body.lieferungen as unknown[]).length} Tage × Gesellschaften, ${(body.quote as unknown[]).length} Wochen × Gesellschaften, ` +
        `${(text.length / 1024).toFixed(0)} KB; DynamoDB je Aufruf: ${JSON.stringify(m.anfragen)}`,
    );
  }
}

async function main() {
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-'));
  console.log(`Lokaler Stack in ${verzeichnis} …`);
  const webDist = MIT_BROWSER ? webKopie(join(verzeichnis, 'web')) : undefined;
  const stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false, webDist });
  try {
    const db = datenbankFuer(LOKALE_TABELLE, stack.dynamoEndpoint);
    const beginn = Date.now();
    const { gesellschaften } = await benchDatenSchreiben(db, {
      umfang,
      fortschritt: (n, gesamt) =>
        process.stdout.write(
          `\r${n.toLocaleString('de-DE')} von ${gesamt.toLocaleString('de-DE')} Einträgen`,
        ),
    });
    const sekunden = (Date.now() - beginn) / 1000;
    const gesamt = umfang.dokumente + umfang.gdvDateien + umfang.lieferungen;
    console.log(
      `\n${umfang.dokumente.toLocaleString('de-DE')} Dokumente, ${umfang.gdvDateien.toLocaleString('de-DE')} GDV-Dateien, ` +
        `${umfang.lieferungen.toLocaleString('de-DE')} Lieferungen über ${umfang.monate} Monate, ` +
        `${gesellschaften.length} Gesellschaften: ${sekunden.toFixed(0)} s (${(gesamt / sekunden).toFixed(0)} Einträge/s)`,
    );
    await stack.vorbereitet;
    console.log(await itemGroessen(db, letzterVollerMonat().monat));

    const groesste = gesellschaften[0]!;
    console.log(
      `Zeitraum ${letzterVollerMonat().fromDate} bis ${letzterVollerMonat().toDate}; ` +
        `Gesellschaft: ${groesste.name} (die größte); ${RUNDEN} Anfragen nacheinander je Fall, als admin`,
    );
    const rufe = anfragen(stack, await anmelden(stack, 'admin'));
    const repo = biproDateienRepository(db);
    for (const fall of faelle(groesste.gesellschaftId)) {
      const seite = fall.zweiteSeite
        ? ((await rufe(fall.route, { body: fall.body })).body.weiter as string | undefined)
        : undefined;
      if (fall.zweiteSeite && !seite) throw new Error(`${fall.name}: keine zweite Seite`);
      const anfrage = seite ? { ...fall.body, seite } : fall.body;
      const m = await messen(RUNDEN, () => rufe(fall.route, { body: anfrage }));
      const { status, text, body } = m.letztes;
      if (status !== 200) throw new Error(`${fall.name}: ${status} ${text}`);
      console.log(
        `${fall.name}: API p50 ${ms(m.p50)}, p95 ${ms(m.p95)}; ${(body.rows as unknown[]).length} Zeilen${gesamtText(body)}, ` +
          `${(text.length / 1024).toFixed(0)} KB, gekappt: ${body.mess ? 'ja' : 'nein'}; ` +
          `DynamoDB je Aufruf: ${JSON.stringify(m.anfragen)}`,
      );
      if (fall.kriterien) {
        const k = fall.kriterien;
        const r = await messen(RUNDEN, () => repo.liste(k));
        console.log(
          `  Repository allein: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}; ${r.letztes.zeilen.length} Zeilen` +
            `${r.letztes.mehr ? ' (mehr)' : ''}; DynamoDB je Aufruf: ${JSON.stringify(r.anfragen)}`,
        );
      }
    }

    await uebersichtMessen(stack);

    if (!MIT_BROWSER) return;
    if (!webDist) {
      console.log('Browser: web/dist unvollständig (npm run build:web) — übersprungen');
      return;
    }
    const { fromDate, toDate } = letzterVollerMonat();
    const b = await browserMessen(stack.url, {
      runden: 5,
      grosseListe: { fromDate, toDate, filterMode: 2 },
    });
    console.log(
      `Browser: Navigation bis Zeilen sichtbar: erste ${ms(b.erste)}, danach p50 ${ms(b.navigation.p50)}, ` +
        `max ${ms(b.navigation.max)} (Antwort des Filteraufrufs da nach p50 ${ms(b.antwort.p50)}; ` +
        `${b.zeilenStandard} Zeilen im Standardfilter)`,
    );
    console.log(
      `  ${b.zeilenGross} Zeilen: Sortierklick p50 ${ms(b.sortieren.p50)}, max ${ms(b.sortieren.max)}; ` +
        `Seitenwechsel p50 ${ms(b.blaettern.p50)}, max ${ms(b.blaettern.max)}`,
    );
  } finally {
    await stack.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
