/**
 * The files a person works with (DESIGN.md "Auth and roles": the API checks every scope itself):
 * one scope for the workbench, the runs started from it (evaluate, book, settle, deletes) and
 * their progress, the settlement protocol and the monitor's row actions — what a person can open
 * he can work on, and nothing else. The same as the import monitor's with its structure option
 * on, whose links open the workbench: internal users, the data-import right and the internal view
 * see every file; everyone else the files of his broker number and the ones he uploaded himself,
 * a BiPRO-structure user also his structure's. A file or line outside the scope is answered as
 * not found, so a broker cannot even learn that another broker's file number exists.
 */
import { LESE_TEXTE, WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import {
  ausZeilenId,
  importZeilenRepository,
  type ImportZeileDaten,
} from '../data/repositories/importZeilen';
import { nichtGefunden } from '../domain/fehler';
import { istSichtbar, sichtbarkeit, type Sichtbarkeit } from '../monitor/filter';

/** Who works with which files (the structure included where the role allows it). */
export const dateiSicht = (benutzer: Benutzer): Sichtbarkeit => sichtbarkeit(benutzer, true);

/** The file if the user may see it; 404 with `text` otherwise. */
export async function sichtbareDatei(
  benutzer: Benutzer,
  dateiId: number,
  db: Datenbank,
  text = LESE_TEXTE.dateiNichtGefunden(dateiId),
): Promise<ImportDatei> {
  const datei = dateiId > 0 ? await importDateienRepository(db).laden(dateiId) : undefined;
  if (!datei || !istSichtbar(datei, dateiSicht(benutzer))) throw nichtGefunden(text);
  return datei;
}

/** The line of an API line id (file × 10⁷ + line) with its file, if the user may see it; 404 otherwise. */
export async function sichtbareZeile(
  benutzer: Benutzer,
  id: number,
  db: Datenbank,
): Promise<{ datei: ImportDatei; zeile: ImportZeileDaten }> {
  const { dateiId, zeile: nr } = ausZeilenId(id);
  const datei = dateiId > 0 ? await importDateienRepository(db).laden(dateiId) : undefined;
  const zeile = nr > 0 && datei ? await importZeilenRepository(db).laden(dateiId, nr) : undefined;
  if (!datei || !zeile || !istSichtbar(datei, dateiSicht(benutzer))) {
    throw nichtGefunden(WERKBANK_TEXTE.zeileNichtGefunden(id));
  }
  return { datei, zeile };
}
