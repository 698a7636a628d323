/**
 * DynamoDB Local on disk (`npm start`) keeps its data in SQLite files (`-dbPath`), opened with
 * SQLite's defaults: a rollback journal and synchronous=FULL. DynamoDB Local commits every item
 * it writes as a transaction of its own — a BatchWriteItem of 25 lines is 25 commits — and a
 * commit with a rollback journal creates the journal, syncs it, writes and syncs the database and
 * deletes the journal again: several fsyncs per item. That, not SQLite's CPU, made the persistent
 * store read and evaluate at a sixth of the in-memory rate (README, "Import pipeline").
 *
 * In WAL mode a commit appends to the write-ahead log and syncs that once, with the same
 * durability (synchronous stays FULL: a commit survives a crash). The journal mode is stored in
 * the database file, so it is set once per file and every connection — DynamoDB Local's — uses
 * it; a connection that is open and idle switches at its next transaction (SQLite reads the mode
 * from the file's header then). DynamoDB Local sets no journal mode of its own.
 *
 * SQLite is Node's own (`node:sqlite`), run in a child process: in Node 24 the module still warns
 * that it is experimental, which the child keeps out of this process's output.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Sets WAL on the database named by argv[1] and prints the journal mode it then has. */
const WAL_SETZEN = `
const { DatabaseSync } = require('node:sqlite');
const db = new DatabaseSync(process.argv[1]);
try {
  process.stdout.write(String(db.prepare('PRAGMA journal_mode=WAL').get().journal_mode));
} finally {
  db.close();
}
`;

/** Switches one SQLite database file to WAL; answers the journal mode it has afterwards. */
export function walSetzen(datei: string): string {
  return execFileSync(process.execPath, ['--disable-warning=ExperimentalWarning', '-e', WAL_SETZEN, datei], {
    encoding: 'utf8',
  }).trim();
}

/**
 * Every database DynamoDB Local keeps in `verzeichnis` in WAL mode (one file per access key and
 * region; the stack's clients all use one). Answers the files switched; a file that stays in
 * another mode (SQLite refused the switch) is an error, so a slow store never goes unnoticed.
 */
export function walEinschalten(verzeichnis: string): string[] {
  const dateien = readdirSync(verzeichnis)
    .filter((name) => name.endsWith('.db'))
    .map((name) => join(verzeichnis, name));
  for (const datei of dateien) {
    const modus = walSetzen(datei);
    if (modus !== 'wal') throw new Error(`${datei}: Journalmodus ${modus}, nicht WAL`);
  }
  return dateien;
}
