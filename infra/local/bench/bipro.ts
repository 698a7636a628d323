/**
 * Benchmark of the BiPRO download job (`npm run bench:bipro`), not a test: prints figures.
 *
 * Three processes, so each one's memory is its own: a local stack (DynamoDB Local on disk, the
 * local S3 — test/helpers/stack-prozess.ts), the simulated insurer (bipro-versicherer.ts) and this
 * process, which runs the download pipeline's tasks as their Lambdas would — "Abholung
 * vorbereiten", "Lieferung abholen" for every shipment (three at a time, as the Map), "Abholung
 * abschliessen" — run after run until the insurer has nothing left (a run takes at most
 * HOECHSTE_LIEFERUNGEN_JE_LAUF shipments). One access is created through the API.
 *
 * Prints shipments/s, MB/s, the peak RSS of the job (this process) and of the simulator, and each
 * side's CPU seconds per MB. The npm script runs this process as a small function would run: V8's
 * heap capped (192 MB old space, 4 MB semi-spaces) and glibc held to two malloc arenas — on a
 * large machine V8 and glibc otherwise keep hundreds of MB of garbage and freed buffers as RSS,
 * which says nothing about what the job needs. The RSS includes what this process holds before
 * the first run (tsx, the SDKs: printed apart); a bundled Lambda starts far smaller.
 *
 *   npm run bench:bipro [-- --lieferungen <2000>] [--bestand-mb <300>]
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { abholungAbschliessen } from '@lieferdesk/functions/abholung/abschliessen';
import { ergebnisFesthalten } from '@lieferdesk/functions/abholung/laufErgebnis';
import { lieferungAbholen } from '@lieferdesk/functions/abholung/lieferung';
import { abholungPlanen } from '@lieferdesk/functions/abholung/planen';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import type { LieferungErgebnis } from '@lieferdesk/events';
import { ROUTEN } from '@lieferdesk/shared';
import { anmelden, api } from '../api-client';
import { installiereLokaleGeheimnisse } from '../geheimnisse';
import type { LokalerStack } from '../stack';
import { BENCH_BENUTZER, BENCH_PASSWORT, benchLieferungen } from './bipro-versicherer';

/** The bench runs the next run itself, in its own loop. */
const keineFortsetzung = async () => undefined;

const wurzel = resolve(import.meta.dirname, '../../..');
const MB = 1024 * 1024;
const PARALLEL = 3;

function argument(name: string, standard: number): number {
  const i = process.argv.indexOf(name);
  const wert = i > 0 ? Number(process.argv[i + 1]) : standard;
  if (!Number.isInteger(wert) || wert < 0) throw new Error(`${name}: eine ganze Zahl ≥ 0`);
  return wert;
}

/** Starts a child and waits for its line `<marke> <json>`. */
async function kind<T>(
  args: string[],
  marke: string,
): Promise<{ prozess: ChildProcessWithoutNullStreams; info: T; zeile: (m: string) => Promise<unknown> }> {
  const prozess = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: wurzel, stdio: 'pipe' });
  prozess.stderr.pipe(process.stderr);
  const zeilen = createInterface({ input: prozess.stdout });
  const wartend = new Map<string, (json: unknown) => void>();
  zeilen.on('line', (z) => {
    for (const [m, fertig] of wartend)
      if (z.startsWith(`${m} `)) {
        wartend.delete(m);
        fertig(JSON.parse(z.slice(m.length + 1)));
      }
  });
  const zeile = (m: string) => new Promise<unknown>((fertig) => wartend.set(m, fertig));
  const info = (await zeile(marke)) as T;
  return { prozess, info, zeile };
}

