/**
 * Benchmark of the import pipeline (`npm run bench:import`), not a test: prints figures.
 *
 * Starts a local stack in a temp folder (DynamoDB Local in memory, as the tests run it) in this
 * process — the API handlers and every Step Functions task run here, so this process's memory is
 * the workers' — builds a GDV delivery of ZEILEN lines from the GDV's sample file (gdv-datei.ts:
 * renumbered policy numbers, the sample's persons), and drives it through the API as a person
 * would: upload (presigned PUT + POST upload) and read, evaluate, book — each stage started by
 * its route and polled until done. Per stage: lines/s, peak RSS of this process, DynamoDB
 * requests per line (every request the repositories send is counted in one place,
 * functions/src/data/datenbank.ts), CPU seconds of this process and of DynamoDB Local (on a
 * small machine they share the cores: their sum bounds the rate), and after the stage the size
 * of the stored line items as DynamoDB counts it (bytes, write units per line — what a stage's
 * writes cost in AWS).
 *
 *   npm run bench:import [-- <lines>]
 *
 * DynamoDB Local (a Java process of its own, SQLite underneath) is not AWS: the absolute figures
 * bound nothing in AWS; the requests per line are what carries over (README, "Import pipeline:
 * design figures for AWS").
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import { ROUTEN, type Route } from '@lieferdesk/shared';
import { Entity } from 'electrodb';
import { datenbankFuer, dynamoAnfragen, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { entpackt } from '@lieferdesk/functions/data/entities/importZeileWerte';
import { importZeileSchema } from '@lieferdesk/functions/data/entities/importZeile';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { itemGroesse } from '@lieferdesk/functions/data/itemGroesse';
import { LESE_PARALLELITAET } from '../../src/lesestrecke';
import { VERARBEITUNGS_PARALLELITAET } from '../../src/verarbeitungsstrecke';
import { streckenSynthese } from '../schrittfunktionen';
import { starteLokalenStack } from '../stack';
import { vervielfachteMusterdatei } from './gdv-datei';
import { anmelden, api, warte } from '../api-client';
import { cpuSekunden, dynamoPid } from './lokal';

const ZEILEN = Number(process.argv[2] ?? 100_000);

interface Stufe {
  name: string;
  zeilen: number;
  sekunden: number;
  anfragen: Record<string, number>;
  spitzeRssMb: number;
  /** CPU seconds of this process (API, tasks) and of DynamoDB Local during the stage. */
  cpu: { worker: number; dynamoDbLocal: number };
  /** Line items as stored after the stage (a sample of chunks): bytes and write units. */
  zeilenItems?: ItemGroessen;
}

interface ItemGroessen {
  bytes: number;
  /** Share of items above 1 KB (more than one write unit each). */
  ueber1Kb: number;
  wcuJeZeile: number;
  /** The same items with `felder` and `treffer` as DynamoDB maps (their former form). */
  alsMap: { bytes: number; wcuJeZeile: number };
}

/** The stored line items of the first chunks, as DynamoDB sizes them (raw items, no decoding). */
async function zeilenGroessen(db: Datenbank, dateiId: number): Promise<ItemGroessen> {
  const entitaet = new Entity(importZeileSchema, { table: db.tabelle, client: db.client });
  const items: Record<string, unknown>[] = [];
  for (let abschnitt = 0; abschnitt < 3; abschnitt++) {
    const roh = await entitaet.query.primary({ dateiId, abschnitt }).go({ data: 'raw', pages: 'all' });
    items.push(...((roh.data as unknown as { Items?: Record<string, unknown>[] }).Items ?? []));
  }
  const alsMap = (i: Record<string, unknown>) => ({
    ...i,
    felder: entpackt(i.felder),
    treffer: entpackt(i.treffer),
  });
  const n = Math.max(1, items.length);
  const mittel = (g: number[]) => Math.round(g.reduce((a, b) => a + b, 0) / n);
  const wcu = (g: number[]) => Number((g.reduce((a, x) => a + Math.ceil(x / 1024), 0) / n).toFixed(2));
  const groessen = items.map(itemGroesse);
  const mapGroessen = items.map((i) => itemGroesse(alsMap(i)));
  return {
    bytes: mittel(groessen),
    ueber1Kb: Number((groessen.filter((g) => g > 1024).length / n).toFixed(2)),
    wcuJeZeile: wcu(groessen),
    alsMap: { bytes: mittel(mapGroessen), wcuJeZeile: wcu(mapGroessen) },
  };
}

