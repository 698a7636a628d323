/**
 * The bundles' source maps cut down to our own code (infra/src/quellkarte.ts): a bundle of one
 * module of ours and one library, built as `cdk deploy` builds (minified, the map without the
 * sources), maps every place of our code exactly as before and no place of the library's into
 * anything — neither into the library nor into our code before it — and its map shrinks.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { BUENDEL_ESBUILD } from '../src/funktion';
import { eigeneQuelle, quellkarteKuerzen, type Quellkarte } from '../src/quellkarte';

const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-quellkarte-'));
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

async function buendel(): Promise<{ code: string; karte: Quellkarte; kartenPfad: string }> {
  mkdirSync(join(verzeichnis, 'node_modules', 'bibliothek'), { recursive: true });
  writeFileSync(
    join(verzeichnis, 'node_modules', 'bibliothek', 'index.js'),
    'export function teilen(a, b) { if (b === 0) throw new Error("durch null"); return a / b; }\n' +
      'export const doppelt = (x) => [x, x].map((y) => y * 2);\n',
  );
  // Ours before the library in the bundle too (esbuild orders by import): its code follows ours.
  writeFileSync(
    join(verzeichnis, 'zuerst.ts'),
    'export const plus = (a: number) => [a].map((x) => x + 1);\n',
  );
  writeFileSync(
    join(verzeichnis, 'eigen.ts'),
    "import { plus } from './zuerst';\nimport { doppelt, teilen } from 'bibliothek';\n" +
      'export function handler(n: number): number[] {\n  const q = teilen(n, n - 1);\n  return doppelt(q).concat(plus(n));\n}\n',
  );
  const ergebnis = await build({
    ...BUENDEL_ESBUILD,
    mainFields: [...BUENDEL_ESBUILD.mainFields],
    external: [...BUENDEL_ESBUILD.external],
    entryPoints: [join(verzeichnis, 'eigen.ts')],
    outfile: join(verzeichnis, 'aus', 'index.mjs'),
    write: false,
    logLevel: 'silent',
  });
  const code = ergebnis.outputFiles.find((f) => f.path.endsWith('.mjs'))!;
  const karte = ergebnis.outputFiles.find((f) => f.path.endsWith('.map'))!;
  return { code: code.text, karte: JSON.parse(karte.text) as Quellkarte, kartenPfad: karte.path };
}

/** Every place of the bundle: where Node's source map support maps it. */
function orte(code: string, karte: Quellkarte): Map<string, string> {
  const sm = new SourceMap(karte as never);
  const aus = new Map<string, string>();
  code.split('\n').forEach((zeile, z) => {
    for (let s = 0; s < zeile.length; s++) {
      const e = sm.findEntry(z, s) as {
        originalSource?: string;
        originalLine?: number;
        originalColumn?: number;
      };
      aus.set(
        `${z}:${s}`,
        e.originalSource ? `${e.originalSource}:${e.originalLine}:${e.originalColumn}` : '',
      );
    }
  });
  return aus;
}

describe('Quellkarte der Bündel', () => {
  it('behält die Abbildung des eigenen Codes, bildet Bibliotheken auf nichts ab und wird kleiner', async () => {
    const { code, karte, kartenPfad } = await buendel();
    const eigen = eigeneQuelle(kartenPfad, karte);
    expect(karte.sources.map(eigen)).toEqual(karte.sources.map((q) => !q.includes('node_modules')));
    expect(karte.sources.filter(eigen)).toHaveLength(2);

    const gekuerzt = quellkarteKuerzen(karte, eigen);
    expect(gekuerzt.mappings.length).toBeLessThan(karte.mappings.length);
    expect(gekuerzt.sources).toEqual(karte.sources);

    const vorher = orte(code, karte);
    const nachher = orte(code, gekuerzt);
    let eigeneOrte = 0;
    let bibliotheksOrte = 0;
    for (const [ort, ziel] of vorher) {
      if (ziel.includes('eigen.ts') || ziel.includes('zuerst.ts')) {
        eigeneOrte++;
        expect(nachher.get(ort), ort).toBe(ziel);
      } else if (ziel !== '') {
        bibliotheksOrte++;
        expect(nachher.get(ort), ort).toBe('');
      }
    }
    expect(eigeneOrte).toBeGreaterThan(20);
    expect(bibliotheksOrte).toBeGreaterThan(20);
  });

  it('bleibt gleich, wenn alle Quellen eigene sind', async () => {
    const { karte } = await buendel();
    expect(quellkarteKuerzen(karte, () => true).mappings).toBe(karte.mappings);
  });
});
