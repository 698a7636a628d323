/**
 * The data scope (domain/datensicht.ts) applied to import files and their lines loaded by id:
 * one scope for the import monitor's row actions, the workbench, the assign page, the runs started
 * from them (evaluate, book, settle, deletes) and their progress, and the settlement protocol —
 * what a person can open he can work on, and nothing else. It is the monitor's with its structure
 * option on, whose links open the workbench. A file or line outside it is not found.
 */
import { LESE_TEXTE, WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import {
  ausZeilenId,
  importZeilenRepository,
  type ImportZeileDaten,
} from '../data/repositories/importZeilen';
import { datensicht, nurSichtbar, type Datensicht } from '../domain/datensicht';
import { nichtGefunden } from '../domain/fehler';

/** Who works with which files (the structure included where the role allows it). */
export const dateiSicht = (benutzer: Benutzer): Datensicht => datensicht(benutzer, true);

/** The file if the user may see it; not found with `text` otherwise. */
export async function sichtbareDatei(
  benutzer: Benutzer,
  dateiId: number,
  db: Datenbank,
  text = LESE_TEXTE.dateiNichtGefunden(dateiId),
): Promise<ImportDatei> {
  const datei = dateiId > 0 ? await importDateienRepository(db).laden(dateiId) : undefined;
  return nurSichtbar(datei, dateiSicht(benutzer), text);
}

/**
 * The line of an API line id (file × 10⁷ + line) with its file, if the user may see the file;
 * not found with `text` otherwise.
 */
export async function sichtbareZeile(
  benutzer: Benutzer,
  id: number,
  db: Datenbank,
  text = WERKBANK_TEXTE.zeileNichtGefunden(id),
): Promise<{ datei: ImportDatei; zeile: ImportZeileDaten }> {
  const { dateiId, zeile: nr } = ausZeilenId(id);
  const datei = dateiId > 0 ? await importDateienRepository(db).laden(dateiId) : undefined;
  const zeile = nr > 0 && datei ? await importZeilenRepository(db).laden(dateiId, nr) : undefined;
  if (!zeile) throw nichtGefunden(text);
  return { datei: nurSichtbar(datei, dateiSicht(benutzer), text), zeile };
}
