/**
 * Evaluating one chunk (reference §4 "evaluate"): every active, not yet booked line of the chunk gets
 * status 1 or the error status of reference §8 (domain auswertung/), its reason, what it matched
 * (`treffer`, which booking reads back) and a journal entry; its reading result is kept.
 *
 * A chunk that begins inside a GDV contract evaluates the contract's earlier lines again first
 * (vorlauf.ts), reading the previous chunk backwards only as far as the contract goes; a chunk
 * that ends inside one reads on into the next chunk as far as the contract goes (nachlauf.ts),
 * for the assignments on those lines. The data the rules need is loaded once for all these lines
 * (kontext.ts); a contract a person assigned a line to on the assign page is followed — for a
 * GDV contract wherever in the file the assigned line lies (zeile.ts zuordnungenVon). The lines
 * are written back in batches of 25 — each line's key is (file, line), so a retried chunk
 * overwrites them with the same result, and its journal entry (it names the run) is not added
 * twice. A line that carries the run's entry already (its chunk ran before the run stopped and
 * was continued) is not written again.
 */
import { ABSCHNITT_ZEILEN } from '@lieferdesk/events';
import { VERARBEITUNG_TEXTE as T } from '@lieferdesk/shared';
import type { Datenbank } from '../../data/datenbank';
import type { ImportDatei } from '../../data/repositories/importDateien';
import { importZeilenRepository, type ImportZeileDaten } from '../../data/repositories/importZeilen';
import { werteAlleAus } from '../../domain/auswertung/auswerten';
import { zeilenVorwaerts } from './fenster';
import { ladeAuswertungsDaten, type DateiRahmen } from './kontext';
import { Nachlauf, nachlaufZiel } from './nachlauf';
import { rolle, Vorlauf, vorlaufZiel } from './vorlauf';
import { alsLeseErgebnis, ausgewertet, hatEintragDesLaufs, wirdVerarbeitet, zuordnungenVon } from './zeile';

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

/**
 * The lines after chunk `nr` of the contract its lines (Vorlauf included) end in, in line order:
 * only the contract's own lines — they are read for their assignments, not evaluated.
 */
async function nachlaufLaden(
  datei: ImportDatei,
  nr: number,
  alle: readonly ImportZeileDaten[],
  db: Datenbank,
): Promise<ImportZeileDaten[]> {
  const ziel = nachlaufZiel(alle.map((z) => rolle(z)));
  if (ziel === undefined) return [];
  const lauf = new Nachlauf(ziel);
  const genommen: ImportZeileDaten[] = [];
  const ab = (nr + 1) * ABSCHNITT_ZEILEN + 1;
  for await (const fenster of zeilenVorwaerts(db, datei.id, ab, datei.zeilenGesamt ?? datei.numRows)) {
    for (const z of fenster) {
      // As for the Vorlauf: what the next chunk does not evaluate does not count for it either.
      if (!wirdVerarbeitet(z)) continue;
      const r = rolle(z);
      if (!lauf.gehoertDazu(r)) return genommen;
      if (r.art === 'vertrag') genommen.push(z);
    }
  }
  return genommen;
}

/**
 * Evaluates `alle` in order (a contract's earlier lines first) with the data the rules need and
 * the assignments among `mitZuordnungen`, and answers `zuSchreiben` (lines of `alle`) as they
 * are after evaluating, each with its journal entry. The one evaluation of stored lines: a
 * chunk's, and that of the lines an assignment changes (nachZuordnung.ts).
 */
export async function werteZeilenAus(
  alle: readonly ImportZeileDaten[],
  zuSchreiben: readonly ImportZeileDaten[],
  mitZuordnungen: readonly ImportZeileDaten[],
  rahmen: DateiRahmen,
  zeit: string,
  db: Datenbank,
  /** The run evaluating (its entry is one per line and run); none for a person's assignment. */
  lauf?: string,
): Promise<ImportZeileDaten[]> {
  const eingabe = alle.map(alsLeseErgebnis);
  const daten = await ladeAuswertungsDaten(eingabe, rahmen, db, zuordnungenVon(mitZuordnungen));
  const ergebnisse = new Map([...werteAlleAus(eingabe, daten)].map((e) => [e.zeile, e]));
  return zuSchreiben.map((z) => {
    const { zeile: _z, ...auswertung } = ergebnisse.get(z.zeile)!;
    return ausgewertet(z, auswertung, {
      zeit,
      text: T.zeilenJournal.ausgewertet(auswertung.status, auswertung.grund),
      ...(lauf === undefined ? {} : { lauf }),
    });
  });
}

/** The file's part of the evaluation's frame: its company and uploading broker. */
export const dateiRahmen = (datei: ImportDatei, struktur: readonly string[] | undefined): DateiRahmen => ({
  gesellschaft: datei.gesellschaft,
  maklernr: datei.maklernr,
  struktur,
});

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
  // The run's lock names it. Lines this run evaluated already — before it stopped and was
  // continued — keep what it wrote: each line is written once per run, with one entry.
  const lauf = datei.sperre;
  const offen = lauf === undefined ? eigene : eigene.filter((z) => !hatEintragDesLaufs(z, lauf));
  const gezaehlt = (zeilen: readonly ImportZeileDaten[]) => ({
    zeilen: zeilen.length,
    fehlerhaft: zeilen.filter((z) => z.status < 0).length,
  });
  if (offen.length === 0) return gezaehlt(eigene);
  const vorlauf = await vorlaufLaden(datei.id, nr, eigene, db);
  const alle = [...vorlauf, ...eigene];
  const nachlauf = await nachlaufLaden(datei, nr, alle, db);

  const neu = await werteZeilenAus(
    alle,
    offen,
    [...alle, ...nachlauf],
    dateiRahmen(datei, struktur),
    zeit,
    db,
    lauf,
  );
  await repo.schreiben(neu);
  const fertig = new Map([...eigene, ...neu].map((z) => [z.zeile, z]));
  return {
    ...gezaehlt([...fertig.values()]),
    vorlauf: vorlauf.length,
    nachlauf: nachlauf.length,
  };
}
