/**
 * A file's lines read outward from a place — forwards or backwards, across chunk borders — in
 * windows that double (32, 64, 128 … lines; importZeilen `bereich`: one Query per chunk a window
 * touches). For walks that usually stop after a few lines (the rest of a GDV contract) but must
 * be able to go on: a contract may have hundreds of parts, and deleted lines leave gaps.
 */
import type { Datenbank } from '../../data/datenbank';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';

const ERSTES_FENSTER = 32;

/** Lines `ab`..`bis`, oldest first, window by window. */
export async function* zeilenVorwaerts(
  db: Datenbank,
  dateiId: number,
  ab: number,
  bis: number,
): AsyncGenerator<ImportZeileDaten[]> {
  const repo = importZeilenRepository(db);
  for (let von = Math.max(1, ab), groesse = ERSTES_FENSTER; von <= bis; groesse *= 2) {
    const ende = Math.min(bis, von + groesse - 1);
    yield await repo.bereich(dateiId, von, ende);
    von = ende + 1;
  }
}

/** Lines `vor`..1, newest first, window by window. */
export async function* zeilenRueckwaerts(
  db: Datenbank,
  dateiId: number,
  vor: number,
): AsyncGenerator<ImportZeileDaten[]> {
  const repo = importZeilenRepository(db);
  for (let bis = vor, groesse = ERSTES_FENSTER; bis >= 1; groesse *= 2) {
    const von = Math.max(1, bis - groesse + 1);
    yield (await repo.bereich(dateiId, von, bis)).reverse();
    bis = von - 1;
  }
}
