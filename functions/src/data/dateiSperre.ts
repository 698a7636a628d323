/**
 * The file lock as one protocol for every repository that writes import files or their lines
 * (pipeline/lesen/README.md "The lock"): `sperre` holds the id of the run that owns the file,
 * `gesperrtAm` since when — both absent while the file is free — and `lauf` the last run's id for
 * good. Named conditions every write holds under, and the parts that take and release the lock:
 *
 * - a run takes only a free file (`frei`);
 * - every write of a run holds only while that run still holds the lock (`gehaltenVon`), so a
 *   run that was unlocked in the monitor or overtaken by a new run changes nothing any more;
 * - a person's change of a file's lines (edit, delete, assign, the evaluation after it) holds
 *   only while the file exists and no run holds it (`existiertUndFrei`), so no run is overtaken;
 * - a failed run is recorded only while it is still the file's last run (`letzterLauf`), so an
 *   old run that was unlocked and replaced cannot fail the new one.
 */
import { Entity, type Item, type WhereCallback } from 'electrodb';
import type { Datenbank } from './datenbank';
import { importDateiSchema } from './entities/importDatei';

/** The import file entity on the table: the one declaration every file repository writes through. */
export const dateiEntitaet = (db: Datenbank) =>
  new Entity(importDateiSchema, { table: db.tabelle, client: db.client });
export type DateiEntitaet = ReturnType<typeof dateiEntitaet>;

/** A condition on the file record, as ElectroDB's `where` takes it. */
export type Dateibedingung =
  DateiEntitaet extends Entity<infer A, infer F, infer C, infer S>
    ? WhereCallback<A, F, C, S, Item<A, F, C, S, S['attributes']>>
    : never;

/** No run holds the file. */
export const frei: Dateibedingung = ({ sperre }, { notExists }) => notExists(sperre);

/** The run `laufId` holds the file. */
export const gehaltenVon =
  (laufId: string): Dateibedingung =>
  ({ sperre }, { eq }) =>
    eq(sperre, laufId);

/** The file exists and no run holds it (for a condition check beside other items' writes). */
export const existiertUndFrei: Dateibedingung = ({ id, sperre }, { exists, notExists }) =>
  `${exists(id)} AND ${notExists(sperre)}`;

/** The run `laufId` was the last run started on the file, whether it still holds the lock or not. */
export const letzterLauf =
  (laufId: string): Dateibedingung =>
  ({ lauf }, { eq }) =>
    eq(lauf, laufId);

/** All of these conditions. */
export const undAlle =
  (...bedingungen: Dateibedingung[]): Dateibedingung =>
  (attribute, operationen) =>
    bedingungen.map((b) => b(attribute, operationen)).join(' AND ');

/** What a run writes when it takes the lock. */
export const sperreSetzen = (laufId: string, jetzt: string) => ({
  sperre: laufId,
  gesperrtAm: jetzt,
  lauf: laufId,
});

/** What releasing the lock removes (`lauf` stays: the last run is kept for good). */
export const SPERRE_FELDER = ['sperre', 'gesperrtAm'] as const;
