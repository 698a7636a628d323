/**
 * A local stack in a process of its own, on kept data (as `npm start` runs it), for tests that
 * kill it as a crash would: `node --import tsx test/helpers/stack-prozess.ts <data folder>`
 * prints one line `STACK <json>` with what a test needs (URLs, endpoints, the files whose runs
 * it found left running) once it is ready, and ends cleanly on SIGTERM. Started detached, the
 * process leads its own process group with DynamoDB Local in it, so one kill of the group takes
 * everything down at once.
 */
import { starteLokalenStack } from '../../infra/local/stack';

import { STACK_ZEILE } from './stack-kind';

const verzeichnis = process.argv[2];
if (!verzeichnis) throw new Error('Aufruf: stack-prozess.ts <Datenordner>');
const {
  beenden,
  warteAufStrecken: _warten,
  ...info
} = await starteLokalenStack({
  datenVerzeichnis: verzeichnis,
  dauerhaft: true,
});
process.stdout.write(`${STACK_ZEILE}${JSON.stringify(info)}\n`);
process.on('SIGTERM', () => {
  void beenden().then(() => process.exit(0));
});
