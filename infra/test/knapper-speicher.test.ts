/**
 * Lean memory for the download job (infra/src/knapperSpeicher.ts): the wrapper script gives V8
 * the smaller young generation even though Lambda's runtime names its own on the command line,
 * passes everything else on unchanged, and the bundling's commands put it into the bundle
 * executable.
 */
import { execFileSync, execSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { nachDemBuendeln, REPO_WURZEL } from '../src/funktion';
import {
  HUELLE_DATEI,
  HUELLE_QUELLE,
  KNAPPER_SPEICHER_UMGEBUNG,
  umgebungMitSpeicher,
} from '../src/knapperSpeicher';
import { lambdaNodeFlags } from '../local/bench/lambda';

const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-huelle-'));
afterAll(() => rmSync(verzeichnis, { recursive: true, force: true }));

/** What the started runtime sees: V8's heap limit, its flags and its own arguments. */
const einstieg = join(verzeichnis, 'index.mjs');
writeFileSync(
  einstieg,
  "import v8 from 'node:v8';\n" +
    'console.log(JSON.stringify({ grenze: v8.getHeapStatistics().heap_size_limit, flags: process.execArgv, argumente: process.argv.slice(2) }));\n',
);
type Gesehen = { grenze: number; flags: string[]; argumente: string[] };
const lambdaBefehl = [process.execPath, ...lambdaNodeFlags(512), einstieg];

describe('knapper Speicher', () => {
  it('die Hülle startet den Befehl der Laufzeit mit kleinerem Semi-Space, sonst unverändert', () => {
    const ohne = JSON.parse(
      execFileSync(lambdaBefehl[0]!, lambdaBefehl.slice(1), { encoding: 'utf8' }),
    ) as Gesehen;
    const mit = JSON.parse(
      execFileSync(HUELLE_QUELLE, lambdaBefehl, {
        encoding: 'utf8',
        env: { ...process.env, ...KNAPPER_SPEICHER_UMGEBUNG },
      }),
    ) as Gesehen;
    // Lambda's 25 MB semi-space, three of them in the heap's limit; with the wrapper 4 MB.
    const vier = JSON.parse(
      execFileSync(process.execPath, ['--max-semi-space-size=4', '--max-old-space-size=461', einstieg], {
        encoding: 'utf8',
      }),
    ) as Gesehen;
    expect(mit.grenze).toBe(vier.grenze);
    expect(mit.grenze).toBeLessThan(ohne.grenze);
    expect(mit.flags).toEqual([...lambdaNodeFlags(512), '--max-semi-space-size=4']);
    expect(mit.argumente).toEqual([]);
  });

  it('nur die Funktionen mit knappem Speicher bekommen Hülle und Allokator-Einstellungen', () => {
    const stack = { TABLE_NAME: 't' };
    expect(umgebungMitSpeicher(stack, false)).toEqual(stack);
    expect(umgebungMitSpeicher(stack, true)).toEqual({ ...stack, ...KNAPPER_SPEICHER_UMGEBUNG });
    expect(KNAPPER_SPEICHER_UMGEBUNG.AWS_LAMBDA_EXEC_WRAPPER).toBe(`/var/task/${HUELLE_DATEI}`);
  });

  it('das Bündeln legt die Hülle ausführbar ins Bündel', () => {
    const ausgang = join(verzeichnis, 'asset');
    execSync(`mkdir -p ${ausgang}`);
    writeFileSync(
      join(ausgang, 'index.mjs.map'),
      JSON.stringify({ version: 3, sources: [], names: [], mappings: '' }),
    );
    // The map's step alone without lean memory; with it, the wrapper follows.
    expect(nachDemBuendeln(REPO_WURZEL, ausgang)).toHaveLength(1);
    for (const befehl of nachDemBuendeln(REPO_WURZEL, ausgang, true)) execSync(befehl, { cwd: REPO_WURZEL });
    const modus = statSync(join(ausgang, HUELLE_DATEI)).mode & 0o777;
    expect(modus).toBe(0o755);
    const gesehen = JSON.parse(
      execFileSync(join(ausgang, HUELLE_DATEI), lambdaBefehl, {
        encoding: 'utf8',
        env: { ...process.env, ...KNAPPER_SPEICHER_UMGEBUNG },
      }),
    ) as Gesehen;
    expect(gesehen.flags.at(-1)).toBe('--max-semi-space-size=4');
  });
});
