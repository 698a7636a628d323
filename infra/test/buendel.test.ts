/**
 * The stack synthesises with bundling off (stack.test.ts); this test bundles every function's
 * entry module as `cdk deploy` does — esbuild, ESM, minified, the require banner, the AWS SDK
 * left to the runtime — and loads each bundle in Node. A dependency that cannot be bundled as
 * ESM (a dynamic require, a file read next to its module — exceljs and its zip libraries are the
 * candidates) fails here rather than in the deployed Lambda. The spreadsheet module is bundled
 * the same way and writes and reads a workbook, and a bundled API handler answers in zod's
 * German (a side-effect import a bundler could drop).
 */
import { PassThrough } from 'node:stream';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App } from 'aws-cdk-lib';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { BUENDEL_ESBUILD, LieferdeskFunktion, REPO_WURZEL } from '../src/funktion';
import { LieferdeskStack } from '../src/stack';

const cdkJson = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../cdk.json', import.meta.url)), 'utf8'),
) as { context: Record<string, unknown> };

// Inside the repository, so the bundles resolve the externals (@aws-sdk) from its node_modules.
const AUSGABE = join(REPO_WURZEL, 'node_modules', '.cache', 'lieferdesk-buendeltest');
const XLSX_MODUL = join(REPO_WURZEL, 'functions/src/dokumente/xlsx.ts');

function einstiege(): string[] {
  const app = new App({ context: { ...cdkJson.context, 'aws:cdk:bundling-stacks': [] } });
  const stack = new LieferdeskStack(app, 'Lieferdesk');
  const module = stack.node
    .findAll()
    .filter((c): c is LieferdeskFunktion => c instanceof LieferdeskFunktion)
    .map((f) => f.einstieg);
  return [...new Set(module)].sort();
}

const buendelVon = (einstieg: string) =>
  join(AUSGABE, relative(REPO_WURZEL, einstieg).replace(/\.ts$/, '.mjs'));

afterAll(() => rmSync(AUSGABE, { recursive: true, force: true }));

describe('Lambda-Bündel wie bei cdk deploy', () => {
  it('jede Funktion bündelt ohne Fehler als ESM und lädt in Node; exceljs schreibt und liest gebündelt', async () => {
    const funktionen = einstiege();
    expect(funktionen.length).toBeGreaterThan(50);
    rmSync(AUSGABE, { recursive: true, force: true });
    mkdirSync(AUSGABE, { recursive: true });
    const ergebnis = await build({
      entryPoints: [...funktionen, XLSX_MODUL],
      outbase: REPO_WURZEL,
      outdir: AUSGABE,
      outExtension: { '.js': '.mjs' },
      ...BUENDEL_ESBUILD,
      mainFields: [...BUENDEL_ESBUILD.mainFields],
      external: [...BUENDEL_ESBUILD.external],
      logLevel: 'silent',
    });
    expect(ergebnis.errors).toEqual([]);

    for (const einstieg of funktionen) {
      const modul = (await import(pathToFileURL(buendelVon(einstieg)).href)) as { handler?: unknown };
      expect(typeof modul.handler, einstieg).toBe('function');
    }

    // zod's German messages are a side-effect import of the shared package: still there bundled.
    const filter = (await import(
      pathToFileURL(buendelVon(join(REPO_WURZEL, 'functions/src/handlers/import-filter.ts'))).href
    )) as { handler: (event: unknown, kontext: unknown) => Promise<{ statusCode: number; body: string }> };
    const antwort = await filter.handler(
      {
        headers: {},
        isBase64Encoded: false,
        body: JSON.stringify({ filename: 'x', lineFrom: 1e308, modus: 1 }),
        requestContext: { authorizer: { jwt: { claims: { sub: 's', 'cognito:groups': ['VIEW_INTERN'] } } } },
      },
      {},
    );
    expect(antwort.statusCode).toBe(400);
    expect(JSON.parse(antwort.body).fehler).toEqual([
      { feld: 'body.lineFrom', grund: 'Zu groß: erwartet, dass int <=9007199254740991 ist' },
    ]);

    const xlsx = (await import(
      pathToFileURL(buendelVon(XLSX_MODUL)).href
    )) as typeof import('@lieferdesk/functions/dokumente/xlsx');
    const datei = await xlsx.alsXlsx({
      blatt: 'Protokoll',
      kopf: ['Abrechnung'],
      spalten: [{ titel: 'Zeile' }, { titel: 'Text' }],
      zeilen: [[1, '=SUMME(A1)']],
    });
    expect(Buffer.from(datei.subarray(0, 2)).toString('latin1')).toBe('PK');
    const zeilen = await xlsx.xlsxLesen(datei);
    expect(zeilen).toContainEqual([1, "'=SUMME(A1)"]);

    // The lists' export streams through exceljs's streaming writer (its zip stream): bundled too.
    const ziel = new PassThrough();
    const teile: Buffer[] = [];
    ziel.on('data', (t: Buffer) => teile.push(t));
    const geschrieben = new Promise((ok) => ziel.on('end', ok));
    const strom = xlsx.xlsxStrom(ziel, { blatt: 'Liste', spalten: [{ titel: 'Am' }, { titel: 'Text' }] });
    strom.zeile([{ wert: new Date(Date.UTC(2026, 10, 29)), format: 'dd.mm.yyyy' }, { wert: '=1+2' }]);
    await strom.abschliessen();
    await geschrieben;
    const gestreamt = await xlsx.xlsxZellenLesen(new Uint8Array(Buffer.concat(teile)));
    expect(gestreamt[1]).toEqual([
      { wert: new Date(Date.UTC(2026, 10, 29)), format: 'dd.mm.yyyy' },
      { wert: "'=1+2" },
    ]);
  });
});
