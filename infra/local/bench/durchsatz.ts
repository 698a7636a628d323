/**
 * The import's throughput in AWS, simulated here (`npm run bench:durchsatz`), not a test: prints
 * figures. README "Import pipeline: design figures for AWS".
 *
 * For each table throughput asked for, a local stack of its own (a child process: the state
 * machines are synthesized once per process, with that deploy setting's Map concurrency,
 * infra/src/durchsatz.ts) whose handlers reach DynamoDB Local through the limit proxy
 * (../dynamodb-grenzen.ts): every partition key at 1,000 WCU/s, the table and the lines' list
 * index at the throughput (other indexes at a new table's 4,000),
 * time `--faktor` times slower than in AWS — by default so that the table takes LOKALE_WCU here
 * whatever its size in AWS, which this machine keeps up with. A GDV file of one chunk for each
 * chunk the setting works at once is read, evaluated and booked through the API. Printed per
 * stage: seconds here, lines per second here and in AWS (× factor), the write units per second
 * the table took (in AWS terms) and per line, writes handed back or refused and retried; then
 * the design figure for 1,000,000 lines. Every line is checked afterwards: read, evaluated and
 * booked once each (one journal entry per stage), none lost.
 *
 *   npm run bench:durchsatz [-- --wcu 4000,24000] [--faktor <n>] [--zeilen <n>]
 *
 * `--wcu 4000` is a new on-demand table without the setting (4 chunks reading, 8 processing).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import { ROUTEN, type Route } from '@lieferdesk/shared';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import { importDateienRepository } from '@lieferdesk/functions/data/repositories/importDateien';
import { importZeilenRepository } from '@lieferdesk/functions/data/repositories/importZeilen';
import { durchsatz, NEUE_TABELLE_WCU, WARMER_INDEX } from '../../src/durchsatz';
import { anmelden, api, warte } from '../api-client';
import { starteGrenzproxy } from '../dynamodb-grenzen';
import { LOKALE_TABELLE, starteLokalenStack } from '../stack';
import { vervielfachteMusterdatei } from './gdv-datei';

const { values: arg } = parseArgs({
  options: {
    wcu: { type: 'string', default: `${NEUE_TABELLE_WCU},24000` },
    faktor: { type: 'string' },
    zeilen: { type: 'string' },
    einzeln: { type: 'boolean', default: false },
  },
});
/** Write units a second the simulated table takes here (its AWS figure / the time factor). */
const LOKALE_WCU = 800;
const faktorFuer = (wcu: number) => Number(arg.faktor ?? wcu / LOKALE_WCU);
const MILLION = 1_000_000;
/** Progress polls in a row the loopback may drop before the stage counts as failed. */
const ABFRAGE_VERSUCHE = 5;

interface Stufe {
  name: string;
  sekunden: number;
  /** Why the stage's run failed (then the stages after it are not run). */
  fehler?: string;
  wcu: number;
  unverarbeitet: number;
  abgelehnt: number;
  /** The limits that refused most in the stage, with how often. */
  engpaesse: [string, number][];
}

/**
 * A poll the loopback drops (fetch's TypeError: the stack's server closing an idle connection as
 * it is reused, on a machine busy with other work) says nothing about the run: asked again, up
 * to ABFRAGE_VERSUCHE in a row.
 */
async function geduldig(fertig: () => Promise<boolean>): Promise<boolean> {
  for (let abgebrochen = 1; ; abgebrochen++) {
    try {
      return await fertig();
    } catch (e) {
      if (!(e instanceof TypeError) || abgebrochen >= ABFRAGE_VERSUCHE)
        throw new Error(`${e instanceof Error ? e.message : String(e)} (${String((e as Error).cause)})`);
      await warte(1000);
    }
  }
}

