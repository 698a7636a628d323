/**
 * Benchmark of XML reading (`npm run bench:xml`), not a test: prints figures.
 *
 * Writes OMDS files of 2,000, 20,000 and 200,000 contracts (persons referenced by number, see
 * omds-datei.ts) to os.tmpdir() and reads each through the built-in OMDS interface in a child
 * process of its own (its own peak RSS): records per second and peak RSS. The aim: reading is
 * linear — the 200,000 rate at least half the 2,000 rate — and stays under 512 MB RSS.
 *
 *   npm run bench:xml [-- <contracts> …]     other file sizes
 *   XML_BENCH_SEKUNDEN=120 npm run bench:xml  a measurement taking longer is stopped (default 600)
 */
import { execFile } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { omdsDatei } from './omds-datei';

const ANZAHLEN = process.argv.length > 2 ? process.argv.slice(2).map(Number) : [2_000, 20_000, 200_000];
const HOECHSTENS_SEKUNDEN = Number(process.env.XML_BENCH_SEKUNDEN ?? 600);
const ZIEL_RSS = 512 * 2 ** 20;

interface Messung {
  sekunden: number;
  bytes: number;
  zeilen: number;
  fehlerhaft: number;
  spitzeRss: number;
}

async function schreibe(datei: string, vertraege: number): Promise<void> {
  const aus = createWriteStream(datei);
  for (const stueck of omdsDatei(vertraege)) if (!aus.write(stueck)) await once(aus, 'drain');
  aus.end();
  await once(aus, 'finish');
}

/**
 * The measuring script bundled with esbuild, as the Lambda bundles the functions, and run by
 * plain node: the TypeScript loader alone would add some 50 MB to every process's RSS.
 */
async function buendle(ordner: string): Promise<string> {
  const ziel = join(ordner, 'messung.mjs');
  await build({
    entryPoints: [resolve(import.meta.dirname, 'messung.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    outfile: ziel,
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  });
  return ziel;
}

/** The measurement, or undefined when it was stopped after HOECHSTENS_SEKUNDEN. */
async function miss(skript: string, datei: string): Promise<Messung | undefined> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [skript, datei], {
      encoding: 'utf8',
      timeout: HOECHSTENS_SEKUNDEN * 1000,
      maxBuffer: 1024 * 1024,
    });
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as Messung;
  } catch (fehler) {
    if ((fehler as { killed?: boolean }).killed) return undefined;
    throw fehler;
  }
}

const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;

const ordner = mkdtempSync(join(tmpdir(), 'xml-bench-'));
try {
  const skript = await buendle(ordner);
  console.log(`XML lesen, eingebaute OMDS-Schnittstelle (Node ${process.version})`);
  const raten: number[] = [];
  for (const anzahl of ANZAHLEN) {
    const datei = join(ordner, `omds-${anzahl}.xml`);
    await schreibe(datei, anzahl);
    const m = await miss(skript, datei);
    rmSync(datei);
    const titel = `${anzahl.toLocaleString('de-DE').padStart(9)} Verträge`;
    if (!m) {
      console.log(`${titel}  nach ${HOECHSTENS_SEKUNDEN} s abgebrochen`);
      continue;
    }
    const rate = m.zeilen / m.sekunden;
    raten.push(rate);
    console.log(
      `${titel}  ${(m.bytes / 1e6).toFixed(1).padStart(6)} MB  ${m.sekunden.toFixed(2).padStart(7)} s  ` +
        `${rate.toFixed(0).padStart(7)} Sätze/s  Spitze RSS ${mib(m.spitzeRss).padStart(8)}` +
        `${m.spitzeRss > ZIEL_RSS ? ' (über 512 MiB)' : ''}  fehlerhaft ${m.fehlerhaft}`,
    );
  }
  if (raten.length === ANZAHLEN.length && raten.length > 1)
    console.log(`Rate der größten Datei / Rate der kleinsten: ${(raten.at(-1)! / raten[0]!).toFixed(2)}`);
} finally {
  rmSync(ordner, { recursive: true, force: true });
}
