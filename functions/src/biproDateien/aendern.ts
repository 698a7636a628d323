/**
 * A change a person makes to a stored BiPRO file named by id (a comment, an extra text, a
 * deletion). The repository's `aendern` refuses when the record moved to another list meanwhile
 * (a document assigned by somebody else): the change is then applied to the record as it is now —
 * as long as the user still sees it (else 404) — so a comment or a deletion never undoes an
 * assignment and never fails for it. 409 when the record keeps changing under the write.
 *
 * Every change is on record: the file's journal (zuordnung/journal.ts, the one journal of a
 * stored BiPRO file) gets the entry `text` — who did what — with the time of the write.
 */
import { BIPRO_DATEI_TEXTE as T, type Benutzer } from '@lieferdesk/shared';
import type { Datenbank } from '../data/datenbank';
import {
  biproDateienRepository,
  type BiproDateiEintrag,
  type BiproDateienRepository,
} from '../data/repositories/biproDateien';
import { konflikt, nichtGefunden } from '../domain/fehler';
import { journalErgaenzen } from '../zuordnung/journal';
import { istSichtbar, type Fundort } from './zugriff';

/** Attempts of a change the record's list refused (changed meanwhile). */
const VERSUCHE = 3;

export async function dateiAendern(
  b: Benutzer,
  bisher: BiproDateiEintrag,
  aenderung: Parameters<BiproDateienRepository['aendern']>[1],
  f: Fundort,
  db: Datenbank,
  text: string,
): Promise<void> {
  const dateien = biproDateienRepository(db);
  let aktuell = bisher;
  for (let versuch = 0; versuch < VERSUCHE; versuch++) {
    const journal = journalErgaenzen(aktuell.journal, [{ zeit: new Date().toISOString(), text }]);
    if (await dateien.aendern(aktuell, { ...aenderung, journal })) return;
    const neu = await dateien.laden(bisher.id);
    if (!istSichtbar(b, neu, { ...f, geloeschte: true })) throw nichtGefunden(T.nichtGefunden([bisher.id]));
    aktuell = neu;
  }
  throw konflikt(T.geaendert(bisher));
}
