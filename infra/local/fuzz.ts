/**
 * The fuzz properties with more cases than CI runs (`npm run fuzz -- --runs 5000`): the same
 * test files (functions/test/fuzz), each property N times, one file after the other. A failing
 * property prints fast-check's shrunk counterexample and its seed; `--seed S` runs every
 * property from that seed again.
 *
 *   npm run fuzz [-- --runs <runs per property>] [--seed <seed>] [<Vitest file filter> …]
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string' }, seed: { type: 'string' } },
  allowPositionals: true,
});

const zahl = (name: string, wert: string | undefined): string | undefined => {
  if (wert === undefined) return undefined;
  if (!/^-?\d+$/.test(wert)) {
    console.error(`--${name} erwartet eine ganze Zahl, nicht „${wert}“.`);
    process.exit(2);
  }
  return wert;
};
const runs = zahl('runs', values.runs);
const seed = zahl('seed', values.seed);

const ergebnis = spawnSync(
  'vitest',
  [
    'run',
    '--project',
    'unit',
    '--maxWorkers',
    '1',
    ...(positionals.length ? positionals : ['functions/test/fuzz']),
  ],
  {
    stdio: 'inherit',
    env: {
      ...process.env,
      ...(runs ? { FUZZ_RUNS: runs } : {}),
      ...(seed ? { FUZZ_SEED: seed } : {}),
    },
  },
);
if (ergebnis.error) {
  console.error(`Vitest ließ sich nicht starten: ${ergebnis.error.message}`);
  process.exit(1);
}
process.exit(ergebnis.status ?? 1);
