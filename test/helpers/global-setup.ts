import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { starteLokalenStack, type LokalerStack } from '../../infra/local/stack';

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Omit<LokalerStack, 'beenden' | 'warteAufStrecken' | 'vorbereitet'>;
  }
}

/** One local stack for all tests that need it: fresh data, the table in memory. */
export default async function setup(project: TestProject) {
  const verzeichnis = mkdtempSync(join(tmpdir(), 'lieferdesk-test-'));
  const stack = await starteLokalenStack({
    datenVerzeichnis: verzeichnis,
    dauerhaft: false,
    webDist: resolve(import.meta.dirname, '../../web/dist'),
  });
  // Only data crosses to the test files (provide passes JSON), not the stack's functions.
  const { beenden, warteAufStrecken: _warteAufStrecken, vorbereitet: _vorbereitet, ...info } = stack;
  project.provide('stack', info);
  return async () => {
    await beenden();
    rmSync(verzeichnis, { recursive: true, force: true });
  };
}