/** One throughput: a stack, the proxy, the file through three stages; prints one JSON line. */
async function einzeln(wcu: number) {
  const setting = wcu === NEUE_TABELLE_WCU ? undefined : wcu;
  const { parallelitaet } = durchsatz(setting);
  const abschnitte = Math.max(parallelitaet.lesen, parallelitaet.verarbeiten);
  const { inhalt, zeilen } = vervielfachteMusterdatei(
    Number(arg.zeilen ?? abschnitte * ABSCHNITT_ZEILEN),
    'ZD',
  );
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-durchsatz-'));
  let proxy: Awaited<ReturnType<typeof starteGrenzproxy>> | undefined;
  const stack = await starteLokalenStack({
    datenVerzeichnis: verzeichnis,
    dauerhaft: false,
    vorladen: false,
    ...(setting ? { schreibeinheiten: setting } : {}),
    dynamoVorschalten: async (endpoint) => {
      proxy = await starteGrenzproxy(endpoint, LOKALE_TABELLE, tabellenDefinition(), {
        tabelleWcu: wcu,
        // The setting warms the lines' list index with the table; another index is as new.
        indexWcu: (index) => (setting && index === WARMER_INDEX ? wcu : NEUE_TABELLE_WCU),
        zeitfaktor: faktorFuer(wcu),
      });
      return proxy.url;
    },
  });
  try {
    await stack.vorbereitet;
    const rufe = api(stack, await anmelden(stack, 'admin'));
    const stufen: Stufe[] = [];
    async function stufe(name: string, starten: () => Promise<() => Promise<boolean>>) {
      const vorher = { wcu: proxy!.kontingent.zaehler.wcu, ...proxy!.gedrosselt };
      const engpaesseVorher = new Map(proxy!.kontingent.engpaesse);
      const beginn = performance.now();
      let fehler: string | undefined;
      try {
        const fertig = await starten();
        while (!(await geduldig(fertig))) await warte(250);
      } catch (e) {
        fehler = e instanceof Error ? e.message : String(e);
      }
      stufen.push({
        name,
        sekunden: (performance.now() - beginn) / 1000,
        ...(fehler ? { fehler } : {}),
        wcu: proxy!.kontingent.zaehler.wcu - vorher.wcu,
        unverarbeitet: proxy!.gedrosselt.unverarbeitet - vorher.unverarbeitet,
        abgelehnt: proxy!.gedrosselt.abgelehnt - vorher.abgelehnt,
        engpaesse: [...proxy!.kontingent.engpaesse]
          .map(([name, n]): [string, number] => [name, n - (engpaesseVorher.get(name) ?? 0)])
          .filter(([, n]) => n > 0)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3),
      });
    }
    const fortschritt = (route: Route, id: string) => async () => {
      const f = await rufe(route, { query: { id } });
      if (f.fehler) throw new Error(`Lauf ${id}: ${String(f.fehler)}`);
      return (f.act as number) >= (f.max as number);
    };
    let dateiId = 0;
    await stufe('Einlesen', async () => {
      const ziel = await rufe(ROUTEN.uploadZiel, {
        body: { fileName: 'durchsatz.gdv', groesse: inhalt.length },
      });
      const put = await fetch(ziel.url as string, { method: 'PUT', body: new Uint8Array(inhalt) });
      if (!put.ok) throw new Error(`PUT ${put.status}`);
      dateiId = (await rufe(ROUTEN.uploadStarten, { body: { tempId: ziel.tempId } })).id as number;
      return async () => Boolean((await rufe(ROUTEN.uploadStatus, { query: { id: dateiId } })).removeTimer);
    });
    const weiter = () => stufen.every((x) => !x.fehler);
    if (weiter())
      await stufe('Auswerten', async () => {
        const { threadId } = await rufe(ROUTEN.importAuswertungStarten, { query: { id: dateiId } });
        return fortschritt(ROUTEN.importAuswertungFortschritt, threadId as string);
      });
    if (weiter())
      await stufe('Buchen', async () => {
        const { workerId } = await rufe(ROUTEN.importBuchen, { body: { modus: 1, fileId: dateiId } });
        return fortschritt(ROUTEN.importFortschritt, workerId as string);
      });

    // Every line once through every stage: none lost, none twice.
    const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);
    const datei = (await importDateienRepository(db).laden(dateiId))!;
    let gezaehlt = 0;
    const abweichend: number[] = [];
    for await (const teil of importZeilenRepository(db).alle(dateiId, datei.zeilenGesamt!))
      for (const z of teil) {
        gezaehlt += 1;
        const je = (anfang: string) => z.journal.filter((j) => j.text.startsWith(anfang)).length;
        if (je('Eingelesen') !== 1 || je('Ausgewertet') !== 1 || je('Gebucht') + je('Nicht gebucht') > 1)
          abweichend.push(z.zeile);
      }
    console.log(
      JSON.stringify({
        wcu,
        faktor: faktorFuer(wcu),
        parallelitaet,
        zeilen,
        status: datei.status,
        zeilenGelesen: gezaehlt,
        zeilenVerloren: zeilen - gezaehlt,
        zeilenMitFalschemJournal: abweichend.length,
        stufen,
      }),
    );
  } finally {
    await stack.beenden();
    await proxy?.beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

const zahl = (n: number) => Math.round(n).toLocaleString('de-DE');

function ausgeben(e: {
  wcu: number;
  faktor: number;
  parallelitaet: { lesen: number; verarbeiten: number };
  zeilen: number;
  status: string;
  zeilenVerloren: number;
  zeilenMitFalschemJournal: number;
  stufen: Stufe[];
}) {
  console.log(
    `\nTabelle ${zahl(e.wcu)} WCU/s${e.wcu === NEUE_TABELLE_WCU ? ' (neu, ohne Einstellung)' : ' (warm)'}: ` +
      `${e.parallelitaet.lesen} Abschnitte lesend, ${e.parallelitaet.verarbeiten} verarbeitend; ${zahl(e.zeilen)} Zeilen, ` +
      `Status ${e.status}, verloren ${e.zeilenVerloren}, Journal abweichend ${e.zeilenMitFalschemJournal}; ` +
      `Zeitfaktor ${e.faktor} (jede Grenze hier ${e.faktor}-mal kleiner, Zeilen/s AWS = hier × ${e.faktor})`,
  );
  console.log(
    'Stufe        s hier  Zeilen/s hier  Zeilen/s AWS  WCU/s AWS  WCU/Zeile  zurück  abgelehnt  1 Mio. Zeilen in AWS',
  );
  for (const s of e.stufen) {
    if (s.fehler) {
      console.log(
        `${s.name.padEnd(10)} fehlgeschlagen nach ${s.sekunden.toFixed(1)} s: ${s.fehler.slice(0, 300)}`,
      );
      engpaesse(s);
      continue;
    }
    const jeSekunde = e.zeilen / s.sekunden;
    const FAKTOR = e.faktor;
    console.log(
      `${s.name.padEnd(10)} ${s.sekunden.toFixed(1).padStart(8)} ${zahl(jeSekunde).padStart(14)} ${zahl(jeSekunde * FAKTOR).padStart(13)}` +
        ` ${zahl((s.wcu / s.sekunden) * FAKTOR).padStart(10)} ${(s.wcu / e.zeilen).toFixed(2).padStart(10)}` +
        ` ${String(s.unverarbeitet).padStart(7)} ${String(s.abgelehnt).padStart(10)}` +
        ` ${(MILLION / (jeSekunde * FAKTOR) / 60).toFixed(1).padStart(14)} min`,
    );
    engpaesse(s);
  }
}

/** Where the stage's refused writes were refused (a partition key names its table or index). */
function engpaesse(s: Stufe) {
  if (s.engpaesse.length > 0)
    console.log(`           abgelehnt an: ${s.engpaesse.map(([name, n]) => `${name} ${n}×`).join(', ')}`);
}

if (arg.einzeln) {
  await einzeln(Number(arg.wcu));
} else {
  for (const wcu of String(arg.wcu).split(',').map(Number)) {
    const kind = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        import.meta.filename,
        '--einzeln',
        '--wcu',
        String(wcu),
        '--faktor',
        String(faktorFuer(wcu)),
        ...(arg.zeilen ? ['--zeilen', arg.zeilen] : []),
      ],
      { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 64 * 2 ** 20 },
    );
    const zeile = kind.stdout.split('\n').find((z) => z.startsWith('{"wcu"'));
    if (kind.status !== 0 || !zeile) throw new Error(`Lauf mit ${wcu} WCU/s gescheitert:\n${kind.stdout}`);
    ausgeben(JSON.parse(zeile));
  }
}
