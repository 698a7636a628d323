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
  type ZeilenStand,
} from '../data/repositories/importZeilen';
import { parallel } from '../data/parallel';
import { datensicht, istSichtbar, nurSichtbar, type Datensicht } from '../domain/datensicht';
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

/**
 * Many lines by API line id, as sichtbareZeile answers each (the same 404 for the first id in
 * the list whose line is missing or whose file the user may not see), read for a bulk action:
 * every file once, the lines' statuses in BatchGets (importZeilen.staende) — a bounded number of
 * requests and no line texts, however long the (bounded) list. Answers in the list's order,
 * each id once.
 */
export async function sichtbareZeilenStaende(
  benutzer: Benutzer,
  ids: readonly number[],
  db: Datenbank,
): Promise<{ datei: ImportDatei; zeile: ZeilenStand }[]> {
  const eindeutig = [...new Set(ids)];
  const nummernJeDatei = new Map<number, number[]>();
  for (const id of eindeutig) {
    const { dateiId, zeile } = ausZeilenId(id);
    if (dateiId > 0 && zeile > 0)
      nummernJeDatei.set(dateiId, [...(nummernJeDatei.get(dateiId) ?? []), zeile]);
  }
  const sicht = dateiSicht(benutzer);
  const dateien = importDateienRepository(db);
  const zeilenRepo = importZeilenRepository(db);
  const geladen = await parallel([...nummernJeDatei], async ([dateiId, nummern]) => {
    const datei = await dateien.laden(dateiId);
    // Lines of a file the user may not see are not read at all.
    if (!datei || !istSichtbar(datei, sicht)) return [dateiId, undefined] as const;
    const staende = await zeilenRepo.staende(dateiId, nummern);
    return [dateiId, { datei, zeilen: new Map(staende.map((z) => [z.zeile, z])) }] as const;
  });
  const jeDatei = new Map(geladen);
  return eindeutig.map((id) => {
    const { dateiId, zeile: nr } = ausZeilenId(id);
    const gefunden = jeDatei.get(dateiId);
    const zeile = gefunden?.zeilen.get(nr);
    if (!gefunden || !zeile) throw nichtGefunden(WERKBANK_TEXTE.zeileNichtGefunden(id));
    return { datei: gefunden.datei, zeile };
  });
}