async function main() {
  const anzahl = argument('--lieferungen', 2000);
  const bestandMb = argument('--bestand-mb', 300);
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-bipro-'));
  console.log(
    `${anzahl} Lieferungen à 3 Dateien und ein GDV-Bestand von ${bestandMb} MB; Daten in ${verzeichnis}`,
  );
  const stackKind = await kind<Omit<LokalerStack, 'beenden'>>(
    ['test/helpers/stack-prozess.ts', verzeichnis],
    'STACK',
  );
  const versichererKind = await kind<{ stsUrl: string; transferUrl: string }>(
    ['infra/local/bench/bipro-versicherer.ts', String(anzahl), String(bestandMb)],
    'VERSICHERER',
  );
  const stack = stackKind.info;
  try {
    const rufe = api(stack, await anmelden(stack, 'admin'));
    const { id: zugangId } = (await rufe(ROUTEN.zugangSpeichern, {
      body: {
        gesellschaftId: 1,
        extZugangBezeichnung: 'Bench',
        maklernr: '10001',
        stsUrl: versichererKind.info.stsUrl,
        transferUrl: versichererKind.info.transferUrl,
        profil: { version: '2.6.1.1.0', soapAction: 'urn', stsMitWsaAction: false },
        benutzername: BENCH_BENUTZER,
        passwort: BENCH_PASSWORT,
        abholzeiten: [],
        aktiv: true,
        gdvEinlesen: false,
      },
    })) as { id: number };

    // The tasks read table, buckets and the secret as a Lambda would, from the environment.
    Object.assign(process.env, {
      TABLE_NAME: stack.tabelle,
      DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
      S3_ENDPOINT: stack.s3Endpoint,
      INBOX_BUCKET: stack.buckets.inbox,
      AWS_REGION: 'eu-central-1',
      // As the local stack's functions: DynamoDB Local keeps tables per access key.
      AWS_ACCESS_KEY_ID: 'lokal',
      AWS_SECRET_ACCESS_KEY: 'lokal',
    });
    installiereLokaleGeheimnisse(join(verzeichnis, 'geheimnisse.json'));
    const db = datenbankFuer(stack.tabelle, stack.dynamoEndpoint);

    // What this process holds before the first run (tsx, the SDKs, the modules): the job's own
    // memory is what comes on top, and its CPU is counted from here.
    const rssVorher = process.memoryUsage().rss / MB;
    const vorher = process.resourceUsage();
    const beginn = process.hrtime.bigint();
    // Where the memory goes: V8's heap, and the buffers outside it (file parts in flight).
    const spitze = { heap: 0, extern: 0 };
    const messen = setInterval(() => {
      const m = process.memoryUsage();
      spitze.heap = Math.max(spitze.heap, m.heapUsed / MB);
      spitze.extern = Math.max(spitze.extern, m.external / MB);
    }, 200);
    let lieferungen = 0;
    let fehler = 0;
    for (let lauf = 1; ; lauf++) {
      const start = { zugangId, laufId: `bench-${lauf}`, anlass: 'neustart' as const };
      const plan = await abholungPlanen(start, { db });
      if (plan.abschnitte.length === 0) {
        await abholungAbschliessen({ ...start, plan }, { db, starten: keineFortsetzung });
        break;
      }
      const ergebnisse: LieferungErgebnis[] = [];
      let naechste = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async () => {
          while (naechste < plan.abschnitte.length) {
            const abschnitt = plan.abschnitte[naechste++]!;
            let ergebnis: LieferungErgebnis;
            try {
              ergebnis = await lieferungAbholen({ ...start, abschnitt }, { db });
            } catch (e) {
              ergebnis = { id: abschnitt.id, fehler: String(e) };
            }
            await ergebnisFesthalten(start.laufId, ergebnis, db);
            ergebnisse.push(ergebnis);
          }
        }),
      );
      await abholungAbschliessen({ ...start, plan }, { db, starten: keineFortsetzung });
      lieferungen += ergebnisse.length;
      fehler += ergebnisse.filter((e) => e.fehler).length;
      console.log(
        `Lauf ${lauf}: ${ergebnisse.length} Lieferungen, ${ergebnisse.filter((e) => e.fehler).length} fehlerhaft;` +
          ` RSS jetzt ${(process.memoryUsage().rss / MB).toFixed(0)} MB, Spitze bisher ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
      );
      if (!plan.weitere && fehler > 0) break;
    }
    const sekunden = Number(process.hrtime.bigint() - beginn) / 1e9;
    clearInterval(messen);
    // With --expose-gc: what stays once garbage is collected (a leak would show here).
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const heapDanach = process.memoryUsage().heapUsed / MB;

    const bytes = benchLieferungen(anzahl, bestandMb)
      .flatMap((l) => l.transfers.flatMap((t) => t.dateien))
      .reduce((s, d) => s + (Buffer.isBuffer(d.inhalt) ? d.inhalt.length : d.inhalt.bytes), 0);
    versichererKind.prozess.stdin.write('ende\n');
    const sim = (await versichererKind.zeile('MESSUNG')) as {
      maxRssMb: number;
      cpuSekunden: number;
      quittiert: number;
    };
    const eigene = process.resourceUsage();
    const jobCpu =
      (eigene.userCPUTime + eigene.systemCPUTime - vorher.userCPUTime - vorher.systemCPUTime) / 1e6;
    const mb = bytes / MB;
    console.log(`
Lieferungen:      ${lieferungen} (${fehler} fehlerhaft), quittiert ${sim.quittiert}
Daten:            ${mb.toFixed(0)} MB in ${sekunden.toFixed(1)} s
Durchsatz:        ${(lieferungen / sekunden).toFixed(1)} Lieferungen/s, ${(mb / sekunden).toFixed(1)} MB/s
Job (Prozess):    Spitze RSS ${(eigene.maxRSS / 1024).toFixed(0)} MB (vor dem ersten Lauf ${rssVorher.toFixed(0)} MB; Heap ≤ ${spitze.heap.toFixed(0)} MB, Puffer außerhalb ≤ ${spitze.extern.toFixed(0)} MB${gc ? `, Heap nach GC ${heapDanach.toFixed(0)} MB` : ''}), CPU ${jobCpu.toFixed(1)} s = ${((jobCpu / mb) * 1000).toFixed(1)} ms/MB
Simulator:        Spitze RSS ${sim.maxRssMb.toFixed(0)} MB, CPU ${sim.cpuSekunden.toFixed(1)} s = ${((sim.cpuSekunden / mb) * 1000).toFixed(1)} ms/MB`);
  } finally {
    versichererKind.prozess.kill('SIGTERM');
    stackKind.prozess.kill('SIGTERM');
    await new Promise((fertig) => stackKind.prozess.once('exit', fertig));
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
