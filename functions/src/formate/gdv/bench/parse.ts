/**
 * Benchmark of the GDV reader (`npm run bench:parse`), not a test: prints figures.
 *
 * Builds a GDV file of at least GROESSE_MB in os.tmpdir() from the official GDV sample delivery
 * (musterdatei_041222.txt): its Vorsatz, then its 162 records repeated with renumbered policy
 * numbers (so every repetition is a new set of contracts), then a Nachsatz with the right count
 * and total premium. Then measures, each in a child process of its own (its own peak RSS):
 * (a) splitting the file into lines only, (b) the full typed parse through gdvZeilen, and
 * (c) the same through gdvZeilenBloecke. The file is removed afterwards.
 *
 *   npm run bench:parse [-- <megabytes>]
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { build } from 'esbuild';
import { MUSTERDATEI } from '@lieferdesk/test/fixtures';

const GROESSE_MB = Number(process.argv[2] ?? 220);

/** Writes the file; returns its size in bytes and its number of lines. */
async function erzeuge(datei: string): Promise<{ bytes: number; zeilen: number }> {
  const zeilen = readFileSync(MUSTERDATEI.pfad)
    .toString('latin1')
    .split('\n')
    .filter((z) => z.trim() !== '');
  const vorsatz = zeilen.filter((z) => z.startsWith('0001'));
  const rumpf = zeilen.filter((z) => !z.startsWith('0001') && !z.startsWith('9999'));
  const nachsatz = zeilen.find((z) => z.startsWith('9999'))!;
  const rumpfBytes = rumpf.reduce((n, z) => n + z.length + 1, 0);
  const wiederholungen = Math.ceil((GROESSE_MB * 1e6) / rumpfBytes);

  const aus = createWriteStream(datei);
  const schreibe = async (text: string) => {
    if (!aus.write(Buffer.from(text, 'latin1'))) await once(aus, 'drain');
  };
  await schreibe(vorsatz.map((z) => `${z}\n`).join(''));
  // Policy numbers (bytes 14–30, right-aligned) get the repetition's number in front.
  const vsnrFrei = rumpf.map((z) => [z.slice(0, 13), z.slice(13, 30).trim(), z.slice(30)] as const);
  for (let i = 0; i < wiederholungen; i++) {
    const vorsilbe = String(i).padStart(6, '0');
    let block = '';
    for (const [vor, vsnr, nach] of vsnrFrei)
      block += `${vor}${(vorsilbe + vsnr).padStart(17).slice(-17)}${nach}\n`;
    await schreibe(block);
  }
  const anzahl = rumpf.length * wiederholungen;
  // Nachsatz: number of records (bytes 5–14) and total premium (25–39, 2 decimals) of the copy.
  const gesamt = BigInt(nachsatz.slice(24, 39)) * BigInt(wiederholungen);
  await schreibe(
    `${nachsatz.slice(0, 4)}${String(anzahl).padStart(10, '0')}${nachsatz.slice(14, 24)}${String(gesamt).padStart(15, '0')}${nachsatz.slice(39)}\n`,
  );
  aus.end();
  await once(aus, 'finish');
  return {
    bytes: rumpfBytes * wiederholungen + vorsatz.length * 257 + 257,
    zeilen: anzahl + vorsatz.length + 1,
  };
}

interface Messung {
  art: string;
  sekunden: number;
  bytes: number;
  zeilen: number;
  saetze: number;
  spitzeRss: number;
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

function miss(skript: string, art: string, datei: string): Messung {
  const ausgabe = execFileSync(process.execPath, [skript, art, datei], {
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(ausgabe.trim().split('\n').at(-1)!) as Messung;
}

const mb = (bytes: number) => bytes / 1e6;
const zeile = (titel: string, m: Messung) =>
  `${titel.padEnd(36)} ${(mb(m.bytes) / m.sekunden).toFixed(0).padStart(5)} MB/s  ${(m.zeilen / m.sekunden / 1e6).toFixed(2).padStart(5)} Mio. Zeilen/s  ${m.sekunden.toFixed(2).padStart(6)} s  Spitze RSS ${(m.spitzeRss / 2 ** 20).toFixed(0).padStart(4)} MiB`;

const ordner = mkdtempSync(join(tmpdir(), 'gdv-bench-'));
const datei = join(ordner, 'gross.gdv');
try {
  const { bytes, zeilen } = await erzeuge(datei);
  console.log(
    `GDV-Datei: ${mb(bytes).toFixed(0)} MB, ${zeilen.toLocaleString('de-DE')} Zeilen (Node ${process.version})`,
  );
  const skript = await buendle(ordner);
  const zerlegen = miss(skript, 'zerlegen', datei);
  const voll = miss(skript, 'voll', datei);
  const bloecke = miss(skript, 'bloecke', datei);
  console.log(zeile('(a) nur in Zeilen zerlegen', zerlegen));
  console.log(zeile('(b) volle Typisierung (gdvZeilen)', voll));
  console.log(zeile('(c) volle Typisierung (Blöcke)', bloecke));
  console.log(
    `Verhältnis voll/zerlegen: ${(zerlegen.sekunden / voll.sekunden).toFixed(2)} der Geschwindigkeit (${(voll.sekunden / zerlegen.sekunden).toFixed(1)}× so lang); Blöcke: ${(zerlegen.sekunden / bloecke.sekunden).toFixed(2)}`,
  );
  if (voll.saetze !== zeilen) console.log(`Achtung: ${zeilen - voll.saetze} Zeilen nicht fehlerfrei gelesen`);
} finally {
  rmSync(ordner, { recursive: true, force: true });
}
