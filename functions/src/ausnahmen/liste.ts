/** POST /bipro_exceptions/filter (reference §2.15, §7 "Exceptions"): the rows for one company. */
import type { KategorieAusnahme } from '@lieferdesk/shared';
import { datenbank, type Datenbank } from '../data/datenbank';
import { kategorieAusnahmenRepository } from '../data/repositories/kategorieAusnahmen';
import { kategorienRepository } from '../data/repositories/kategorien';
import { pruefeGesellschaft } from './gesellschaft';
import { ausnahmenZeilen } from './zeilen';

export async function ausnahmenListe(
  gesellschaftId: number,
  db: Datenbank = datenbank(),
): Promise<KategorieAusnahme[]> {
  const [, kategorien, ausnahmen] = await Promise.all([
    pruefeGesellschaft(gesellschaftId, db),
    kategorienRepository(db).liste(),
    kategorieAusnahmenRepository(db).derGesellschaft(gesellschaftId),
  ]);
  return ausnahmenZeilen(kategorien, ausnahmen);
}
