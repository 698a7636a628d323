/**
 * Deleting lines (reference §4, §7 DELETE /bipro_import/line, POST /bipro_import/lines): only lines
 * with status <= 1 — a transferred or completed line is part of the books. A request naming any
 * other line is refused as a whole (409, naming the lines) and deletes nothing; so is one on a
 * file a run holds. The file's counts (records, erroneous, error-free) go down with the lines,
 * in the same transactions — faulty or faultless as domain fehlerzahl.ts counts them (the
 * monitor's "erroneous records"), each line only while it still has the status and use4Booking
 * it was read with, never below zero — and the file's journal names them.
 *
 * Lines of several files may be named at once (at most HOECHSTE_ID_LISTE: the route refuses a
 * longer list before anything is read); each file is one step (its lines in transactions of 99
 * with the file record). Every line is checked before anything is written — each file read once,
 * the lines' statuses in BatchGets — and a line booked or deleted by someone else in between
 * (or changed: edited, evaluated) stops the step with a message.
 */
import { istZeileAenderbar, WERKBANK_TEXTE, type Benutzer } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { type ZeilenStand, zeilenId } from '../data/repositories/importZeilen';
import { werkbankRepository } from '../data/repositories/werkbank';
import { konflikt } from '../domain/fehler';
import { abgelehnt } from './bearbeiten';
import { sichtbareZeilenStaende } from '../datensicht/importDateien';

export async function zeilenLoeschen(
  benutzer: Benutzer,
  ids: readonly number[],
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<void> {
  // Every line first (404 for one the user cannot see), then the rule of reference §4 for all.
  const gefunden = await sichtbareZeilenStaende(benutzer, ids, db);
  const nichtLoeschbar = gefunden.filter((g) => !istZeileAenderbar(g.zeile.status));
  if (nichtLoeschbar.length) {
    throw konflikt(
      WERKBANK_TEXTE.nichtLoeschbar(nichtLoeschbar.map((g) => zeilenId(g.datei.id, g.zeile.zeile))),
    );
  }
  const jeDatei = new Map<number, { datei: ImportDatei; zeilen: ZeilenStand[] }>();
  for (const { datei, zeile } of gefunden) {
    const eintrag = jeDatei.get(datei.id) ?? { datei, zeilen: [] };
    eintrag.zeilen.push(zeile);
    jeDatei.set(datei.id, eintrag);
  }
  const repo = werkbankRepository(db);
  const dateien = importDateienRepository(db);
  for (const { datei, zeilen } of jeDatei.values()) {
    const sortiert = zeilen.sort((a, b) => a.zeile - b.zeile);
    const aktuell = (await dateien.laden(datei.id)) ?? datei;
    const { geloescht, ausgang } = await repo.zeilenLoeschen(
      datei.id,
      sortiert.map((z) => ({ zeile: z.zeile, status: z.status, use4Booking: z.use4Booking })),
      aktuell,
      (nummern) => ({
        zeit: jetzt.toISOString(),
        text: WERKBANK_TEXTE.dateiJournal.zeilenGeloescht(nummern),
      }),
    );
    if (ausgang !== 'ok') {
      const erste = sortiert[geloescht]!;
      const zuletzt = (await dateien.laden(datei.id)) ?? aktuell;
      throw abgelehnt(ausgang, zuletzt, zeilenId(datei.id, erste.zeile), erste.status);
    }
  }
}
