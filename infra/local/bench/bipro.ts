/**
 * Benchmark of the BiPRO download job (`npm run bench:bipro`), not a test: prints figures.
 *
 * Processes of their own, so each one's memory is its own: a local stack (DynamoDB Local on disk,
 * the local S3 — test/helpers/stack-prozess.ts), the simulated insurer (bipro-versicherer.ts),
 * and the download pipeline's tasks as Lambda runs them (lambda.ts): each task's bundle as
 * `cdk deploy` builds it, in containers started with the deployed memory's V8 flags — one for
 * "Abholung vorbereiten", three for "Lieferung abholen" (the Map's three shipments at a time,
 * each container taking one after the other), one for "Abholung abschliessen" — invoked with the
 * events the state machine hands them, run after run until the insurer has nothing left (a run
 * takes at most HOECHSTE_LIEFERUNGEN_JE_LAUF shipments; a follow-up run "Abholung abschliessen"
 * starts is run next). The containers reach table, bucket, insurer, the access's password and the
 * pipeline start by their environment (aws-stellvertreter.ts). One access is created through the
 * API. Every DynamoDB request passes a proxy that counts it (dynamodb-grenzen.ts, without limits).
 *
 * Prints shipments/s, MB/s, DynamoDB requests per shipment, each container's peak RSS and the
 * job's CPU seconds per MB (all containers) against the simulator's.
 *
 * `--im-prozess`: the tasks run in this process under tsx instead, as before the bundles — its
 * RSS is mostly tsx and the SDKs (printed apart). The npm script caps this process's heap and
 * glibc's arenas for that case.
 *
 * `--profil <folder>`: each container writes its CPU profile there (`--cpu-prof`).
 * `--node-flags "<flags>"`: further Node/V8 flags for the containers, after Lambda's.
 *
 *   npm run bench:bipro [-- --lieferungen <2000>] [--bestand-mb <300>] [--im-prozess] [--profil <folder>]
 *     [--node-flags "<flags>"]
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { abholungAbschliessen } from '@lieferdesk/functions/abholung/abschliessen';
import { ausfallFesthalten, ergebnisFesthalten } from '@lieferdesk/functions/abholung/laufErgebnis';
import { lieferungAbholen } from '@lieferdesk/functions/abholung/lieferung';
import { abholungPlanen } from '@lieferdesk/functions/abholung/planen';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { tabellenDefinition } from '@lieferdesk/functions/data/table';
import type {
  AbholAbschluss,
  AbholPlan,
  AbholStart,
  LieferungAuftrag,
  LieferungErgebnis,
} from '@lieferdesk/events';
import { ROUTEN } from '@lieferdesk/shared';
import { ABHOL_AUFGABEN } from '../../src/abholstrecke';
import { anmelden, api } from '../api-client';
import { starteGrenzproxy } from '../dynamodb-grenzen';
import { installiereLokaleGeheimnisse } from '../geheimnisse';
import type { LokalerStack } from '../stack';
import { starteAwsStellvertreter } from './aws-stellvertreter';
import { BENCH_BENUTZER, BENCH_PASSWORT, benchLieferungen } from './bipro-versicherer';
import { KNAPPER_SPEICHER_UMGEBUNG } from '../../src/knapperSpeicher';
import { buendeln, lambdaNodeFlags, starteContainer, type ContainerMessung } from './lambda';

/** The bench runs the next run itself, in its own loop. */
const keineFortsetzung = async () => undefined;

/** No limit the bench could reach: the proxy only counts. */
const UNBEGRENZT = Number.MAX_SAFE_INTEGER;

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

/** The download pipeline's three tasks, however they run. */
interface Ausfuehrung {
  planen: (start: AbholStart) => Promise<AbholPlan>;
  /** One shipment: its result kept in the table, by the task or, where it failed, as the Catch does. */
  abholen: (auftrag: LieferungAuftrag, stelle: number) => Promise<void>;
  abschliessen: (a: AbholAbschluss) => Promise<{ fehlerhaft: number; fortsetzung?: string }>;
  /** Counted from here on (what is loaded before is not the job's work). */
  beginnen: () => void;
  /** The memory now, after a run (flat in the number of shipments, or not). */
  stand: () => string;
  /** Memory and CPU lines; the job's CPU seconds. */
  messen: () => Promise<{ zeilen: string[]; cpuSekunden: number }>;
}

