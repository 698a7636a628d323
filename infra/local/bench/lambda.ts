/**
 * Functions as Lambda runs them, for `npm run bench:bipro`: the bundle `cdk deploy` uploads
 * (esbuild with NodejsFunction's options, infra/src/funktion.ts BUENDEL_ESBUILD) and containers
 * of it — each a Node process of its own (lambda-laufzeit.mjs) started with the flags Lambda's
 * Node runtime gives a function of its memory size (V8's new space a tenth of it, the old space
 * the rest) and the stack's NODE_OPTIONS, taking one invocation at a time. What a container
 * holds is then the function's own: no TypeScript loader, no test code, no second copy of the
 * SDKs.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { build } from 'esbuild';
import { BUENDEL_ESBUILD, LAMBDA_NODE_OPTIONS, REPO_WURZEL } from '../../src/funktion';
import {
  HUELLE_DATEI,
  HUELLE_QUELLE,
  LAMBDA_AUFGABENORDNER,
  umgebungMitSpeicher,
} from '../../src/knapperSpeicher';
import { quellkarteDateiKuerzen } from '../../src/quellkarte';

// Inside the repository, so the bundles resolve the SDK (left to the runtime) from its node_modules.
const AUSGABE = join(REPO_WURZEL, 'node_modules', '.cache', 'lieferdesk-bench-lambda');
const LAUFZEIT = join(import.meta.dirname, 'lambda-laufzeit.mjs');

/** Bundles the entry modules as `cdk deploy` does; the bundle's path by module. */
export async function buendeln(module: readonly string[]): Promise<Map<string, string>> {
  mkdirSync(AUSGABE, { recursive: true });
  await build({
    ...BUENDEL_ESBUILD,
    mainFields: [...BUENDEL_ESBUILD.mainFields],
    external: [...BUENDEL_ESBUILD.external],
    entryPoints: [...module],
    outbase: REPO_WURZEL,
    outdir: AUSGABE,
    outExtension: { '.js': '.mjs' },
    logLevel: 'warning',
  });
  const buendel = new Map(
    module.map((m) => [m, join(AUSGABE, relative(REPO_WURZEL, m).replace(/\.ts$/, '.mjs'))] as const),
  );
  // As NodejsFunction's afterBundling hook does (funktion.ts).
  for (const pfad of buendel.values()) quellkarteDateiKuerzen(`${pfad}.map`);
  return buendel;
}

/** The Node flags Lambda's runtime starts a function of `speicherMb` with. */
export function lambdaNodeFlags(speicherMb: number): string[] {
  const neu = Math.floor(speicherMb / 10);
  return [
    '--expose-gc',
    '--max-http-header-size=81920',
    `--max-semi-space-size=${Math.floor(neu / 2)}`,
    `--max-old-space-size=${speicherMb - neu}`,
  ];
}

export interface ContainerMessung {
  maxRssMb: number;
  /** RSS once the bundle was loaded, before the first invocation. */
  rssGeladenMb: number;
  /** Peaks of V8's heap, committed and used, and of the buffers outside it (sampled). */
  heapTotalMb: number;
  heapUsedMb: number;
  externalMb: number;
  /** The heap once garbage is collected, at the end. */
  heapNachGcMb: number;
  cpuSekunden: number;
}

export interface Container {
  pid: number;
  /** RSS after the last invocation, and the peak so far (MB). */
  speicher: { rssMb: number; maxRssMb: number };
  /** One invocation; a handler's failure rejects with its type and message. */
  aufrufen: (event: unknown) => Promise<unknown>;
  /** Ends the container and answers its peak RSS and CPU seconds. */
  beenden: () => Promise<ContainerMessung>;
}

export interface ContainerOptionen {
  name: string;
  speicherMb: number;
  timeoutSekunden: number;
  /** The function's environment (the stack's variables, the endpoints of the local services). */
  umgebung: Record<string, string>;
  /** As the function is deployed: a small young generation and a lean allocator (knapperSpeicher.ts). */
  knapperSpeicher?: boolean;
  /** Further Node flags (a CPU profile: `--cpu-prof`, `--cpu-prof-dir=…`). */
  nodeFlags?: readonly string[];
}

