/**
 * Deleting stored BiPRO files from a list, and restoring them (reference §4 "Deleted entries":
 * "rows marked invisible cannot be deleted again"): soft — the record and its object stay, marked
 * `invisible`, shown only where a list shows deleted rows; restoring takes the mark away. All or
 * nothing: every id is checked before anything is written — 404 for ids the user cannot see, 403
 * for files he may only read (domain/bipro/aenderungsrecht.ts), 409 for files already in the
 * state asked for. Each file's journal names who deleted or restored it and when.
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { parallel } from '../data/parallel';
import { konflikt } from '../domain/fehler';
import { dateiAendern } from './aendern';
import { aenderbareDateien, type Fundort } from './zugriff';

/** Deletes (`geloescht`) or restores the files of `ids` in the lists `f.ziele`. */
export async function geloeschtSetzen(
  b: Benutzer,
  ids: readonly number[],
  f: Omit<Fundort, 'geloeschte'>,
  geloescht: boolean,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const alle = { ziele: f.ziele, geloeschte: true };
  const dateien = await aenderbareDateien(b, ids, alle, db);
  const schon = dateien.filter((d) => d.invisible === geloescht);
  if (schon.length) throw konflikt(geloescht ? T.bereitsGeloescht(schon) : T.nichtGeloescht(schon));
  const text = (geloescht ? T.journal.geloescht : T.journal.wiederhergestellt)(b.name);
  await parallel(dateien, (d) => dateiAendern(b, d, { invisible: geloescht }, alle, db, text));
  return {};
}
