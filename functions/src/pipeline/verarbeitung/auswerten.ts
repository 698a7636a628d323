/**
 * Evaluating one chunk (spec §4 "evaluate"): every active, not yet booked line of the chunk gets
 * status 1 or the error status of spec §8 (domain auswertung/), its reason, what it matched
 * (`treffer`, which booking reads back) and a journal entry; its reading result is kept.
 *
 * A chunk that begins inside a GDV contract evaluates the contract's earlier lines again first
 * (vorlauf.ts), reading the previous chunk backwards only as far as the contract goes. The data
 * the rules need is loaded once for all these lines (kontext.ts); a contract a person assigned a
 * line to on the assign page is followed (zeile.ts zuordnungenVon). The lines are written back in
 * batches of 25 — each line's key is (file, line), so a retried chunk overwrites them with the
 * same result, and its journal entry (the run's lock time and the same text) is not added twice.
 */
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { werteAlleAus } from '../../domain/auswertung/auswerten';
import { ladeAuswertungsDaten } from './kontext';
import { rolle, Vorlauf, vorlaufZiel } from './vorlauf';
import { alsLeseErgebnis, ausgewertet, wirdVerarbeitet, zuordnungenVon } from './zeile';

/** The lines before chunk `nr` that its first contract began with, in line order. */
async function vorlaufLaden(
  dateiId: number,
  nr: number,
  eigene: readonly ImportZeileDaten[],
  db: Datenbank,
): Promise<ImportZeileDaten[]> {
  const ziel = vorlaufZiel(eigene.map((z) => rolle(z)));
  if (ziel === undefined || nr === 0) return [];
  const lauf = new Vorlauf(ziel);
  const genommen: ImportZeileDaten[] = [];
  const zeilen = importZeilenRepository(db);
  for (let vorher = nr - 1; vorher >= 0; vorher--) {
    for await (const seite of zeilen.rueckwaerts(dateiId, vorher)) {
      for (const z of seite) {
        // Lines the previous chunk did not evaluate are not part of what it saw either.
        if (!wirdVerarbeitet(z)) continue;
        if (!lauf.gehoertDazu(rolle(z))) return genommen.reverse();
        genommen.push(z);
      }
    }
  }
  return genommen.reverse();
}

export async function werteAbschnittAus(
  datei: ImportDatei,
  nr: number,
  struktur: readonly string[] | undefined,
  zeit: string,
  db: Datenbank,
): Promise<Record<string, number>> {
  const repo = importZeilenRepository(db);
  const eigene = (await repo.abschnitt(datei.id, nr)).filter(wirdVerarbeitet);
  if (eigene.length === 0) return { zeilen: 0, fehlerhaft: 0 };
  const vorlauf = await vorlaufLaden(datei.id, nr, eigene, db);

  const alle = [...vorlauf, ...eigene];
  const eingabe = alle.map(alsLeseErgebnis);
  const daten = await ladeAuswertungsDaten(
    eingabe,
    { gesellschaft: datei.gesellschaft, maklernr: datei.maklernr, struktur },
    db,
    zuordnungenVon(alle),
  );
  const ergebnisse = new Map([...werteAlleAus(eingabe, daten)].map((e) => [e.zeile, e]));

  let fehlerhaft = 0;
  const neu = eigene.map((z) => {
    const { zeile: _z, ...auswertung } = ergebnisse.get(z.zeile)!;
    if (auswertung.status < 0) fehlerhaft++;
    return ausgewertet(z, auswertung, {
      zeit,
      text: T.zeilenJournal.ausgewertet(auswertung.status, auswertung.grund),
    });
  });
  await repo.schreiben(neu);
  return { zeilen: neu.length, fehlerhaft, vorlauf: vorlauf.length };
}
