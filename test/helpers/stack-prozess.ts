/**
 * A local stack in a process of its own: `node --import tsx test/helpers/stack-prozess.ts
 * <data folder> [--fluechtig] [--web <dist>] [--historie] [--schreibeinheiten <n>]` prints one line `STACK <json>` with what a test
 * needs (URLs, endpoints, the files whose runs it found left running) once it is ready, and ends
 * cleanly on SIGTERM. On kept data (as `npm start` runs it) for tests that kill it as a crash
 * would; `--fluechtig` (table in memory) with the web app for the stack all API and browser test
 * files share (global-setup.ts) — its handlers read their settings from this process's
 * environment, so test files beside each other cannot disturb them. Started detached, the
 * process leads its own process group with DynamoDB Local in it, so one kill of the group takes
 * everything down at once.
 */
import { parseArgs } from 'node:util';
import { starteLokalenStack } from '../../infra/local/stack';
import { STACK_ZEILE } from './stack-kind';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    fluechtig: { type: 'boolean' },
    web: { type: 'string' },
    historie: { type: 'boolean' },
    schreibeinheiten: { type: 'string' },
  },
});
const verzeichnis = positionals[0];
if (!verzeichnis)
  throw new Error(
    'Aufruf: stack-prozess.ts <Datenordner> [--fluechtig] [--web <dist>] [--historie] [--schreibeinheiten <n>]',
  );
const {
  beenden,
  warteAufStrecken: _warten,
  ...info
} = await starteLokalenStack({
  datenVerzeichnis: verzeichnis,
  dauerhaft: !values.fluechtig,
  // The shared stacks serve many test files: every handler loaded ahead, as for a user (a first
  // call that compiles its handler on a busy machine outlasts a browser's wait). A killed one
  // serves one test's few routes.
  vorladen: values.fluechtig === true,
  ...(values.web ? { webDist: values.web } : {}),
  historie: values.historie === true,
  ...(values.schreibeinheiten ? { schreibeinheiten: Number(values.schreibeinheiten) } : {}),
});
process.stdout.write(`${STACK_ZEILE}${JSON.stringify(info)}\n`);
process.on('SIGTERM', () => {
  void beenden().then(() => process.exit(0));
});
