/**
 * A file read into the local stack's DynamoDB as the read pipeline does it — registration, then
 * its tasks one after the other (plan → every chunk → finish) — without Step Functions, so a
 * test has its lines at once, under a file name of its own. The object lies under its own prefix
 * (neither a drop nor an upload, so the stack's S3 trigger leaves it alone).
 */
import { readFileSync } from 'node:fs';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { inject } from 'vitest';
import type { LeseStart } from '@lieferdesk/events';
import type { Benutzer } from '@lieferdesk/shared';
import type { Datenbank } from '@lieferdesk/functions/data/datenbank';
import { leseAbschliessen } from '@lieferdesk/functions/pipeline/lesen/abschliessen';
import { leseAbschnitt } from '@lieferdesk/functions/pipeline/lesen/abschnitt';
import { planeAbschnitte } from '@lieferdesk/functions/pipeline/lesen/planen';
import { registriereDatei } from '@lieferdesk/functions/pipeline/lesen/registrieren';
import { DEMO_BENUTZER } from '../../infra/local/demo/benutzer';
import { MUSTERDATEI } from '../fixtures';
import { eindeutigeBits, eindeutigeMarke } from './eindeutig';

export { stackUmgebung } from './umgebung';

/** Blank lines eigenerInhalt appends: they count as lines of the file, never as results. */
export const EIGENE_LEERZEILEN = 64;

/**
 * A file's content made the test's own: the duplicate rule spans the whole test run, and many
 * tests read the same samples. 64 blank lines are appended, each LF or CRLF by one bit of the
 * test's own sequence (eindeutig.ts) — 2⁶⁴ variants, the same in every run — which no reader
 * turns into a line result.
 */
export function eigenerInhalt(basis: Buffer): Buffer {
  const leer = eindeutigeBits(EIGENE_LEERZEILEN).map((crlf) => (crlf ? '\r\n' : '\n'));
  return Buffer.concat([basis, Buffer.from(leer.join(''), 'latin1')]);
}

/**
 * A demo user (infra/local/demo/benutzer.ts) as the API's wrapper builds him from his token's
 * claims, for calling use cases directly as him.
 */
export function demoBenutzer(username: string): Benutzer {
  const demo = DEMO_BENUTZER.find((b) => b.username === username);
  if (!demo) throw new Error(`Kein Demo-Benutzer ${username}`);
  return {
    id: `sub-${username}`,
    name: username,
    rollen: demo.rollen,
    ...(demo.maklernr ? { maklernr: demo.maklernr } : {}),
    struktur: demo.struktur ?? [],
  };
}

/** The GDV sample, content of its own (eigenerInhalt). */
export const musterInhalt = () => eigenerInhalt(readFileSync(MUSTERDATEI.pfad));

/** Registers and reads a file (uploaded by `benutzer`, or a drop); answers its number. */
export async function dateiEinlesen(
  db: Datenbank,
  dateiname: string,
  inhalt: Buffer | string,
  benutzer?: Benutzer,
): Promise<number> {
  const stack = inject('stack');
  const s3 = new S3Client({
    endpoint: stack.s3Endpoint,
    region: 'eu-central-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const key = `test-einlesen/${eindeutigeMarke()}/${dateiname}`;
  await s3.send(new PutObjectCommand({ Bucket: stack.buckets.inbox, Key: key, Body: inhalt }));

  const gestartet: LeseStart[] = [];
  const ergebnis = await registriereDatei(
    { bucket: stack.buckets.inbox, key, dateiname, benutzer },
    { db, starten: async (s) => void gestartet.push(s) },
  );
  const start = gestartet[0];
  if (ergebnis.art !== 'registriert' || !start)
    throw new Error(`nicht registriert: ${JSON.stringify(ergebnis)}`);
  const plan = await planeAbschnitte(start, db);
  const ergebnisse = [];
  for (const abschnitt of plan.abschnitte) ergebnisse.push(await leseAbschnitt({ ...start, abschnitt }, db));
  await leseAbschliessen({ ...start, plan, ergebnisse }, db);
  return start.dateiId;
}

/** The GDV sample file, read (see musterInhalt); answers the file number. */
export const musterdateiEinlesen = (db: Datenbank, benutzer?: Benutzer): Promise<number> =>
  dateiEinlesen(db, MUSTERDATEI.name, musterInhalt(), benutzer);
