/**
 * Deleting stored BiPRO files from a list (reference §4: "rows marked invisible cannot be deleted
 * again"): soft — the record and its object stay, marked `invisible`, shown only where a list
 * shows deleted rows. All or nothing: every id is checked before anything is written (404 for
 * ids the user cannot see, 409 for deleted ones).
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { parallel } from '../data/parallel';
import { konflikt } from '../domain/fehler';
import { dateiAendern } from './aendern';
import { sichtbareDateien, type Fundort } from './zugriff';

export async function dateienLoeschen(
  b: Benutzer,
  ids: readonly number[],
  f: Omit<Fundort, 'geloeschte'>,
  db: Datenbank = datenbank(),
): Promise<Record<string, never>> {
  const dateien = await sichtbareDateien(b, ids, { ...f, geloeschte: true }, db);
  const geloescht = dateien.filter((d) => d.invisible);
  if (geloescht.length) throw konflikt(T.bereitsGeloescht(geloescht));
  await parallel(dateien, (d) => dateiAendern(b, d, { invisible: true }, f, db));
  return {};
}
