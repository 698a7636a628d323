/**
 * Size of the web app's first load (`npm run bench:web`), not a test: prints figures.
 *
 * Builds web/ with its manifest into a temp folder (web/dist stays as it is), then sums the gzip -9
 * size of the JavaScript the browser loads before sign-in (the entry chunk and its static imports,
 * web/scripts/erstladung.ts) and of the whole app's JavaScript, and of the sign-in stylesheets.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { alleSkripte, kilobytes, vorAnmeldung, type Manifest } from '../../../web/scripts/erstladung';

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
rmSync(DIST, { recursive: true, force: true });
