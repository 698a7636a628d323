/**
 * POST /bipro_import/assign_gdv_kunde (reference §2.11 'assign customer company number', §7): the
 * id names an import line (file × 10⁷ + line: zeileZuordnen.ts) or else a BiPRO document
 * (dokumentZuordnen.ts). Both check the page's current contract and the chosen contract alike
 * (pruefung.ts) and answer a success text; a refusal's text travels in the `fehlertext` header.
 */
import type { Benutzer, BodyVon, ROUTEN } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { dokumentZuordnen } from './dokumentZuordnen';
import { istImportZeilenId } from './zeile';
import { zeileZuordnen } from './zeileZuordnen';

export function zuordnen(
  benutzer: Benutzer,
  eingabe: BodyVon<typeof ROUTEN.kundeZuordnen>,
  db: Datenbank = datenbank(),
  jetzt = new Date(),
): Promise<{ message: string }> {
  return istImportZeilenId(eingabe.docId)
    ? zeileZuordnen(benutzer, eingabe, db, jetzt)
    : dokumentZuordnen(benutzer, eingabe, db, jetzt);
}
