import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { starteStackProzess, type StackInfo } from './stack-kind';
import { datenordner } from './datenordner';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Omit<StackInfo, 'vorbereitet'>;
  }
}

/**
 * One local stack for the project's test files: fresh data, the table in memory, in a process of
 * its own (stack-prozess.ts) — its handlers read their settings from that process's environment,
 * so several test files can call it at once and none of them changes what another's calls see.
 * Its errors are printed with the tests' output.
 */
export default async function setup(project: TestProject) {
  const verzeichnis = datenordner('lieferdesk-test-');
  const { prozess, info } = await starteStackProzess(verzeichnis, {
    fluechtig: true,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
    ausgabe: (text) => process.stderr.write(text),
  });
  const { vorbereitet: _vorbereitet, ...daten } = info;
  project.provide('stack', daten);
  const gruppeToeten = () => {
    try {
      process.kill(-prozess.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
  };
  // A test run that ends without its teardown (interrupted) leaves no stack behind.
  process.once('exit', gruppeToeten);
  return async () => {
    const beendet =
      prozess.exitCode !== null || prozess.signalCode !== null
        ? Promise.resolve()
        : new Promise((fertig) => prozess.once('exit', fertig));
    // The stack ends its parts itself; whatever of its group is left after a minute is killed.
    prozess.kill('SIGTERM');
    const frist = setTimeout(gruppeToeten, 60_000);
    await beendet;
    clearTimeout(frist);
    gruppeToeten();
    rmSync(verzeichnis, { recursive: true, force: true });
  };
}
