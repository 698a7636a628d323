/**
 * Benchmark of the workbench's list (`npm run bench:werkbank`), not a test: prints figures.
 *
 * Starts a local stack in a temp folder (DynamoDB Local in memory, as the tests run it), puts
 * ZEILEN lines of this month into its table — DATEIEN files of equal size, dated over the last
 * days, lines written through the line repository (the items the read pipeline writes, list
 * index included), most read (0), every 20th faulty (-4), every 10th booked (2) so the default
 * filter drops some — and asks, as `admin` through the API, for the first page of the default
 * filter (reference §9: last month, aktive, status -1000 to 1) RUNDEN times, one request at a
 * time. Prints p50 and p95 of the answer time, the rows and the total the page gives, and the
 * DynamoDB requests one page sends.
 *
 *   npm run bench:werkbank [-- <lines> [<rounds>]]
 *
 * DynamoDB Local is not AWS: what carries over is how much a page reads, not the milliseconds.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROUTEN, type ImportFilter } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import { DATEI_STATUS } from '@lieferdesk/functions/domain/dateiStatus';
import { LOKALE_TABELLE, starteLokalenStack } from '../stack';
import { anmelden, api } from '../api-client';
import { messen } from './messen';

const ZEILEN = Number(process.argv[2] ?? 100_000);
const RUNDEN = Number(process.argv[3] ?? 50);
const DATEIEN = 50;
/** File numbers far above what the demo data uses. */
const ERSTE_DATEI = 900_000;

function statusDerZeile(n: number): number {
  if (n % 20 === 0) return -4;
  return n % 10 === 0 ? 2 : 0;
}

/** DATEIEN files of this month with ZEILEN lines in all, written as the read pipeline leaves them. */
async function monatAnlegen(db: ReturnType<typeof datenbankFuer>): Promise<void> {
  const dateien = importDateienRepository(db);
  const zeilen = importZeilenRepository(db);
  const jeDatei = Math.ceil(ZEILEN / DATEIEN);
  const jetzt = Date.now();
  for (let i = 0; i < DATEIEN; i++) {
    const id = ERSTE_DATEI + i;
    const anzahl = Math.min(jeDatei, ZEILEN - i * jeDatei);
    if (anzahl <= 0) break;
    // Newest last: over the last 20 days, one file every 9.6 hours.
    const dateFrom = new Date(jetzt - (DATEIEN - i) * 9.6 * 3600_000).toISOString();
    await dateien.anlegen({
      id,
      fileName: `bench-${id}.gdv`,
      bucket: 'bench',
      key: `bench/${id}.gdv`,
      modus: 1,
      status: DATEI_STATUS.gelesen,
      dateFrom,
      zeilenGesamt: anzahl,
      numRows: anzahl,
      gesellschaft: 'Bench Versicherung',
      interfaceName: 'GDV',
      journal: [],
    });
    const stapel: ImportZeileDaten[] = [];
    for (let n = 1; n <= anzahl; n++) {
      const status = statusDerZeile(n);
      stapel.push({
        dateiId: id,
        zeile: n,
        status,
        use4Booking: 1,
        satz: '0200#1',
        roh: `${'0200'}${String(n).padStart(10, '0')}`.padEnd(256, ' '),
        ...(status < 0 ? { grund: 'Vertrag nicht gefunden' } : {}),
        journal: [{ zeit: dateFrom, text: 'Eingelesen' }],
      });
    }
    await zeilen.schreiben(stapel);
    process.stdout.write(
      `\r${Math.min(ZEILEN, (i + 1) * jeDatei).toLocaleString('de-DE')} Zeilen geschrieben`,
    );
  }
  process.stdout.write('\n');
}

/** The default filter of reference §9 as the screen sends it on a first visit (web filter.ts). */
function standardFilter(): ImportFilter {
  const heute = new Date();
  const tag = (d: Date) => d.toISOString().slice(0, 10);
  const vorMonat = new Date(heute);
  vorMonat.setUTCMonth(vorMonat.getUTCMonth() - 1);
  return {
    modus: 1,
    fromDate: tag(vorMonat),
    toDate: tag(heute),
    gesellschaft: 'PARAMETER_ALLE',
    use4Booking: 1,
    statusFrom: -1000,
    statusTo: 1,
  } as ImportFilter;
}

async function main() {
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-'));
  console.log(`Lokaler Stack in ${verzeichnis} …`);
  const stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false });
  try {
    const db = datenbankFuer(LOKALE_TABELLE, stack.dynamoEndpoint);
    const beginn = Date.now();
    await monatAnlegen(db);
    console.log(
      `${ZEILEN.toLocaleString('de-DE')} Zeilen in ${DATEIEN} Dateien: ${((Date.now() - beginn) / 1000).toFixed(1)} s`,
    );

    const rufe = api(stack, await anmelden(stack, 'admin'));
    const filter = standardFilter();
    const m = await messen(RUNDEN, () => rufe(ROUTEN.importFilter, { body: filter }));
    const antwort = m.letztes;
    const rows = antwort.rows as unknown[];
    console.log(
      `Erste Seite des Standardfilters, ${RUNDEN} Anfragen nacheinander: ` +
        `p50 ${m.p50.toFixed(0)} ms, p95 ${m.p95.toFixed(0)} ms`,
    );
    console.log(
      `  ${rows.length} Zeilen, gesamt ${antwort.gesamtGenau ? '' : 'mehr als '}${String(antwort.gesamt)}, ` +
        `weiter: ${antwort.weiter ? 'ja' : 'nein'}; DynamoDB-Anfragen je Seite: ${JSON.stringify(m.anfragen)}`,
    );
  } finally {
    await stack.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
