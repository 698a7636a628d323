/**
 * Size of the web app's first load and the inbox's rendering (`npm run bench:web`), not a test:
 * prints figures.
 *
 * Builds web/ with its manifest into a temp folder (web/dist stays as it is), then sums the gzip -9
 * size of the JavaScript the browser loads before sign-in (the entry chunk and its static imports,
 * web/scripts/erstladung.ts) and of the whole app's JavaScript, and of the sign-in stylesheets.
 *
 * Then — unless `--ohne-browser` — serves that build from a local stack with a small BiPRO year
 * (listen-daten.ts, 5,000 documents) and measures the inbox in headless Chromium at 1280 × 720
 * (listen-browser.ts): until the default search's rows show, until a page of 100 rows of the
 * automatically assigned documents shows, and a sort click and a page change on them. The API
 * answers in tens of milliseconds here: what the figures show beyond it is the rendering.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { datenbankFuer } from '@lieferdesk/functions/data/datenbank';
import { zeitraum } from '@lieferdesk/functions/zeitangabe';
import { alleSkripte, kilobytes, vorAnmeldung, type Manifest } from '../../../web/scripts/erstladung';
import { LOKALE_TABELLE, starteLokalenStack } from '../stack';
import { browserMessen } from './listen-browser';
import { benchDatenSchreiben, UMFANG } from './listen-daten';

const WEB = join(import.meta.dirname, '../../../web');
const DIST = mkdtempSync(join(tmpdir(), 'lieferdesk-web-'));

execFileSync('npx', ['vite', 'build', '--manifest', '--outDir', DIST, '--emptyOutDir'], {
  cwd: WEB,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const manifest = JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8')) as Manifest;
const gzip = (datei: string): number => gzipSync(readFileSync(join(DIST, datei)), { level: 9 }).length;
const roh = (datei: string): number => readFileSync(join(DIST, datei)).length;

const erst = vorAnmeldung(manifest);
const alle = alleSkripte(manifest);
const zeile = (name: string, dateien: string[]): string =>
  `${name.padEnd(28)} ${kilobytes(dateien, gzip).toFixed(1).padStart(7)} KB gzip -9  ` +
  `(${kilobytes(dateien, roh).toFixed(1)} KB raw, ${dateien.length} files)`;

console.log(zeile('JS before sign-in', erst.js));
for (const datei of erst.js)
  console.log(`  ${datei.padEnd(40)} ${(gzip(datei) / 1000).toFixed(1).padStart(7)} KB`);
console.log(zeile('CSS before sign-in', erst.css));
console.log(zeile('JS whole app', alle));

/** The last full calendar month before today (Berlin's days), as the filter's first and last day. */
function letzterVollerMonat(): { fromDate: string; toDate: string } {
  const [jahr, monat] = zeitraum({}, new Date()).bisTag.split('-').map(Number) as [number, number];
  const [j, m] = monat === 1 ? [jahr - 1, 12] : [jahr, monat - 1];
  const mm = String(m).padStart(2, '0');
  return { fromDate: `${j}-${mm}-01`, toDate: `${j}-${mm}-${new Date(Date.UTC(j, m, 0)).getUTCDate()}` };
}

async function posteingangMessen() {
  const daten = mkdtempSync(join(tmpdir(), 'lieferdesk-bench-web-'));
  const stack = await starteLokalenStack({ datenVerzeichnis: daten, dauerhaft: false, webDist: DIST });
  try {
    const umfang = { ...UMFANG, dokumente: 5_000, gdvDateien: 500, lieferungen: 500 };
    await benchDatenSchreiben(datenbankFuer(LOKALE_TABELLE, stack.dynamoEndpoint), { umfang });
    await stack.vorbereitet;
    const b = await browserMessen(stack.url, {
      runden: 5,
      grosseListe: { ...letzterVollerMonat(), filterMode: 2 },
      fenster: { width: 1280, height: 720 },
    });
    const ms = (n: number) => `${n.toFixed(0)} ms`;
    console.log(
      `Inbox at 1280 × 720: default search (${b.zeilenStandard} rows) shown after p50 ` +
        `${ms(b.navigation.p50)} (its API answer in after ${ms(b.antwort.p50)}, navigation included)`,
    );
    console.log(
      `  ${b.zeilenSeite} of ${b.zeilenGross} rows shown after ${ms(b.grossNavigation)}; sort click p50 ` +
        `${ms(b.sortieren.p50)} (max ${ms(b.sortieren.max)}), page change p50 ${ms(b.blaettern.p50)}`,
    );
  } finally {
    await stack.beenden();
    rmSync(daten, { recursive: true, force: true });
  }
}

try {
  if (!process.argv.includes('--ohne-browser')) await posteingangMessen();
} finally {
  rmSync(DIST, { recursive: true, force: true });
}