/** The tasks in this process, from the TypeScript sources (the figures before the bundles). */
function imProzess(db: Datenbank): Ausfuehrung {
  let rssVorher = 0;
  let vorher = process.resourceUsage();
  const spitze = { heap: 0, extern: 0 };
  let messen: NodeJS.Timeout | undefined;
  return {
    planen: (start) => abholungPlanen(start, { db }),
    async abholen(auftrag) {
      let ergebnis: LieferungErgebnis;
      try {
        ergebnis = await lieferungAbholen(auftrag, { db });
      } catch (e) {
        ergebnis = { id: auftrag.abschnitt.id, fehler: String(e) };
      }
      await ergebnisFesthalten(auftrag.laufId, ergebnis, db);
    },
    abschliessen: (a) => abholungAbschliessen(a, { db, starten: keineFortsetzung }),
    stand: () =>
      `RSS jetzt ${(process.memoryUsage().rss / MB).toFixed(0)} MB, Spitze bisher ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
    beginnen() {
      // What this process holds before the first run (tsx, the SDKs, the modules): the job's own
      // memory is what comes on top, and its CPU is counted from here.
      rssVorher = process.memoryUsage().rss / MB;
      vorher = process.resourceUsage();
      // Where the memory goes: V8's heap, and the buffers outside it (file parts in flight).
      messen = setInterval(() => {
        const m = process.memoryUsage();
        spitze.heap = Math.max(spitze.heap, m.heapUsed / MB);
        spitze.extern = Math.max(spitze.extern, m.external / MB);
      }, 200);
    },
    async messen() {
      clearInterval(messen);
      // With --expose-gc: what stays once garbage is collected (a leak would show here).
      const gc = (globalThis as { gc?: () => void }).gc;
      gc?.();
      const heapDanach = process.memoryUsage().heapUsed / MB;
      const eigene = process.resourceUsage();
      const cpuSekunden =
        (eigene.userCPUTime + eigene.systemCPUTime - vorher.userCPUTime - vorher.systemCPUTime) / 1e6;
      return {
        cpuSekunden,
        zeilen: [
          `Job (Prozess):    Spitze RSS ${(eigene.maxRSS / 1024).toFixed(0)} MB (vor dem ersten Lauf ${rssVorher.toFixed(0)} MB; Heap ≤ ${spitze.heap.toFixed(0)} MB, Puffer außerhalb ≤ ${spitze.extern.toFixed(0)} MB${gc ? `, Heap nach GC ${heapDanach.toFixed(0)} MB` : ''})`,
        ],
      };
    },
  };
}

/** The tasks as Lambda runs them: bundled, in containers of their own (lambda.ts). */
async function gebuendelt(
  umgebung: Record<string, string>,
  db: Datenbank,
  nodeFlags: readonly string[],
): Promise<Ausfuehrung> {
  const konfig = ABHOL_AUFGABEN;
  const buendel = await buendeln([
    konfig.planen.modul,
    konfig.lieferungAbholen.modul,
    konfig.abschliessen.modul,
  ]);
  const container = (k: (typeof konfig)[keyof typeof konfig], nr = 0) =>
    starteContainer(buendel.get(k.modul)!, {
      name: `${k.name}-${nr}`,
      speicherMb: k.speicherMb,
      timeoutSekunden: k.timeout.toSeconds(),
      umgebung,
      nodeFlags,
      ...(k.knapperSpeicher ? { knapperSpeicher: true } : {}),
    });
  const planen = container(konfig.planen);
  const abholen = Array.from({ length: PARALLEL }, (_, i) => container(konfig.lieferungAbholen, i));
  const abschliessen = container(konfig.abschliessen);
  return {
    planen: async (start) => (await planen.aufrufen(start)) as AbholPlan,
    async abholen(auftrag, stelle) {
      try {
        await abholen[stelle]!.aufrufen(auftrag);
      } catch (e) {
        // The Map's Catch ("Lieferung nicht abgeholt"), here without the retries before it.
        const f = e as { errorType?: string; message: string };
        await ausfallFesthalten({ ...auftrag, fehler: { Error: f.errorType, Cause: f.message } }, db);
      }
    },
    abschliessen: async (a) =>
      (await abschliessen.aufrufen(a)) as { fehlerhaft: number; fortsetzung?: string },
    beginnen: () => undefined,
    stand: () =>
      `RSS der Container "Lieferung abholen" jetzt ${abholen.map((c) => c.speicher.rssMb.toFixed(0)).join(' / ')} MB, Spitze bisher ${abholen.map((c) => c.speicher.maxRssMb.toFixed(0)).join(' / ')} MB`,
    async messen() {
      const zeile = (name: string, m: ContainerMessung) =>
        `${name.padEnd(18)}Spitze RSS ${m.maxRssMb.toFixed(0)} MB (geladen ${m.rssGeladenMb.toFixed(0)} MB; Heap ≤ ${m.heapUsedMb.toFixed(0)} MB von ≤ ${m.heapTotalMb.toFixed(0)} MB, nach GC ${m.heapNachGcMb.toFixed(0)} MB, Puffer außerhalb ≤ ${m.externalMb.toFixed(0)} MB), CPU ${m.cpuSekunden.toFixed(1)} s`;
      const [p, s, ...a] = await Promise.all([planen, abschliessen, ...abholen].map((c) => c.beenden()));
      const alle = [p!, s!, ...a];
      return {
        cpuSekunden: alle.reduce((summe, m) => summe + m.cpuSekunden, 0),
        zeilen: [
          ...a.map((m, i) => zeile(`Lieferung ${i + 1}:`, m)),
          zeile('Planen:', p!),
          zeile('Abschließen:', s!),
          `Job (gebündelt): Spitze RSS ${Math.max(...a.map((m) => m.maxRssMb)).toFixed(0)} MB je Container "Lieferung abholen" (${konfig.lieferungAbholen.speicherMb} MB, ${[...lambdaNodeFlags(konfig.lieferungAbholen.speicherMb).slice(2), ...nodeFlags].join(' ')}${
            konfig.lieferungAbholen.knapperSpeicher
              ? `; knapper Speicher: ${Object.entries(KNAPPER_SPEICHER_UMGEBUNG)
                  .map(([k, v]) => `${k}=${v}`)
                  .join(' ')}`
              : ''
          })`,
        ],
      };
    },
  };
}

async function main() {
  const anzahl = argument('--lieferungen', 2000);
  const bestandMb = argument('--bestand-mb', 300);
  const imEigenenProzess = process.argv.includes('--im-prozess');
  const profil = process.argv.indexOf('--profil');
  // Each container's CPU profile (.cpuprofile, for Chrome's DevTools) into this folder.
  const zusaetzlich = process.argv.indexOf('--node-flags');
  const nodeFlags = [
    ...(profil > 0 ? ['--cpu-prof', `--cpu-prof-dir=${resolve(process.argv[profil + 1]!)}`] : []),
    // After Lambda's own: what if V8 ran otherwise (e.g. `--max-semi-space-size=4`).
    ...(zusaetzlich > 0 ? process.argv[zusaetzlich + 1]!.split(' ').filter(Boolean) : []),
  ];
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-bipro-'));
  console.log(
    `${anzahl} Lieferungen à 3 Dateien und ein GDV-Bestand von ${bestandMb} MB; Daten in ${verzeichnis}; ` +
      (imEigenenProzess ? 'Aufgaben in diesem Prozess (tsx)' : 'Aufgaben gebündelt wie in Lambda'),
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
  const proxy = await starteGrenzproxy(stack.dynamoEndpoint, stack.tabelle, tabellenDefinition(), {
    tabelleWcu: UNBEGRENZT,
    partitionWcu: UNBEGRENZT,
    zeitfaktor: 1,
  });
  const geheimnisDatei = join(verzeichnis, 'geheimnisse.json');
  const aws = await starteAwsStellvertreter(geheimnisDatei);
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
    const umgebung = {
      TABLE_NAME: stack.tabelle,
      DYNAMODB_ENDPOINT: proxy.url,
      S3_ENDPOINT: stack.s3Endpoint,
      INBOX_BUCKET: stack.buckets.inbox,
      AWS_REGION: 'eu-central-1',
      // As the local stack's functions: DynamoDB Local keeps tables per access key.
      AWS_ACCESS_KEY_ID: 'lokal',
      AWS_SECRET_ACCESS_KEY: 'lokal',
      BIPRO_LOKALE_DIENSTE: '1',
      ABHOLSTRECKE_ARN: 'arn:aws:states:eu-central-1:000000000000:stateMachine:Abholstrecke',
      ...aws.umgebung,
    };
    Object.assign(process.env, umgebung);
    installiereLokaleGeheimnisse(geheimnisDatei);
    const db = datenbankFuer(stack.tabelle, proxy.url);
    const ausfuehrung = imEigenenProzess ? imProzess(db) : await gebuendelt(umgebung, db, nodeFlags);

    ausfuehrung.beginnen();
    const beginn = process.hrtime.bigint();
    let lieferungen = 0;
    let fehler = 0;
    let start: AbholStart = { zugangId, laufId: 'bench-1', anlass: 'neustart' };
    for (let lauf = 1; ; lauf++) {
      const plan = await ausfuehrung.planen(start);
      if (plan.abschnitte.length === 0) {
        await ausfuehrung.abschliessen({ ...start, plan });
        break;
      }
      let naechste = 0;
      await Promise.all(
        Array.from({ length: PARALLEL }, async (_, stelle) => {
          while (naechste < plan.abschnitte.length) {
            const abschnitt = plan.abschnitte[naechste++]!;
            await ausfuehrung.abholen({ ...start, abschnitt }, stelle);
          }
        }),
      );
      const abschluss = await ausfuehrung.abschliessen({ ...start, plan });
      lieferungen += plan.abschnitte.length;
      fehler += abschluss.fehlerhaft;
      console.log(
        `Lauf ${lauf}: ${plan.abschnitte.length} Lieferungen, ${abschluss.fehlerhaft} fehlerhaft; ${ausfuehrung.stand()}`,
      );
      if (!plan.weitere && fehler > 0) break;
      start = abschluss.fortsetzung
        ? { zugangId, laufId: abschluss.fortsetzung, anlass: 'fortsetzung' }
        : { zugangId, laufId: `bench-${lauf + 1}`, anlass: 'neustart' };
    }
    const sekunden = Number(process.hrtime.bigint() - beginn) / 1e9;
    const anfragen = Object.fromEntries(proxy.anfragen);
    const messung = await ausfuehrung.messen();

    const bytes = benchLieferungen(anzahl, bestandMb)
      .flatMap((l) => l.transfers.flatMap((t) => t.dateien))
      .reduce((s, d) => s + (Buffer.isBuffer(d.inhalt) ? d.inhalt.length : d.inhalt.bytes), 0);
    versichererKind.prozess.stdin.write('ende\n');
    const sim = (await versichererKind.zeile('MESSUNG')) as {
      maxRssMb: number;
      cpuSekunden: number;
      quittiert: number;
    };
    const mb = bytes / MB;
    const jeLieferung = (n: number) => (n / Math.max(1, lieferungen)).toFixed(2);
    const alleAnfragen = Object.values(anfragen).reduce((s, n) => s + n, 0);
    console.log(`
Lieferungen:      ${lieferungen} (${fehler} fehlerhaft), quittiert ${sim.quittiert}
Daten:            ${mb.toFixed(0)} MB in ${sekunden.toFixed(1)} s
Durchsatz:        ${(lieferungen / sekunden).toFixed(1)} Lieferungen/s, ${(mb / sekunden).toFixed(1)} MB/s
DynamoDB:         ${jeLieferung(alleAnfragen)} Anfragen je Lieferung (${Object.entries(anfragen)
      .sort(([, a], [, b]) => b - a)
      .map(([aktion, n]) => `${aktion} ${jeLieferung(n)}`)
      .join(', ')})
${messung.zeilen.join('\n')}
Job CPU:          ${messung.cpuSekunden.toFixed(1)} s = ${((messung.cpuSekunden / mb) * 1000).toFixed(1)} ms/MB
Simulator:        Spitze RSS ${sim.maxRssMb.toFixed(0)} MB, CPU ${sim.cpuSekunden.toFixed(1)} s = ${((sim.cpuSekunden / mb) * 1000).toFixed(1)} ms/MB`);
  } finally {
    versichererKind.prozess.kill('SIGTERM');
    await aws.beenden();
    await proxy.beenden();
    stackKind.prozess.kill('SIGTERM');
    await new Promise((fertig) => stackKind.prozess.once('exit', fertig));
    rmSync(verzeichnis, { recursive: true, force: true });
  }
}

await main();
