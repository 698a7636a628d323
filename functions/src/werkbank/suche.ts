/**
 * POST /bipro_import/filter: the role rules of reference §5 (400 with the reference's message), the files
 * the criteria name (filter.ts) read through the file repository, then their lines chunk by chunk
 * — one Query per chunk partition and line range, status and use4Booking filtered by DynamoDB —
 * newest file first, lines in order, at most TREFFER_GRENZE rows. When more match, the answer
 * says so in `mess` (reference §7: shown in an info modal). A wide search (a month of files, few
 * matching lines) stops after SUCHE_BUDGET_MS with what it found and a `mess` saying so: an API
 * call ends after 29 s.
 */
import {
  importFilterFehler,
  WERKBANK_TEXTE,
  type Benutzer,
  type ImportFilter,
  type ImportZeile,
} from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { importDateienRepository, type ImportDatei } from '../data/repositories/importDateien';
import { PARALLEL, parallel } from '../data/parallel';
import { werkbankRepository, type Zeilenfeld } from '../data/repositories/werkbank';
import { dateiSicht } from '../datensicht/importDateien';
import { gesellschaftsName, passtZumFilter } from '../domain/dateiauswahl';
import { ungueltig } from '../domain/fehler';
import {
  abschnittsBereiche,
  importZeile,
  passtZeile,
  suchkriterien,
  TREFFER_GRENZE,
  type Suchkriterien,
} from './filter';

const zahlText = (n: number) => n.toLocaleString('de-DE');

/** The time a search may take before it answers with what it has (API Gateway ends at 29 s). */
export const SUCHE_BUDGET_MS = 20_000;

/** The files the criteria name, in the user's scope, newest first. */
async function dateienDerSuche(k: Suchkriterien, benutzer: Benutzer, db: Datenbank): Promise<ImportDatei[]> {
  const dateien = importDateienRepository(db);
  const [gefunden, gesellschaften] = await Promise.all([
    k.fileId !== undefined
      ? dateien.laden(k.fileId).then((d) => (d ? [d] : []))
      : k.dateiname && !k.dateiname.muster
        ? dateien.mitDateiname(k.dateiname.text)
        : k.zeitraum
          ? dateien.imZeitraum(k.modus, k.zeitraum.von, k.zeitraum.bis)
          : Promise.resolve([]),
    k.gesellschaft ? gesellschaftenRepository(db).liste() : Promise.resolve([]),
  ]);
  const sicht = dateiSicht(benutzer);
  return gefunden
    .filter((d) =>
      passtZumFilter(d, {
        // A file named by its number is that file, whatever the screen's modus.
        modus: k.fileId !== undefined ? d.modus : k.modus,
        sichtbarkeit: sicht,
        zeitraum: k.zeitraum,
        gesellschaft: gesellschaftsName(k.gesellschaft, gesellschaften),
        interfaceName: k.interfaceName,
        // The index found the exact name already; a pattern (or a name beside a number) is checked here.
        fileName:
          k.dateiname && (k.dateiname.muster || k.fileId !== undefined) ? k.dateiname.text : undefined,
      }),
    )
    .sort((a, b) => b.dateFrom.localeCompare(a.dateFrom) || b.id - a.id);
}

export async function sucheZeilen(
  benutzer: Benutzer,
  filter: ImportFilter,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
  budgetMs = SUCHE_BUDGET_MS,
): Promise<{ rows: ImportZeile[]; mess?: string }> {
  const ende = Date.now() + budgetMs;
  const fehler = importFilterFehler(filter, benutzer);
  if (fehler) throw ungueltig(fehler);
  const k = suchkriterien(filter, benutzer, jetzt);
  const repo = werkbankRepository(db);
  const felder: Zeilenfeld[] = ['status', 'use4Booking'];
  if (k.zeilen.satz !== undefined) felder.push('satz');
  if (k.zeilen.nurMitJournal) felder.push('journal');

  const rows: ImportZeile[] = [];
  let abgebrochen = false;
  for (const datei of await dateienDerSuche(k, benutzer, db)) {
    const bereiche = abschnittsBereiche(datei.zeilenGesamt, k.zeilen);
    // Chunks in rounds of PARALLEL Queries, kept in line order; stop once past the limit.
    for (let i = 0; i < bereiche.length && rows.length <= TREFFER_GRENZE; i += PARALLEL) {
      if (Date.now() > ende) {
        abgebrochen = true;
        break;
      }
      const runde = await parallel(bereiche.slice(i, i + PARALLEL), (b) =>
        repo.bereich({
          dateiId: datei.id,
          ...b,
          status: k.zeilen.status,
          use4Booking: k.zeilen.use4Booking,
          felder,
        }),
      );
      for (const z of runde.flat()) if (passtZeile(z, k.zeilen)) rows.push(importZeile(datei, z));
    }
    if (rows.length > TREFFER_GRENZE || abgebrochen) break;
  }
  if (abgebrochen && rows.length <= TREFFER_GRENZE)
    return { rows, mess: WERKBANK_TEXTE.sucheAbgebrochen(zahlText(rows.length)) };
  if (rows.length <= TREFFER_GRENZE) return { rows };
  return {
    rows: rows.slice(0, TREFFER_GRENZE),
    mess: WERKBANK_TEXTE.zuVieleTreffer(zahlText(TREFFER_GRENZE)),
  };
}
