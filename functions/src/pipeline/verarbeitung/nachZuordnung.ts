/**
 * Evaluating at once what a person's assignment changes (POST /bipro_import/assign_gdv_kunde,
 * zuordnung/zuordnen.ts): the affected lines (betroffen.ts) — a GDV line's whole contract, read
 * in windows backwards and forwards from the assigned line across chunk borders; any other line
 * itself — are evaluated as a chunk of the pipeline evaluates them (auswerten.ts
 * `werteZeilenAus`: the same context, rules and line after evaluation) and written back with
 * their journal entries. So booking right after assigning books them on the assigned contract.
 *
 * Lines the pipeline would not evaluate (booked, deferred, not considered) are neither read into
 * the contract nor written, as in a chunk. The writes are conditional (data/repositories/
 * zuordnungen.ts `auswertungSchreiben`, the file's counts of faulty lines moved with them):
 * refused while a run holds the file; a line changed since it was read refuses too, and then
 * everything is read and evaluated again — a few times.
 */
import type { Datenbank } from '../../data/datenbank';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { zuordnungenRepository } from '../../data/repositories/zuordnungen';
import { dateiRahmen, werteZeilenAus } from './auswerten';
import { betroffeneZeilen, vertragDer } from './betroffen';
import { zeilenRueckwaerts, zeilenVorwaerts } from './fenster';
import { Nachlauf } from './nachlauf';
import { rolle, Vorlauf, type Rolle } from './vorlauf';
import { wirdVerarbeitet } from './zeile';

/** Attempts when lines change while they are evaluated. */
const VERSUCHE = 3;

/** Lines from the walk's windows, in walking order, until the walk leaves the contract. */
async function solangeDazu(
  fenster: AsyncGenerator<ImportZeileDaten[]>,
  lauf: { gehoertDazu(r: Rolle): boolean },
): Promise<ImportZeileDaten[]> {
  const genommen: ImportZeileDaten[] = [];
  for await (const teil of fenster)
    for (const z of teil) {
      if (!wirdVerarbeitet(z)) continue;
      if (!lauf.gehoertDazu(rolle(z))) return genommen;
      genommen.push(z);
    }
  return genommen;
}

/** The lines line `nr`'s assignment changes, as stored now, in line order. */
async function betroffeneLaden(datei: ImportDatei, nr: number, db: Datenbank): Promise<ImportZeileDaten[]> {
  const zeile = await importZeilenRepository(db).laden(datei.id, nr);
  if (!zeile || !wirdVerarbeitet(zeile)) return [];
  const ziel = vertragDer(zeile);
  if (ziel === undefined) return [zeile];
  const [vorher, nachher] = await Promise.all([
    solangeDazu(zeilenRueckwaerts(db, datei.id, nr - 1), new Vorlauf(ziel)),
    solangeDazu(
      zeilenVorwaerts(db, datei.id, nr + 1, datei.zeilenGesamt ?? datei.numRows),
      new Nachlauf(ziel),
    ),
  ]);
  return betroffeneZeilen([...vorher, zeile, ...nachher], nr);
}

export type NachZuordnung = { zeilen: number } | { abgelehnt: 'datei' | 'zeile' };

/**
 * Evaluates and writes the lines the assignment of line `nr` changes; `struktur` is the
 * uploading broker's structure where he assigns (as where he starts an evaluation), `zeit` the
 * journal time. Answers how many lines were written, or what refused the writing: the file
 * (locked by a run, or gone) or lines that kept changing.
 */
export async function werteZuordnungAus(
  datei: ImportDatei,
  nr: number,
  struktur: readonly string[],
  zeit: string,
  db: Datenbank,
): Promise<NachZuordnung> {
  for (let versuch = 1; ; versuch++) {
    const zeilen = await betroffeneLaden(datei, nr, db);
    if (zeilen.length === 0) return { zeilen: 0 };
    const neu = await werteZeilenAus(zeilen, zeilen, zeilen, dateiRahmen(datei, struktur), zeit, db);
    const abgelehnt = await zuordnungenRepository(db).auswertungSchreiben(
      datei.id,
      neu.map((zeile, i) => ({
        zeile,
        journalVorher: zeilen[i]!.journal.length,
        statusVorher: zeilen[i]!.status,
      })),
    );
    if (abgelehnt === undefined) return { zeilen: neu.length };
    if (abgelehnt === 'datei' || versuch >= VERSUCHE) return { abgelehnt };
  }
}