export class Aufruffehler extends Error {
  override name = 'Aufruffehler';
  constructor(
    readonly errorType: string,
    message: string,
  ) {
    super(`${errorType}: ${message}`);
  }
}

/** A container of the bundle, warm after its first invocation, as long as it lives. */
export function starteContainer(buendel: string, o: ContainerOptionen): Container {
  // Only what Lambda would set: the bench's own variables (its malloc arenas) stay out.
  const umgebung: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_OPTIONS: LAMBDA_NODE_OPTIONS,
    AWS_LAMBDA_FUNCTION_NAME: o.name,
    AWS_LAMBDA_FUNCTION_MEMORY_SIZE: String(o.speicherMb),
    ...umgebungMitSpeicher(o.umgebung, o.knapperSpeicher),
    // The runtime's entry stays the command's last word, as /var/runtime/index.mjs is Lambda's.
    LIEFERDESK_BENCH_BUENDEL: buendel,
    LIEFERDESK_BENCH_TIMEOUT: String(o.timeoutSekunden),
  };
  const befehl = [process.execPath, ...lambdaNodeFlags(o.speicherMb), ...(o.nodeFlags ?? []), LAUFZEIT];
  // A wrapper script the environment names runs the command, as Lambda runs it (from the bundle's folder).
  const huelle = umgebung.AWS_LAMBDA_EXEC_WRAPPER;
  if (huelle !== undefined) {
    if (huelle !== `${LAMBDA_AUFGABENORDNER}/${HUELLE_DATEI}`) throw new Error(`unbekannte Hülle ${huelle}`);
    const kopie = join(dirname(buendel), HUELLE_DATEI);
    // Copied aside and renamed into place: a container already running the script keeps reading
    // its own copy while the next is started (one copied over it would be read half-written).
    const neu = `${kopie}.${process.pid}.${o.name}`;
    copyFileSync(HUELLE_QUELLE, neu);
    renameSync(neu, kopie);
    befehl.unshift(kopie);
  }
  const prozess = spawn(befehl[0]!, befehl.slice(1), {
    cwd: REPO_WURZEL,
    env: umgebung,
    stdio: ['pipe', 'ignore', 'inherit', 'pipe'],
  });
  const eingabe = prozess.stdin as Writable;
  const antworten = createInterface({ input: prozess.stdio[3] as Readable });
  const wartend: ((zeile: string) => void)[] = [];
  antworten.on('line', (zeile) => wartend.shift()?.(zeile));
  let ende: Error | undefined;
  prozess.once('exit', (code, signal) => {
    ende = new Error(`Container ${o.name} beendet (${signal ?? code})`);
    for (const w of wartend.splice(0))
      w(JSON.stringify({ fehler: { errorType: 'Runtime.Exit', errorMessage: ende.message } }));
  });
  // One invocation at a time: each waits for the one before.
  let vorige: Promise<unknown> = Promise.resolve();
  const senden = (inhalt: unknown) => {
    const antwort = vorige.then(
      () =>
        new Promise<Record<string, unknown>>((fertig) => {
          if (ende) throw ende;
          wartend.push((zeile) => fertig(JSON.parse(zeile) as Record<string, unknown>));
          eingabe.write(`${JSON.stringify(inhalt)}\n`);
        }),
    );
    vorige = antwort.catch(() => undefined);
    return antwort;
  };
  const speicher = { rssMb: 0, maxRssMb: 0 };
  return {
    pid: prozess.pid!,
    speicher,
    async aufrufen(event) {
      const a = await senden({ event });
      if (typeof a.rssMb === 'number') speicher.rssMb = a.rssMb;
      if (typeof a.maxRssMb === 'number') speicher.maxRssMb = a.maxRssMb;
      if (a.fehler) {
        const f = a.fehler as { errorType: string; errorMessage: string };
        throw new Aufruffehler(f.errorType, f.errorMessage);
      }
      return a.ergebnis;
    },
    async beenden() {
      const messung = (await senden({ ende: true })) as unknown as ContainerMessung;
      await new Promise((fertig) => (ende ? fertig(undefined) : prozess.once('exit', fertig)));
      return messung;
    },
  };
}
