// @vitest-environment node
/**
 * `npm start -- --reset` must reach infra/local/start.ts. npm runs scripts through a shell and
 * appends the arguments after `--` to the script's command; a script that calls `npm run` again
 * loses them unless it passes them on after a `--` of its own (npm takes `--reset` for one of its
 * settings otherwise). npm's own `--script-shell` is pointed at a recorder, so the test follows
 * the chain of scripts exactly as npm expands it, without building or starting anything.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const wurzel = resolve(import.meta.dirname, '../..');
const ordner = mkdtempSync(join(tmpdir(), 'lieferdesk-start-'));
const aufzeichnung = join(ordner, 'befehl.txt');
const shell = join(ordner, 'shell.sh');
// npm calls `<shell> -c <command>`: the recorder keeps the command and runs nothing.
writeFileSync(shell, '#!/bin/sh\nprintf "%s" "$2" > "$AUFZEICHNUNG"\n');
chmodSync(shell, 0o755);
afterAll(() => rmSync(ordner, { recursive: true, force: true }));

/** The command npm hands its shell for `npm <argumente>`. */
function befehlVon(argumente: string[]): string {
  writeFileSync(aufzeichnung, '');
  execFileSync('npm', [`--script-shell=${shell}`, ...argumente], {
    cwd: wurzel,
    env: { ...process.env, AUFZEICHNUNG: aufzeichnung },
    stdio: 'ignore',
  });
  return readFileSync(aufzeichnung, 'utf8');
}

/** Follows `… && npm run <script> …` to the last command that is not npm itself. */
function letzterBefehl(argumente: string[]): string {
  for (let tiefe = 0; tiefe < 5; tiefe++) {
    const letzter = befehlVon(argumente).split('&&').at(-1)!.trim();
    if (!letzter.startsWith('npm ')) return letzter;
    argumente = letzter.split(/\s+/).slice(1);
  }
  throw new Error('zu viele verschachtelte npm-Skripte');
}

describe('npm start', () => {
  it('gibt --reset an infra/local/start.ts weiter', () => {
    expect(letzterBefehl(['start', '--', '--reset'])).toBe('tsx infra/local/start.ts --reset');
  });

  it('startet ohne Argumente ohne --reset', () => {
    expect(letzterBefehl(['start'])).toBe('tsx infra/local/start.ts');
  });
});
