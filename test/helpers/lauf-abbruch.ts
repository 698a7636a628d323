/**
 * What the tests of runs killed mid-way (lauf-fortsetzen.test.ts, verarbeitung-abbruch.test.ts)
 * do on a stack of their own (stack-kind.ts): upload a file as the modal does, wait until a run
 * is mid-way or its file has a status, read the file's monitor row and lines.
 */
import { expect } from 'vitest';
import { ROUTEN } from '@lieferdesk/shared';
import { fortschrittRepository } from '@lieferdesk/functions/data/repositories/fortschritt';
import {
  importDateienRepository,
  type ImportDatei,
} from '@lieferdesk/functions/data/repositories/importDateien';
import {
  importZeilenRepository,
  type ImportZeileDaten,
} from '@lieferdesk/functions/data/repositories/importZeilen';
import type { StackKind } from './stack-kind';
import { warteBis } from './warten';

/** Uploads as the modal does (with the modal's choice of company and interface); answers the file number. */
export async function hochladen(
  kind: StackKind,
  dateiname: string,
  inhalt: Buffer,
  wahl: { gesellschaftId?: number; interfaceName?: string } = {},
): Promise<number> {
  const ziel = await kind.rufe(ROUTEN.uploadZiel, { body: { fileName: dateiname, groesse: inhalt.length } });
  expect(ziel.status, JSON.stringify(ziel.body)).toBe(200);
  expect((await fetch(ziel.body.url, { method: 'PUT', body: new Uint8Array(inhalt) })).status).toBe(200);
  const start = await kind.rufe(ROUTEN.uploadStarten, { body: { tempId: ziel.body.tempId, ...wahl } });
  expect(start.status, JSON.stringify(start.body)).toBe(200);
  return start.body.id as number;
}

export const dateiLaden = async (kind: StackKind, id: number): Promise<ImportDatei> =>
  (await importDateienRepository(kind.db).laden(id))!;

/** Waits until the file has `status` and no run holds it. */
export const warteAufStatus = (kind: StackKind, id: number, status: string): Promise<ImportDatei> =>
  warteBis(
    () => dateiLaden(kind, id),
    (d) => d.status === status && d.sperre === undefined,
    { zeit: 400_000, intervall: 250, text: (d) => `Datei ${id}: ${d.status} ${d.fehler ?? ''}` },
  );

/** Waits until the run's progress has counted some chunks, not all: the run is mid-way. */
export const warteBisMitten = (kind: StackKind, fortschrittId: string) =>
  warteBis(
    () => fortschrittRepository(kind.db).laden(fortschrittId),
    (f) => f !== undefined && f.act > 0 && f.act < f.max,
    {
      zeit: 400_000,
      intervall: 100,
      text: (f) => `Lauf ${fortschrittId} nicht mitten: ${JSON.stringify(f)}`,
    },
  );

/** The file's row in the import monitor (of the file's modus). */
export async function monitorZeile(kind: StackKind, d: ImportDatei): Promise<Record<string, unknown>> {
  const antwort = await kind.rufe(ROUTEN.monitorFilter, {
    body: { modus: d.modus, fileNumber: d.id },
  });
  expect(antwort.status, JSON.stringify(antwort.body)).toBe(200);
  return (antwort.body.rows as { fileId: number }[]).find((z) => z.fileId === d.id) as Record<
    string,
    unknown
  >;
}

/** Every line of the file, in order. */
export async function zeilenDer(kind: StackKind, d: ImportDatei): Promise<ImportZeileDaten[]> {
  const alle: ImportZeileDaten[] = [];
  for await (const teil of importZeilenRepository(kind.db).alle(d.id, d.zeilenGesamt!)) alle.push(...teil);
  return alle;
}

/** How many of the line's journal entries begin with `anfang`. */
export const eintraege = (z: ImportZeileDaten, anfang: string): number =>
  z.journal.filter((j) => j.text.startsWith(anfang)).length;