/** Peak RSS while a stage runs: sampled every 50 ms (maxRSS only ever grows over the process). */
function rssMessung() {
  let spitze = process.memoryUsage.rss();
  const uhr = setInterval(() => (spitze = Math.max(spitze, process.memoryUsage.rss())), 50);
  return () => {
    clearInterval(uhr);
    return Math.round(Math.max(spitze, process.memoryUsage.rss()) / 2 ** 20);
  };
}

const unterschied = (vorher: Record<string, number>, nachher: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(nachher)
      .map(([k, v]) => [k, v - (vorher[k] ?? 0)] as const)
      .filter(([, v]) => v > 0),
  );
const summe = (a: Record<string, number>) => Object.values(a).reduce((s, v) => s + v, 0);

async function main() {
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-'));
  console.log(`Lokaler Stack in ${verzeichnis} …`);
  const stack = await starteLokalenStack({ datenVerzeichnis: verzeichnis, dauerhaft: false });
  const stufen: Stufe[] = [];
  try {
    const rufe = api(stack, await anmelden(stack, 'admin'));
    const java = dynamoPid(new URL(stack.dynamoEndpoint).port);
    // The state machines are synthesized on their first run (seconds of CDK): start-up, not
    // reading — done before the clock starts.
    await streckenSynthese();
    const grundRssMb = Math.round(process.memoryUsage.rss() / 2 ** 20);
    console.log(`RSS vor dem Einlesen (Stack, API, Interpreter, Synthese): ${grundRssMb} MiB`);
    const { inhalt, zeilen } = vervielfachteMusterdatei(ZEILEN, 'ZB');
    console.log(`GDV-Datei: ${zeilen} Zeilen, ${(inhalt.length / 2 ** 20).toFixed(1)} MiB`);

    /** One stage: start it, poll until done (every 200 ms), measure. */
    async function stufe(name: string, starten: () => Promise<() => Promise<boolean>>) {
      const vorher = dynamoAnfragen();
      const rss = rssMessung();
      const cpuVorher = { worker: cpuSekunden(process.pid), dynamoDbLocal: cpuSekunden(java) };
      const beginn = process.hrtime.bigint();
      const fertig = await starten();
      while (!(await fertig())) await warte(200);
      const sekunden = Number(process.hrtime.bigint() - beginn) / 1e9;
      const cpu = {
        worker: Number((cpuSekunden(process.pid) - cpuVorher.worker).toFixed(1)),
        dynamoDbLocal: Number((cpuSekunden(java) - cpuVorher.dynamoDbLocal).toFixed(1)),
      };
      const s: Stufe = {
        name,
        zeilen,
        sekunden,
        anfragen: unterschied(vorher, dynamoAnfragen()),
        spitzeRssMb: rss(),
        cpu,
      };
      stufen.push(s);
      const jeSekunde = String(Math.round(zeilen / s.sekunden)).padStart(6);
      const jeZeile = (summe(s.anfragen) / zeilen).toFixed(3);
      console.log(
        `${name.padEnd(10)} ${s.sekunden.toFixed(1).padStart(7)} s  ${jeSekunde} Zeilen/s  ${jeZeile} Anfragen/Zeile` +
          `  RSS ${s.spitzeRssMb} MiB  CPU ${cpu.worker} s Worker, ${cpu.dynamoDbLocal} s DynamoDB Local`,
      );
    }

    let dateiId = 0;
    const fortschritt = (route: Route, id: string) => async () => {
      const f = await rufe(route, { query: { id } });
      return (f.act as number) >= (f.max as number);
    };

    await stufe('Einlesen', async () => {
      const ziel = await rufe(ROUTEN.uploadZiel, {
        body: { fileName: 'bench-100000.txt', groesse: inhalt.length },
      });
      const put = await fetch(ziel.url as string, { method: 'PUT', body: new Uint8Array(inhalt) });
      if (!put.ok) throw new Error(`PUT ${put.status}`);
      dateiId = (await rufe(ROUTEN.uploadStarten, { body: { tempId: ziel.tempId } })).id as number;
      return async () => Boolean((await rufe(ROUTEN.uploadStatus, { query: { id: dateiId } })).removeTimer);
    });
    const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
    // Measured after the stage's clock stopped (and its requests were counted).
    const groessenNach = async (s: Stufe) => {
      s.zeilenItems = await zeilenGroessen(db, dateiId);
      const g = s.zeilenItems;
      console.log(
        `${''.padEnd(10)} Zeilen-Items: ${g.bytes} Bytes, ${Math.round(g.ueber1Kb * 100)} % über 1 KB, ` +
          `${g.wcuJeZeile} WCU/Zeile (felder, treffer als Map: ${g.alsMap.bytes} Bytes, ${g.alsMap.wcuJeZeile} WCU/Zeile)`,
      );
    };
    await groessenNach(stufen[0]!);
    const datei = await importDateienRepository(db).laden(dateiId);
    if (datei?.status !== 'read') throw new Error(`Datei nicht eingelesen: ${JSON.stringify(datei?.fehler)}`);

    await stufe('Auswerten', async () => {
      const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id: dateiId } });
      return fortschritt(ROUTEN.importAuswertungFortschritt, threadId as string);
    });
    await groessenNach(stufen[1]!);
    await stufe('Buchen', async () => {
      const { workerId } = await rufe(ROUTEN.importBuchen, { body: { modus: 1, fileId: dateiId } });
      return fortschritt(ROUTEN.importFortschritt, workerId as string);
    });
    await groessenNach(stufen[2]!);

    const ende = await importDateienRepository(db).laden(dateiId);
    console.log(`\nDatei ${dateiId}: ${ende?.status}; letzte Journaleinträge:`);
    for (const j of ende?.journal.slice(-3) ?? []) console.log(`  ${j.text}`);

    const lesenUndAuswerten = stufen[0]!.sekunden + stufen[1]!.sekunden;
    const cpuLesenUndAuswerten = stufen
      .slice(0, 2)
      .reduce((s, x) => s + x.cpu.worker + x.cpu.dynamoDbLocal, 0);
    console.log(
      JSON.stringify(
        {
          zeilen: ZEILEN,
          abschnittZeilen: ABSCHNITT_ZEILEN,
          parallelitaet: { lesen: LESE_PARALLELITAET, verarbeiten: VERARBEITUNGS_PARALLELITAET },
          lesenUndAuswertenZeilenJeSekunde: Math.round(ZEILEN / lesenUndAuswerten),
          // What the two stages cost the machine, and the rate that CPU allows on all its cores.
          lesenUndAuswertenCpuSekunden: Number(cpuLesenUndAuswerten.toFixed(1)),
          lesenUndAuswertenZeilenJeSekundeBeiVollerCpu: Math.round(
            (ZEILEN / cpuLesenUndAuswerten) * availableParallelism(),
          ),
          stufen: stufen.map((s) => ({
            name: s.name,
            sekunden: Number(s.sekunden.toFixed(2)),
            zeilenJeSekunde: Math.round(s.zeilen / s.sekunden),
            anfragenJeZeile: Number((summe(s.anfragen) / s.zeilen).toFixed(3)),
            anfragen: s.anfragen,
            spitzeRssMb: s.spitzeRssMb,
            cpuSekunden: s.cpu,
            zeilenItems: s.zeilenItems,
          })),
          prozessoren: availableParallelism(),
          grundRssMb,
          spitzeRssProzessMb: Math.round((process.resourceUsage().maxRSS * 1024) / 2 ** 20),
        },
        null,
        2,
      ),
    );
  } finally {
    await stack.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
