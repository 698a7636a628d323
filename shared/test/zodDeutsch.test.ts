/**
 * zod's own messages are German wherever the shared package is loaded: the schemas' custom
 * messages cover the rules we word ourselves, zod words the rest (types, ranges). The setting is
 * a side-effect import, which a bundler drops from a package marked free of side effects — so
 * the web's bundler (Vite) builds the package here and must keep it. (The Lambdas' esbuild
 * bundles: infra/test/buendel.test.ts.)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { importFilterFelder } from '../src/index';

const WURZEL = join(import.meta.dirname, '../..');
// Inside the repository, so the entry resolves @lieferdesk/shared as the web app does.
const ORDNER = join(WURZEL, 'node_modules', '.cache', 'lieferdesk-zodtest');

afterAll(() => rmSync(ORDNER, { recursive: true, force: true }));

describe('zod-Meldungen', () => {
  it('sind auf Deutsch, sobald das Paket geladen ist — für seine Schemas und jedes andere', () => {
    const zuGross = importFilterFelder.safeParse({ lineFrom: 1e308, modus: 1 });
    expect(zuGross.error?.issues.map((i) => i.message)).toEqual([
      'Zu groß: erwartet, dass int <=9007199254740991 ist',
    ]);
    expect(z.object({ name: z.string() }).safeParse({ name: 5 }).error?.issues[0]?.message).toBe(
      'Ungültige Eingabe: erwartet string, erhalten Zahl',
    );
  });

  it('bleiben im Bündel der Web-App (Vite), auch wenn nur ein Schema gebraucht wird', async () => {
    mkdirSync(ORDNER, { recursive: true });
    const eintrag = join(ORDNER, 'eintrag.ts');
    writeFileSync(
      eintrag,
      "import { ROUTEN } from '@lieferdesk/shared';\nconsole.log(ROUTEN.importFilter.body?.safeParse({}));\n",
    );
    const ergebnis = (await build({
      configFile: false,
      logLevel: 'silent',
      root: WURZEL,
      build: { write: false, minify: true, rollupOptions: { input: eintrag } },
    })) as Rollup.RollupOutput;
    const code = ergebnis.output.map((teil) => (teil.type === 'chunk' ? teil.code : '')).join('\n');
    expect(code).toContain('Zu groß');
  }, 60_000);
});
