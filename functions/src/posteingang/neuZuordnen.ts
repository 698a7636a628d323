/**
 * POST /bipro_documents/reassign_unassigned (reference §2.10, §4 "Bulk re-assign returns a count
 * of newly assigned documents"): the download job's automatic assignment run again over the
 * marked documents — the same code (abholung/automatischeZuordnung.ts), so a contract booked since
 * the delivery is found now as the intake would have found it then.
 *
 * - Every id must exist, be a document the user sees and not be deleted, else 404 for the whole
 *   request naming the ids; and one he may change (domain/bipro/aenderungsrecht.ts), else 403.
 *   Documents not open (state 1 or 2) are skipped.
 * - Each document tried gets a journal entry naming the user and what came of it.
 * - A document now assigned moves to state 2 with contract, customer and names, MSC company and
 *   date; one still open keeps state 0 with fresh candidates and cause.
 * - Answer: how many were newly assigned. A document somebody else assigned or deleted in the
 *   meantime keeps that (the write is refused) and is not counted.
 * - Work stays linear in the ids (at most HOECHSTE_ID_LISTE): one BatchGet of the documents, then
 *   per access one frame and grouped lookups, the writes a few at a time.
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import { bestandsSicht, dokumenteZuordnen, zuordnungsrahmen } from '../abholung/automatischeZuordnung';
import type { Zuordnungsergebnis } from '../domain/bipro/zuordnung';
import { datenbank, type Datenbank } from '../data/datenbank';
import { parallel } from '../data/parallel';
import { biproDateienRepository, type BiproDateiEintrag } from '../data/repositories/biproDateien';
import { gesellschaftenRepository } from '../data/repositories/gesellschaften';
import { kategorienRepository } from '../data/repositories/kategorien';
import { zugaengeRepository } from '../data/repositories/zugaenge';
import { istMahnung } from '../zuordnung/mahnung';
import { journalErgaenzen } from '../zuordnung/journal';
import { aenderbareDokumente } from './dokumente';

/** The documents of one access (and its broker and company when they were delivered). */
function nachZugang(dokumente: readonly BiproDateiEintrag[]): BiproDateiEintrag[][] {
  const gruppen = new Map<string, BiproDateiEintrag[]>();
  for (const d of dokumente) {
    const schluessel = JSON.stringify([d.zugangId, d.maklernr, d.gesellschaftId]);
    gruppen.set(schluessel, [...(gruppen.get(schluessel) ?? []), d]);
  }
  return [...gruppen.values()];
}

const journalText = (b: Benutzer, e: Zuordnungsergebnis) =>
  e.stand === 2
    ? T.journal.neuZugeordnet(b.name, e.kundennr, e.vertragId)
    : T.journal.neuZuordnenOffen(b.name);

export async function dokumenteNeuZuordnen(
  b: Benutzer,
  ids: readonly number[],
  o: { db?: Datenbank; jetzt?: Date } = {},
): Promise<{ count: number }> {
  const db = o.db ?? datenbank();
  const zeit = (o.jetzt ?? new Date()).toISOString();
  const offen = (await aenderbareDokumente(b, ids, db)).filter((d) => (d.zuordnung ?? 0) === 0);
  if (offen.length === 0) return { count: 0 };
  const dateien = biproDateienRepository(db);
  const zugaenge = zugaengeRepository(db);
  const [gesellschaften, kategorien] = await Promise.all([
    gesellschaftenRepository(db).liste(),
    kategorienRepository(db).liste(),
  ]);
  const namen = new Map(gesellschaften.map((g) => [g.gesellschaftId, g.name]));
  // A reminder is assigned by its policy number only (zuordnung/mahnung.ts), as at the intake.
  const kategorieVon = new Map(kategorien.map((k) => [k.gevoArt, k]));
  const mahnung = (d: BiproDateiEintrag) =>
    istMahnung(d.gevoArt === undefined ? undefined : kategorieVon.get(d.gevoArt));

  let count = 0;
  for (const gruppe of nachZugang(offen)) {
    const { zugangId, maklernr, gesellschaftId } = gruppe[0]!;
    const zugang = await zugaenge.laden(zugangId);
    const rahmen = await zuordnungsrahmen(db, {
      maklernr,
      gesellschaftId,
      extZugangBezeichnung: zugang?.extZugangBezeichnung,
    });
    const zuordnungen = await dokumenteZuordnen(
      bestandsSicht(db, rahmen),
      gruppe.map((d) => ({ policeNr: d.policeNr, partnernummer: d.partnernummer, mahnung: mahnung(d) })),
      { namen, zeit },
    );
    const geschrieben = await parallel(
      gruppe.map((d, i) => ({ d, z: zuordnungen[i]! })),
      ({ d, z }) =>
        dateien.aendern(d, {
          ...z.felder,
          journal: journalErgaenzen(d.journal, [{ zeit, text: journalText(b, z.ergebnis) }]),
        }),
    );
    count += zuordnungen.filter((z, i) => geschrieben[i] && z.ergebnis.stand === 2).length;
  }
  return { count };
}
