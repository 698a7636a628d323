/**
 * A local stack in a process group of its own on the test's kept data (stack-prozess.ts), for
 * tests that kill it as a crash would and start it again on the same data. `stackKinder(prefix)`
 * gives the test its data folder and the two moves; `aufraeumen` (afterAll) kills what is left
 * and removes the folder.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { datenbankFuer, type Datenbank } from '@lieferdesk/functions/data/datenbank';
import { anfragen, anmelden } from '../../infra/local/api-client';
import { datenordner } from './datenordner';
import type { LokalerStack } from '../../infra/local/stack';

/** The line stack-prozess.ts prints once its stack is ready: this, then the stack's JSON. */
export const STACK_ZEILE = 'STACK ';

export type StackInfo = Omit<LokalerStack, 'beenden' | 'warteAufStrecken'>;
export interface StackKind {
  prozess: ChildProcess;
  info: StackInfo;
  db: Datenbank;
  /** The API as `admin`. */
  rufe: ReturnType<typeof anfragen>;
}

const WURZEL = resolve(import.meta.dirname, '../..');

export interface StackProzessOptionen {
  /** The table in memory (the tests' shared stack), not kept on disk. */
  fluechtig?: boolean;
  /** The built web app the stack serves. */
  webDist?: string;
  /** Where the stack's own output goes once it is ready (its errors), besides the last lines kept. */
  ausgabe?: (text: string) => void;
  /** Keep each execution's history in the data folder (stack.ts `historie`). */
  historie?: boolean;
  /** Settings of the stack's process beyond this one's environment (its log level, trusted CAs). */
  umgebung?: Record<string, string>;
  /**
   * The throughput deploy setting the machines are synthesized with (infra/src/durchsatz.ts):
   * below 4,000 fewer chunks at once, so that a small file's run takes several rounds.
   */
  schreibeinheiten?: number;
}

/**
 * Starts stack-prozess.ts on `verzeichnis` as the leader of a process group of its own; answers
 * once the stack is ready. Its output is read to the end (a full pipe would stall it).
 */
export async function starteStackProzess(
  verzeichnis: string,
  o: StackProzessOptionen = {},
): Promise<{ prozess: ChildProcess; info: StackInfo }> {
  const argumente = [
    verzeichnis,
    ...(o.fluechtig ? ['--fluechtig'] : []),
    ...(o.webDist ? ['--web', o.webDist] : []),
    ...(o.historie ? ['--historie'] : []),
    ...(o.schreibeinheiten ? ['--schreibeinheiten', String(o.schreibeinheiten)] : []),
  ];
  const prozess = spawn(
    process.execPath,
    ['--import', 'tsx', 'test/helpers/stack-prozess.ts', ...argumente],
    {
      cwd: WURZEL,
      env: { ...process.env, ...o.umgebung },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let ausgabe = '';
  let bereit = false;
  const info = new Promise<StackInfo>((fertig, fehler) => {
    const zeit = setTimeout(() => fehler(new Error(`Stack nicht bereit:\n${ausgabe}`)), 120_000);
    prozess.stderr!.on('data', (d: Buffer) => {
      ausgabe = (ausgabe + d.toString()).slice(-4000);
      if (bereit) o.ausgabe?.(d.toString());
    });
    prozess.stdout!.on('data', (d: Buffer) => {
      if (bereit) return o.ausgabe?.(d.toString());
      ausgabe = (ausgabe + d.toString()).slice(-4000);
      const zeile = ausgabe.split('\n').find((z) => z.startsWith(STACK_ZEILE));
      if (zeile) {
        bereit = true;
        clearTimeout(zeit);
        fertig(JSON.parse(zeile.slice(STACK_ZEILE.length)) as StackInfo);
      }
    });
    prozess.once('exit', (code) => fehler(new Error(`Stack beendet (${code}):\n${ausgabe}`)));
  });
  try {
    return { prozess, info: await info };
  } catch (fehler) {
    // Never ready: nothing of it may outlive the test run.
    try {
      process.kill(-prozess.pid!, 'SIGKILL');
    } catch {
      // gone already
    }
    throw fehler;
  }
}

/**
 * Stops the stack's DynamoDB Local (SIGSTOP, the process in the stack's group): from now on every
 * call of the stack to its table hangs, as on a table that does not answer — work under way
 * cannot finish — until the stack is killed.
 */
export function dynamoAnhalten(kind: StackKind): void {
  const java = execFileSync('ps', ['-eo', 'pid=,pgid=,comm='], { encoding: 'utf8' })
    .split('\n')
    .map((zeile) => zeile.trim().split(/\s+/))
    .filter(([, gruppe, befehl]) => Number(gruppe) === kind.prozess.pid && befehl === 'java');
  if (java.length !== 1) throw new Error(`${java.length} Java-Prozesse im Stack ${kind.prozess.pid}`);
  process.kill(Number(java[0]![0]), 'SIGSTOP');
}

export function stackKinder(praefix: string, voreinstellung: Omit<StackProzessOptionen, 'fluechtig'> = {}) {
  const verzeichnis = datenordner(praefix);
  const laufend = new Set<ChildProcess>();
  // The functions the test calls directly reach DynamoDB Local as the stack's own do.
  Object.assign(process.env, {
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: 'lokal',
    AWS_SECRET_ACCESS_KEY: 'lokal',
  });

  /** Starts a stack on the test's data; answers once it is ready. */
  async function starteKind(o: Omit<StackProzessOptionen, 'fluechtig'> = {}): Promise<StackKind> {
    const { prozess, info } = await starteStackProzess(verzeichnis, { ...voreinstellung, ...o });
    laufend.add(prozess);
    const rufe = anfragen(info, await anmelden(info, 'admin'));
    return { prozess, info, db: datenbankFuer(info.tabelle, info.dynamoEndpoint), rufe };
  }

  /** Kills the stack's whole process group at once (DynamoDB Local with it), as a crash would. */
  async function toeten(kind: StackKind): Promise<void> {
    const beendet = new Promise((fertig) => kind.prozess.once('exit', fertig));
    process.kill(-kind.prozess.pid!, 'SIGKILL');
    await beendet;
    laufend.delete(kind.prozess);
  }

  function aufraeumen(): void {
    for (const prozess of laufend) {
      try {
        process.kill(-prozess.pid!, 'SIGKILL');
      } catch {
        // gone already
      }
    }
    rmSync(verzeichnis, { recursive: true, force: true });
  }

  return { verzeichnis, starteKind, toeten, aufraeumen };
}
